import DoneIcon from 'plain-icon:Done';
import DoneAllIcon from 'plain-icon:DoneAll';
import NotificationsNoneIcon from 'plain-icon:NotificationsNone';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../seo/use-page-title';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { LoadMoreButton } from '../layout/LoadMoreButton';
import surfaces from '../layout/surfaces.module.css';
import { QueryState } from '../layout/QueryState';
import { RouteLink } from '../navigation/RouteLink';
import { pathFor } from '../../../common/routes';
import { useRegion } from '../navigation/use-region';
import {
  safeLink,
  useMarkAllRead,
  useMarkRead,
  useNoticePages,
  useUnreadNotices,
} from './notifications-api';
import type { Notice } from './notifications-api';
import { Button, IconButton, Skeleton } from '../ui';
import { NoticeSummary } from './NoticeSummary';
import styles from './notifications.module.css';

/** One notice: the whole card opens its page (and marks it read); a button marks it read only. */
function NoticeRow({ notice }: { notice: Notice }) {
  const t = useT();
  const region = useRegion();
  const markRead = useMarkRead();
  const to = safeLink(notice.link) ?? pathFor('notifications', region);
  return (
    <li
      className={notice.read ? styles.row : `${styles.row} ${styles.unreadRow}`}
      data-testid="notification-item"
      data-read={notice.read}
    >
      <RouterLink
        to={to}
        className={styles.rowLink}
        onClick={() => {
          if (!notice.read) markRead.mutate(notice.id);
        }}
        data-testid="notification-link"
      >
        <NoticeSummary notice={notice} />
      </RouterLink>
      {!notice.read && (
        <IconButton
          size="small"
          className={styles.markRead}
          onClick={() => markRead.mutate(notice.id)}
          label={t('notifications.markReadLabel', { title: notice.title })}
          title={t('notifications.markRead')}
          data-testid="notification-mark-read"
        >
          <DoneIcon fontSize="small" />
        </IconButton>
      )}
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.skeletons}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={88} />
      ))}
    </div>
  );
}

function Empty() {
  const t = useT();
  return (
    <div data-testid="notifications-empty" className={styles.empty}>
      <span className={styles.emptyIcon}>
        <NotificationsNoneIcon fontSize="inherit" />
      </span>
      <h2 className={styles.emptyTitle}>{t('notifications.empty')}</h2>
      <p className={styles.emptyHint}>{t('notifications.emptyHint')}</p>
    </div>
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
    <div className={surfaces.readingPage} data-testid="notifications-page">
      <h1 className={`${surfaces.pageTitle} ${styles.pageTitle}`}>{t('notifications.title')}</h1>
      <p className={styles.intro}>
        {t('notifications.intro')}{' '}
        <RouteLink className={surfaces.link} to="settingsNotifications">
          {t('notifications.settingsLink')}
        </RouteLink>
      </p>
      <div className={styles.toolbar}>
        <p role="status" data-testid="notifications-unread" className={styles.unreadCount}>
          {count > 0 ? t('notifications.unreadSummary', { count }) : t('notifications.allRead')}
        </p>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon fontSize="small" />}
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={count === 0}
          data-testid="notifications-read-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
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
              <ul
                aria-label={t('notifications.listLabel')}
                data-testid="notification-list"
                className={styles.list}
              >
                {notices.map((notice) => (
                  <NoticeRow key={notice.id} notice={notice} />
                ))}
              </ul>
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
    </div>
  );
}
