import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../app/use-page-title';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { LoadMoreButton } from '../layout/LoadMoreButton';
import { QueryState } from '../layout/QueryState';
import { RouteLink } from '../routing/RouteLink';
import { pathFor } from '../../../common/routes';
import { useRegion } from '../routing/use-region';
import {
  safeLink,
  useMarkAllRead,
  useMarkRead,
  useNoticePages,
  useUnreadNotices,
} from './notifications-api';
import type { Notice } from './notifications-api';
import { NoticeSummary } from './NoticeSummary';

/** One notice: the whole card opens its page (and marks it read); a button marks it read only. */
function NoticeRow({ notice }: { notice: Notice }) {
  const t = useT();
  const region = useRegion();
  const markRead = useMarkRead();
  const to = safeLink(notice.link) ?? pathFor('notifications', region);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="notification-item"
      data-read={notice.read}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: { xs: 1.5, sm: 2 },
        bgcolor: notice.read ? 'background.paper' : 'action.hover',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Box
        component={RouterLink}
        to={to}
        onClick={() => {
          if (!notice.read) markRead.mutate(notice.id);
        }}
        data-testid="notification-link"
        sx={{
          flex: 1,
          minWidth: 0,
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1,
          // The whole card is the link; the mark-read button stays above it.
          '&::after': { content: '""', position: 'absolute', inset: 0 },
          '&:focus-visible': { outline: 'none' },
          '&:focus-visible::after': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            borderRadius: 1,
          },
        }}
      >
        <NoticeSummary notice={notice} />
      </Box>
      {!notice.read && (
        <IconButton
          size="small"
          onClick={() => markRead.mutate(notice.id)}
          aria-label={t('notifications.markReadLabel', { title: notice.title })}
          title={t('notifications.markRead')}
          data-testid="notification-mark-read"
          sx={{ position: 'relative', zIndex: 1, flex: 'none' }}
        >
          <DoneIcon fontSize="small" />
        </IconButton>
      )}
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={88} />
      ))}
    </Box>
  );
}

function Empty() {
  const t = useT();
  return (
    <Box
      data-testid="notifications-empty"
      sx={{ textAlign: 'center', py: { xs: 5, sm: 8 }, px: 2, color: 'text.secondary' }}
    >
      <NotificationsNoneIcon aria-hidden sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h2" sx={{ fontSize: '1.2rem', color: 'text.primary', mb: 1 }}>
        {t('notifications.empty')}
      </Typography>
      <Typography>{t('notifications.emptyHint')}</Typography>
    </Box>
  );
}

/** `app/notificaciones`: every notice of the signed-in user, newest first, older on demand. */
export default function NotificationsPage() {
  const t = useT();
  usePageTitle(t('notifications.title'));
  const pages = useNoticePages();
  const unread = useUnreadNotices();
  const markAll = useMarkAllRead();
  const count = unread.data?.unread ?? pages.data?.pages[0]?.unread ?? 0;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="notifications-page">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('notifications.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.intro')}{' '}
        <Link component={RouteLink} to="settingsNotifications">
          {t('notifications.settingsLink')}
        </Link>
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography role="status" data-testid="notifications-unread" sx={{ fontWeight: 600 }}>
          {count > 0 ? t('notifications.unreadSummary', { count }) : t('notifications.allRead')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon aria-hidden />}
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={count === 0 || markAll.isPending}
          data-testid="notifications-read-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      {markAll.error && <FormAlert>{generalErrorText(markAll.error, t)}</FormAlert>}
      <QueryState
        query={pages}
        failed={t('notifications.loadFailed')}
        retryLabel={t('notifications.retry')}
        loadingLabel={t('notifications.loading')}
        loading={<ListSkeleton />}
      >
        {(data) => {
          const notices = data.pages.flatMap((page) => page.data);
          if (notices.length === 0) return <Empty />;
          return (
            <>
              <Box
                component="ul"
                aria-label={t('notifications.listLabel')}
                data-testid="notification-list"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
              >
                {notices.map((notice) => (
                  <NoticeRow key={notice.id} notice={notice} />
                ))}
              </Box>
              <LoadMoreButton
                pages={pages}
                label={t('notifications.loadOlder')}
                testId="notifications-load-older"
                centered
              />
            </>
          );
        }}
      </QueryState>
    </Container>
  );
}
