import type { ElementType, HTMLAttributes, Ref } from 'react';
import styles from './Surface.module.css';

export interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  /** `outlined` (a thin border, the default) or `elevated` (a shadow). */
  variant?: 'outlined' | 'elevated';
  as?: ElementType;
  /** Room inside (16 px, 20 px from 600 px wide): a panel of text and controls. */
  padded?: boolean;
  /** The sheet's element (a page that scrolls to it or focuses it). */
  ref?: Ref<HTMLElement>;
}

/** A sheet of paper on the page: a panel that groups what it holds. */
export function Surface({
  variant = 'outlined',
  as: Element = 'div',
  padded = false,
  className,
  ...rest
}: SurfaceProps) {
  return (
    <Element
      className={`${styles.surface} ${styles[variant]}${padded ? ` ${styles.padded}` : ''}${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
