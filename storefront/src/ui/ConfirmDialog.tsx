import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  /** Open unless told (a caller that mounts it only while asking leaves it out). */
  open?: boolean;
  title: ReactNode;
  /** What confirming does, in a sentence. */
  text?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * The action: while the promise it may return runs the confirm button is busy and the dialog
   * stays open; it closes through `onCancel` or the caller once done.
   */
  onConfirm: () => unknown;
  onCancel: () => void;
  /** The action cannot be undone (a deletion): the confirm button is drawn in the error tone. */
  destructive?: boolean;
  /** Busy from outside (a mutation's pending state). */
  busy?: boolean;
  /** Shown above the text: the alert of a refused action. */
  alert?: ReactNode;
  testId?: string;
  /** More to say or fill in above the buttons. */
  children?: ReactNode;
}

/**
 * Asks before an action (a modal dialog): the cancel button takes the focus, so Enter never
 * confirms by accident; Escape or a click outside cancels, unless the action runs.
 */
export function ConfirmDialog({
  open = true,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  busy = false,
  alert,
  testId,
  children,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const working = busy || running;
  const confirm = () => {
    const result = onConfirm();
    if (result instanceof Promise) {
      setRunning(true);
      void result.finally(() => setRunning(false));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={text}
      status={alert}
      busy={working}
      initialFocus={cancelRef}
      testId={testId}
      actions={
        <>
          <Button ref={cancelRef} onClick={onCancel} disabled={working}>
            {cancelLabel}
          </Button>
          <Button
            variant="contained"
            tone={destructive ? 'error' : 'primary'}
            onClick={confirm}
            loading={working}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
