import { useRef } from 'react';
import { useT } from '../i18n/use-t';
import { Button, Dialog } from '../ui';
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
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={failure !== null}
      onClose={onClose}
      title={t(failure?.banned ? 'session.bannedTitle' : 'session.failureTitle')}
      description={failure?.message ?? t('session.failureText')}
      initialFocus={close}
      testId="login-failure-dialog"
      actions={
        <Button ref={close} onClick={onClose} variant="contained">
          {t('session.failureClose')}
        </Button>
      }
    />
  );
}
