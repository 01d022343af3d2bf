import SearchIcon from 'plain-icon:Search';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { LoadMoreButton } from '../layout/LoadMoreButton';
import { ImageAvatar } from '../media/Picture';
import { RouteLink } from '../navigation/RouteLink';
import { useSignedInUser } from '../session/session';
import { Badge, Field, List, ListItem, ListItemButton, Skeleton, Text } from '../ui';
import { useConversations } from '../conversations/chat-api';
import type { ConversationSummary } from '../conversations/chat-api';
import styles from './chat.module.css';
import { SupportBadge, useChatName } from './support';

/** The search waits this long after the last key before asking. */
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function ListSkeleton() {
  return (
    <div className={styles.skeletons}>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton variant="circular" width={44} height={44} />
          <div className={styles.skeletonText}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="80%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** What the list says of the last message: its text, an offer, its kind of file, or that it is gone. */
function Preview({ summary, meId }: { summary: ConversationSummary; meId: number }) {
  const t = useT();
  const last = summary.lastMessage;
  if (!last) return <>{t('chat.noMessages')}</>;
  const what = last.deleted
    ? t('chat.deleted')
    : last.jobId !== null
      ? t('chat.previewOffer')
      : (last.body ??
        (last.attachment?.kind === 'file' ? t('chat.previewFile') : t('chat.previewImage')));
  return (
    <>
      {last.senderId === meId && t('chat.you')}
      {what}
    </>
  );
}

/** The rows a phone shows before any scrolling; the others' photos wait until it scrolls near. */
const ROWS_SEEN_AT_ONCE = 8;

function ConversationRow({
  summary,
  selected,
  meId,
  seenAtOnce,
}: {
  summary: ConversationSummary;
  selected: boolean;
  meId: number;
  seenAtOnce: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const { other } = summary;
  const name = useChatName()(summary);
  const support = summary.kind === 'support';
  const unread = summary.unread > 0;
  return (
    <ListItem action>
      <ListItemButton
        render={
          <RouteLink
            to="chat"
            params={{ conversationId: summary.id }}
            data-testid="conversation-item"
            data-conversation-id={summary.id}
          />
        }
        selected={selected}
        className={styles.row}
      >
        <ImageAvatar url={other.photo} size={44} loading={seenAtOnce ? 'eager' : 'lazy'}>
          {name.charAt(0).toUpperCase()}
        </ImageAvatar>
        <span className={styles.rowText}>
          <span className={styles.rowLine}>
            <Text
              as="span"
              className={unread ? `${styles.rowName} ${styles.unreadName}` : styles.rowName}
            >
              {name}
            </Text>
            {support && <SupportBadge />}
            <Text
              variant="caption"
              tone={unread ? 'primary' : 'secondary'}
              className={styles.rowTime}
            >
              <time dateTime={summary.lastMessageAt}>
                {format.timeOrDayMonth(summary.lastMessageAt)}
              </time>
            </Text>
          </span>
          <span className={styles.rowLine}>
            <Text
              as="span"
              variant="body2"
              tone={unread ? 'default' : 'secondary'}
              className={styles.rowPreview}
              data-testid="conversation-preview"
            >
              <Preview summary={summary} meId={meId} />
            </Text>
            {unread && (
              <span className={styles.unread} data-testid="conversation-unread">
                <Badge count={summary.unread} tone="primary" />
                <span className={styles.visuallyHidden}>
                  {t('chat.unread', { count: summary.unread })}
                </span>
              </span>
            )}
          </span>
        </span>
      </ListItemButton>
    </ListItem>
  );
}

/** The conversations, newest activity first, with a search over names and texts. */
export function ConversationList({ selectedId }: { selectedId: number | null }) {
  const t = useT();
  const { t: errorsT } = useTranslation('errors');
  const me = useSignedInUser();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const conversations = useConversations(q);
  const rows = conversations.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <nav aria-label={t('chat.listTitle')} className={styles.list} data-testid="conversation-list">
      <div className={styles.listTop}>
        <Text variant="h1" className={styles.listTitle}>
          {t('chat.title')}
        </Text>
        <Field
          type="search"
          size="small"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label={t('chat.searchLabel')}
          startAdornment={<SearchIcon fontSize="small" />}
          maxLength={100}
          testId="chat-search"
        />
      </div>
      <div className={styles.scroll} aria-busy={conversations.isFetching}>
        {conversations.isError && !conversations.data ? (
          <div className={styles.padded}>
            <LoadFailedAlert
              title={errorsT('codes.CONVERSATION_LOAD_FAILED')}
              error={conversations.error}
              retryLabel={t('chat.retry')}
              onRetry={() => void conversations.refetch()}
              retrying={conversations.isFetching}
              testId="conversations-failed"
            />
          </div>
        ) : !conversations.data ? (
          <div aria-busy="true" aria-label={t('chat.loadingList')}>
            <ListSkeleton />
          </div>
        ) : rows.length === 0 ? (
          <div className={styles.empty} role="status" data-testid="conversations-empty">
            {q ? (
              <Text tone="secondary">{t('chat.noResults', { query: q })}</Text>
            ) : (
              <>
                <Text strong>{t('chat.empty')}</Text>
                <Text tone="secondary" variant="body2" className={styles.emptyHint}>
                  {t('chat.emptyHint')}
                </Text>
              </>
            )}
          </div>
        ) : (
          <>
            <List className={styles.rows}>
              {rows.map((summary, index) => (
                <ConversationRow
                  key={summary.id}
                  summary={summary}
                  selected={summary.id === selectedId}
                  meId={me.id}
                  seenAtOnce={index < ROWS_SEEN_AT_ONCE}
                />
              ))}
            </List>
            <div className={styles.moreRow}>
              <LoadMoreButton
                pages={conversations}
                label={t('chat.loadMore')}
                testId="conversations-more"
                centered
              />
            </div>
          </>
        )}
      </div>
    </nav>
  );
}
