import type { ReactNode } from 'react';
import styles from './Badge.module.css';

/**
 * A count on an icon (unread messages, notices): nothing shows at 0, `max`+ above `max`. The
 * count is decoration: the control around says it in its name. Without `children` it stands
 * alone in the line (a row's count of unread messages).
 */
export function Badge({
  count,
  max = 99,
  tone = 'error',
  children,
  'data-testid': testId,
}: {
  count: number;
  max?: number;
  tone?: 'error' | 'primary';
  children?: ReactNode;
  'data-testid'?: string;
}) {
  if (children === undefined) {
    return count > 0 ? (
      <span
        className={`${styles.badge} ${styles.inline} ${styles[tone]}`}
        aria-hidden="true"
        data-testid={testId}
      >
        {count > max ? `${String(max)}+` : String(count)}
      </span>
    ) : null;
  }
  return (
    <span className={styles.root}>
      {children}
      {count > 0 ? (
        <span className={`${styles.badge} ${styles[tone]}`} aria-hidden="true" data-testid={testId}>
          {count > max ? `${String(max)}+` : String(count)}
        </span>
      ) : null}
    </span>
  );
}
