import type { JobStatus } from '../../../common/jobs';
import { useT } from '../i18n/use-t';
import { Chip } from '../ui';
import type { ChipLook } from '../ui';

/**
 * Each status's look: waiting on someone is a tint (info, a payment in warning), under way the
 * brand or the accent, done in success, a rejection in error, the ends of the road outlined.
 */
export const STATUS_LOOK: Record<JobStatus, NonNullable<ChipLook['variant']>> = {
  offered: 'info',
  new: 'info',
  paymentRequired: 'warning',
  readyToExecute: 'filled',
  inProgress: 'accent',
  proskerComplete: 'info',
  complete: 'success',
  clientRejected: 'error',
  rejected: 'outlined',
  proskerCancel: 'outlined',
  clientCancel: 'outlined',
  staffCancel: 'outlined',
  withdrawn: 'outlined',
};

/** A job's status in words and colour. */
export function JobStatusChip({
  status,
  size = 'small',
  testId,
}: {
  status: JobStatus;
  size?: ChipLook['size'];
  testId?: string;
}) {
  const t = useT();
  return (
    <Chip size={size} variant={STATUS_LOOK[status]} data-testid={testId}>
      {t(`jobs.status.${status}`)}
    </Chip>
  );
}
