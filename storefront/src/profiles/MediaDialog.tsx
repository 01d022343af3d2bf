import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { Button, Dialog } from '../ui';
import styles from './MediaDialog.module.css';

/** A photo or video opened large, under `title`, with "Close" (loaded when first opened). */
export function MediaDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<span className={styles.title}>{title}</span>}
      size="lg"
      className={styles.dialog}
      initialFocus={close}
      actions={
        <Button ref={close} onClick={onClose}>
          {t('profile.close')}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
