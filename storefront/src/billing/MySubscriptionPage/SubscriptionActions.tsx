import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { SUBSCRIPTION_ACTIONS } from '../../../../common/billing';
import type { SubscriptionAction, SubscriptionStatus } from '../../../../common/billing';
import { ConfirmDialog } from '../../ui';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { useT } from '../../i18n/use-t';

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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
      {RUN_BUTTONS.filter(({ action }) => can(action, status)).map(({ action, variant, Icon }) => (
        <Button
          key={action}
          variant={variant}
          startIcon={<Icon aria-hidden />}
          onClick={() => onRun(action)}
          loading={running === action}
          disabled={busy}
        >
          {t(`billing.mySubscription.${action}`)}
        </Button>
      ))}
      {can('cancel', status) && (
        <Button color="error" onClick={onCancel} disabled={busy}>
          {t('billing.mySubscription.cancel')}
        </Button>
      )}
    </Box>
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
