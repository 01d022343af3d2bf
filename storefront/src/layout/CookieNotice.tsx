import { RouteLink } from '../navigation/RouteLink';
import { useContentT } from '../i18n/content-text';
import { markNoticeRead, useNoticeRead } from './cookie-notice-choice';
import styles from './CookieNotice.module.css';
import { Button, Container, Text, linkClass } from '../ui';

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
      <Container className={styles.row}>
        <Text variant="body2" className={styles.text}>
          {t('cookies.text')}{' '}
          <RouteLink className={linkClass} to="cookies">
            {t('cookies.more')}
          </RouteLink>
        </Text>
        <Button variant="outlined" size="small" className={styles.ok} onClick={markNoticeRead}>
          {t('cookies.ok')}
        </Button>
      </Container>
    </div>
  );
}
