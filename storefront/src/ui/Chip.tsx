import { cloneElement } from 'react';
import type { ElementType, MouseEventHandler, ReactElement, ReactNode } from 'react';
import styles from './Chip.module.css';

export interface ChipLook {
  /**
   * `outlined` (the default), `filled` in the brand's colour, `accent` in the accent colour,
   * `success` filled in the success colour (a state reached); `info`, `warning` and `error` a
   * state's light tint behind dark text (light on a dark tint in dark mode), AA for small text.
   */
  variant?: 'outlined' | 'filled' | 'accent' | 'success' | 'info' | 'warning' | 'error';
  /** `small` is 24px high, `medium` (the default) 32px. */
  size?: 'small' | 'medium';
  /** An icon before the label (decorative). */
  icon?: ReactNode;
  className?: string;
}

function chipClass(
  { variant = 'outlined', size = 'medium', icon, className }: ChipLook,
  control: boolean,
): string {
  return [
    styles.chip,
    styles[variant],
    styles[size],
    icon ? styles.withIcon : '',
    control ? styles.control : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
    </>
  );
}

export interface ChipProps extends ChipLook {
  children: ReactNode;
  /** `span` by default; `li` in a list of chips. */
  as?: ElementType;
  /** A button: the chip does something. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** A toggle (a filter on or off): a button with `aria-pressed`, filled while pressed. */
  pressed?: boolean;
  /** A button (`onClick` or `pressed`) that cannot be used now, drawn faint. */
  disabled?: boolean;
  /** A delete button at the end, named `deleteLabel` (required with it). */
  onDelete?: () => void;
  deleteLabel?: string;
  'data-testid'?: string;
}

/**
 * A short label: a category, a tag, a state. With `onClick` (or `pressed`) a button, with
 * `onDelete` a label and a button that removes it; see `LinkChip` for a link.
 */
export function Chip({
  as: Element = 'span',
  onClick,
  pressed,
  disabled,
  onDelete,
  deleteLabel,
  icon,
  children,
  'data-testid': testId,
  ...look
}: ChipProps) {
  const content = <Content icon={icon}>{children}</Content>;
  if (onClick || pressed !== undefined) {
    return (
      <button
        type="button"
        className={chipClass({ ...look, icon }, true)}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
        data-testid={testId}
      >
        {content}
      </button>
    );
  }
  return (
    <Element
      className={`${chipClass({ ...look, icon }, false)}${onDelete ? ` ${styles.deletable}` : ''}`}
      data-testid={testId}
    >
      {content}
      {onDelete ? (
        <button
          type="button"
          className={styles.delete}
          aria-label={deleteLabel}
          title={deleteLabel}
          onClick={onDelete}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z" />
          </svg>
        </button>
      ) : null}
    </Element>
  );
}

/**
 * A link drawn as a chip: `render={<RouteLink to="…" />}` (or `<a href="…" />`); it gets the
 * look and the children.
 */
export function LinkChip({
  render,
  icon,
  children,
  ...look
}: ChipLook & {
  render: ReactElement<{ className?: string; children?: ReactNode }>;
  children: ReactNode;
}) {
  return cloneElement(render, {
    className: chipClass({ ...look, icon }, true),
    children: <Content icon={icon}>{children}</Content>,
  });
}
