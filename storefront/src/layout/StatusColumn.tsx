import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * What the visitor is waiting for (a spinner and a line), centred in a column of at least
 * `minHeight`, and announced politely (role status) when it appears or changes.
 */
export function StatusColumn({
  minHeight,
  gap = 2,
  testId,
  children,
}: {
  minHeight: string;
  gap?: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid={testId}
      sx={{
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap,
        px: 2,
      }}
    >
      {children}
    </Box>
  );
}
