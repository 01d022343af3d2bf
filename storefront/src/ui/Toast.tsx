import { Toast as BaseToast } from '@base-ui/react/toast';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import styles from './Toast.module.css';

export type ToastTone = 'neutral' | 'success' | 'info' | 'warning';

export interface ToastProps {
  open: boolean;
  /** It closed: its time ran out or the visitor closed it. */
  onClose: () => void;
  /** Hides itself after this many milliseconds (paused while hovered or focused); never if unset. */
  autoHideMs?: number;
  tone?: ToastTone;
  /** An icon before the message. */
  icon?: ReactNode;
  /** Buttons after the message (the kit's `Button`s with `tone="inherit"`). */
  action?: ReactNode;
  /** With `closeIcon`, a close button named so. */
  closeLabel?: string;
  closeIcon?: ReactNode;
  /** An alert (assertive) rather than a status (polite): a problem the user must know. */
  urgent?: boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * A notice at the bottom of the screen that does not take the focus: announced in a live region
 * (polite unless `urgent`), it may hide itself after a while and hold an action and a close
 * button. One per component; a second one stacks above it.
 */
export function Toast(props: ToastProps) {
  return (
    <BaseToast.Provider>
      <ToastShown {...props} />
    </BaseToast.Provider>
  );
}

function ToastShown({
  open,
  onClose,
  autoHideMs,
  tone = 'neutral',
  icon,
  action,
  closeLabel,
  closeIcon,
  urgent = false,
  testId,
  children,
}: ToastProps) {
  const manager = BaseToast.useToastManager();
  const shown = useRef<string | null>(null);
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    if (open && shown.current === null) {
      const id = manager.add({
        timeout: autoHideMs ?? 0,
        onClose: () => {
          if (shown.current !== id) return;
          shown.current = null;
          closed.current();
        },
      });
      shown.current = id;
    } else if (!open && shown.current !== null) {
      const id = shown.current;
      shown.current = null;
      manager.close(id);
    }
  }, [open, autoHideMs, manager]);

  return (
    <BaseToast.Portal>
      <BaseToast.Viewport className={styles.viewport}>
        {manager.toasts.map((toast) => (
          <BaseToast.Root
            key={toast.id}
            toast={toast}
            swipeDirection="down"
            className={`${styles.toast} ${styles[tone]}`}
            role={urgent ? 'alert' : 'status'}
            data-testid={testId}
          >
            {icon && (
              <span className={styles.icon} aria-hidden>
                {icon}
              </span>
            )}
            <BaseToast.Description className={styles.message}>{children}</BaseToast.Description>
            {(action || closeIcon) && (
              <span className={styles.actions}>
                {action}
                {closeIcon && closeLabel && (
                  <BaseToast.Close
                    className={styles.close}
                    aria-label={closeLabel}
                    title={closeLabel}
                  >
                    {closeIcon}
                  </BaseToast.Close>
                )}
              </span>
            )}
          </BaseToast.Root>
        ))}
      </BaseToast.Viewport>
    </BaseToast.Portal>
  );
}
