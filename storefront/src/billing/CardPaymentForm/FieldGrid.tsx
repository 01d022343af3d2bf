import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Fields side by side in a grid of `columns` (a grid-template-columns, per breakpoint). */
export function FieldGrid({
  columns,
  children,
}: {
  columns: string | Partial<Record<'xs' | 'sm' | 'md', string>>;
  children: ReactNode;
}) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>{children}</Box>;
}
