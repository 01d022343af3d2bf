import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ReactNode, RefObject } from 'react';
import overlay from './overlay.module.css';
import styles from './Dialog.module.css';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop or a close action. */
  onClose: () => void;
  /** The heading that names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** A line under the title that describes it (`aria-describedby`). */
  description?: ReactNode;
  /** A message above the description (a refused action's alert). */
  status?: ReactNode;
  /** The buttons at its foot, the main action last. */
  actions?: ReactNode;
  /** Its widest: `sm` 444 px (default), `md` 600 px, `lg` 900 px. */
  size?: DialogSize;
  /** The whole screen (phones, for a long form). */
  fullScreen?: boolean;
  /** `alertdialog` for a question that needs an answer: a click outside does not close it. */
  role?: 'dialog' | 'alertdialog';
  /** Closing is held off (an action runs): Escape and a click outside do nothing. */
  busy?: boolean;
  /** The element focused on opening (the first focusable one unless told). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  testId?: string;
  children?: ReactNode;
}

/**
 * A modal dialog: rendered in a portal over a backdrop, it takes the focus and keeps it inside,
 * closes with Escape, locks the page's scroll and gives the focus back to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  status,
  actions,
  size = 'sm',
  fullScreen = false,
  role = 'dialog',
  busy = false,
  initialFocus,
  className,
  testId,
  children,
}: DialogProps) {
  const Base = role === 'alertdialog' ? BaseAlertDialog : BaseDialog;
  const popupClass = [
    overlay.paper,
    styles.popup,
    styles[size],
    fullScreen ? styles.fullScreen : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Base.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <Base.Portal>
        <Base.Backdrop className={overlay.backdrop} />
        {/* Closing, it leaves the accessibility tree at once, not when its transition ends. */}
        <Base.Popup
          className={popupClass}
          initialFocus={initialFocus}
          data-testid={testId}
          aria-hidden={open ? undefined : true}
        >
          <Base.Title className={styles.title}>{title}</Base.Title>
          {(status || description || children) && (
            <div className={styles.body}>
              {status}
              {description && (
                <Base.Description className={styles.description}>{description}</Base.Description>
              )}
              {children}
            </div>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </Base.Popup>
      </Base.Portal>
    </Base.Root>
  );
}
