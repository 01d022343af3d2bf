import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAgendaT } from '../agenda-text';
import type { CalendarLook } from './look';

/** A square of the legend. */
function Swatch({ label, sx }: { label: string; sx: object }) {
  return (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, border: 1, ...sx }} />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/** What the calendar's colours and patterns mean. */
export function Legend({ look, showRejected }: { look: CalendarLook; showRejected: boolean }) {
  const t = useAgendaT();
  return (
    <Box
      component="ul"
      aria-label={t('calendar.legend')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      <Swatch
        label={t('status.pending')}
        sx={{
          bgcolor: look.status.pending.bg,
          borderColor: look.status.pending.border,
          borderStyle: 'dashed',
        }}
      />
      <Swatch
        label={t('status.approved')}
        sx={{ bgcolor: look.status.approved.bg, borderColor: look.status.approved.border }}
      />
      <Swatch
        label={t('calendar.job')}
        sx={{ bgcolor: look.job.bg, borderColor: look.job.border }}
      />
      <Swatch
        label={t('calendar.jobPaid')}
        sx={{
          bgcolor: look.job.bg,
          borderColor: look.job.border,
          borderInlineStartWidth: 5,
          borderInlineStartColor: look.paid,
        }}
      />
      {showRejected && (
        <Swatch
          label={t('status.rejected')}
          sx={{ bgcolor: look.status.rejected.bg, borderColor: look.status.rejected.border }}
        />
      )}
      <Swatch
        label={t('calendar.outsideHours')}
        sx={{ bgcolor: look.closedBg, borderColor: 'divider' }}
      />
      <Swatch
        label={t('calendar.closedSpecial')}
        sx={{ background: look.closedStripes, borderColor: 'divider' }}
      />
      <Swatch
        label={t('calendar.specialHours')}
        sx={{ bgcolor: look.specialBg, borderColor: 'divider' }}
      />
    </Box>
  );
}
