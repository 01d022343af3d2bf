import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One column on phones, `columns` equal columns from the sm breakpoint. */
function columnsFromSm(columns: number) {
  return { xs: 'minmax(0, 1fr)', sm: `repeat(${columns}, minmax(0, 1fr))` };
}

/** A list (`<ul>`) of cards: one column on phones, two from the sm breakpoint. */
export function CardList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: columnsFromSm(2),
      }}
    >
      {children}
    </Box>
  );
}

/** Terms and values (`<dl>`) in a grid: one column on phones, `columns` from the sm breakpoint. */
export function FactGrid({ columns = 2, children }: { columns?: number; children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: columnsFromSm(columns) }}
    >
      {children}
    </Box>
  );
}
