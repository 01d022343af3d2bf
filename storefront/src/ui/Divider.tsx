import styles from './Divider.module.css';

/** A thin line between parts: across (an `<hr>`), or `vertical` between items of a row. */
export function Divider({
  vertical = false,
  className,
}: {
  vertical?: boolean;
  className?: string;
}) {
  return vertical ? (
    <span
      role="separator"
      aria-orientation="vertical"
      className={`${styles.vertical}${className ? ` ${className}` : ''}`}
    />
  ) : (
    <hr className={`${styles.divider}${className ? ` ${className}` : ''}`} />
  );
}
