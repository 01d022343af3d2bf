import Paper from '@mui/material/Paper';
import type { PaperProps } from '@mui/material/Paper';
import type { ElementType } from 'react';

/** An outlined, rounded panel of the billing pages, with room inside; `sx` adds to it. */
export function BillingCard({
  sx,
  ...rest
}: Omit<PaperProps, 'variant'> & { component?: ElementType }) {
  return (
    <Paper
      variant="outlined"
      {...rest}
      sx={[{ p: { xs: 2, sm: 3 }, borderRadius: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
