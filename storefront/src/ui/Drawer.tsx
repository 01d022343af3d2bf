import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { CSSProperties, ReactNode } from 'react';
import { IconButton } from './Button';
import overlay from './overlay.module.css';
import styles from './Drawer.module.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The heading that names it (`aria-labelledby`), in its top bar. */
  title: ReactNode;
  /** The close button's name; with an icon, it closes from the top bar. */
  closeLabel: string;
  closeIcon: ReactNode;
  /** The edge it comes from: `end` by default (right, left in rtl pages). */
  side?: 'start' | 'end' | 'bottom';
  /** Its width at the side (CSS length); `min(320px, 85vw)` unless told. */
  width?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A side sheet (a modal dialog at an edge): focus trapped and returned, Escape and a click on the
 * backdrop close it, the page's scroll is locked.
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  closeIcon,
  side = 'end',
  width,
  className,
  testId,
  children,
}: DrawerProps) {
  const popupClass = [overlay.paper, styles.popup, styles[side], className ?? '']
    .filter(Boolean)
    .join(' ');
  const style = width ? ({ '--drawer-width': width } as CSSProperties) : undefined;
  return (
    <BaseDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={overlay.backdrop} />
        {/* Closing, it leaves the accessibility tree at once, not when its transition ends. */}
        <BaseDialog.Popup
          className={popupClass}
          style={style}
          data-testid={testId}
          aria-hidden={open ? undefined : true}
        >
          <div className={styles.header}>
            <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title>
            <IconButton label={closeLabel} onClick={onClose}>
              {closeIcon}
            </IconButton>
          </div>
          {children}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}
