import DoneAllIcon from 'plain-icon:DoneAll';
import NotificationsNoneIcon from 'plain-icon:NotificationsNone';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
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
import {
  Button,
  IconButton,
  LinkButton,
  List,
  ListItem,
  ListItemButton,
  Popover,
  Skeleton,
} from '../ui';
import { NoticeSummary } from './NoticeSummary';
import styles from './notifications.module.css';

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
  // The count as the badge shows it ("99+"), so the name holds what the button shows.
  const shown = count > 99 ? '99+' : String(count);
  const label =
    count > 0 ? t('notifications.bellUnread', { count: shown }) : t('notifications.bell');
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
      <p role="alert" className={`${styles.panelMessage} ${styles.panelError}`}>
        {generalErrorText(latest.error, t)}
      </p>
    );
  } else if (!latest.data) {
    content = (
      <div aria-busy="true" aria-label={t('notifications.loading')} className={styles.panelLoading}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </div>
    );
  } else if (notices.length === 0) {
    content = (
      <p className={styles.panelMessage} data-testid="notification-menu-empty">
        {t('notifications.empty')}
      </p>
    );
  } else {
    content = (
      <List aria-label={t('notifications.menuLabel')} className={styles.panelList}>
        {notices.map((notice) => (
          <ListItem key={notice.id} action>
            <ListItemButton
              className={styles.panelItem}
              onClick={() => choose(notice)}
              data-testid="notification-menu-item"
              data-read={notice.read}
            >
              <NoticeSummary notice={notice} compact />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <>
      <IconButton
        label={label}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="header-notifications"
      >
        <span className={styles.bellIcon} data-testid="header-notifications-badge">
          <NotificationsNoneIcon />
          {count > 0 && (
            <span className={styles.badge} aria-hidden>
              {shown}
            </span>
          )}
        </span>
      </IconButton>
      <Popover
        id={panelId}
        anchor={anchor}
        onClose={close}
        align="end"
        labelledBy={titleId}
        padded={false}
        className={styles.panel}
        testId="notification-menu"
      >
        <div className={styles.panelHead}>
          <h2 id={titleId} className={styles.panelTitle}>
            {t('notifications.title')}
          </h2>
          <Button
            size="small"
            startIcon={<DoneAllIcon fontSize="small" />}
            onClick={() => markAll.mutate()}
            disabled={count === 0 || markAll.isPending}
            data-testid="notification-menu-read-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        </div>
        <div className={styles.panelBody}>{content}</div>
        <LinkButton
          render={
            <RouteLink to="notifications" onClick={close} data-testid="notification-menu-see-all" />
          }
          fullWidth
          className={styles.seeAll}
        >
          {t('notifications.seeAll')}
        </LinkButton>
      </Popover>
    </>
  );
}
