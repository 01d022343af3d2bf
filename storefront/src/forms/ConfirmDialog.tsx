import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useT } from '../i18n/use-t';
import { FormErrorAlert } from './FormErrorAlert';

/**
 * Asks before something that cannot be undone: a title, a text, a way back (focused) and the
 * destructive action, busy while it runs. A refused action stays open with the server's message
 * (`error`, `null` while there is none). `lockWhileBusy` keeps the dialog open while the action
 * runs (no escape, no way back); `wrapActions` lets long button labels wrap onto two lines.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onClose,
  testId,
  lockWhileBusy = false,
  wrapActions = false,
}: {
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  /** The way back; "Cancel" unless given. */
  cancelLabel?: ReactNode;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
  lockWhileBusy?: boolean;
  wrapActions?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const locked = lockWhileBusy && busy;
  return (
    <Dialog
      open
      onClose={locked ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormErrorAlert error={error} />
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, ...(wrapActions ? { flexWrap: 'wrap', gap: 1 } : {}) }}>
        <Button onClick={onClose} autoFocus disabled={locked}>
          {cancelLabel ?? t('forms.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          loading={busy}
          disabled={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
