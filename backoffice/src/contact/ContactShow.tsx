import { Box, Grid, Typography } from '@mui/material';
import {
  FunctionField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useDateTime } from '../components/dates';
import { LocaleDateField } from '../components/LocaleDateField';
import { ShowSection } from '../components/ShowPage';
import { AnswerForm } from './AnswerForm';
import { StatusButtons } from './StatusButtons';
import { StatusField } from './StatusField';
import { TOPIC_CHOICES, type ContactMessage } from './types';

const PREFIX = 'backoffice.contact-messages';

/** Text as the sender typed it: plain, line breaks kept, long words wrapped. */
const PlainText = ({ text, testId }: { text: string; testId: string }) => (
  <Box
    data-testid={testId}
    sx={{
      p: 2,
      borderRadius: 1,
      bgcolor: 'action.hover',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    }}
  >
    {text}
  </Box>
);

/** The answer sent (who, when, what), or the form to send one. */
const AnswerSection = () => {
  const message = useRecordContext<ContactMessage>();
  const translate = useTranslate();
  const dateTime = useDateTime();
  if (!message) return null;
  return (
    <Grid size={{ xs: 12, md: 12 }}>
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 500 }}>
        {translate(`${PREFIX}.sections.answer`)}
      </Typography>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {message.answer ? (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(`${PREFIX}.answeredBy`, {
                name: message.answeredBy ?? '—',
                date: message.answeredAt ? dateTime(message.answeredAt) : '—',
              })}
            </Typography>
            <PlainText text={message.answer} testId="contact-answer" />
          </Box>
        ) : null}
        <AnswerForm />
      </Box>
    </Grid>
  );
};

/**
 * One message of the contact inbox: the sender, the message as typed (never as HTML), and the
 * answer. Admins and support both answer, close and reopen.
 */
export const ContactShow = () => (
  <Show<ContactMessage>
    actions={
      <TopToolbar>
        <StatusButtons />
      </TopToolbar>
    }
  >
    <Grid container spacing={1}>
      <ShowSection title={`${PREFIX}.sections.sender`}>
        <TextField source="id" />
        <StatusField source="status" label="resources.contact-messages.fields.status" />
        <SelectField source="topic" choices={TOPIC_CHOICES} />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="language" />
        <TextField source="region" />
        <LocaleDateField source="createdAt" showTime />
      </ShowSection>
      <ShowSection title={`${PREFIX}.sections.message`} md={8}>
        <FunctionField<ContactMessage>
          source="message"
          label={false}
          render={(message) => <PlainText text={message.message} testId="contact-message" />}
        />
      </ShowSection>
      <AnswerSection />
    </Grid>
  </Show>
);
