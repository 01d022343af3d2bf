import PauseIcon from 'plain-icon:Pause';
import PlayArrowIcon from 'plain-icon:PlayArrow';
import { SUBSCRIPTION_ACTIONS } from '../../../../common/billing';
import type { SubscriptionAction, SubscriptionStatus } from '../../../../common/billing';
import { Button, ConfirmDialog } from '../../ui';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { useT } from '../../i18n/use-t';
import styles from './MySubscription.module.css';

const can = (action: SubscriptionAction, status: SubscriptionStatus) =>
  SUBSCRIPTION_ACTIONS[action].from.includes(status);

/** The actions sent at once, without asking: pause, then resume. */
const RUN_BUTTONS = [
  { action: 'pause', variant: 'outlined', Icon: PauseIcon },
  { action: 'resume', variant: 'contained', Icon: PlayArrowIcon },
] as const;

/** Pause, resume and cancel, as the status allows; cancelling asks first (`CancelDialog`). */
export function SubscriptionActions({
  status,
  busy,
  running,
  onRun,
  onCancel,
}: {
  status: SubscriptionStatus;
  busy: boolean;
  /** The action being sent, if any. */
  running: SubscriptionAction | undefined;
  onRun: (action: SubscriptionAction) => void;
  /** Cancel was asked for: the caller confirms it. */
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.actions}>
      {RUN_BUTTONS.filter(({ action }) => can(action, status)).map(({ action, variant, Icon }) => (
        <Button
          key={action}
          variant={variant}
          startIcon={<Icon />}
          onClick={() => onRun(action)}
          loading={running === action}
          disabled={busy}
        >
          {t(`billing.mySubscription.${action}`)}
        </Button>
      ))}
      {can('cancel', status) && (
        <Button tone="error" onClick={onCancel} disabled={busy}>
          {t('billing.mySubscription.cancel')}
        </Button>
      )}
    </div>
  );
}

export function CancelDialog({
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
      destructive
      title={t('billing.mySubscription.cancelTitle')}
      text={t('billing.mySubscription.cancelText')}
      cancelLabel={t('billing.mySubscription.keep')}
      confirmLabel={t('billing.mySubscription.cancelConfirm')}
      busy={busy}
      alert={<FormErrorAlert error={error} />}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
