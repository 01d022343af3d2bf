import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import ListIcon from '@mui/icons-material/ListAlt';
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
  const menuId = useId();
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
      <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
        {generalErrorText(latest.error, t)}
      </MenuItem>
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
    content = notices.map((notice) => (
      <MenuItem
        key={notice.id}
        onClick={() => choose(notice)}
        data-testid="notification-menu-item"
        data-read={notice.read}
        sx={{ whiteSpace: 'normal', alignItems: 'flex-start', py: 1.25 }}
      >
        <NoticeSummary notice={notice} compact />
      </MenuItem>
    ));
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-label': t('notifications.menuLabel'), sx: { py: 0.5 } },
          paper: {
            sx: { width: 'min(380px, calc(100vw - 24px))', maxHeight: 'min(560px, 80vh)' },
            'data-testid': 'notification-menu',
          } as object,
        }}
      >
        <Typography
          variant="subtitle2"
          component="p"
          color="text.secondary"
          sx={{ px: 2, pt: 1, pb: 0.5 }}
        >
          {t('notifications.menuLabel')}
        </Typography>
        {content}
        <Divider />
        <MenuItem
          disabled={count === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="notification-menu-read-all"
        >
          <ListItemIcon>
            <DoneAllIcon fontSize="small" />
          </ListItemIcon>
          {t('notifications.markAllRead')}
        </MenuItem>
        <MenuItem
          component={RouteLink}
          to="notifications"
          onClick={close}
          data-testid="notification-menu-see-all"
        >
          <ListItemIcon>
            <ListIcon fontSize="small" />
          </ListItemIcon>
          {t('notifications.seeAll')}
        </MenuItem>
      </Menu>
    </>
  );
}
