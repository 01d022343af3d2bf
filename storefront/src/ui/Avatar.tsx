import type { CSSProperties, ReactNode } from 'react';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Its width and height in pixels (40 by default); the initials scale with it. */
  size?: number;
  /** The initials in the brand's colours, sized to the circle (a person); neutral grey otherwise. */
  brand?: boolean;
  /**
   * The picture over the initials (an `<img>`, e.g. `media/Picture`): it fills the circle, and
   * the initials show while there is none or it fails to load.
   */
  picture?: ReactNode;
  /** The initials (or an icon) under the picture. */
  children?: ReactNode;
  /** Decorative when a name stands beside it. */
  'aria-hidden'?: boolean;
  className?: string;
}

/** A round picture of a person, or their initials. */
export function Avatar({
  size = 40,
  brand = false,
  picture,
  children,
  className,
  ...rest
}: AvatarProps) {
  const style = { '--avatar-size': `${String(size)}px` } as CSSProperties;
  return (
    <span
      {...rest}
      className={[styles.avatar, brand ? styles.brand : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      {children}
      {picture}
    </span>
  );
}
