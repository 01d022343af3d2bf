import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { ApiError, NETWORK_ERROR, apiSend } from '../api/api-client';
import type { Answer } from '../api/contract';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { noticeState } from '../layout/notices';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { NEXT_PARAM, landingRoute, nextSearch, safeNext } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { AuthLayout } from './AuthLayout';

/**
 * The verification link's page (`/user/verification/:token?next=…`), for a new account or a
 * changed e-mail. The token is single use, so the call is a query that runs once per token and
 * is never retried or refetched: a second POST would report the used token as invalid. When
 * the link signs in (the browser that signed up, ADR 0026), the session starts and the visitor
 * goes on to `next` (a path of this site) or home; otherwise sign-in carries `next`.
 */
export default function EmailVerificationPage() {
  const t = useT();
  const token = useParams().token ?? '';
  const next = safeNext(useSearchParams()[0].get(NEXT_PARAM));
  const region = useRegion();
  const navigate = useNavigate();
  const { status, refresh, signIn } = useSession();
  const signedIn = status === 'signedIn';
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => apiSend<Answer<'/verify-email', 'post'>>('/verify-email', { body: { token } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnReconnect: false,
  });

  const session = verification.data?.access_token;
  // The session is started once, whatever React's development double effects do.
  const started = useRef(false);
  useEffect(() => {
    if (!session || started.current) return;
    started.current = true;
    signIn(session).then(
      (signedIn) =>
        navigate(next ?? pathFor(landingRoute(signedIn.role), region), {
          replace: true,
          state: noticeState('emailVerified'),
        }),
      // The session shows the 'Oh no!' dialog and takes the visitor to sign-in.
      () => undefined,
    );
  }, [session, signIn, navigate, next, region]);

  // A changed e-mail shows in the account at once.
  const verified = verification.isSuccess && !session;
  useEffect(() => {
    if (verified && signedIn) void refresh();
  }, [verified, signedIn, refresh]);

  const networkFailure =
    verification.error instanceof ApiError && verification.error.code === NETWORK_ERROR;

  return (
    <AuthLayout title={t('verification.title')} testId="email-verification-page">
      {(verification.isPending || session) && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('verification.checking')}</Typography>
        </Box>
      )}
      {verified && (
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
            <Button
              component={RouteLink}
              to="signIn"
              search={nextSearch(next)}
              variant="contained"
              size="large"
            >
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
              <Button
                component={RouteLink}
                to="signIn"
                search={nextSearch(next)}
                variant="contained"
              >
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
