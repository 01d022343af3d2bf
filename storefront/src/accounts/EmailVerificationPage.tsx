import CheckCircleIcon from 'plain-icon:CheckCircle';
import ErrorOutlineIcon from 'plain-icon:ErrorOutline';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { ApiError, NETWORK_ERROR, apiSend } from '../api/api-client';
import type { Answer } from '../api/contract';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { noticeState } from '../navigation/notices';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { NEXT_PARAM, landingRoute, nextSearch, safeNext } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { Button, LinkButton, Spinner, Text } from '../ui';
import { AuthLayout } from './AuthLayout';
import styles from './outcome.module.css';

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
        <div role="status" className={styles.waiting}>
          <Spinner size={28} />
          <Text>{t('verification.checking')}</Text>
        </div>
      )}
      {verified && (
        <div data-testid="verification-success" className={styles.outcome}>
          <CheckCircleIcon className={`${styles.mark} ${styles.success}`} />
          <Text variant="h2" className={styles.title}>
            {t('verification.successTitle')}
          </Text>
          <Text className={`${styles.text} ${styles.gapLarge}`}>
            {signedIn
              ? t('verification.successSignedIn', { email: verification.data?.email ?? '' })
              : t('verification.successText', { email: verification.data?.email ?? '' })}
          </Text>
          {signedIn ? (
            <LinkButton
              render={<RouteLink to="settingsAccount" />}
              variant="contained"
              size="large"
            >
              {t('verification.settings')}
            </LinkButton>
          ) : (
            <LinkButton
              render={<RouteLink to="signIn" search={nextSearch(next)} />}
              variant="contained"
              size="large"
            >
              {t('verification.signIn')}
            </LinkButton>
          )}
        </div>
      )}
      {verification.isError && (
        <div role="alert" data-testid="verification-failed" className={styles.outcome}>
          <ErrorOutlineIcon className={`${styles.mark} ${styles.failure}`} />
          <Text variant="h2" className={styles.title}>
            {t('verification.failedTitle')}
          </Text>
          <Text className={styles.gapSmall}>{generalErrorText(verification.error, t)}</Text>
          {!networkFailure && (
            <Text tone="secondary" className={styles.gapLarge}>
              {t('verification.invalidHelp')}
            </Text>
          )}
          <div className={styles.actions}>
            {networkFailure ? (
              <Button variant="contained" onClick={() => void verification.refetch()}>
                {t('verification.retry')}
              </Button>
            ) : (
              <LinkButton
                render={<RouteLink to="signIn" search={nextSearch(next)} />}
                variant="contained"
              >
                {t('verification.signIn')}
              </LinkButton>
            )}
            <LinkButton render={<RouteLink to="home" />} variant="outlined">
              {t('verification.home')}
            </LinkButton>
          </div>
        </div>
      )}
    </AuthLayout>
  );
}
