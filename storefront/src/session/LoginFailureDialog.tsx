import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_ROUTE, pathFor } from '../../../common/routes';
import { useT } from '../i18n/use-t';
import { useRegion } from '../routing/use-region';
import { useSession } from './session';

/**
 * Spec point 8: after a sign-in (social included) that could not load the user, the session is
 * already cleared; this dialog says so and takes the visitor to the sign-in route.
 */
export function LoginFailureDialog() {
  const t = useT();
  const { loginFailure, dismissLoginFailure } = useSession();
  const currentRegion = useRegion();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleId = useId();
  const textId = useId();
  const target = loginFailure ? pathFor(SIGN_IN_ROUTE, loginFailure.region ?? currentRegion) : null;

  // Go at once, under the dialog, so closing it leaves the visitor where they can try again.
  useEffect(() => {
    if (target && pathname !== target) navigate(target, { replace: true });
  }, [target, pathname, navigate]);

  return (
    <Dialog
      open={loginFailure !== null}
      onClose={dismissLoginFailure}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="login-failure-dialog"
    >
      <DialogTitle id={titleId}>{t('session.failureTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {loginFailure?.message ?? t('session.failureText')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismissLoginFailure} variant="contained" autoFocus>
          {t('session.failureClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
