import { Box } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { StaffList, joinLine } from '../components/StaffList';
import { choiceFilter } from '../components/filters';
import { PersonCell } from './People';
import { ReportStatusChip, StatusField } from './StatusField';
import { STATUS_CHOICES, type ConversationReport } from './types';

/** The columns the API can sort by, offered as a menu where there are no column headers. */
const SORTABLE_FIELDS = ['id', 'status', 'createdAt', 'resolvedAt'];

/** The status is the only filter, so it stays in view even on a phone. */
const reportFilters = [
  choiceFilter({
    source: 'status',
    choices: STATUS_CHOICES,
    any: 'backoffice.conversation-reports.anyValue',
    alwaysOn: true,
    minWidth: 180,
  }),
];

/** What staff are waiting on first: the open reports. */
const OPEN_ONLY = { status: 'open' };

/** A long reason as plain text, cut at two lines: the whole of it is on the report's page. */
const ReasonCell = ({ reason }: { reason: string }) => (
  <Box
    component="span"
    sx={{
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      maxWidth: 420,
    }}
  >
    {reason}
  </Box>
);

/**
 * The conversations users reported, newest first and the open ones unless the filter says
 * otherwise: who reported whom (a banned user is marked), why, and what became of it. A row
 * opens the report, where staff read the conversation and admins decide.
 */
export const ConversationReportList = () => {
  const translate = useTranslate();
  return (
    <StaffList<ConversationReport>
      filters={reportFilters}
      filterDefaultValues={OPEN_ONLY}
      sortable={SORTABLE_FIELDS}
      open="show"
      phone={{
        primaryText: (report) =>
          joinLine(
            `${report.reporter.username} → ${report.reported.username}`,
            report.reported.banned && translate('backoffice.users.status.banned'),
          ),
        secondaryText: (report) => report.reason,
        tertiaryText: (report) => <ReportStatusChip status={report.status} />,
        // The status chip at full strength, not faded like a tertiary text.
        sx: { '& .RaSimpleList-tertiary': { opacity: 1 } },
      }}
    >
      <TextField source="id" />
      <LocaleDateField source="createdAt" showTime />
      <FunctionField<ConversationReport>
        source="reporter"
        sortable={false}
        render={(report) => <PersonCell person={report.reporter} />}
      />
      <FunctionField<ConversationReport>
        source="reported"
        sortable={false}
        render={(report) => <PersonCell person={report.reported} />}
      />
      <FunctionField<ConversationReport>
        source="reason"
        sortable={false}
        render={(report) => <ReasonCell reason={report.reason} />}
      />
      <StatusField source="status" label="resources.conversation-reports.fields.status" sortable />
    </StaffList>
  );
};
