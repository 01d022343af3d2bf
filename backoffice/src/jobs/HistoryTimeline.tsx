import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Typography } from '@mui/material';
import { purple } from '@mui/material/colors';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { useDateTime } from '../components/dates';
import { StatusChip } from './StatusField';
import type { Job, JobHistoryEntry } from './types';

/** One colour per actor; staff, who settle disputes, stand out in amber. */
const DOT_COLORS: Record<JobHistoryEntry['actor'], string> = {
  prosker: 'primary.main',
  client: purple[500],
  staff: 'warning.main',
  system: 'text.disabled',
};

const Entry = ({ entry, last }: { entry: JobHistoryEntry; last: boolean }) => {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const at = dateTime(entry.at, { dateStyle: 'medium', timeStyle: 'short' });
  const actor = translate(`backoffice.jobs.actors.${entry.actor}`);
  const moved = entry.from !== null && entry.from !== entry.to;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      {/* The dot, and the line down to the next entry. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
        <Box
          sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: DOT_COLORS[entry.actor] }}
        />
        {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {translate(`backoffice.jobs.actions.${entry.action}`, { _: entry.action })}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary">
          {at} · {actor}
          {entry.actorId && entry.actorUsername ? (
            <>
              {' '}
              (<Link to={`/users/${entry.actorId}/show`}>{entry.actorUsername}</Link>)
            </>
          ) : null}
        </Typography>
        {moved || entry.from === null ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {entry.from ? (
              <>
                <StatusChip status={entry.from} />
                <ArrowForwardIcon fontSize="small" color="action" aria-hidden />
              </>
            ) : null}
            <StatusChip status={entry.to} />
          </Box>
        ) : null}
        {entry.comment ? (
          <Typography
            variant="body2"
            sx={{
              mt: 0.75,
              pl: 1,
              borderLeft: 3,
              borderColor: 'divider',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {entry.comment}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
};

/** The job's history, oldest first: who did what, from which status to which, and why. */
export const HistoryTimeline = () => {
  const job = useRecordContext<Job>();
  const translate = useTranslate();
  if (!job) return null;
  const history = job.history ?? [];
  if (history.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('backoffice.jobs.noHistory')}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, p: 0 }} data-testid="job-history">
      {history.map((entry, index) => (
        <Entry key={entry.id} entry={entry} last={index === history.length - 1} />
      ))}
    </Box>
  );
};
