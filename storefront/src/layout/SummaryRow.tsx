import type { ReactNode } from 'react';
import styles from './SummaryRow.module.css';

/** One term and its value of a summary (`<dl>`), the value aligned to the end. */
export function SummaryRow({
  term,
  children,
  strong = false,
  nowrap = false,
  testId,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
  /** Amounts stay on one line; the term wraps instead. */
  nowrap?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={[styles.row, strong ? styles.strong : '', nowrap ? styles.nowrap : '']
        .filter(Boolean)
        .join(' ')}
    >
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
