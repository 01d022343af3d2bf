import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import type { Schemas } from '../api/contract';
import { useLanguage } from '../i18n/use-language';
import { ACCOUNT_QUERY_KEY } from './session';

export type CurrentSubscription = Schemas['CurrentSubscription'];

/** The keys of the user's billing data (`['account', 'billing', …]`): signing out forgets them. */
export const BILLING_KEY = [...ACCOUNT_QUERY_KEY, 'billing'] as const;

/** Under the billing keys: a change of plan refreshes it. */
export const CURRENT_SUBSCRIPTION_KEY = [...BILLING_KEY, 'current-subscription'] as const;

/**
 * `GET /user/subscription`: the signed-in user's subscription that counts now (or the last
 * cancelled one): what the billing pages show and what opens the agenda to a premium prosker.
 */
export function useCurrentSubscription(enabled = true) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...CURRENT_SUBSCRIPTION_KEY, language],
    queryFn: ({ signal }) =>
      apiGet<CurrentSubscription>('/user/subscription', { language, signal }),
    enabled,
    staleTime: 0,
  });
}
