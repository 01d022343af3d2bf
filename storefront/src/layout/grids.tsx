import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** How many equal columns from each breakpoint on (one below the first given). */
export interface GridColumns {
  xs?: number;
  sm?: number;
  md?: number;
}

function repeatColumns(count: number) {
  return count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`;
}

function templateOf({ xs = 1, sm, md }: GridColumns) {
  return {
    xs: repeatColumns(xs),
    ...(sm === undefined ? {} : { sm: repeatColumns(sm) }),
    ...(md === undefined ? {} : { md: repeatColumns(md) }),
  };
}

/**
 * A list (`<ul>`) of cards in a grid: by default one column on phones, two from the sm
 * breakpoint. The caller gives each card its `<li>`. `busy` tells screen readers the list is
 * being refreshed.
 */
export function CardList({
  label,
  labelledBy,
  columns = { sm: 2 },
  gap = 2,
  busy,
  testId,
  sx,
  children,
}: {
  label?: string;
  labelledBy?: string;
  columns?: GridColumns;
  /** The space between cards, in theme spacing units. */
  gap?: number;
  busy?: boolean;
  testId?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      data-testid={testId}
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap,
          gridTemplateColumns: templateOf(columns),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
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
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: templateOf({ sm: columns }) }}
    >
      {children}
    </Box>
  );
}
