import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { useSession } from '../session/session';
import {
  safeLink,
  useLatestNotices,
  useMarkAllRead,
  useMarkRead,
  useNoticeEvents,
  useUnreadNotices,
} from './notifications-api';
import type { Notice } from './notifications-api';
import { NoticeSummary } from './NoticeSummary';

/**
 * The header's bell (signed in only): the count of unread notices, kept by the socket's
 * `notification:new` and asked again when the tab comes back; it opens the newest notices, "mark
 * all as read" and the way to the whole list. Choosing a notice marks it read and opens its page.
 */
export function NotificationBell() {
  const { user } = useSession();
  if (!user) return null;
  return <Bell />;
}

function Bell() {
  const t = useT();
  const navigate = useNavigate();
  const region = useRegion();
  useNoticeEvents();
  const unread = useUnreadNotices();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const latest = useLatestNotices(open);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const panelId = useId();
  const titleId = useId();
  const count = unread.data?.unread ?? 0;
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  const close = () => setAnchor(null);

  const choose = (notice: Notice) => {
    close();
    if (!notice.read) markRead.mutate(notice.id);
    void navigate(safeLink(notice.link) ?? pathFor('notifications', region));
  };

  const notices = latest.data?.data ?? [];
  let content;
  if (latest.isError) {
    content = (
      <Typography role="alert" color="error" sx={{ px: 2, py: 1.5 }}>
        {generalErrorText(latest.error, t)}
      </Typography>
    );
  } else if (!latest.data) {
    content = (
      <Box
        aria-busy="true"
        aria-label={t('notifications.loading')}
        sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
      >
        <CircularProgress size={24} aria-label={t('notifications.loading')} />
      </Box>
    );
  } else if (notices.length === 0) {
    content = (
      <Typography
        color="text.secondary"
        sx={{ px: 2, py: 1.5 }}
        data-testid="notification-menu-empty"
      >
        {t('notifications.empty')}
      </Typography>
    );
  } else {
    content = (
      <MenuList autoFocusItem aria-label={t('notifications.menuLabel')} sx={{ py: 0.5 }}>
        {notices.map((notice) => (
          <MenuItem
            key={notice.id}
            onClick={() => choose(notice)}
            data-testid="notification-menu-item"
            data-read={notice.read}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start', py: 1.25 }}
          >
            <NoticeSummary notice={notice} compact />
          </MenuItem>
        ))}
      </MenuList>
    );
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="header-notifications"
      >
        <Badge
          badgeContent={count}
          color="error"
          max={99}
          slotProps={{ badge: { 'aria-hidden': true } as object }}
          data-testid="header-notifications-badge"
        >
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            'data-testid': 'notification-menu',
            sx: {
              width: 'min(380px, calc(100vw - 24px))',
              maxHeight: 'min(600px, calc(100vh - 88px))',
              display: 'flex',
              flexDirection: 'column',
            },
          } as object,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            px: 2,
            py: 1,
          }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('notifications.title')}
          </Typography>
          <Button
            size="small"
            startIcon={<DoneAllIcon aria-hidden />}
            onClick={() => markAll.mutate()}
            disabled={count === 0 || markAll.isPending}
            data-testid="notification-menu-read-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        </Box>
        <Divider />
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{content}</Box>
        <Divider />
        <Button
          component={RouteLink}
          to="notifications"
          onClick={close}
          fullWidth
          sx={{ py: 1.25, borderRadius: 0 }}
          data-testid="notification-menu-see-all"
        >
          {t('notifications.seeAll')}
        </Button>
      </Popover>
    </>
  );
}
