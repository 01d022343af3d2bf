import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../common/chat';
import { generalErrorText } from '../forms/server-errors';
import { UploadProgress } from '../settings/UploadProgress';
import { useT } from '../i18n/use-t';
import { sendAttachment } from './chat-api';
import type { Conversation, Message } from './chat-api';

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.9;
const ACCEPT = 'image/png,image/jpeg,image/gif,application/pdf';

/** Why this user may not write here now, and (for one's own block) the way out. */
function Refusal({
  conversation,
  onUnblock,
  unblocking,
}: {
  conversation: Conversation;
  onUnblock: () => void;
  unblocking: boolean;
}) {
  const t = useT();
  const refusal = conversation.refusal ?? 'blockedByOther';
  return (
    <Alert
      severity="info"
      data-testid="composer-refusal"
      action={
        refusal === 'blockedByMe' ? (
          <Button color="inherit" size="small" onClick={onUnblock} loading={unblocking}>
            {t('chat.unblock')}
          </Button>
        ) : undefined
      }
    >
      {t(`chat.refusal.${refusal}`)}
    </Alert>
  );
}

/**
 * The message box: Enter sends, Shift+Enter starts a line; a counter near the limit and an
 * error past it; a button to attach an image or a PDF, with the upload's progress. Sending hands
 * the text to `onSend` at once (the list shows it on its way) and empties the box.
 */
export function Composer({
  conversation,
  onSend,
  onSent,
  onUnblock,
  unblocking,
}: {
  conversation: Conversation;
  onSend: (body: string) => void;
  onSent: (message: Message) => void;
  onUnblock: () => void;
  unblocking: boolean;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const counterId = useId();
  const length = text.length;
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const showCounter = length >= CHAT_MESSAGE_MAX_LENGTH * COUNTER_FROM;
  const blank = text.trim() === '';

  if (!conversation.canSend) {
    return (
      <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Refusal conversation={conversation} onUnblock={onUnblock} unblocking={unblocking} />
      </Box>
    );
  }

  const send = () => {
    if (blank || tooLong) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const attach = async (file: File) => {
    setUploadError(null);
    setProgress(0);
    try {
      const message = await sendAttachment(conversation.id, crypto.randomUUID(), file, setProgress);
      onSent(message);
    } catch (error) {
      setUploadError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ p: { xs: 1, sm: 1.5 }, borderTop: 1, borderColor: 'divider' }}
      data-testid="composer"
    >
      {progress !== null && <UploadProgress progress={progress} sx={{ mb: 1 }} />}
      {uploadError !== null && (
        <Alert severity="error" onClose={() => setUploadError(null)} sx={{ mb: 1 }}>
          {generalErrorText(uploadError, t)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void attach(file);
          }}
          data-testid="attach-input"
        />
        <IconButton
          aria-label={t('chat.attach')}
          title={t('chat.attach')}
          onClick={() => fileInput.current?.click()}
          disabled={progress !== null}
        >
          <AttachFileIcon />
        </IconButton>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          size="small"
          placeholder={t('chat.composerLabel')}
          error={tooLong}
          slotProps={{
            htmlInput: {
              'aria-label': t('chat.composerLabel'),
              'aria-describedby': `${hintId} ${counterId}`,
              'aria-invalid': tooLong,
              'data-testid': 'composer-input',
            },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('chat.send')}
          title={t('chat.send')}
          disabled={blank || tooLong}
          data-testid="send-message"
        >
          <SendIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', px: 6, mt: 0.25 }}>
        <Typography
          id={hintId}
          variant="caption"
          color="text.secondary"
          sx={{ display: { xs: 'none', sm: 'block' } }}
        >
          {t('chat.composerHint')}
        </Typography>
        <Typography
          id={counterId}
          variant="caption"
          color={tooLong ? 'error' : 'text.secondary'}
          role={tooLong ? 'alert' : undefined}
          sx={{ ml: 'auto' }}
          data-testid="composer-counter"
        >
          {tooLong
            ? `${t('chat.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })} ${t('chat.counter', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })}`
            : showCounter
              ? t('chat.counter', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })
              : ''}
        </Typography>
      </Box>
    </Box>
  );
}
