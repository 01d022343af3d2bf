import type { CSSProperties } from 'react';
import styles from './Stars.module.css';

/**
 * A rating out of five as five stars filled to the nearest half star (plain text, no runtime
 * styles). With `label` it is an image of that name; without, decoration beside words that
 * say the rating.
 */
export function Stars({
  value,
  size = 'small',
  label,
}: {
  value: number;
  size?: 'small' | 'medium';
  label?: string;
}) {
  const filled = { '--filled': `${(Math.round(value * 2) / 10) * 100}%` } as CSSProperties;
  return (
    <span
      className={`${styles.stars} ${styles[size]}`}
      style={filled}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {'\u2605\u2605\u2605\u2605\u2605'}
    </span>
  );
}
