import type { CSSProperties, ReactNode } from 'react';
import surfaces from './surfaces.module.css';

/** How many equal columns from each breakpoint on (one below the first given). */
export interface GridColumns {
  xs?: number;
  sm?: number;
  md?: number;
}

/**
 * A list (`<ul>`) of cards in a grid: by default one column on phones, two from the sm
 * breakpoint. The caller gives each card its `<li>`. `busy` tells screen readers the list is
 * being refreshed; `dimmed` shows that what it holds is about to be replaced. A plain element
 * (`surfaces.module.css`): the columns and gap go in as custom properties.
 */
export function CardList({
  label,
  labelledBy,
  columns = { sm: 2 },
  gap = 2,
  busy,
  dimmed = false,
  testId,
  children,
}: {
  label?: string;
  labelledBy?: string;
  columns?: GridColumns;
  /** The space between cards, in theme spacing units (8px). */
  gap?: number;
  busy?: boolean;
  dimmed?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  // Each breakpoint's count is set, so a list inside another never inherits the outer's.
  const xs = columns.xs ?? 1;
  const sm = columns.sm ?? xs;
  const style = {
    '--gap': `${gap * 8}px`,
    '--columns-xs': xs,
    '--columns-sm': sm,
    '--columns-md': columns.md ?? sm,
    opacity: dimmed ? 0.6 : undefined,
  } as CSSProperties;
  return (
    <ul
      className={surfaces.cardGrid}
      style={style}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      data-testid={testId}
    >
      {children}
    </ul>
  );
}

/** `count` skeleton cards where a `CardList` will be, in a busy list named `label`. */
export function CardListSkeleton({
  count,
  card,
  label,
  columns,
  testId,
}: {
  count: number;
  card: ReactNode;
  label: string;
  columns?: GridColumns;
  testId?: string;
}) {
  return (
    <CardList label={label} columns={columns} busy testId={testId}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>{card}</li>
      ))}
    </CardList>
  );
}

/** Terms and values (`<dl>`) in a grid: one column on phones, `columns` from the sm breakpoint. */
export function FactGrid({ columns = 2, children }: { columns?: number; children: ReactNode }) {
  const style = { '--columns-sm': columns } as CSSProperties;
  return (
    <dl className={surfaces.factGrid} style={style}>
      {children}
    </dl>
  );
}
