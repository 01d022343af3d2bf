import { cloneElement } from 'react';
import type { ElementType, HTMLAttributes, ReactElement, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `div` by default; `li` in a list of cards, `article` for a post. */
  as?: ElementType;
}

/** An outlined card filling its grid cell; its content stacks in a column. */
export function Card({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element className={`${styles.card}${className ? ` ${className}` : ''}`} {...rest} />;
}

/**
 * The whole card (or its main part) as one link: a tint on hover, a ring on keyboard focus.
 * `render` is the link (`<RouteLink to="…" />` or `<a href="…" />`); it gets the look and the
 * children.
 */
export function CardLink({
  render,
  className,
  children,
}: {
  render: ReactElement<{ className?: string; children?: ReactNode }>;
  className?: string;
  children: ReactNode;
}) {
  return cloneElement(render, {
    className: `${styles.link}${className ? ` ${className}` : ''}`,
    children,
  });
}

/** The card's padded content. */
export function CardContent({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element className={`${styles.content}${className ? ` ${className}` : ''}`} {...rest} />;
}

/** The card's row of actions under its content. */
export function CardActions({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element className={`${styles.actions}${className ? ` ${className}` : ''}`} {...rest} />;
}
