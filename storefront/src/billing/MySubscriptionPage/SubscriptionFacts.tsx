import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { FactGrid } from '../../layout/grids';
import type { Subscription } from '../billing-api';

/** One fact of the subscription: a term and its value. */
function Detail({
  term,
  children,
  testId,
}: {
  term: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** What the subscription costs, when it charges next (or was cancelled) and since when. */
export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const { money, date } = useFormat();
  const { status, plan } = subscription;
  return (
    <FactGrid columns={3}>
      <Detail term={t('billing.mySubscription.amount')} testId="subscription-amount">
        {t('billing.mySubscription.amountValue', {
          amount: money(subscription.amount, subscription.currency),
          perPeriod: t(`billing.perPeriod.${plan.period}`),
        })}
        {subscription.discount > 0 && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {t('billing.mySubscription.discountIncluded', {
              amount: money(subscription.discount, subscription.currency),
            })}
          </Typography>
        )}
      </Detail>
      {status === 'cancelled' ? (
        <Detail term={t('billing.mySubscription.cancelledAt')}>
          {subscription.cancelledAt ? date(subscription.cancelledAt) : '—'}
        </Detail>
      ) : (
        <Detail term={t('billing.mySubscription.nextPayment')} testId="subscription-next-payment">
          {status === 'paused'
            ? t('billing.mySubscription.noChargeWhilePaused')
            : subscription.nextPaymentDate
              ? date(subscription.nextPaymentDate)
              : '—'}
        </Detail>
      )}
      {subscription.installments > 1 && subscription.installmentAmount !== null && (
        <Detail term={t('billing.mySubscription.firstPeriod')} testId="subscription-first-period">
          {t('billing.mySubscription.firstPeriodInstallments', {
            count: subscription.installments,
            amount: money(subscription.installmentAmount, subscription.currency),
          })}
        </Detail>
      )}
      <Detail term={t('billing.mySubscription.startedAt')}>
        {subscription.startedAt ? date(subscription.startedAt) : '—'}
      </Detail>
    </FactGrid>
  );
}
