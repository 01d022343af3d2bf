import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, NETWORK_ERROR, apiSend } from '../api/api-client';
import type { Answer } from '../api/contract';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { useSession } from '../session/session';
import { AuthLayout } from './AuthLayout';

/**
 * The verification link's page (`/user/verification/:token`), for a new account or a changed
 * e-mail. The token is single use, so the call is a query that runs once per token and is
 * never retried or refetched: a second POST would report the used token as invalid.
 */
export default function EmailVerificationPage() {
  const t = useT();
  const token = useParams().token ?? '';
  const { status, refresh } = useSession();
  const signedIn = status === 'signedIn';
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => apiSend<Answer<'/verify-email', 'post'>>('/verify-email', { body: { token } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnReconnect: false,
  });

  // A changed e-mail shows in the account at once.
  const verified = verification.isSuccess;
  useEffect(() => {
    if (verified && signedIn) void refresh();
  }, [verified, signedIn, refresh]);

  const networkFailure =
    verification.error instanceof ApiError && verification.error.code === NETWORK_ERROR;

  return (
    <AuthLayout title={t('verification.title')} testId="email-verification-page">
      {verification.isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('verification.checking')}</Typography>
        </Box>
      )}
      {verification.isSuccess && (
        <Box data-testid="verification-success" sx={{ textAlign: 'center' }}>
          <CheckCircleIcon color="success" aria-hidden sx={{ fontSize: 56, mb: 1 }} />
          <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            {t('verification.successTitle')}
          </Typography>
          <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            {signedIn
              ? t('verification.successSignedIn', { email: verification.data?.email ?? '' })
              : t('verification.successText', { email: verification.data?.email ?? '' })}
          </Typography>
          {signedIn ? (
            <Button component={RouteLink} to="settingsAccount" variant="contained" size="large">
              {t('verification.settings')}
            </Button>
          ) : (
            <Button component={RouteLink} to="signIn" variant="contained" size="large">
              {t('verification.signIn')}
            </Button>
          )}
        </Box>
      )}
      {verification.isError && (
        <Box role="alert" data-testid="verification-failed" sx={{ textAlign: 'center' }}>
          <ErrorOutlineIcon color="error" aria-hidden sx={{ fontSize: 56, mb: 1 }} />
          <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            {t('verification.failedTitle')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{generalErrorText(verification.error, t)}</Typography>
          {!networkFailure && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('verification.invalidHelp')}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
            {networkFailure ? (
              <Button variant="contained" onClick={() => void verification.refetch()}>
                {t('verification.retry')}
              </Button>
            ) : (
              <Button component={RouteLink} to="signIn" variant="contained">
                {t('verification.signIn')}
              </Button>
            )}
            <Button component={RouteLink} to="home" variant="outlined">
              {t('verification.home')}
            </Button>
          </Box>
        </Box>
      )}
    </AuthLayout>
  );
}
