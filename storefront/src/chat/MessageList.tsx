import { Fragment, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generalErrorText } from '../forms/server-errors';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import type { Message } from '../conversations/chat-api';
import { MessageItem, PendingItem } from './MessageItem';
import type { PendingMessage } from './MessageItem';
import type { MessagesState } from './use-messages';
import { Button, Skeleton, Text } from '../ui';
import styles from './chat.module.css';

/** How near the bottom (px) still counts as "at the bottom": new messages then scroll in. */
const BOTTOM_SLACK = 64;
/** How near the top (px) scrolling asks for older messages. */
const TOP_SLACK = 80;

function LoadingMessages() {
  return (
    <div className={styles.loadingMessages}>
      {[60, 40, 70, 50].map((width, index) => (
        <Skeleton
          key={width}
          variant="rounded"
          height={40}
          width={`${width}%`}
          className={`${styles.bubbleSkeleton} ${index % 2 ? styles.ours : styles.theirs}`}
        />
      ))}
    </div>
  );
}

/**
 * The messages, oldest at the top, grouped by day. Scrolling to the top (or the button there,
 * for keyboards) loads older ones without moving what is on screen; a new message scrolls into
 * view when the reader was already at the bottom, or when it is one's own.
 */
export function MessageList({
  state,
  pending,
  meId,
  otherRead,
  label,
  onLoadOlder,
  onRetry,
  onRetrySend,
  onDelete,
  renderOffer,
}: {
  state: MessagesState;
  pending: PendingMessage[];
  meId: number;
  otherRead: number;
  label: string;
  onLoadOlder: () => Promise<void>;
  onRetry: () => void;
  onRetrySend: (pending: PendingMessage) => void;
  onDelete: (message: Message) => void;
  /** A prosker's offer, drawn as its card in place of a bubble. */
  renderOffer: (offer: NonNullable<Message['offer']>) => ReactNode;
}) {
  const t = useT();
  const { t: errorsT } = useTranslation('errors');
  const format = useFormat();
  /** The day separator, on the region's clock: today, yesterday or the whole date. */
  const dayLabel = (iso: string) => {
    const ago = format.daysAgo(iso);
    return ago === 0 ? t('chat.today') : ago === 1 ? t('chat.yesterday') : format.fullDate(iso);
  };
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom before older messages were asked for, to stay in place. */
  const anchor = useRef<number | null>(null);
  const edges = useRef<{ first?: number; last?: number; pending: number }>({ pending: 0 });
  const { messages, hasOlder, loadingOlder } = state;

  const scrollToBottom = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  const loadOlder = useCallback(() => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder) return;
    anchor.current = element.scrollHeight - element.scrollTop;
    void onLoadOlder();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  useLayoutEffect(() => {
    const element = scroller.current;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const before = edges.current;
    if (element) {
      if (anchor.current !== null && first !== before.first) {
        element.scrollTop = element.scrollHeight - anchor.current;
        anchor.current = null;
      } else if (last !== before.last || pending.length > before.pending) {
        const own = messages.at(-1)?.senderId === meId || pending.length > before.pending;
        if (atBottom.current || own) scrollToBottom();
      }
    }
    edges.current = { first, last, pending: pending.length };
  }, [messages, pending.length, meId, scrollToBottom]);

  if (state.status === 'error') {
    return (
      <div className={styles.failed}>
        <LoadFailedAlert
          title={errorsT('codes.CONVERSATION_LOAD_FAILED')}
          error={state.error}
          retryLabel={t('chat.retry')}
          onRetry={onRetry}
          retrying={false}
          testId="messages-failed"
        />
      </div>
    );
  }

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={label}
      aria-busy={state.status === 'loading' || loadingOlder}
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK;
        if (element.scrollTop < TOP_SLACK) loadOlder();
      }}
      className={styles.messages}
      data-testid="messages"
    >
      {state.status === 'loading' ? (
        <LoadingMessages />
      ) : (
        <>
          <div className={styles.olderRow}>
            {hasOlder ? (
              <Button
                size="small"
                variant="outlined"
                onClick={loadOlder}
                loading={loadingOlder}
                data-testid="load-older"
              >
                {t('chat.loadOlder')}
              </Button>
            ) : (
              <Text variant="caption" tone="secondary">
                {messages.length > 0 ? t('chat.firstMessage') : t('chat.noMessagesYet')}
              </Text>
            )}
          </div>
          {state.olderError !== null && (
            <Text variant="caption" tone="error" role="alert" className={styles.olderError}>
              {generalErrorText(state.olderError, t)}
            </Text>
          )}
          <ol className={styles.log}>
            {messages.map((message, index) => {
              const previous = messages[index - 1];
              const newDay =
                !previous || format.day(previous.createdAt) !== format.day(message.createdAt);
              const mine = message.senderId === meId;
              return (
                <Fragment key={message.id}>
                  {newDay && (
                    <li className={styles.day}>
                      <Text variant="caption" tone="secondary" data-testid="day-separator">
                        {dayLabel(message.createdAt)}
                      </Text>
                    </li>
                  )}
                  <MessageItem
                    message={message}
                    mine={mine}
                    seen={mine && otherRead >= message.id}
                    onDelete={onDelete}
                    renderOffer={renderOffer}
                    onMediaLoad={() => {
                      if (atBottom.current) scrollToBottom();
                    }}
                  />
                </Fragment>
              );
            })}
            {pending.map((item) => (
              <PendingItem
                key={item.clientMessageId}
                pending={item}
                errorText={item.status === 'failed' ? sendErrorText(item.error) : null}
                onRetry={() => onRetrySend(item)}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );

  function sendErrorText(error: unknown): string {
    const text = generalErrorText(error, t);
    return isNetwork(error) ? t('chat.sendFailed') : text;
  }
}

function isNetwork(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === 'NETWORK'
  );
}
