import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SIGN_IN_ROUTE, pathFor } from '../../../common/routes';
import type { Region } from '../../../common/regions';
import { usePageTitle } from '../app/use-page-title';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { noticeState } from '../layout/notices';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { nextSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { useCompletePaymentAccountLink } from './billing-api';
import { takeLinkStart } from './link-region';

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
      <Box
        role="status"
        data-testid="mercado-pago-callback"
        sx={{
          minHeight: '40vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
        }}
      >
        <CircularProgress aria-hidden />
        <Typography>{t('billing.callback.linking')}</Typography>
      </Box>
    );
  }
  return (
    <Alert
      severity={outcome.kind === 'denied' ? 'info' : 'error'}
      role="alert"
      data-testid="mercado-pago-callback-failed"
    >
      <AlertTitle>{t('billing.callback.failedTitle')}</AlertTitle>
      {outcome.kind === 'denied'
        ? t('billing.callback.denied')
        : generalErrorText(outcome.error, t)}
      <Box sx={{ mt: 1.5 }}>
        <Button
          component={RouteLink}
          to="settingsPayments"
          region={region}
          variant="outlined"
          color="inherit"
          size="small"
        >
          {t('billing.callback.retry')}
        </Button>
      </Box>
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
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
        {t('billing.callback.title')}
      </Typography>
      <Finish />
    </Container>
  );
}
