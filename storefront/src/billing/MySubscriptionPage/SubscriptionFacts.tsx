import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { FactGrid } from '../../layout/grids';
import { Text } from '../../ui';
import type { Subscription } from '../billing-api';
import styles from './MySubscription.module.css';

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
    <div>
      <Text as="dt" variant="body2" tone="secondary">
        {term}
      </Text>
      <Text as="dd" className={styles.value} data-testid={testId}>
        {children}
      </Text>
    </div>
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
          <Text as="span" variant="body2" tone="secondary" className={styles.valueNote}>
            {t('billing.mySubscription.discountIncluded', {
              amount: money(subscription.discount, subscription.currency),
            })}
          </Text>
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
