import CloseIcon from 'plain-icon:Close';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';
import { scrollBehavior } from '../navigation/scroll-behavior';
import { Alert, IconButton } from '../ui';
import type { AlertProps } from '../ui';
import styles from './FormAlert.module.css';

export interface FormAlertProps extends Omit<AlertProps, 'role'> {
  /** Scroll it into view when it appears (true): false for a message about the page's state. */
  reveal?: boolean;
  /** A close button at its end ("Close the notice"). */
  onClose?: () => void;
  /** Spacing from a page not yet on the kit; a class (`className`) otherwise. */
}

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
  onClose,
  action,
  className,
  style,
  children,
  ...rest
}: FormAlertProps) {
  const t = useT();
  const alert = useRef<HTMLDivElement>(null);
  const shown = Boolean(children);
  useEffect(() => {
    if (shown && reveal) {
      alert.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
    }
  }, [shown, reveal]);
  if (!children) return null;
  // Without a place of its own it keeps 16px under it, as before.
  const placed = Boolean(className);
  return (
    <Alert
      ref={alert}
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      className={[styles.alert, placed ? '' : styles.spaced, className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={style}
      action={
        action ??
        (onClose ? (
          <IconButton label={t('notices.close')} size="small" onClick={onClose}>
            <CloseIcon fontSize="inherit" />
          </IconButton>
        ) : undefined)
      }
      {...rest}
    >
      {children}
    </Alert>
  );
}
