import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { pathFor } from '../../../../common/routes';
import { ApiError } from '../../api/api-client';
import { usePageTitle } from '../../seo/use-page-title';
import { FormAlert } from '../../forms/FormAlert';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import { noticeState } from '../../navigation/notices';
import { RouteLink } from '../../navigation/RouteLink';
import { NotFoundPage } from '../../not-found';
import { useRegion } from '../../navigation/use-region';
import { useCheckout, useQuote, useSubscription } from '../billing-api';
import { CardPaymentForm, type CardPayment } from '../CardPaymentForm';
import { CheckoutLayout, PayTodayRow } from '../CheckoutLayout';
import { useFormat } from '../../i18n/format';
import { isCouponError, paymentFailureHelp } from '../payment-errors';
import { CouponForm } from './CouponForm';
import { Summary, type AppliedCoupon } from './Summary';
import { PageHeading } from '../PageHeading';
import { Alert, Button, Container, Skeleton, linkClass } from '../../ui';
import styles from './Checkout.module.css';

function CheckoutSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('billing.checkout.loading')} className={styles.skeleton}>
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={360} />
    </div>
  );
}

function Checkout({ id }: { id: number }) {
  const t = useT();
  const { money } = useFormat();
  const region = useRegion();
  const navigate = useNavigate();
  const subscription = useSubscription(id);
  const pending = subscription.data?.status === 'pending';
  const quote = useQuote(id, pending);
  const checkout = useCheckout(id);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [processing, setProcessing] = useState(false);

  if (subscription.isError && subscription.error instanceof ApiError) {
    if (subscription.error.status === 404) return <NotFoundPage />;
  }
  if (subscription.isError) {
    return (
      <FormAlert
        action={
          <Button tone="inherit" size="small" onClick={() => void subscription.refetch()}>
            {t('billing.retry')}
          </Button>
        }
      >
        {t('billing.checkout.loadFailed')} {generalErrorText(subscription.error, t)}
      </FormAlert>
    );
  }
  if (!subscription.data) return <CheckoutSkeleton />;

  const data = subscription.data;
  if (data.status !== 'pending') {
    return (
      <Alert severity="info" data-testid="checkout-not-pending">
        {t('billing.checkout.notPending')}{' '}
        <RouteLink className={linkClass} to="mySubscription">
          {t('billing.checkout.toMySubscription')}
        </RouteLink>
      </Alert>
    );
  }

  const shown = applied?.quote ?? quote.data;
  const chargedToday = shown ? (shown.trial ? 0 : shown.total) : null;
  const failure = checkout.error;
  const help = paymentFailureHelp(failure);

  const upTo = shown?.installmentsUpTo ?? 1;
  const pay = async (card: CardPayment) => {
    setProcessing(false);
    const paid = await checkout.mutateAsync({
      cardToken: card.cardToken,
      couponCode: applied?.code,
      // More than one installment: the first period is its own payment (ADR 0031).
      ...(card.firstPaymentToken && card.installments > 1 && card.paymentMethodId
        ? {
            installments: card.installments,
            paymentCardToken: card.firstPaymentToken,
            paymentMethodId: card.paymentMethodId,
            ...(card.issuerId ? { issuerId: card.issuerId } : {}),
          }
        : {}),
    });
    if (paid.status === 'active' || paid.status === 'paused') {
      navigate(pathFor('mySubscription', region), { state: noticeState('subscribed') });
    } else {
      setProcessing(true);
    }
  };

  const errorNode =
    failure && !isCouponError(failure) ? (
      <FormAlert data-testid="payment-error">
        <strong>{generalErrorText(failure, t)}</strong>
        {help && <div className={styles.errorLine}>{t(help)}</div>}
        <div className={styles.errorLine}>{t('billing.checkout.stillPending')}</div>
      </FormAlert>
    ) : failure ? (
      <FormAlert data-testid="payment-error">{generalErrorText(failure, t)}</FormAlert>
    ) : processing ? (
      <FormAlert severity="info" data-testid="payment-processing">
        {t('billing.statusDetail.pending_contingency')}
      </FormAlert>
    ) : null;

  return (
    <CheckoutLayout
      summary={
        <>
          <Summary
            subscription={data}
            quote={quote.data}
            applied={applied}
            coupon={
              <CouponForm
                subscriptionId={id}
                applied={applied}
                onApplied={(coupon) => {
                  checkout.reset();
                  setApplied(coupon);
                }}
                onRemoved={() => setApplied(null)}
                checkoutError={failure}
              />
            }
          />
          {quote.isError && (
            <FormAlert className={styles.alertAbove}>{generalErrorText(quote.error, t)}</FormAlert>
          )}
        </>
      }
    >
      <CardPaymentForm
        region={data.plan.region}
        amount={shown?.total ?? data.plan.price}
        currency={data.currency}
        installmentsMode={upTo > 1 ? 'choose' : 'single'}
        installmentsUpTo={upTo}
        installmentsHelp={t('billing.card.installmentsFirstPeriodHelp', { months: upTo })}
        firstPaymentToken
        submitLabel={(chosen) =>
          shown?.trial
            ? t('billing.checkout.confirmTrial')
            : chosen && chosen.installments > 1
              ? t('billing.checkout.payInstallments', {
                  count: chosen.installments,
                  amount: money(chosen.installment_amount, data.currency),
                })
              : t('billing.checkout.pay', { amount: money(shown?.total ?? 0, data.currency) })
        }
        disabled={!shown}
        summary={(chosen) =>
          chargedToday !== null &&
          (chosen && chosen.installments > 1 ? (
            <PayTodayRow
              label={t('billing.checkout.totalInInstallments', { count: chosen.installments })}
              amount={money(chosen.total_amount, data.currency)}
            />
          ) : (
            <PayTodayRow
              label={t('billing.checkout.today')}
              amount={money(chargedToday, data.currency)}
            />
          ))
        }
        error={errorNode}
        onPay={pay}
      />
    </CheckoutLayout>
  );
}

/** `pago-de-suscripcion/{id}`: the summary of a pending subscription, a coupon and the card. */
export default function SubscriptionCheckoutPage() {
  const t = useT();
  usePageTitle(t('billing.checkout.title'));
  const { subscriptionId } = useParams();
  const id = Number(subscriptionId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <Container padded="page" data-testid="checkout-page">
      <RouteLink className={`${linkClass} ${styles.back}`} to="subscriptionPlans">
        {t('billing.checkout.back')}
      </RouteLink>
      <PageHeading>{t('billing.checkout.title')}</PageHeading>
      <Checkout id={id} />
    </Container>
  );
}
