import { useId, useState } from 'react';
import type { SubscriptionAction, SubscriptionStatus } from '../../../../common/billing';
import { FormAlert } from '../../forms/FormAlert';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import type { StorefrontKey } from '../../i18n/use-t';
import { RouteLink } from '../../navigation/RouteLink';
import { Alert, Chip, linkClass, Surface, Text } from '../../ui';
import type { ChipProps } from '../../ui';
import { useChangeSubscription } from '../billing-api';
import type { Subscription } from '../billing-api';
import { useFormat } from '../../i18n/format';
import { CancelDialog, SubscriptionActions } from './SubscriptionActions';
import { SubscriptionFacts } from './SubscriptionFacts';
import styles from './MySubscription.module.css';

const STATUS_LOOK: Record<SubscriptionStatus, ChipProps['variant']> = {
  pending: 'info',
  active: 'success',
  paused: 'warning',
  cancelled: 'outlined',
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
    <Surface padded as="section" aria-labelledby={titleId} data-testid="subscription-card">
      <div className={styles.head}>
        <Text variant="h2" id={titleId} className={styles.title}>
          {plan.name}
        </Text>
        <Chip variant={STATUS_LOOK[status]} data-testid="subscription-status">
          {t(`billing.status.${status}`)}
        </Chip>
        {inTrial && (
          <Chip variant="success" className={styles.trialChip} data-testid="subscription-trial">
            {t('billing.mySubscription.trialUntil', {
              date: date(subscription.trialEndsAt!),
            })}
          </Chip>
        )}
      </div>
      {done && (
        <FormAlert severity="success" data-testid="subscription-done">
          {t(DONE[done])}
        </FormAlert>
      )}
      {change.isError && !confirming && (
        <FormAlert data-testid="subscription-error">{generalErrorText(change.error, t)}</FormAlert>
      )}
      {lastFailed && (
        <Alert severity="warning" className={styles.alert} data-testid="last-payment-failed">
          {t('billing.mySubscription.lastPaymentFailed')}
        </Alert>
      )}
      <SubscriptionFacts subscription={subscription} />
      {status === 'paused' && (
        <Text tone="secondary" className={styles.note}>
          {t('billing.mySubscription.pausedNote')}
        </Text>
      )}
      {status === 'cancelled' && (
        <Text className={styles.note}>
          {t('billing.mySubscription.cancelledNote')}{' '}
          <RouteLink className={linkClass} to="subscriptionPlans">
            {t('billing.mySubscription.seePlans')}
          </RouteLink>
        </Text>
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
    </Surface>
  );
}
