import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** What it says. It repeats a name the element already has; it never is the only name. */
  label: ReactNode;
  /** The element it describes (focusable): it is rendered as the tooltip's trigger. */
  children: ReactElement<Record<string, unknown>>;
  side?: 'top' | 'bottom';
}

/**
 * A label shown while the pointer rests on an element or the keyboard focuses it, hidden with
 * Escape; the element keeps its own accessible name.
 */
export function Tooltip({ label, children, side = 'bottom' }: TooltipProps) {
  return (
    <BaseTooltip.Root>
      <BaseTooltip.Trigger render={children} />
      <BaseTooltip.Portal>
        <BaseTooltip.Positioner className={styles.positioner} side={side} sideOffset={6}>
          <BaseTooltip.Popup className={styles.popup}>{label}</BaseTooltip.Popup>
        </BaseTooltip.Positioner>
      </BaseTooltip.Portal>
    </BaseTooltip.Root>
  );
}
