import type { ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { WordChip } from '../components/WordChip';
import type { JobStatus } from '../../../common/jobs';
import type { Job } from './types';

/** Waiting on someone: amber; moving: blue; a dispute: red; done well: green; closed: grey. */
const COLORS: Record<JobStatus, ChipProps['color']> = {
  offered: 'info',
  new: 'info',
  paymentRequired: 'warning',
  readyToExecute: 'info',
  inProgress: 'primary',
  proskerComplete: 'warning',
  complete: 'success',
  clientRejected: 'error',
  rejected: 'default',
  proskerCancel: 'default',
  clientCancel: 'default',
  staffCancel: 'default',
  withdrawn: 'default',
};

/** Still open: outlined; final: filled. A dispute is filled too, so it stands out. */
const FILLED: JobStatus[] = [
  'complete',
  'clientRejected',
  'rejected',
  'proskerCancel',
  'clientCancel',
  'staffCancel',
];

/** A status as a coloured chip: the status of a record, or the one given. */
export const StatusChip = ({ status }: { status: JobStatus }) => (
  <WordChip
    word={`backoffice.jobs.statuses.${status}`}
    color={COLORS[status]}
    variant={FILLED.includes(status) ? 'filled' : 'outlined'}
  />
);

/** The job's status as a chip, for tables and show pages. */
export const StatusField = (_props: {
  /** Read by the table header and the show layout, not here. */
  label?: string;
  source?: 'status';
  sortable?: boolean;
}) => {
  const job = useRecordContext<Job>();
  if (!job) return null;
  return <StatusChip status={job.status} />;
};
