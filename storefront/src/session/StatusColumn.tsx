import type { ReactNode } from 'react';
import styles from './StatusColumn.module.css';

/**
 * What the visitor is waiting for (a spinner and a line), centred in a column of at least
 * `minHeight`, and announced politely (role status) when it appears or changes.
 */
export function StatusColumn({
  minHeight,
  gap = 2,
  testId,
  children,
}: {
  minHeight: string;
  /** The space between its lines, in theme spacing units (8px). */
  gap?: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.column}
      role="status"
      aria-live="polite"
      data-testid={testId}
      style={{ minHeight, gap: gap * 8 }}
    >
      {children}
    </div>
  );
}
