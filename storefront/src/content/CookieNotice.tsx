import { RouteLink } from '../routing/RouteLink';
import surfaces from '../layout/surfaces.module.css';
import { useContentT } from './content-text';
import { markNoticeRead, useNoticeRead } from './cookie-notice-choice';
import styles from './CookieNotice.module.css';
import { Button } from '../ui';

/**
 * Above the header (in the page's flow, never covering it), a first-time visitor is told what the product keeps in the browser (the session, the
 * preferences; nothing for advertising or tracking, so there is nothing to consent to) with a
 * link to the cookies text; once read, it is not shown again, on the server's page either.
 */
export function CookieNotice() {
  const t = useContentT();
  if (useNoticeRead()) return null;
  return (
    <div
      className={styles.notice}
      role="region"
      aria-label={t('nav.cookies')}
      data-testid="cookie-notice"
    >
      <div className={`${surfaces.container} ${styles.row}`}>
        <p className={`${surfaces.body2} ${styles.text}`}>
          {t('cookies.text')}{' '}
          <RouteLink className={surfaces.link} to="cookies">
            {t('cookies.more')}
          </RouteLink>
        </p>
        <Button variant="outlined" size="small" className={styles.ok} onClick={markNoticeRead}>
          {t('cookies.ok')}
        </Button>
      </div>
    </div>
  );
}
