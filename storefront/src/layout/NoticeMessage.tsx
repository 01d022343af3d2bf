import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '../i18n/use-t';
import type { Notice } from './notices';

const SHOW_MS = 8000;

/** The snackbar of `NoticeSnackbar`, loaded with the first notice. */
export function NoticeMessage({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const t = useT();
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={SHOW_MS}
      onClose={(_, reason) => {
        // A tap elsewhere on the page should not hide a message the visitor has not read.
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="success"
        variant="filled"
        onClose={onClose}
        role="status"
        data-testid="notice"
        slotProps={{ closeButton: { 'aria-label': t('notices.close'), title: t('notices.close') } }}
        sx={{ width: '100%' }}
      >
        {notice ? t(`notices.${notice}`) : ''}
      </Alert>
    </Snackbar>
  );
}
