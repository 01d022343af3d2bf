import { Menu as BaseMenu } from '@base-ui/react/menu';
import { useRef } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useReturnFocus } from './focus-return';
import overlay from './overlay.module.css';
import styles from './Menu.module.css';

export interface MenuProps {
  /** The element it opens under (its button); open while it is set. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The menu's name for screen readers. */
  label: string;
  /** The side of the anchor it aligns to: `end` (default) or `start`. */
  align?: 'start' | 'end';
  id?: string;
  testId?: string;
  /** `MenuItem`, `MenuLinkItem` and `MenuSeparator`. */
  children: ReactNode;
}

/**
 * A menu of actions and links opened by a button (WAI-ARIA menu): the first item takes the
 * focus, arrows and Home/End move between items, typing a letter jumps to an item, Escape or a
 * click outside closes it and the focus goes back to the button. Choosing an item closes it.
 */
export function Menu({ anchor, onClose, label, align = 'end', id, testId, children }: MenuProps) {
  const popup = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(anchor, popup);
  return (
    <BaseMenu.Root
      open={anchor !== null}
      onOpenChange={(next) => !next && onClose()}
      // Its button is the page's own: opened, the focus goes to the first item (WAI-ARIA's menu
      // button), by mouse and keyboard alike.
      onOpenChangeComplete={(open) => {
        if (open) popup.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
      }}
    >
      <BaseMenu.Portal>
        <BaseMenu.Positioner
          className={overlay.anchoredPositioner}
          anchor={anchor}
          side="bottom"
          align={align}
          sideOffset={4}
          collisionPadding={8}
        >
          <BaseMenu.Popup
            ref={popup}
            id={id}
            className={`${overlay.paper} ${overlay.anchored} ${styles.popup}`}
            aria-label={label}
            finalFocus={returnFocus}
            data-testid={testId}
          >
            {children}
          </BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}

function ItemContent({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      {children}
    </>
  );
}

export interface MenuItemProps {
  onClick?: () => void;
  /** An icon before the label. */
  icon?: ReactNode;
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A menu item that does something (a `menuitem` button). */
export function MenuItem({ onClick, icon, disabled, testId, children }: MenuItemProps) {
  return (
    <BaseMenu.Item
      className={styles.item}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      <ItemContent icon={icon}>{children}</ItemContent>
    </BaseMenu.Item>
  );
}

export interface MenuLinkItemProps {
  /** The link: `<RouteLink to="…" />` for a page of ours, `<a href="…" />` for another site. */
  render: ReactElement;
  icon?: ReactNode;
  onClick?: () => void;
  testId?: string;
  children: ReactNode;
}

/** A menu item that goes somewhere (a `menuitem` link). */
export function MenuLinkItem({ render, icon, onClick, testId, children }: MenuLinkItemProps) {
  return (
    <BaseMenu.LinkItem
      className={styles.item}
      render={render}
      onClick={onClick}
      closeOnClick
      data-testid={testId}
    >
      <ItemContent icon={icon}>{children}</ItemContent>
    </BaseMenu.LinkItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <BaseMenu.Separator className={styles.separator} />;
}
