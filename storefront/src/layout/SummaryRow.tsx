import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One term and its value of a summary (`<dl>`), the value aligned to the end. */
export function SummaryRow({
  term,
  children,
  strong = false,
  nowrap = false,
  testId,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
  /** Amounts stay on one line; the term wraps instead. */
  nowrap?: boolean;
  testId?: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 0.75,
        fontWeight: strong ? 700 : 400,
        fontSize: strong ? '1.1rem' : undefined,
      }}
    >
      <Box
        component="dt"
        sx={{ color: strong ? 'text.primary' : 'text.secondary', flexShrink: nowrap ? 1 : 0 }}
      >
        {term}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          textAlign: 'end',
          minWidth: 0,
          ...(nowrap ? { whiteSpace: 'nowrap', flexShrink: 0 } : { overflowWrap: 'anywhere' }),
        }}
        data-testid={testId}
      >
        {children}
      </Box>
    </Box>
  );
}
