import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { SUBSCRIPTION_ACTIONS } from '../../../../common/billing';
import type { SubscriptionAction, SubscriptionStatus } from '../../../../common/billing';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { useT } from '../../i18n/use-t';

const can = (action: SubscriptionAction, status: SubscriptionStatus) =>
  SUBSCRIPTION_ACTIONS[action].from.includes(status);

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
      {can('pause', status) && (
        <Button
          variant="outlined"
          startIcon={<PauseIcon aria-hidden />}
          onClick={() => onRun('pause')}
          loading={running === 'pause'}
          disabled={busy}
        >
          {t('billing.mySubscription.pause')}
        </Button>
      )}
      {can('resume', status) && (
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon aria-hidden />}
          onClick={() => onRun('resume')}
          loading={running === 'resume'}
          disabled={busy}
        >
          {t('billing.mySubscription.resume')}
        </Button>
      )}
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
