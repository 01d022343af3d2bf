import { useId } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { Quote, Subscription } from '../billing-api';
import { useFormat } from '../../i18n/format';
import { SummaryRow } from '../../layout/SummaryRow';
import { Alert, Divider, Skeleton, Surface, Text } from '../../ui';
import styles from './Checkout.module.css';

/** A coupon the server accepted, with the quote it gives. */
export interface AppliedCoupon {
  code: string;
  quote: Quote;
}

/** What the subscription costs: plan, period, price, discount, total, trial; the coupon below. */
export function Summary({
  subscription,
  quote,
  applied,
  coupon,
}: {
  subscription: Subscription;
  quote: Quote | undefined;
  applied: AppliedCoupon | null;
  coupon: ReactNode;
}) {
  const t = useT();
  const { money, date } = useFormat();
  const titleId = useId();
  const { plan } = subscription;
  const shown = applied?.quote ?? quote;
  const perPeriod = t(`billing.perPeriod.${plan.period}`);
  return (
    <Surface padded as="section" aria-labelledby={titleId} data-testid="checkout-summary">
      <Text variant="h2" id={titleId} className={styles.summaryTitle}>
        {t('billing.checkout.summaryTitle')}
      </Text>
      <dl className={styles.summaryList}>
        <SummaryRow nowrap term={t('billing.checkout.plan')}>
          <span data-testid="summary-plan">{plan.name}</span>
        </SummaryRow>
        <SummaryRow nowrap term={t('billing.checkout.period')}>
          {t(`billing.periods.${plan.period}`)}
        </SummaryRow>
        <SummaryRow nowrap term={t('billing.checkout.price')} testId="summary-price">
          {money(shown?.price ?? plan.price, plan.currency)}
        </SummaryRow>
        {applied && shown && shown.discount > 0 && (
          <SummaryRow
            nowrap
            term={t('billing.checkout.discount', { code: applied.code })}
            testId="summary-discount"
          >
            − {money(shown.discount, shown.currency)}
          </SummaryRow>
        )}
        <Divider className={styles.rule} />
        <SummaryRow
          nowrap
          term={t('billing.checkout.total', { perPeriod })}
          strong
          testId="summary-total"
        >
          {shown ? money(shown.total, shown.currency) : <Skeleton width={80} />}
        </SummaryRow>
      </dl>
      {shown ? (
        <Alert
          severity={shown.trial ? 'success' : 'info'}
          className={styles.chargeNote}
          data-testid="summary-charge-note"
        >
          {shown.trial
            ? t('billing.checkout.trialNote', {
                days: shown.trialDays,
                amount: money(shown.total, shown.currency),
                date: date(shown.firstChargeDate),
              })
            : t('billing.checkout.noTrialNote', {
                amount: money(shown.total, shown.currency),
                perPeriod,
              })}{' '}
          {t('billing.checkout.renewNote', { perPeriod })}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={72} className={styles.chargeNote} />
      )}
      <div className={styles.coupon}>{coupon}</div>
    </Surface>
  );
}
