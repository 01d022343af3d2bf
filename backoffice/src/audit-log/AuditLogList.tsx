import { Box } from '@mui/material';
import {
  FunctionField,
  Link,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { StaffList } from '../components/StaffList';
import { AUDIT_ACTION_CHOICES, type AuditEntry } from './types';

const auditFilters = [
  <SelectInput
    key="action"
    source="action"
    choices={AUDIT_ACTION_CHOICES}
    emptyText="backoffice.users.anyValue"
    alwaysOn
  />,
];

/** The details object on one line: enough to read at a glance, and copyable as JSON. */
const Details = ({ entry }: { entry: AuditEntry }) =>
  entry.details && Object.keys(entry.details).length > 0 ? (
    <Box
      component="code"
      sx={{ fontSize: '0.8125rem', wordBreak: 'break-word', whiteSpace: 'normal' }}
    >
      {JSON.stringify(entry.details)}
    </Box>
  ) : null;

/** The record acted on; a user links to their page, where staff go next. */
const Target = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  if (entry.targetType === null || entry.targetId === null) return null;
  const kind = translate(`backoffice.auditLog.targetTypes.${entry.targetType}`, {
    _: entry.targetType,
  });
  const text = `${kind} #${entry.targetId}`;
  return entry.targetType === 'user' ? (
    <Link to={`/users/${entry.targetId}/show`}>{text}</Link>
  ) : (
    <>{text}</>
  );
};

/** Read-only: entries are written by the server as staff act, and never change. */
export const AuditLogList = () => {
  const translate = useTranslate();
  const actionName = (entry: AuditEntry) =>
    translate(AUDIT_ACTION_CHOICES.find((choice) => choice.id === entry.action)?.name ?? '', {
      _: entry.action,
    });
  return (
    <StaffList<AuditEntry>
      filters={auditFilters}
      log
      // Nothing to create or export here; an actions toolbar would be an empty row.
      actions={false}
      open={false}
      phone={{
        primaryText: actionName,
        // One column on a phone: a right-hand date would run into long action names.
        secondaryText: (entry) => (
          <>
            <LocaleDateField source="createdAt" showTime variant="inherit" /> · {entry.staffEmail}
            <br />
            <Target entry={entry} />
            {entry.targetId !== null ? <br /> : null}
            <Details entry={entry} />
          </>
        ),
      }}
      tableSx={{ '& .MuiTableCell-root': { px: 1, verticalAlign: 'top' } }}
    >
      <TextField source="id" />
      <LocaleDateField source="createdAt" showTime />
      <TextField source="staffEmail" sortable={false} />
      <SelectField source="action" choices={AUDIT_ACTION_CHOICES} sortable={false} />
      <FunctionField<AuditEntry>
        source="targetId"
        label="resources.audit-log.fields.target"
        sortable={false}
        render={(entry) => <Target entry={entry} />}
      />
      <FunctionField<AuditEntry>
        source="details"
        sortable={false}
        render={(entry) => <Details entry={entry} />}
      />
    </StaffList>
  );
};
