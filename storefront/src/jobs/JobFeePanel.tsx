import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { marketplaceFee } from '../../../common/billing';
import { FEE_BPS_PREMIUM, FEE_BPS_STANDARD } from '../../../common/constants';
import type { Region } from '../../../common/regions';
import { useBillingHistory, useCurrentSubscription } from '../billing/billing-api';
import { useFormat } from '../billing/format';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { regionOfCurrency } from './job-time';
import type { Job } from './jobs-api';
import { SummaryRow } from '../layout/SummaryRow';
import { SectionPanel } from './parts';

/**
 * VAT on the fee, in basis points, as the server's defaults (`VAT_BPS_UY`, `VAT_BPS_BR` in
 * server/config.ts). The storefront is not told the deployed rate, so the figure before the
 * payment is an estimate; once the client pays, the recorded amounts replace it.
 */
const ESTIMATED_VAT_BPS: Record<Region, number> = { uy: 2200, br: 500 };

/**
 * The prosker's side of a paid job: the price the client pays, the marketplace fee (2.99% with
 * Premium, 4.49% without, plus VAT on the fee; `common/billing.ts`) and what is left. The
 * payment's own figures from `GET /user/billing` win over the estimate when there are some.
 */
export function JobFeePanel({ job }: { job: Job }) {
  const t = useT();
  const { money, percent } = useFormat();
  const subscription = useCurrentSubscription();
  const history = useBillingHistory();
  const recorded = history.data?.find(
    (entry) =>
      entry.kind === 'job' &&
      entry.jobId === job.id &&
      entry.role === 'received' &&
      entry.status !== 'rejected' &&
      entry.fee !== null,
  );
  const premium = subscription.data?.premium ?? false;
  const estimate = marketplaceFee(
    job.price,
    premium,
    ESTIMATED_VAT_BPS[regionOfCurrency(job.currency)],
  );
  const fee = recorded?.fee ?? estimate.fee;
  const net = recorded?.net ?? estimate.net;
  const feeBps = premium ? FEE_BPS_PREMIUM : FEE_BPS_STANDARD;

  return (
    <SectionPanel title={t('jobs.detail.feeTitle')} testId="job-fee">
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryRow term={t('jobs.detail.feePrice')} nowrap>
          {money(job.price, job.currency)}
        </SummaryRow>
        <SummaryRow
          term={t('jobs.detail.fee', { percent: percent(feeBps) })}
          nowrap
          testId="fee-amount"
        >
          − {money(fee, job.currency)}
        </SummaryRow>
        <Divider sx={{ my: 1 }} />
        <SummaryRow term={t('jobs.detail.net')} strong nowrap testId="fee-net">
          {money(net, job.currency)}
        </SummaryRow>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {recorded ? t('jobs.detail.feeCharged') : t('jobs.detail.feeEstimate')}{' '}
        <Link component={RouteLink} to="billing">
          {t('jobs.detail.feeLink')}
        </Link>
      </Typography>
    </SectionPanel>
  );
}
