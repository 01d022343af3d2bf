import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../app/use-page-title';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Sign-up has many fields and gets a wider card. */
  wide?: boolean;
  children: ReactNode;
  testId?: string;
}

/** The card every sign-in, sign-up and password page sits in, full width on a phone. */
export function AuthLayout({ title, intro, wide = false, children, testId }: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <Container maxWidth={wide ? 'sm' : 'xs'} sx={{ py: { xs: 3, md: 6 }, px: { xs: 2 } }}>
      <Paper
        variant="outlined"
        data-testid={testId}
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, mb: 1 }}>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        <Box sx={{ mt: intro ? 0 : 2 }}>{children}</Box>
      </Paper>
    </Container>
  );
}
