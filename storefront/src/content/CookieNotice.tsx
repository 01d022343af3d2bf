import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { STORAGE_KEYS, readPreference, writePreference } from '../preferences/storage';
import { RouteLink } from '../routing/RouteLink';
import { useContentT } from './content-text';

/**
 * A first-time visitor is told what the product keeps in the browser (the session, the
 * preferences; nothing for advertising or tracking, so there is nothing to consent to) with a
 * link to the cookies text; once read, it is not shown again.
 */
export function CookieNotice() {
  const t = useContentT();
  const [open, setOpen] = useState(() => readPreference(STORAGE_KEYS.cookieNotice) === null);
  if (!open) return null;
  const close = () => {
    writePreference(STORAGE_KEYS.cookieNotice, 'read');
    setOpen(false);
  };
  return (
    <Paper
      role="region"
      aria-label={t('nav.cookies')}
      elevation={6}
      data-testid="cookie-notice"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 16 },
        maxWidth: { sm: 440 },
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="body2">
        {t('cookies.text')}{' '}
        <Link component={RouteLink} to="cookies">
          {t('cookies.more')}
        </Link>
      </Typography>
      <Button variant="contained" size="small" onClick={close} sx={{ alignSelf: 'flex-end' }}>
        {t('cookies.ok')}
      </Button>
    </Paper>
  );
}
