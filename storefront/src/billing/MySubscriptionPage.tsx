import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { SUBSCRIPTION_ACTIONS } from '../../../common/billing';
import type { SubscriptionAction, SubscriptionStatus } from '../../../common/billing';
import { usePageTitle } from '../app/use-page-title';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { useChangeSubscription, useCurrentSubscription } from './billing-api';
import type { Subscription } from './billing-api';
import { useFormat } from './format';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { FactGrid } from '../layout/grids';

const STATUS_COLOR: Record<SubscriptionStatus, ChipProps['color']> = {
  pending: 'info',
  active: 'success',
  paused: 'warning',
  cancelled: 'default',
};

/** Mercado Pago payment statuses that mean the last renewal was not charged. */
const FAILED_PAYMENT = ['rejected', 'cancelled', 'charged_back'];

const DONE: Record<SubscriptionAction, StorefrontKey> = {
  pause: 'billing.mySubscription.pausedDone',
  resume: 'billing.mySubscription.resumedDone',
  cancel: 'billing.mySubscription.cancelledDone',
};

const can = (action: SubscriptionAction, status: SubscriptionStatus) =>
  SUBSCRIPTION_ACTIONS[action].from.includes(status);

function Detail({
  term,
  children,
  testId,
}: {
  term: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

function CancelDialog({
  busy,
  error,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t('billing.mySubscription.cancelTitle')}
      text={t('billing.mySubscription.cancelText')}
      cancelLabel={t('billing.mySubscription.keep')}
      confirmLabel={t('billing.mySubscription.cancelConfirm')}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
      lockWhileBusy
      wrapActions
    />
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const { money, date } = useFormat();
  const titleId = useId();
  const change = useChangeSubscription();
  const [done, setDone] = useState<SubscriptionAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { status, plan } = subscription;
  const inTrial =
    subscription.trial &&
    subscription.trialEndsAt !== null &&
    new Date(subscription.trialEndsAt).getTime() > Date.now() &&
    status !== 'cancelled';
  const lastFailed =
    subscription.lastPaymentStatus !== null &&
    FAILED_PAYMENT.includes(subscription.lastPaymentStatus) &&
    status !== 'cancelled';

  const run = (action: SubscriptionAction) => {
    setDone(null);
    change.mutate(
      { id: subscription.id, action },
      {
        onSuccess: () => {
          setDone(action);
          setConfirming(false);
        },
      },
    );
  };

  const busy = change.isPending;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      data-testid="subscription-card"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h2" id={titleId} sx={{ fontSize: '1.5rem', flex: '1 1 auto', mr: 1 }}>
          {plan.name}
        </Typography>
        <Chip
          color={STATUS_COLOR[status]}
          label={t(`billing.status.${status}`)}
          data-testid="subscription-status"
        />
        {inTrial && (
          <Chip
            color="success"
            variant="outlined"
            label={t('billing.mySubscription.trialUntil', {
              date: date(subscription.trialEndsAt!),
            })}
            data-testid="subscription-trial"
          />
        )}
      </Box>
      {done && (
        <FormAlert severity="success" data-testid="subscription-done">
          {t(DONE[done])}
        </FormAlert>
      )}
      {change.isError && !confirming && (
        <FormAlert data-testid="subscription-error">{generalErrorText(change.error, t)}</FormAlert>
      )}
      {lastFailed && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="last-payment-failed">
          {t('billing.mySubscription.lastPaymentFailed')}
        </Alert>
      )}
      <FactGrid columns={3}>
        <Detail term={t('billing.mySubscription.amount')} testId="subscription-amount">
          {t('billing.mySubscription.amountValue', {
            amount: money(subscription.amount, subscription.currency),
            perPeriod: t(`billing.perPeriod.${plan.period}`),
          })}
          {subscription.discount > 0 && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {t('billing.mySubscription.discountIncluded', {
                amount: money(subscription.discount, subscription.currency),
              })}
            </Typography>
          )}
        </Detail>
        {status === 'cancelled' ? (
          <Detail term={t('billing.mySubscription.cancelledAt')}>
            {subscription.cancelledAt ? date(subscription.cancelledAt) : '—'}
          </Detail>
        ) : (
          <Detail term={t('billing.mySubscription.nextPayment')} testId="subscription-next-payment">
            {status === 'paused'
              ? t('billing.mySubscription.noChargeWhilePaused')
              : subscription.nextPaymentDate
                ? date(subscription.nextPaymentDate)
                : '—'}
          </Detail>
        )}
        <Detail term={t('billing.mySubscription.startedAt')}>
          {subscription.startedAt ? date(subscription.startedAt) : '—'}
        </Detail>
      </FactGrid>
      {status === 'paused' && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('billing.mySubscription.pausedNote')}
        </Typography>
      )}
      {status === 'cancelled' && (
        <Typography sx={{ mt: 2 }}>
          {t('billing.mySubscription.cancelledNote')}{' '}
          <Link component={RouteLink} to="subscriptionPlans">
            {t('billing.mySubscription.seePlans')}
          </Link>
        </Typography>
      )}
      {status !== 'cancelled' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          {can('pause', status) && (
            <Button
              variant="outlined"
              startIcon={<PauseIcon aria-hidden />}
              onClick={() => run('pause')}
              loading={busy && change.variables?.action === 'pause'}
              disabled={busy}
            >
              {t('billing.mySubscription.pause')}
            </Button>
          )}
          {can('resume', status) && (
            <Button
              variant="contained"
              startIcon={<PlayArrowIcon aria-hidden />}
              onClick={() => run('resume')}
              loading={busy && change.variables?.action === 'resume'}
              disabled={busy}
            >
              {t('billing.mySubscription.resume')}
            </Button>
          )}
          {can('cancel', status) && (
            <Button
              color="error"
              onClick={() => {
                change.reset();
                setConfirming(true);
              }}
              disabled={busy}
            >
              {t('billing.mySubscription.cancel')}
            </Button>
          )}
        </Box>
      )}
      {confirming && (
        <CancelDialog
          busy={busy}
          error={change.error}
          onConfirm={() => run('cancel')}
          onClose={() => {
            change.reset();
            setConfirming(false);
          }}
        />
      )}
    </Paper>
  );
}

/** `mi-suscripcion`: the current subscription, its state and what can be done with it. */
export default function MySubscriptionPage() {
  const t = useT();
  usePageTitle(t('billing.mySubscription.title'));
  const current = useCurrentSubscription();
  const subscription = current.data?.subscription ?? null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="my-subscription-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('billing.mySubscription.title')}
      </Typography>
      {current.isError ? (
        <FormAlert
          action={
            <Button color="inherit" size="small" onClick={() => void current.refetch()}>
              {t('billing.retry')}
            </Button>
          }
        >
          {t('billing.mySubscription.loadFailed')}
        </FormAlert>
      ) : !current.data ? (
        <Skeleton
          variant="rounded"
          height={240}
          aria-busy="true"
          aria-label={t('billing.mySubscription.loading')}
        />
      ) : subscription ? (
        <SubscriptionCard key={subscription.id} subscription={subscription} />
      ) : (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
          data-testid="subscription-empty"
        >
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            {t('billing.mySubscription.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('billing.mySubscription.emptyText')}
          </Typography>
          <Button component={RouteLink} to="subscriptionPlans" variant="contained">
            {t('billing.mySubscription.seePremiumPlans')}
          </Button>
        </Paper>
      )}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouteLink} to="billing">
          {t('billing.mySubscription.billingLink')}
        </Link>
      </Typography>
    </Container>
  );
}
