import AttachFileIcon from 'plain-icon:AttachFile';
import CloseIcon from 'plain-icon:Close';
import SendIcon from 'plain-icon:Send';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../common/chat';
import { generalErrorText } from '../forms/server-errors';
import { UploadProgress } from '../forms/UploadProgress';
import { useT } from '../i18n/use-t';
import { Alert, Button, Field, IconButton, Text } from '../ui';
import { sendAttachment } from '../conversations/chat-api';
import type { Conversation, Message } from '../conversations/chat-api';
import styles from './chat.module.css';

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
          <Button tone="inherit" size="small" onClick={onUnblock} loading={unblocking}>
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
      <div className={styles.composer}>
        <Refusal conversation={conversation} onUnblock={onUnblock} unblocking={unblocking} />
      </div>
    );
  }

  const send = () => {
    if (blank || tooLong) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
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
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className={styles.composer}
      data-testid="composer"
    >
      {progress !== null && (
        <div className={styles.composerNotice}>
          <UploadProgress progress={progress} />
        </div>
      )}
      {uploadError !== null && (
        <Alert
          severity="error"
          className={styles.composerNotice}
          action={
            <IconButton
              label={t('notices.close')}
              size="small"
              onClick={() => setUploadError(null)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          {generalErrorText(uploadError, t)}
        </Alert>
      )}
      <div className={styles.composerRow}>
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
          label={t('chat.attach')}
          onClick={() => fileInput.current?.click()}
          disabled={progress !== null}
        >
          <AttachFileIcon />
        </IconButton>
        <Field
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          size="small"
          label={t('chat.composerLabel')}
          hideLabel
          placeholder={t('chat.composerLabel')}
          error={tooLong}
          aria-describedby={`${hintId} ${counterId}`}
          className={styles.composerField}
          testId="composer-input"
        />
        <IconButton
          type="submit"
          tone="primary"
          label={t('chat.send')}
          disabled={blank || tooLong}
          data-testid="send-message"
        >
          <SendIcon className={styles.directional} />
        </IconButton>
      </div>
      <div className={styles.composerFoot}>
        <Text id={hintId} variant="caption" tone="secondary" className={styles.composerHint}>
          {t('chat.composerHint')}
        </Text>
        <Text
          id={counterId}
          variant="caption"
          tone={tooLong ? 'error' : 'secondary'}
          role={tooLong ? 'alert' : undefined}
          className={styles.counter}
          data-testid="composer-counter"
        >
          {tooLong
            ? `${t('chat.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })} ${t('chat.counter', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })}`
            : showCounter
              ? t('chat.counter', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })
              : ''}
        </Text>
      </div>
    </form>
  );
}
