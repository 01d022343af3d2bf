import { Surface } from '../ui';
import type { SurfaceProps } from '../ui';
import styles from './billing.module.css';

/** An outlined panel of the billing pages, with room inside; `className` adds to it. */
export function BillingCard({ className, ...rest }: Omit<SurfaceProps, 'variant'>) {
  return <Surface className={className ? `${styles.card} ${className}` : styles.card} {...rest} />;
}
