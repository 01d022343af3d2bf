import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { apiSend } from '../api/api-client';
import { useT } from '../i18n/use-t';
import { FormAlert } from './FormAlert';
import { generalErrorText } from './server-errors';

/**
 * Asks before deleting something the user owns, sends the DELETE, and closes once the caller
 * has refreshed what it shows. A refused delete stays open with the server's message.
 */
export function ConfirmDeleteDialog({
  path,
  title,
  text,
  confirmLabel,
  onClose,
  onDeleted,
}: {
  path: string;
  title: string;
  text: string;
  confirmLabel: string;
  onClose: () => void;
  onDeleted: () => Promise<unknown>;
}) {
  const t = useT();
  const titleId = useId();
  const remove = useMutation({
    mutationFn: () => apiSend(path, { method: 'DELETE' }),
    onSuccess: async () => {
      await onDeleted();
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {remove.isError && <FormAlert>{generalErrorText(remove.error, t)}</FormAlert>}
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {t('forms.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => remove.mutate()}
          loading={remove.isPending}
          disabled={remove.isPending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
