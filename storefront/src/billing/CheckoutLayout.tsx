import type { ReactNode } from 'react';
import { Surface, Text } from '../ui';
import styles from './billing.module.css';

/**
 * A checkout page's body: the card form in an outlined panel, and its summary beside it on wide
 * screens (sticky, to the end) or above it on phones.
 */
export function CheckoutLayout({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.checkout}>
      <div className={styles.checkoutSummary}>{summary}</div>
      <Surface padded className={styles.checkoutForm}>
        {children}
      </Surface>
    </div>
  );
}

/** What the card is charged today, above the card form. */
export function PayTodayRow({ label, amount }: { label: ReactNode; amount: ReactNode }) {
  return (
    <div className={styles.payToday}>
      <Text strong>{label}</Text>
      <Text className={styles.payTodayAmount} data-testid="pay-today">
        {amount}
      </Text>
    </div>
  );
}
