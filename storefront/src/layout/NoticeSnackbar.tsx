import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { noticeOf } from './notices';
import type { Notice } from './notices';

const SHOW_MS = 8000;

/**
 * Shows the notice a navigation carried in its state, then removes it from the history entry
 * so that a reload or a later back/forward does not show it again.
 */
export function NoticeSnackbar() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const arrived = noticeOf(location.state);

  useEffect(() => {
    if (!arrived) return;
    setNotice(arrived);
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [arrived, location.pathname, location.search, location.hash, navigate]);

  const close = () => setNotice(null);
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={SHOW_MS}
      onClose={(_, reason) => {
        // A tap elsewhere on the page should not hide a message the visitor has not read.
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="success"
        variant="filled"
        onClose={close}
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
