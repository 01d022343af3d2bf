import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { applyUpdate, postponeUpdate } from './register';

/** The messages of `PwaStatus`: a new version waits; decisions taken offline were refused. */
export function PwaMessages({
  updateWaiting,
  refusedShown,
  onRefusedRead,
}: {
  updateWaiting: boolean;
  refusedShown: boolean;
  onRefusedRead: () => void;
}) {
  const t = useT();
  return (
    <>
      <Snackbar open={updateWaiting} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert
          severity="info"
          variant="filled"
          role="status"
          data-testid="update-prompt"
          action={
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
        </Alert>
      </Snackbar>
      <Snackbar open={refusedShown} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert
          severity="warning"
          variant="filled"
          role="alert"
          data-testid="outbox-refused-notice"
          action={
            <>
              <Button color="inherit" size="small" onClick={onRefusedRead}>
                {t('notices.close')}
              </Button>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                component={RouteLink}
                to="agenda"
                onClick={onRefusedRead}
              >
                {t('pwa.openAgenda')}
              </Button>
            </>
          }
        >
          {t('pwa.refused')}
        </Alert>
      </Snackbar>
    </>
  );
}
