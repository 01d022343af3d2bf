import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { applyUpdate, postponeUpdate } from './register';

/** A message at the bottom of the screen, in front of the page, with its actions. */
function Message({
  open,
  severity,
  testId,
  actions,
  children,
}: {
  open: boolean;
  severity: 'info' | 'warning';
  testId: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity={severity}
        variant="filled"
        role={severity === 'info' ? 'status' : 'alert'}
        data-testid={testId}
        action={actions}
      >
        {children}
      </Alert>
    </Snackbar>
  );
}

/** A new version is installed and waits: reload with it now, or later. */
export function UpdatePrompt({ open }: { open: boolean }) {
  const t = useT();
  return (
    <Message
      open={open}
      severity="info"
      testId="update-prompt"
      actions={
        <>
          <Button color="inherit" size="small" onClick={postponeUpdate}>
            {t('pwa.later')}
          </Button>
          <Button color="inherit" size="small" variant="outlined" onClick={applyUpdate}>
            {t('pwa.reload')}
          </Button>
        </>
      }
    >
      {t('pwa.updateReady')}
    </Message>
  );
}

/** Decisions taken offline were refused by the server: see them on the agenda. */
export function RefusedNotice({ open, onRead }: { open: boolean; onRead: () => void }) {
  const t = useT();
  return (
    <Message
      open={open}
      severity="warning"
      testId="outbox-refused-notice"
      actions={
        <>
          <Button color="inherit" size="small" onClick={onRead}>
            {t('notices.close')}
          </Button>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            component={RouteLink}
            to="agenda"
            onClick={onRead}
          >
            {t('pwa.openAgenda')}
          </Button>
        </>
      }
    >
      {t('pwa.refused')}
    </Message>
  );
}
