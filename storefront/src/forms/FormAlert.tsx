import Alert from '@mui/material/Alert';
import type { AlertProps } from '@mui/material/Alert';

/**
 * A message about the whole form. Errors are announced at once (role alert); success and
 * information politely (role status), so they do not interrupt what the reader was hearing.
 */
export function FormAlert({ severity = 'error', children, ...rest }: AlertProps) {
  if (!children) return null;
  return (
    <Alert
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{ mb: 2 }}
      {...rest}
    >
      {children}
    </Alert>
  );
}
