import Alert from '@mui/material/Alert';
import type { AlertProps } from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import { scrollBehavior } from '../routing/ScrollManager';

/**
 * A message about the whole form. Errors are announced at once (role alert); success and
 * information politely (role status), so they do not interrupt what the reader was hearing.
 *
 * It answers something the reader just did (a save, a send), often from a button far below
 * it on a phone: when it appears outside the screen, the page scrolls just enough to show it
 * (clear of the sticky header). A message about the page's own state (a failed load, saved
 * data shown offline) says `reveal={false}` and stays where it is.
 */
export function FormAlert({
  severity = 'error',
  reveal = true,
  sx,
  children,
  ...rest
}: AlertProps & { reveal?: boolean }) {
  const alert = useRef<HTMLDivElement>(null);
  const shown = Boolean(children);
  useEffect(() => {
    if (shown && reveal) {
      alert.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
    }
  }, [shown, reveal]);
  if (!children) return null;
  return (
    <Alert
      ref={alert}
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      sx={[{ scrollMarginTop: '5rem', scrollMarginBottom: '1rem' }, sx ?? { mb: 2 }].flat()}
      {...rest}
    >
      {children}
    </Alert>
  );
}
