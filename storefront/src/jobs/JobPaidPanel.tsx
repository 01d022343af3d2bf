import ReceiptLongOutlinedIcon from 'plain-icon:ReceiptLongOutlined';
import { useState } from 'react';
import { apiDownload } from '../api/api-client';
import { saveFile } from '../api/save-file';
import { useFormat } from '../i18n/format';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { SummaryRow } from '../layout/SummaryRow';
import type { JobDetail } from './jobs-api';
import { SectionPanel } from './parts';
import { Button } from '../ui';
import styles from './JobPanels.module.css';

/**
 * The payment that paid the job, for its client and its prosker: the amount, the installments,
 * Mercado Pago's operation number, and the receipt as a PDF in the interface language.
 */
export function JobPaidPanel({ job }: { job: JobDetail }) {
  const t = useT();
  const { money, date } = useFormat();
  const [state, setState] = useState<{ working: boolean; error: unknown }>({
    working: false,
    error: null,
  });
  const paid = job.paid;
  if (!paid) return null;

  const download = async () => {
    setState({ working: true, error: null });
    try {
      const file = await apiDownload(`/user/jobs/${job.id}/receipt`);
      saveFile(file.blob, file.filename ?? t('jobs.detail.paid.fileName', { id: job.id }));
      setState({ working: false, error: null });
    } catch (error) {
      setState({ working: false, error });
    }
  };

  return (
    <SectionPanel title={t('jobs.detail.paid.title')} testId="job-paid">
      <dl className={styles.summary}>
        <SummaryRow term={t('jobs.detail.paid.amount')} strong nowrap testId="paid-amount">
          {money(paid.amount, paid.currency)}
        </SummaryRow>
        <SummaryRow term={t('jobs.detail.paid.paidAt')} nowrap>
          {date(paid.paidAt)}
        </SummaryRow>
        {paid.installments !== null && (
          <SummaryRow term={t('jobs.detail.paid.installments')} nowrap>
            {paid.installments}
          </SummaryRow>
        )}
        {paid.mpPaymentId !== null && (
          <SummaryRow term={t('jobs.detail.paid.reference')} nowrap testId="paid-reference">
            {paid.mpPaymentId}
          </SummaryRow>
        )}
        {paid.status === 'refunded' && paid.refundedAt && (
          <SummaryRow term={t('jobs.detail.paid.refundedAt')} nowrap>
            {date(paid.refundedAt)}
          </SummaryRow>
        )}
      </dl>
      {state.error !== null && (
        <FormAlert className={styles.alertAbove}>{generalErrorText(state.error, t)}</FormAlert>
      )}
      <Button
        variant="outlined"
        startIcon={<ReceiptLongOutlinedIcon />}
        onClick={download}
        loading={state.working}
        className={styles.receipt}
        data-testid="paid-receipt"
      >
        {t('jobs.detail.paid.receipt')}
      </Button>
    </SectionPanel>
  );
}
