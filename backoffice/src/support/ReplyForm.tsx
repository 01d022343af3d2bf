import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Box } from '@mui/material';
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
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../common/chat';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import type { SupportConversation } from './types';

const PREFIX = 'backoffice.support-conversations.reply';
const validateReply = [required(), maxLength(CHAT_MESSAGE_MAX_LENGTH)];
const NO_REPLY = { body: '' };

/**
 * Writes to the user as "Soporte Prosk" (POST /support-conversations/{id}/messages). One
 * client message id per draft, so sending the same draft again stores nothing more.
 */
export const ReplyForm = () => {
  const conversation = useRecordContext<SupportConversation>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  // One id per draft: a retry of the same text is the same message. A new draft, a new form.
  const [draftId, setDraftId] = useState(() => crypto.randomUUID());
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (body: { clientMessageId: string; body: string }) =>
      dataProvider.postJson(`support-conversations/${conversation?.id}/messages`, body),
  });
  if (!conversation) return null;
  return (
    <Form
      key={draftId}
      record={NO_REPLY}
      onSubmit={async (values: FieldValues) => {
        try {
          await mutateAsync({ clientMessageId: draftId, body: String(values.body) });
          notify(`${PREFIX}.done`, { type: 'success' });
          setDraftId(crypto.randomUUID());
          refresh();
        } catch (error) {
          notify(errorMessageOf(error), { type: 'error' });
        }
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <TextInput
          source="body"
          label={`${PREFIX}.label`}
          helperText={`${PREFIX}.help`}
          validate={validateReply}
          multiline
          minRows={3}
          fullWidth
        />
        <SaveButton
          label={`${PREFIX}.send`}
          icon={<SendIcon />}
          alwaysEnable={!isPending}
          disabled={isPending}
        />
      </Box>
    </Form>
  );
};
