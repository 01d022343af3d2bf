import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BillingCard } from './BillingCard';

/**
 * A checkout page's body: the card form in an outlined panel, and its summary beside it on wide
 * screens (sticky, to the end) or above it on phones.
 */
export function CheckoutLayout({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, position: { md: 'sticky' }, top: 88 }}>
        {summary}
      </Box>
      <BillingCard sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>{children}</BillingCard>
    </Box>
  );
}

/** What the card is charged today, above the card form. */
export function PayTodayRow({ label, amount }: { label: ReactNode; amount: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        mb: 2,
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.35rem' }} data-testid="pay-today">
        {amount}
      </Typography>
    </Box>
  );
}
