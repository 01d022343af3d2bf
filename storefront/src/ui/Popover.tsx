import { Popover as BasePopover } from '@base-ui/react/popover';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useReturnFocus } from './focus-return';
import overlay from './overlay.module.css';
import styles from './Popover.module.css';

export interface PopoverProps {
  /** The element it opens under (its button); open while it is set. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /**
   * Its name: a small heading at its top, or (with `titleHidden`) the name alone, for a panel
   * whose content brings its own heading (pass `labelledBy` then).
   */
  title?: ReactNode;
  /** The id of a heading inside `children` that names it, instead of `title`. */
  labelledBy?: string;
  /** The side of the anchor it aligns to: `start` (default) or `end`. */
  align?: 'start' | 'end';
  /** Inner padding (default); `false` for a panel drawing its own rows edge to edge. */
  padded?: boolean;
  id?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A panel opened by a button (a non-modal dialog): it takes the focus, closes with Escape or a
 * click outside and gives the focus back to the button. Rendered in a portal, placed under the
 * anchor and kept on screen.
 */
export function Popover({
  anchor,
  onClose,
  title,
  labelledBy,
  align = 'start',
  padded = true,
  id,
  className,
  testId,
  children,
}: PopoverProps) {
  const popup = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(anchor, popup);
  const popupClass = [
    overlay.paper,
    overlay.anchored,
    styles.popup,
    padded ? styles.padded : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <BasePopover.Root open={anchor !== null} onOpenChange={(next) => !next && onClose()}>
      <BasePopover.Portal>
        <BasePopover.Positioner
          className={overlay.anchoredPositioner}
          anchor={anchor}
          side="bottom"
          align={align}
          sideOffset={8}
          collisionPadding={16}
        >
          <BasePopover.Popup
            ref={popup}
            id={id}
            className={popupClass}
            aria-labelledby={labelledBy}
            finalFocus={returnFocus}
            data-testid={testId}
          >
            {title && <BasePopover.Title className={styles.title}>{title}</BasePopover.Title>}
            {children}
          </BasePopover.Popup>
        </BasePopover.Positioner>
      </BasePopover.Portal>
    </BasePopover.Root>
  );
}
