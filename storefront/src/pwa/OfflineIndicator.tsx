import CloudOffIcon from 'plain-icon:CloudOff';
import { useOffline } from '../api/connectivity';
import { useT } from '../i18n/use-t';
import { Tooltip } from '../ui';
import styles from './pwa.module.css';

/**
 * Next to the logo while the server cannot be reached: an icon (its words for screen readers
 * and as a tooltip), in the header's free space so nothing else moves. Pages say more where it
 * matters (saved data, "you are offline").
 */
export function OfflineIndicator() {
  const t = useT();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Tooltip label={t('pwa.offline')}>
      <span role="status" tabIndex={0} className={styles.offline} data-testid="offline-indicator">
        <CloudOffIcon fontSize="small" />
        <span className={styles.visuallyHidden}>{t('pwa.offline')}</span>
      </span>
    </Tooltip>
  );
}
