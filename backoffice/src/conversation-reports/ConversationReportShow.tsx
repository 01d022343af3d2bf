import { Alert, Grid } from '@mui/material';
import { FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import { ShowPage, ShowSection } from '../components/ShowPage';
import { DecisionButtons } from './DecisionButtons';
import { MessageThread } from './MessageThread';
import { PersonLink } from './People';
import { StatusField } from './StatusField';
import { isOpen, type ConversationReport } from './types';

/** Said first while the report waits: what staff read and what each decision does. */
const OpenNotice = () => {
  const report = useRecordContext<ConversationReport>();
  const translate = useTranslate();
  if (!report || !isOpen(report)) return null;
  return (
    <Grid size={12}>
      <Alert severity="warning" sx={{ mx: 2, mt: 2 }}>
        {translate('backoffice.conversation-reports.openNotice')}
      </Alert>
    </Grid>
  );
};

/**
 * One report: who reported whom and why, what became of it, and the conversation itself, which
 * staff may read only through a report. Support staff read it; admins also get "dismiss" and
 * "ban user" while it is open.
 */
export const ConversationReportShow = () => (
  <ShowPage<ConversationReport> adminActions={<DecisionButtons />}>
    <OpenNotice />
    <ShowSection title="backoffice.conversation-reports.sections.report">
      <TextField source="id" />
      <StatusField source="status" label="resources.conversation-reports.fields.status" />
      <TextField source="reason" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
      <LocaleDateField source="createdAt" showTime />
      <LocaleDateField
        source="resolvedAt"
        showTime
        emptyText="backoffice.conversation-reports.notResolved"
      />
    </ShowSection>
    <ShowSection title="backoffice.conversation-reports.sections.people">
      <FunctionField<ConversationReport>
        source="reporter"
        render={(report) => <PersonLink person={report.reporter} />}
      />
      <FunctionField<ConversationReport>
        source="reported"
        render={(report) => <PersonLink person={report.reported} />}
      />
      <TextField source="conversationId" />
    </ShowSection>
    <ShowSection title="backoffice.conversation-reports.sections.conversation" md={12}>
      <MessageThread />
    </ShowSection>
  </ShowPage>
);
