import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { useParams, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { NEXT_PARAM, nextSearch, safeNext } from '../session/after-sign-in';
import { AuthLayout } from './AuthLayout';
import { useResendVerification } from './use-resend-verification';

/** After sign-up: the account waits for its e-mail link (spec point 4), which keeps `next`. */
export default function ConfirmMailPage() {
  const t = useT();
  const email = useParams().email ?? '';
  const next = safeNext(useSearchParams()[0].get(NEXT_PARAM));
  const resend = useResendVerification(next);

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
      {resend.sent && (
        <FormAlert severity="success">{t('confirmMail.resent', { email })}</FormAlert>
      )}
      <FormErrorAlert error={resend.failure} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Button
          variant="outlined"
          size="large"
          onClick={() => resend.send(email)}
          loading={resend.sending}
          disabled={resend.sending}
        >
          {t('confirmMail.resend')}
        </Button>
        <Button
          component={RouteLink}
          to="signIn"
          search={nextSearch(next)}
          variant="contained"
          size="large"
        >
          {t('confirmMail.signIn')}
        </Button>
      </Box>
    </AuthLayout>
  );
}
