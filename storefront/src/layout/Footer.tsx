import { APP_VERSION } from '../../../common/constants';
import { ContentLinks } from '../content/ContentLinks';
import { useRegionToday } from '../i18n/region-day';
import { useT } from '../i18n/use-t';
import styles from './Footer.module.css';
import surfaces from './surfaces.module.css';

export function Footer() {
  const t = useT();
  const small = `${surfaces.body2} ${surfaces.secondary}`;
  // The year on the region's clock: the server's and the reader's differ on New Year's Eve.
  const year = useRegionToday().slice(0, 4);
  return (
    <footer className={styles.footer}>
      <div className={surfaces.container}>
        <nav className={styles.links} aria-label={t('footer.tagline')}>
          <ContentLinks columns={{ xs: 2, md: 4 }} testId="footer-links" />
        </nav>
        <div className={styles.bottom}>
          <p className={small}>{t('footer.tagline')}</p>
          <p className={small}>
            <span>{t('footer.copyright', { year })}</span>{' '}
            <span data-testid="app-version">{t('footer.version', { version: APP_VERSION })}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
