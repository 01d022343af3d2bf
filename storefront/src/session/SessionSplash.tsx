import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useOffline } from '../api/connectivity';
import { useT } from '../i18n/use-t';
import { StatusColumn } from '../layout/StatusColumn';
import { useSession } from './session';

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
      <Typography
        component="p"
        sx={{ color: 'primary.main', fontWeight: 800, fontSize: '2rem', letterSpacing: '-0.02em' }}
      >
        {t('app.name')}
      </Typography>
      <CircularProgress aria-label={t('session.starting')} />
      {offline && (
        <Typography
          role="status"
          color="text.secondary"
          sx={{ maxWidth: '36ch', textAlign: 'center', px: 2 }}
        >
          {t('session.offline')}
        </Typography>
      )}
    </StatusColumn>
  );
}

/** Renders the app only once the session is known (spec point 4). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'loading' ? <SessionSplash /> : children;
}
