import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { LoadMoreButton } from '../layout/LoadMoreButton';
import { ImageAvatar } from '../media/Picture';
import { SupportBadge, useChatName } from './support';
import { visuallyHidden } from '../layout/visually-hidden';
import { RouteLink } from '../routing/RouteLink';
import { useSignedInUser } from '../session/session';
import { useConversations } from './chat-api';
import type { ConversationSummary } from './chat-api';

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
    <Box sx={{ px: 2 }}>
      {[0, 1, 2, 3].map((row) => (
        <Box key={row} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1.25 }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="80%" />
          </Box>
        </Box>
      ))}
    </Box>
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
    <ListItem disablePadding>
      <ListItemButton
        component={RouteLink}
        to="chat"
        params={{ conversationId: summary.id }}
        selected={selected}
        sx={{ gap: 1.5, py: 1.25, alignItems: 'center' }}
        data-testid="conversation-item"
        data-conversation-id={summary.id}
      >
        <ImageAvatar url={other.photo} size={44} loading={seenAtOnce ? 'eager' : 'lazy'}>
          {name.charAt(0).toUpperCase()}
        </ImageAvatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              component="span"
              sx={{
                flex: 1,
                minWidth: 0,
                fontWeight: unread ? 700 : 500,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {name}
            </Typography>
            {support && <SupportBadge />}
            <Typography
              component="time"
              dateTime={summary.lastMessageAt}
              variant="caption"
              color={unread ? 'primary' : 'text.secondary'}
              sx={{ flexShrink: 0 }}
            >
              {format.timeOrDayMonth(summary.lastMessageAt)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              component="span"
              variant="body2"
              color={unread ? 'text.primary' : 'text.secondary'}
              sx={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
              data-testid="conversation-preview"
            >
              <Preview summary={summary} meId={meId} />
            </Typography>
            {unread && (
              <Box
                component="span"
                sx={{
                  flexShrink: 0,
                  minWidth: 22,
                  px: 0.75,
                  borderRadius: 11,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  lineHeight: '22px',
                  textAlign: 'center',
                }}
                data-testid="conversation-unread"
              >
                <span aria-hidden>{summary.unread > 99 ? '99+' : summary.unread}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('chat.unread', { count: summary.unread })}
                </Box>
              </Box>
            )}
          </Box>
        </Box>
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
    <Box
      component="nav"
      aria-label={t('chat.listTitle')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      data-testid="conversation-list"
    >
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h1" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 1 }}>
          {t('chat.title')}
        </Typography>
        <TextField
          type="search"
          size="small"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label={t('chat.searchLabel')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'chat-search', maxLength: 100 },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }} aria-busy={conversations.isFetching}>
        {conversations.isError && !conversations.data ? (
          <Box sx={{ p: 1.5 }}>
            <LoadFailedAlert
              title={errorsT('codes.CONVERSATION_LOAD_FAILED')}
              error={conversations.error}
              retryLabel={t('chat.retry')}
              onRetry={() => void conversations.refetch()}
              retrying={conversations.isFetching}
              testId="conversations-failed"
            />
          </Box>
        ) : !conversations.data ? (
          <Box aria-busy="true" aria-label={t('chat.loadingList')}>
            <ListSkeleton />
          </Box>
        ) : rows.length === 0 ? (
          <Box sx={{ p: 3, textAlign: 'center' }} role="status" data-testid="conversations-empty">
            {q ? (
              <Typography color="text.secondary">{t('chat.noResults', { query: q })}</Typography>
            ) : (
              <>
                <Typography sx={{ fontWeight: 600 }}>{t('chat.empty')}</Typography>
                <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
                  {t('chat.emptyHint')}
                </Typography>
              </>
            )}
          </Box>
        ) : (
          <>
            <List disablePadding>
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
            <Box sx={{ pb: 2 }}>
              <LoadMoreButton
                pages={conversations}
                label={t('chat.loadMore')}
                testId="conversations-more"
                centered
              />
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
