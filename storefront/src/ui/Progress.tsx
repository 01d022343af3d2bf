import type { CSSProperties } from 'react';
import styles from './Progress.module.css';

/** What names a progress indicator for screen readers (or nothing: decoration beside words). */
interface ProgressName {
  /** Its accessible name; without it (or `labelledBy`) the indicator is hidden from them. */
  label?: string;
  /** The id of the text that names it. */
  labelledBy?: string;
  className?: string;
  'data-testid'?: string;
}

function nameProps({ label, labelledBy }: ProgressName) {
  return label || labelledBy
    ? { role: 'progressbar', 'aria-label': label, 'aria-labelledby': labelledBy }
    : { 'aria-hidden': true as const };
}

/** A spinning circle for a wait of unknown length; `size` in pixels (40 by default). */
export function Spinner({
  size = 40,
  ...name
}: ProgressName & {
  size?: number;
}) {
  return (
    <span
      {...nameProps(name)}
      className={`${styles.spinner}${name.className ? ` ${name.className}` : ''}`}
      style={{ '--spinner-size': `${String(size)}px` } as CSSProperties}
      data-testid={name['data-testid']}
    />
  );
}

/**
 * A bar: with `value` (0 to 100) how much is done, announced as the progress bar's value;
 * without, a wait of unknown length.
 */
export function LinearProgress({
  value,
  tone = 'primary',
  ...name
}: ProgressName & {
  value?: number;
  /** The bar's colour: the brand's, or success (a goal reached). */
  tone?: 'primary' | 'success';
}) {
  const determinate = value !== undefined;
  const done = determinate ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <span
      {...nameProps(name)}
      {...(determinate && (name.label || name.labelledBy)
        ? { 'aria-valuenow': Math.round(done), 'aria-valuemin': 0, 'aria-valuemax': 100 }
        : {})}
      className={[
        styles.track,
        tone === 'success' ? styles.success : '',
        determinate ? styles.determinate : styles.indeterminate,
        name.className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ '--done': `${String(done)}%` } as CSSProperties}
      data-testid={name['data-testid']}
    >
      <span className={styles.bar} />
    </span>
  );
}
