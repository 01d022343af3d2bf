import type { ReactNode } from 'react';
import styles from './Badge.module.css';

/**
 * A count on an icon (unread messages, notices): nothing shows at 0, `max`+ above `max`. The
 * count is decoration: the control around says it in its name.
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
  children: ReactNode;
  'data-testid'?: string;
}) {
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
