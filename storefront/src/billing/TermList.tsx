import Box from '@mui/material/Box';
import type { BoxProps } from '@mui/material/Box';

/** A description list laid out as two columns: each term, then its value. */
export function TermList({ sx, ...rest }: Omit<BoxProps<'dl'>, 'component'>) {
  return (
    <Box
      component="dl"
      {...rest}
      sx={[
        { m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
