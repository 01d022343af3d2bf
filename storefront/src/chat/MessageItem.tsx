import DeleteOutlineIcon from 'plain-icon:DeleteOutline';
import DoneAllIcon from 'plain-icon:DoneAll';
import ErrorOutlineIcon from 'plain-icon:ErrorOutline';
import PictureAsPdfOutlinedIcon from 'plain-icon:PictureAsPdfOutlined';
import ScheduleIcon from 'plain-icon:Schedule';
import type { ReactNode } from 'react';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { Picture, squareAttachmentSources } from '../media/Picture';
import { Button, IconButton, Text } from '../ui';
import type { Message } from '../conversations/chat-api';
import { linkParts } from './chat-format';
import styles from './chat.module.css';

/** A message's text as text: links (http and https) become links, nothing else is markup. */
export function MessageText({ text }: { text: string }) {
  return (
    <Text variant="body2" className={styles.text} data-testid="message-text">
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // The parts of one text never move: the index is their identity.
            key={index}
            href={part.text}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.inheritLink}
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

/** A bubble, own messages on the right in the brand colour. */
function Bubble({
  mine,
  children,
  faded = false,
  tight = false,
}: {
  mine: boolean;
  children: ReactNode;
  faded?: boolean;
  /** An image alone: a thin frame around it. */
  tight?: boolean;
}) {
  const classes = [
    styles.bubble,
    mine ? styles.bubbleMine : '',
    tight ? styles.tight : '',
    faded ? styles.faded : '',
  ]
    .filter(Boolean)
    .join(' ');
  return <div className={classes}>{children}</div>;
}

/** A chat image's width in the conversation (its square thumb's frame). */
const IMAGE_WIDTH = 220;

function Attachment({
  attachment,
  onMediaLoad,
}: {
  attachment: NonNullable<Message['attachment']>;
  onMediaLoad: () => void;
}) {
  const t = useT();
  const format = useFormat();
  if (attachment.kind === 'image') {
    return (
      // The link opens the whole picture.
      <a
        href={attachment.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.openImage')}
        className={styles.imageLink}
      >
        <Picture
          sources={squareAttachmentSources(attachment, 'chat')}
          alt={t('chat.imageAlt')}
          onLoad={onMediaLoad}
          width={320}
          height={320}
          sizes={`${String(IMAGE_WIDTH)}px`}
          className={styles.image}
          testId="message-image"
        />
      </a>
    );
  }
  return (
    <a
      href={attachment.url}
      download
      target="_blank"
      rel="noopener noreferrer"
      className={`${styles.inheritLink} ${styles.file}`}
      data-testid="message-file"
    >
      <PictureAsPdfOutlinedIcon fontSize="small" />
      {t('chat.pdf', { size: format.binarySize(attachment.bytes) })}
    </a>
  );
}

/** One message of the conversation: its text or file, its time, and for one's own "seen". */
export function MessageItem({
  message,
  mine,
  seen,
  onDelete,
  onMediaLoad,
  renderOffer,
}: {
  message: Message;
  mine: boolean;
  seen: boolean;
  onDelete: (message: Message) => void;
  onMediaLoad: () => void;
  renderOffer: (offer: NonNullable<Message['offer']>) => ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <li
      className={mine ? `${styles.message} ${styles.mine}` : styles.message}
      data-testid="message"
      data-mine={mine ? 'true' : 'false'}
      data-message-id={message.id}
    >
      <div className={styles.messageRow}>
        {message.offer ? (
          renderOffer(message.offer)
        ) : (
          <Bubble
            mine={mine}
            faded={message.deleted}
            tight={!message.deleted && !message.body && message.attachment?.kind === 'image'}
          >
            {message.deleted ? (
              <Text variant="body2" className={styles.deleted} data-testid="message-deleted">
                {t('chat.deleted')}
              </Text>
            ) : (
              <div className={styles.content}>
                {message.attachment && (
                  <Attachment attachment={message.attachment} onMediaLoad={onMediaLoad} />
                )}
                {message.body && <MessageText text={message.body} />}
              </div>
            )}
          </Bubble>
        )}
        {mine && !message.deleted && !message.offer && (
          <IconButton
            size="small"
            label={t('chat.deleteMessage')}
            onClick={() => onDelete(message)}
            className={styles.deleteButton}
            data-testid="delete-message"
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </div>
      <Text variant="caption" tone="secondary" className={styles.meta}>
        <time dateTime={message.createdAt}>{format.time(message.createdAt)}</time>
        {mine && !message.deleted && (
          <span className={styles.status} data-testid={seen ? 'message-seen' : 'message-sent'}>
            {seen && <DoneAllIcon fontSize="inherit" className={styles.seenIcon} />}
            {seen ? t('chat.seen') : t('chat.sent')}
          </span>
        )}
      </Text>
    </li>
  );
}

/** A message of one's own on its way (or refused): its text stays, a retry sends it again. */
export interface PendingMessage {
  clientMessageId: string;
  body: string;
  status: 'sending' | 'failed';
  error: unknown;
}

export function PendingItem({
  pending,
  errorText,
  onRetry,
}: {
  pending: PendingMessage;
  errorText: string | null;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <li
      className={`${styles.message} ${styles.mine}`}
      data-testid="message-pending"
      data-status={pending.status}
    >
      <Bubble mine faded>
        <MessageText text={pending.body} />
      </Bubble>
      {pending.status === 'sending' ? (
        <ScheduleIcon fontSize="inherit" className={styles.sendingIcon} />
      ) : (
        <div role="alert" className={styles.sendFailed}>
          <ErrorOutlineIcon fontSize="small" />
          <Text variant="caption">{errorText}</Text>
          <Button size="small" tone="error" onClick={onRetry} data-testid="retry-send">
            {t('chat.retrySend')}
          </Button>
        </div>
      )}
    </li>
  );
}
