import { cloneElement } from 'react';
import type { ButtonHTMLAttributes, HTMLAttributes, ReactElement, ReactNode } from 'react';
import styles from './List.module.css';

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A `<ul>` of `ListItem`s (`aria-label` or `aria-labelledby` names it where it needs one). */
export function List({ className, ...rest }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={join(styles.list, className)} {...rest} />;
}

export interface ListItemProps extends HTMLAttributes<HTMLLIElement> {
  /** Holds a `ListItemButton` that fills the row (no padding of its own). */
  action?: boolean;
}

/** One row, an `<li>`. */
export function ListItem({ action = false, className, ...rest }: ListItemProps) {
  return <li className={join(styles.item, action && styles.itemAction, className)} {...rest} />;
}

export interface ListItemButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A link instead of a button: `<RouteLink to="…" />` or `<a href="…" />`. */
  render?: ReactElement<{ className?: string; children?: ReactNode }>;
  /** Drawn as chosen (a link to the page shown is, by its `aria-current`). */
  selected?: boolean;
}

/** A row that does something (a button) or goes somewhere (a link, through `render`). */
export function ListItemButton({
  render,
  selected = false,
  className,
  type = 'button',
  children,
  ...rest
}: ListItemButtonProps) {
  const classes = join(styles.button, selected && styles.selected, className);
  if (render) return cloneElement(render, { className: classes, children, ...rest });
  return (
    <button type={type} className={classes} {...rest}>
      {children}
    </button>
  );
}

/** The icon at a row's start. */
export function ListItemIcon({ children }: { children: ReactNode }) {
  return (
    <span className={styles.icon} aria-hidden>
      {children}
    </span>
  );
}

/** A row's text, with an optional second line. */
export function ListItemText({
  primary,
  secondary,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
}) {
  return (
    <span className={styles.text}>
      <span className={styles.primary}>{primary}</span>
      {secondary && <span className={styles.secondary}>{secondary}</span>}
    </span>
  );
}
