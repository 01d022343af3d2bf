import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import type { JobStatus } from '../../../common/jobs';
import { useT } from '../i18n/use-t';

export const STATUS_COLOR: Record<JobStatus, ChipProps['color']> = {
  offered: 'info',
  new: 'info',
  paymentRequired: 'warning',
  readyToExecute: 'primary',
  inProgress: 'secondary',
  proskerComplete: 'info',
  complete: 'success',
  clientRejected: 'error',
  rejected: 'default',
  proskerCancel: 'default',
  clientCancel: 'default',
  staffCancel: 'default',
  withdrawn: 'default',
};

/** A job's status in words and colour. */
export function JobStatusChip({
  status,
  size = 'small',
  testId,
}: {
  status: JobStatus;
  size?: ChipProps['size'];
  testId?: string;
}) {
  const t = useT();
  return (
    <Chip
      size={size}
      color={STATUS_COLOR[status]}
      label={t(`jobs.status.${status}`)}
      data-testid={testId}
      data-status={status}
    />
  );
}
