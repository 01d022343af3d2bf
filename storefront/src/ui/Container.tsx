import type { ElementType, HTMLAttributes } from 'react';
import styles from './Container.module.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The widest the content gets: `lg` 1200px (the page's width), `md` 900px for reading, `sm` 600px. */
  size?: 'sm' | 'md' | 'lg';
  as?: ElementType;
  /**
   * Room above and below, for the container that frames a page: `page` (24px, 40px from the md
   * breakpoint) for pages of work (lists, forms, the agenda), `reading` (32px, 48px) for pages
   * of reading (content, blog, FAQ, contact).
   */
  padded?: 'page' | 'reading';
}

/** The page's width, centred, with the room at its sides (16px, 24px from the sm breakpoint). */
export function Container({
  size = 'lg',
  as: Element = 'div',
  padded,
  className,
  ...rest
}: ContainerProps) {
  return (
    <Element
      className={[
        styles.container,
        size === 'lg' ? '' : styles[size],
        padded ? styles[padded] : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    />
  );
}

/** The container's classes, for a page module that composes with them (`composes: container`). */
export const containerClass = styles.container;
