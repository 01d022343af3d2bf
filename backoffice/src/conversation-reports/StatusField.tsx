import type { ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ChatReportStatus } from '../../../common/chat';
import { WordChip } from '../components/WordChip';
import type { ConversationReport } from './types';

/** Waiting on staff: amber; dismissed: grey; a ban: red, filled so that it stands out. */
const COLORS: Record<ChatReportStatus, ChipProps['color']> = {
  open: 'warning',
  dismissed: 'default',
  banned: 'error',
};

/** A report's status as a coloured word. */
export const ReportStatusChip = ({ status }: { status: ChatReportStatus }) => (
  <WordChip
    word={`backoffice.conversation-reports.statuses.${status}`}
    color={COLORS[status]}
    variant={status === 'open' ? 'outlined' : 'filled'}
  />
);

/** The report's status as a chip, for tables and show pages. */
export const StatusField = (_props: {
  /** Read by the table header and the show layout, not here. */
  label?: string;
  source?: 'status';
  sortable?: boolean;
}) => {
  const report = useRecordContext<ConversationReport>();
  if (!report) return null;
  return <ReportStatusChip status={report.status} />;
};
