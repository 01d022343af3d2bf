import { NOTIFICATION_TOPICS } from '../../../common/notifications';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import type { Notice } from './notifications-api';
import styles from './notifications.module.css';

/**
 * What a notice says: a dot and "unread" (for screen readers) while unread, the title, the body
 * (two lines in the header's menu, whole on the page), its topic and how long ago it came.
 */
export function NoticeSummary({ notice, compact = false }: { notice: Notice; compact?: boolean }) {
  const t = useT();
  const time = useFormat();
  const topic = (NOTIFICATION_TOPICS as readonly string[]).includes(notice.topic)
    ? t(`settings.notifications.topics.${notice.topic}`)
    : null;
  const clamp = compact ? ` ${styles.clamp}` : '';
  return (
    <span className={styles.summary}>
      <span
        aria-hidden
        className={notice.read ? styles.dot : `${styles.dot} ${styles.unreadDot}`}
        data-testid={notice.read ? undefined : 'notification-unread-dot'}
      />
      <span className={styles.summaryText}>
        <span
          className={`${styles.title}${notice.read ? '' : ` ${styles.unreadTitle}`}${clamp}`}
          data-testid="notification-title"
        >
          {!notice.read && (
            <span className={styles.visuallyHidden}>{t('notifications.unread')} </span>
          )}
          <span>{notice.title}</span>
        </span>
        <span className={`${styles.body}${clamp}`} data-testid="notification-body">
          {notice.body}
        </span>
        <span className={styles.meta}>
          {topic && <span>{topic}</span>}
          <time dateTime={notice.createdAt} title={time.longDateTime(notice.createdAt)}>
            {time.relative(notice.createdAt)}
          </time>
        </span>
      </span>
    </span>
  );
}
