import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useT } from '../i18n/use-t';
import type { LoginFailure } from './session';

/**
 * Spec point 8: the dialog telling that a sign-in (social included) could not load the user, or
 * that the account is suspended (with the reason staff gave); `LoginFailure.tsx` opens it
 * (loading it then) and takes the visitor to the sign-in route.
 */
export function LoginFailureDialog({
  failure,
  onClose,
}: {
  failure: LoginFailure | null;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={failure !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="login-failure-dialog"
    >
      <DialogTitle id={titleId}>
        {t(failure?.banned ? 'session.bannedTitle' : 'session.failureTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {failure?.message ?? t('session.failureText')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('session.failureClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
