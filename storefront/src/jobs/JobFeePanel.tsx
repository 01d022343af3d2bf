import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import type { JobDetail } from './jobs-api';
import { SummaryRow } from '../layout/SummaryRow';
import { SectionPanel } from './parts';
import { Divider, Text, linkClass } from '../ui';
import styles from './JobPanels.module.css';

/**
 * The prosker's side of a paid job: the price the client pays, the marketplace fee and what is
 * left, as the server states them (`job.fee`): the rate the payment was charged at once the
 * client paid, else the rate that would apply now (said as such). The storefront never works a
 * fee out itself: the plan of today is not the plan of the day of the payment.
 */
export function JobFeePanel({ job }: { job: JobDetail }) {
  const t = useT();
  const { money, percent } = useFormat();
  const fee = job.fee;
  if (!fee) return null;

  return (
    <SectionPanel title={t('jobs.detail.feeTitle')} testId="job-fee">
      <dl className={styles.summary}>
        <SummaryRow term={t('jobs.detail.feePrice')} nowrap>
          {money(job.price, job.currency)}
        </SummaryRow>
        {fee.refunded > 0 && (
          <SummaryRow term={t('jobs.detail.feeRefunded')} nowrap testId="fee-refunded">
            − {money(fee.refunded, job.currency)}
          </SummaryRow>
        )}
        <SummaryRow
          term={t(fee.applied ? 'jobs.detail.feeApplied' : 'jobs.detail.feeNow', {
            percent: percent(fee.feeBps),
          })}
          nowrap
          testId="fee-amount"
        >
          − {money(fee.fee, job.currency)}
        </SummaryRow>
        <Divider className={styles.rule} />
        <SummaryRow term={t('jobs.detail.net')} strong nowrap testId="fee-net">
          {money(fee.net, job.currency)}
        </SummaryRow>
      </dl>
      <Text variant="body2" tone="secondary" className={styles.note}>
        {fee.applied ? t('jobs.detail.feeCharged') : t('jobs.detail.feeEstimate')}{' '}
        {fee.refunded > 0 && `${t('jobs.detail.feeRefundedNote')} `}
        <RouteLink to="billing" className={linkClass}>
          {t('jobs.detail.feeLink')}
        </RouteLink>
      </Text>
    </SectionPanel>
  );
}
