import type { ElementType, HTMLAttributes } from 'react';
import styles from './Surface.module.css';

export interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  /** `outlined` (a thin border, the default) or `elevated` (a shadow). */
  variant?: 'outlined' | 'elevated';
  as?: ElementType;
}

/** A sheet of paper on the page: a panel that groups what it holds. */
export function Surface({
  variant = 'outlined',
  as: Element = 'div',
  className,
  ...rest
}: SurfaceProps) {
  return (
    <Element
      className={`${styles.surface} ${styles[variant]}${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
