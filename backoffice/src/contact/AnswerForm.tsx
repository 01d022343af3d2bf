import SendIcon from '@mui/icons-material/Send';
import { Alert, Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Form,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { CONTACT_ANSWER_MAX } from '../../../common/content';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import { isClosed, type ContactMessage } from './types';

const PREFIX = 'backoffice.contact-messages';
const validateAnswer = [required(), maxLength(CONTACT_ANSWER_MAX)];
const NO_ANSWER = { answer: '' };

/**
 * Writes the answer, which the server mails to the sender (POST
 * /contact-messages/{id}/answer); the message becomes answered. Closed messages are reopened
 * first. Admins and support alike.
 */
export const AnswerForm = () => {
  const message = useRecordContext<ContactMessage>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ id, answer }: { id: ContactMessage['id']; answer: string }) =>
      dataProvider.postJson<ContactMessage>(`contact-messages/${encodeURIComponent(id)}/answer`, {
        answer,
      }),
  });
  if (!message) return null;
  if (isClosed(message)) {
    return <Alert severity="info">{translate(`${PREFIX}.closedNotice`)}</Alert>;
  }
  return (
    <Form
      record={NO_ANSWER}
      onSubmit={async (values: FieldValues) => {
        try {
          await mutateAsync({ id: message.id, answer: String(values.answer ?? '') });
          notify(`${PREFIX}.answer.done`, {
            type: 'success',
            messageArgs: { email: message.email },
          });
          refresh();
        } catch (error) {
          notify(errorMessageOf(error), { type: 'error' });
        }
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <TextInput
          source="answer"
          label={`${PREFIX}.answer.label`}
          helperText={`${PREFIX}.answer.help`}
          validate={validateAnswer}
          multiline
          minRows={6}
          fullWidth
        />
        <SaveButton
          label={`${PREFIX}.answer.send`}
          icon={<SendIcon />}
          alwaysEnable={!isPending}
          disabled={isPending}
        />
      </Box>
    </Form>
  );
};
