import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_ROUTE, pathFor } from '../../../common/routes';
import { LazyPart, lazyPart, useOpenedOnce } from '../navigation/lazy-part';
import { useRegion } from '../navigation/use-region';
import { useSession } from './session';

/** The dialog's code comes with the first failure. */
const LoginFailureDialog = lazyPart(() =>
  import('./LoginFailureDialog').then((m) => m.LoginFailureDialog),
);

/**
 * Spec point 8: after a sign-in (social included) that could not load the user, the session is
 * already cleared; a dialog says so and the visitor is taken to the sign-in route.
 */
export function LoginFailure() {
  const { loginFailure, dismissLoginFailure } = useSession();
  const currentRegion = useRegion();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const opened = useOpenedOnce(loginFailure !== null);
  const target = loginFailure ? pathFor(SIGN_IN_ROUTE, loginFailure.region ?? currentRegion) : null;

  // Go at once, under the dialog, so closing it leaves the visitor where they can try again.
  useEffect(() => {
    if (target && pathname !== target) navigate(target, { replace: true });
  }, [target, pathname, navigate]);

  return opened ? (
    <LazyPart>
      <LoginFailureDialog failure={loginFailure} onClose={dismissLoginFailure} />
    </LazyPart>
  ) : null;
}
