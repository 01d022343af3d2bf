import { useT } from '../../i18n/use-t';
import { useReasons } from '../jobs-api';
import type { JobDetail } from '../jobs-api';
import { Alert } from '../../ui';
import styles from './JobDetailPage.module.css';

/** Why it was cancelled or disputed, in the reason's words and the person's comment. */
export function ReasonNote({ job }: { job: JobDetail }) {
  const t = useT();
  const cancelled = job.cancellationReasonId !== null;
  const disputed = job.helpReasonId !== null;
  const cancellation = useReasons('cancellation', null, cancelled);
  const help = useReasons('help', job.role, disputed);
  if (!cancelled && !disputed) return null;
  const reason = cancelled
    ? cancellation.data?.find((r) => r.id === job.cancellationReasonId)
    : help.data?.find((r) => r.id === job.helpReasonId);
  const note = cancelled ? job.cancellationNote : job.helpNote;
  return (
    <Alert severity={cancelled ? 'warning' : 'error'} variant="outlined" data-testid="job-reason">
      <strong>{cancelled ? t('jobs.detail.cancellation') : t('jobs.detail.dispute')}:</strong>{' '}
      {reason?.name ?? '…'}
      {note && <span className={styles.note}>{note}</span>}
    </Alert>
  );
}
