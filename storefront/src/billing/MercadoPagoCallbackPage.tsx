import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SIGN_IN_ROUTE, pathFor } from '../../../common/routes';
import type { Region } from '../../../common/regions';
import { usePageTitle } from '../seo/use-page-title';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { noticeState } from '../navigation/notices';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { nextSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { useCompletePaymentAccountLink } from './billing-api';
import { takeLinkStart } from './link-region';
import { Alert, Container, LinkButton, Spinner, Text } from '../ui';
import styles from './MercadoPagoCallbackPage.module.css';

type Outcome = { kind: 'working' } | { kind: 'denied' } | { kind: 'failed'; error: unknown };

function Finish() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pathRegion = useRegion();
  const { i18n } = useTranslation();
  const complete = useCompletePaymentAccountLink();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const [region, setRegion] = useState<Region>(pathRegion);
  // The code is single use: React's development double effects must not send it twice.
  const started = useRef(false);
  const { mutateAsync } = complete;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const start = takeLinkStart();
    const startedFrom = start?.region ?? pathRegion;
    setRegion(startedFrom);
    // The language the prosker was reading, for this visit only (not saved as a choice).
    if (start && start.language !== i18n.language) void i18n.changeLanguage(start.language);
    const code = params.get('code');
    const state = params.get('state');
    if (params.get('error') || !code || !state) {
      setOutcome({ kind: 'denied' });
      return;
    }
    mutateAsync({ code, state }).then(
      (status) => {
        const to = status.linked ? status.region : startedFrom;
        navigate(pathFor('settingsPayments', to), {
          replace: true,
          state: noticeState('paymentAccountLinked'),
        });
      },
      (error: unknown) => setOutcome({ kind: 'failed', error }),
    );
  }, [params, pathRegion, mutateAsync, navigate, i18n]);

  if (outcome.kind === 'working') {
    return (
      <div role="status" data-testid="mercado-pago-callback" className={styles.working}>
        <Spinner />
        <Text>{t('billing.callback.linking')}</Text>
      </div>
    );
  }
  return (
    <Alert
      severity={outcome.kind === 'denied' ? 'info' : 'error'}
      role="alert"
      title={t('billing.callback.failedTitle')}
      data-testid="mercado-pago-callback-failed"
    >
      {outcome.kind === 'denied'
        ? t('billing.callback.denied')
        : generalErrorText(outcome.error, t)}
      <div className={styles.retry}>
        <LinkButton
          variant="outlined"
          tone="inherit"
          size="small"
          render={<RouteLink to="settingsPayments" region={region} />}
        >
          {t('billing.callback.retry')}
        </LinkButton>
      </div>
    </Alert>
  );
}

/**
 * `user/mercado-pago/callback`: where Mercado Pago sends the prosker back with `code` and
 * `state`. A session that ended meanwhile signs in first and comes back here (the state
 * lives for ten minutes).
 */
export default function MercadoPagoCallbackPage() {
  const t = useT();
  usePageTitle(t('billing.callback.title'));
  const { status } = useSession();
  const region = useRegion();
  const { pathname, search } = useLocation();
  if (status !== 'signedIn') {
    return (
      <Navigate
        replace
        to={{
          pathname: pathFor(SIGN_IN_ROUTE, region),
          search: nextSearch(`${pathname}${search}`),
        }}
      />
    );
  }
  return (
    <Container size="sm" padded="reading">
      <Text variant="h1" className={styles.title}>
        {t('billing.callback.title')}
      </Text>
      <Finish />
    </Container>
  );
}
