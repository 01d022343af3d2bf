/**
 * Types and react-query hooks of the billing API (`server/modules/billing/API.md`): plans,
 * subscriptions (start, quote, checkout, pause/resume/cancel), the payment history and the
 * Mercado Pago account link. Keys of the user's own data start with `['account', …]` so that
 * signing out forgets them; keys of translated answers include the language.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../common/i18n';
import type { SubscriptionAction } from '../../../common/billing';
import type { Region } from '../../../common/regions';
import { apiGet, apiSend } from '../api/api-client';
import type { Answer, Input, Schemas } from '../api/contract';
import { useLanguage } from '../i18n/use-language';
import { COMPLETENESS_KEY } from '../profiles/catalogue-api';
import { useSession } from '../session/session';
import { BILLING_KEY, CURRENT_SUBSCRIPTION_KEY } from '../session/subscription';

export type BillingConfig = Schemas['BillingConfig'];
export type Plan = Schemas['Plan'];
export type PlanPeriod = Plan['period'];
export type Subscription = Schemas['Subscription'];
export type Quote = Schemas['SubscriptionQuote'];
export type PaymentAccountStatus = Schemas['PaymentAccountStatus'];
export type LinkedPaymentAccount = Schemas['LinkedPaymentAccount'];
export type BillingEntry = Schemas['BillingEntry'];
export type BillingStatus = BillingEntry['status'];

const SUBSCRIPTIONS_KEY = [...BILLING_KEY, 'subscriptions'] as const;
const HISTORY_KEY = [...BILLING_KEY, 'history'] as const;
export const PAYMENT_ACCOUNT_KEY = [...BILLING_KEY, 'payment-account'] as const;

/** `GET /billing/config`: what the browser needs to tokenize cards. Changes only on deploys. */
export const billingConfigQuery = () =>
  queryOptions({
    queryKey: ['billing-config'],
    queryFn: ({ signal }) => apiGet<BillingConfig>('/billing/config', { signal }),
    staleTime: Infinity,
  });

export function useBillingConfig() {
  return useQuery(billingConfigQuery());
}

/** `GET /plans?region=`: the free plan and the premium periods, names in the interface language. */
export const plansQuery = (region: Region, language: Language) =>
  queryOptions({
    queryKey: ['plans', region, language],
    queryFn: ({ signal }) =>
      apiGet<Answer<'/plans'>>(`/plans?region=${region}`, { language, signal }),
  });

export function usePlans(region: Region) {
  const { language } = useLanguage();
  return useQuery({ ...plansQuery(region, language), select: (answer) => answer.data });
}

/** `GET /user/subscriptions/{id}`. */
export function useSubscription(id: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...SUBSCRIPTIONS_KEY, id, language],
    queryFn: ({ signal }) =>
      apiGet<Subscription>(`/user/subscriptions/${id}`, { language, signal }),
    staleTime: 0,
  });
}

/**
 * After a checkout or a status change: the current subscription and the history. The queries
 * of one subscription by id are left alone (they refetch when next shown): refetching the
 * checkout's quote of a subscription just paid would only answer "not pending any more".
 */
function useAfterSubscriptionChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CURRENT_SUBSCRIPTION_KEY }),
      queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
      // Premium shows on the profile card and in search.
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
      queryClient.invalidateQueries({ queryKey: ['profiles'] }),
    ]);
}

/** `POST /user/subscriptions {planId}`: a pending subscription to pay on its checkout screen. */
export function useStartSubscription() {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (planId: number) =>
      apiSend<Subscription>('/user/subscriptions', { body: { planId } }),
    onSuccess: (subscription) => {
      queryClient.setQueryData([...SUBSCRIPTIONS_KEY, subscription.id, language], subscription);
    },
  });
}

/** `POST /user/subscriptions/{id}/quote`: price, discount, total and trial; uses nothing up. */
export function quoteSubscription(id: number, couponCode?: string): Promise<Quote> {
  return apiSend<Quote>(`/user/subscriptions/${id}/quote`, {
    body: couponCode ? { couponCode } : {},
  });
}

/** The quote without a coupon, shown as soon as the checkout opens. */
export function useQuote(id: number, enabled = true) {
  return useQuery({
    queryKey: [...SUBSCRIPTIONS_KEY, id, 'quote'],
    queryFn: () => quoteSubscription(id),
    enabled,
    staleTime: 0,
  });
}

/** The quote with a coupon: the Apply button's call; a refused coupon is the mutation's error. */
export function useCouponQuote(id: number) {
  return useMutation({ mutationFn: (couponCode: string) => quoteSubscription(id, couponCode) });
}

export type CheckoutInput = Input<'/user/subscriptions/{id}/checkout'>;

/** `POST /user/subscriptions/{id}/checkout`: pays with a card token made in the browser. */
export function useCheckout(id: number) {
  const after = useAfterSubscriptionChange();
  return useMutation({
    mutationFn: ({ couponCode, ...rest }: CheckoutInput) =>
      apiSend<Subscription>(`/user/subscriptions/${id}/checkout`, {
        body: couponCode ? { ...rest, couponCode } : rest,
      }),
    onSettled: after,
  });
}

/** `PUT /user/subscriptions/{id}/status {action}`: pause, resume or cancel. */
export function useChangeSubscription() {
  const after = useAfterSubscriptionChange();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: SubscriptionAction }) =>
      apiSend<Subscription>(`/user/subscriptions/${id}/status`, {
        method: 'PUT',
        body: { action },
      }),
    onSettled: after,
  });
}

/**
 * `GET /user/billing`: the money made and received (`data`), with the fee each carried and the
 * payout dates, and apart the attempts that moved none (`attempts`).
 */
export function useBillingHistory(enabled = true) {
  return useQuery({
    queryKey: HISTORY_KEY,
    queryFn: ({ signal }) => apiGet<Answer<'/user/billing'>>('/user/billing', { signal }),
    enabled,
    staleTime: 0,
  });
}

/** `GET /user/payment-account`: linked or not (never a token). */
export function usePaymentAccount() {
  return useQuery({
    queryKey: PAYMENT_ACCOUNT_KEY,
    queryFn: ({ signal }) => apiGet<PaymentAccountStatus>('/user/payment-account', { signal }),
    staleTime: 0,
  });
}

/** After the link changes: its status, the completeness item and `paymentAccountLinked`. */
export function useRefreshPaymentAccount() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PAYMENT_ACCOUNT_KEY }),
      queryClient.invalidateQueries({ queryKey: COMPLETENESS_KEY }),
      refresh(),
    ]);
}

/** `POST /user/payment-account/authorization {region}`: where to send the browser. */
export function useStartPaymentAccountLink() {
  return useMutation({
    mutationFn: (region: Region) =>
      apiSend<Answer<'/user/payment-account/authorization', 'post'>>(
        '/user/payment-account/authorization',
        { body: { region } },
      ),
  });
}

/** `POST /user/payment-account/callback {code, state}`: finishes the link. */
export function useCompletePaymentAccountLink() {
  const queryClient = useQueryClient();
  const after = useRefreshPaymentAccount();
  return useMutation({
    mutationFn: (input: Input<'/user/payment-account/callback'>) =>
      apiSend<PaymentAccountStatus>('/user/payment-account/callback', { body: input }),
    onSuccess: (status) => queryClient.setQueryData(PAYMENT_ACCOUNT_KEY, status),
    onSettled: after,
  });
}

/**
 * `DELETE /user/payment-account`. The settings page asks first through the shared
 * `ConfirmDeleteDialog`, which sends the same call and then runs `useRefreshPaymentAccount`.
 */
export function useUnlinkPaymentAccount() {
  const after = useRefreshPaymentAccount();
  return useMutation({
    mutationFn: () => apiSend('/user/payment-account', { method: 'DELETE' }),
    onSettled: after,
  });
}
