import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { SubscriptionAction, SubscriptionStatus } from '../../../../common/billing';
import { FormAlert } from '../../forms/FormAlert';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import type { StorefrontKey } from '../../i18n/use-t';
import { RouteLink } from '../../routing/RouteLink';
import { useChangeSubscription } from '../billing-api';
import type { Subscription } from '../billing-api';
import { useFormat } from '../../i18n/format';
import { CancelDialog, SubscriptionActions } from './SubscriptionActions';
import { SubscriptionFacts } from './SubscriptionFacts';
import { BillingCard } from '../BillingCard';

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

/** The subscription: its plan, status, trial, facts, notes and what can be done with it. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const { date } = useFormat();
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
    <BillingCard component="section" aria-labelledby={titleId} data-testid="subscription-card">
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
      <SubscriptionFacts subscription={subscription} />
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
        <SubscriptionActions
          status={status}
          busy={busy}
          running={busy ? change.variables?.action : undefined}
          onRun={run}
          onCancel={() => {
            change.reset();
            setConfirming(true);
          }}
        />
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
    </BillingCard>
  );
}
