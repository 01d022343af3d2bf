import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiSend } from '../api/api-client';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { AuthLayout } from './AuthLayout';

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; error: unknown };

/** After sign-up: the account waits for its e-mail link (spec point 4). */
export default function ConfirmMailPage() {
  const t = useT();
  const email = useParams().email ?? '';
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });

  const resendMail = async () => {
    setResend({ status: 'sending' });
    try {
      await apiSend('/resend-verification', { body: { email } });
      setResend({ status: 'sent' });
    } catch (error) {
      setResend({ status: 'failed', error });
    }
  };

  return (
    <AuthLayout title={t('confirmMail.title')} testId="confirm-mail-page">
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <MarkEmailUnreadIcon aria-hidden color="primary" sx={{ fontSize: 56 }} />
      </Box>
      <Typography variant="body1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('confirmMail.text', { email })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('confirmMail.notReceived')}
      </Typography>
      {resend.status === 'sent' && (
        <FormAlert severity="success">{t('confirmMail.resent', { email })}</FormAlert>
      )}
      {resend.status === 'failed' && <FormAlert>{generalErrorText(resend.error, t)}</FormAlert>}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Button
          variant="outlined"
          size="large"
          onClick={resendMail}
          loading={resend.status === 'sending'}
          disabled={resend.status === 'sending'}
        >
          {t('confirmMail.resend')}
        </Button>
        <Button component={RouteLink} to="signIn" variant="contained" size="large">
          {t('confirmMail.signIn')}
        </Button>
      </Box>
    </AuthLayout>
  );
}
