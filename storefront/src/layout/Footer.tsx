import { APP_VERSION } from '../../../common/constants';
import { ContentLinks } from './ContentLinks';
import { useRegionToday } from '../i18n/region-day';
import { useT } from '../i18n/use-t';
import styles from './Footer.module.css';
import { Container, Text } from '../ui';

export function Footer() {
  const t = useT();
  // The year on the region's clock: the server's and the reader's differ on New Year's Eve.
  const year = useRegionToday().slice(0, 4);
  return (
    <footer className={styles.footer}>
      <Container>
        <nav className={styles.links} aria-label={t('footer.tagline')}>
          <ContentLinks columns={{ xs: 2, md: 4 }} testId="footer-links" />
        </nav>
        <div className={styles.bottom}>
          <Text variant="body2" tone="secondary">
            {t('footer.tagline')}
          </Text>
          <Text variant="body2" tone="secondary">
            <span>{t('footer.copyright', { year })}</span>{' '}
            <span data-testid="app-version">{t('footer.version', { version: APP_VERSION })}</span>
          </Text>
        </div>
      </Container>
    </footer>
  );
}
