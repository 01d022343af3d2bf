import { Button } from '../ui';
import type { ButtonProps } from '../ui';

/** Disabled while sending, with a busy state screen readers can hear; a second click cannot resend. */
export function SubmitButton({
  busy,
  children,
  ...rest
}: Omit<ButtonProps, 'loading'> & { busy: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" loading={busy} {...rest}>
      {children}
    </Button>
  );
}
