import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { Quote, Subscription } from '../billing-api';
import { useFormat } from '../../i18n/format';
import { BillingCard } from '../BillingCard';
import { SummaryRow } from '../../layout/SummaryRow';

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
    <BillingCard component="section" aria-labelledby={titleId} data-testid="checkout-summary">
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('billing.checkout.summaryTitle')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
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
        <Divider sx={{ my: 1 }} />
        <SummaryRow
          nowrap
          term={t('billing.checkout.total', { perPeriod })}
          strong
          testId="summary-total"
        >
          {shown ? money(shown.total, shown.currency) : <Skeleton width={80} />}
        </SummaryRow>
      </Box>
      {shown ? (
        <Alert
          severity={shown.trial ? 'success' : 'info'}
          sx={{ mt: 2 }}
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
        <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} />
      )}
      <Box sx={{ mt: 3 }}>{coupon}</Box>
    </BillingCard>
  );
}
