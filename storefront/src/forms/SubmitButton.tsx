import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';

/** Disabled while sending, with a busy state screen readers can hear; a second click cannot resend. */
export function SubmitButton({ busy, children, ...rest }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      loading={busy}
      aria-busy={busy}
      {...rest}
    >
      {children}
    </Button>
  );
}
