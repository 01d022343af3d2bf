import { useT } from '../i18n/use-t';
import styles from './PageLoading.module.css';

/** Shown while a page's code downloads; the bar is at the top where the page will appear. */
export function PageLoading() {
  const t = useT();
  return (
    <div className={styles.loading} aria-busy="true" data-testid="page-loading">
      <div className={styles.bar} role="progressbar" aria-label={t('loading.page')} />
    </div>
  );
}
