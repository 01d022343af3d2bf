import type { ReactNode } from 'react';
import { useOffline } from '../api/connectivity';
import { useT } from '../i18n/use-t';
import { StatusColumn } from './StatusColumn';
import styles from './SessionSplash.module.css';
import { useSession } from './session';
import { Spinner, Text } from '../ui';

/**
 * Neutral while a saved token is tried: no header, no page, nothing that says signed in or
 * out, so the visitor never sees the wrong state for a moment.
 */
function SessionSplash() {
  const t = useT();
  // A saved token tried while the server cannot be reached: the session waits, it is not lost.
  const offline = useOffline();
  return (
    <StatusColumn minHeight="100dvh" gap={3} testId="session-splash">
      <p className={styles.name}>{t('app.name')}</p>
      <Spinner label={t('session.starting')} />
      {offline && (
        <Text role="status" tone="secondary" className={styles.offline}>
          {t('session.offline')}
        </Text>
      )}
    </StatusColumn>
  );
}

/** Renders the app only once the session is known (spec point 4). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'loading' ? <SessionSplash /> : children;
}
