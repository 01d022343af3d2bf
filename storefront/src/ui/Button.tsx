import { cloneElement } from 'react';
import type { ButtonHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'contained' | 'outlined' | 'text';
export type ButtonTone = 'primary' | 'secondary' | 'error' | 'success' | 'warning' | 'inherit';
export type ButtonSize = 'small' | 'medium' | 'large';

/** How a button looks, the same for a `<button>` and for a link drawn as one. */
export interface ButtonLook {
  /** `text` by default: the quietest; `contained` for the page's main action. */
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon before the label; `directionalIcon` mirrors it right to left. */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** The icons point a way (an arrow): mirrored in right-to-left pages. */
  directionalIcon?: boolean;
  className?: string;
}

/** The class list of a button's look, for the rare element that is neither of the two below. */
export function buttonClass({
  variant = 'text',
  tone = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
}: ButtonLook): string {
  return [
    styles.button,
    styles[variant],
    styles[tone],
    styles[size],
    fullWidth ? styles.fullWidth : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({
  startIcon,
  endIcon,
  directionalIcon,
  loading,
  children,
}: Pick<ButtonLook, 'startIcon' | 'endIcon' | 'directionalIcon'> & {
  loading?: boolean;
  children: ReactNode;
}) {
  const iconClass = `${styles.icon}${directionalIcon ? ` ${styles.directional}` : ''}`;
  return (
    <>
      {startIcon ? <span className={iconClass}>{startIcon}</span> : null}
      {children}
      {endIcon ? <span className={iconClass}>{endIcon}</span> : null}
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
    </>
  );
}

export interface ButtonProps
  extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Busy: the label stays for its width, a spinner shows and the button is disabled. */
  loading?: boolean;
  /** A toggle (on or off): `aria-pressed`, tinted while pressed. */
  pressed?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button (`type="button"` unless told). */
export function Button({
  variant,
  tone,
  size,
  fullWidth,
  startIcon,
  endIcon,
  directionalIcon,
  className,
  loading = false,
  pressed,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const look = buttonClass({ variant, tone, size, fullWidth, className });
  return (
    <button
      type={type}
      className={loading ? `${look} ${styles.busy}` : look}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-pressed={pressed}
      {...rest}
    >
      <Content {...{ startIcon, endIcon, directionalIcon, loading }}>{children}</Content>
    </button>
  );
}

export interface LinkButtonProps extends ButtonLook {
  /**
   * The link to draw as a button: `<RouteLink to="…" />` for a page of ours, `<a href="…" />`
   * for another site. It gets the look and the children.
   */
  render: ReactElement<{ className?: string; children?: ReactNode }>;
  children: ReactNode;
}

/** A link that looks like a button: it goes somewhere, a button does something. */
export function LinkButton({
  render,
  children,
  startIcon,
  endIcon,
  directionalIcon,
  ...look
}: LinkButtonProps) {
  return cloneElement(render, {
    className: buttonClass(look),
    children: <Content {...{ startIcon, endIcon, directionalIcon }}>{children}</Content>,
  });
}

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'aria-label'
> {
  /** The button's name for screen readers and its tooltip: an icon alone says nothing. */
  label: string;
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Pulls the button to the edge it sits at, so its icon lines up with the text around. */
  edge?: 'start' | 'end';
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * An icon button's classes, for a link that holds one icon (a way back): the link's
 * `aria-label` and `title` name it, as `label` does the button's.
 */
export function iconButtonClass({
  tone = 'inherit',
  size = 'medium',
  edge,
  className,
}: Pick<IconButtonProps, 'tone' | 'size' | 'edge' | 'className'>): string {
  return [
    styles.iconButton,
    styles[tone],
    styles[size],
    edge === 'start' ? styles.edgeStart : edge === 'end' ? styles.edgeEnd : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A round button holding one icon. */
export function IconButton({
  label,
  tone = 'inherit',
  size = 'medium',
  edge,
  className,
  type = 'button',
  title,
  children,
  ...rest
}: IconButtonProps) {
  const classes = iconButtonClass({ tone, size, edge, className });
  return (
    <button type={type} className={classes} aria-label={label} title={title ?? label} {...rest}>
      {children}
    </button>
  );
}

export interface IconLinkButtonProps {
  /** The link: `<RouteLink to="…" />` or `<a href="…" />`; it gets the look and the icon. */
  render: ReactElement<{
    className?: string;
    children?: ReactNode;
    'aria-label'?: string;
    title?: string;
  }>;
  /** The link's name for screen readers and its tooltip. */
  label: string;
  tone?: ButtonTone;
  size?: ButtonSize;
  edge?: 'start' | 'end';
  className?: string;
  children: ReactNode;
}

/** A link drawn as an `IconButton` (a question's own anchor, say). */
export function IconLinkButton({
  render,
  label,
  tone = 'inherit',
  size = 'medium',
  edge,
  className,
  children,
}: IconLinkButtonProps) {
  const classes = iconButtonClass({ tone, size, edge, className });
  return cloneElement(render, { className: classes, 'aria-label': label, title: label, children });
}
