import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { STORAGE_KEYS, readPreference, writePreference } from '../preferences/storage';
import { RouteLink } from '../routing/RouteLink';
import { useContentT } from './content-text';

/**
 * Above the header (in the page's flow, never covering it), a first-time visitor is told what the product keeps in the browser (the session, the
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
    <Box
      role="region"
      aria-label={t('nav.cookies')}
      data-testid="cookie-notice"
      sx={{ bgcolor: 'action.hover', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{ py: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" sx={{ flex: 1, minWidth: '16rem' }}>
          {t('cookies.text')}{' '}
          <Link component={RouteLink} to="cookies">
            {t('cookies.more')}
          </Link>
        </Typography>
        <Button variant="outlined" size="small" onClick={close}>
          {t('cookies.ok')}
        </Button>
      </Container>
    </Box>
  );
}
