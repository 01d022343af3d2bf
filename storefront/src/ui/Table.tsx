import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import styles from './Table.module.css';

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Holds a table wider than the screen: it scrolls sideways and, as a focusable region named by
 * `label`, can be scrolled with the keyboard.
 */
export function TableContainer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.container} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export interface TableProps extends HTMLAttributes<HTMLTableElement> {
  /** Tighter rows. */
  size?: 'small' | 'medium';
}

/** A `<table>`; its caption (a `<caption>` child) or `aria-label` names it. */
export function Table({ size = 'medium', className, ...rest }: TableProps) {
  return (
    <table className={join(styles.table, size === 'small' && styles.small, className)} {...rest} />
  );
}

export function TableHead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={styles.head} {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={join(styles.row, className)} {...rest} />;
}

export interface TableCellProps
  extends
    TdHTMLAttributes<HTMLTableCellElement>,
    Pick<ThHTMLAttributes<HTMLTableCellElement>, 'scope'> {
  /** A header cell (`<th>`): the column's name in the head, the row's in the body. */
  header?: boolean;
  /** An amount or a count: aligned to the end, figures of one width. */
  numeric?: boolean;
}

export function TableCell({ header = false, numeric = false, className, ...rest }: TableCellProps) {
  const classes = join(styles.cell, numeric && styles.numeric, className);
  return header ? <th className={classes} {...rest} /> : <td className={classes} {...rest} />;
}
