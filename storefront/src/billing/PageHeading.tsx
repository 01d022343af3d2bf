import type { ReactNode } from 'react';
import { Text } from '../ui';
import styles from './billing.module.css';

/** A billing page's main heading, smaller on phones; `tight` when a line of intro follows. */
export function PageHeading({ children, tight = false }: { children: ReactNode; tight?: boolean }) {
  return (
    <Text
      variant="h1"
      className={tight ? `${styles.heading} ${styles.headingTight}` : styles.heading}
    >
      {children}
    </Text>
  );
}
