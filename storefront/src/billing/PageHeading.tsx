import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A billing page's main heading, smaller on phones. */
export function PageHeading({ children, mb = 3 }: { children: ReactNode; mb?: number }) {
  return (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb }}>
      {children}
    </Typography>
  );
}
