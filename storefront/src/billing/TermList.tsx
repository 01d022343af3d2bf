import type { HTMLAttributes } from 'react';
import styles from './billing.module.css';

/** A description list laid out as two columns: each term, then its value; `className` adds gaps. */
export function TermList({ className, ...rest }: HTMLAttributes<HTMLDListElement>) {
  return (
    <dl className={className ? `${styles.termList} ${className}` : styles.termList} {...rest} />
  );
}
