import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/** A loading placeholder (decorative: the list around it says it is busy). */
export function Skeleton({
  variant,
  width,
  height,
  fontSize,
}: {
  variant: 'text' | 'circular' | 'rounded';
  width?: number | string;
  height?: number | string;
  /** A text line's size (its height follows it). */
  fontSize?: string;
}) {
  const style: CSSProperties = { width, height, fontSize };
  return <span className={`${styles.skeleton} ${styles[variant]}`} style={style} aria-hidden />;
}
