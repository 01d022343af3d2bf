import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/** A loading placeholder (decorative: the region around it says it is busy). */
export function Skeleton({
  variant = 'text',
  width,
  height,
  fontSize,
  className,
}: {
  /** `text` a line of text (by default), `circular` an avatar, `rounded` or `rectangular` a box. */
  variant?: 'text' | 'circular' | 'rounded' | 'rectangular';
  width?: number | string;
  height?: number | string;
  /** A text line's size (its height follows it). */
  fontSize?: string;
  className?: string;
}) {
  const style: CSSProperties = { width, height, fontSize };
  return (
    <span
      className={`${styles.skeleton} ${styles[variant]}${className ? ` ${className}` : ''}`}
      style={style}
      aria-hidden
    />
  );
}
