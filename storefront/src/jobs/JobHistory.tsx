import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Region } from '../../../common/regions';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { JobStatusChip } from './JobStatusChip';
import type { JobHistoryEntry } from './jobs-api';
import { SectionPanel } from './parts';

const KNOWN_ACTIONS = [
  'create',
  'edit',
  'acceptOffer',
  'declineOffer',
  'withdrawOffer',
  'accept',
  'decline',
  'confirmPayment',
  'start',
  'finish',
  'confirm',
  'dispute',
  'redo',
  'resolve',
  'proskerCancel',
  'clientCancel',
  'staffCancel',
  'autoComplete',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];
const EDITED_FIELDS = ['title', 'description', 'price', 'cost', 'start_date', 'end_date', 'image'];

const isKnown = (action: string): action is KnownAction =>
  (KNOWN_ACTIONS as readonly string[]).includes(action);

/** An edit's comment lists the changed columns; they read as words of the interface. */
function useComment() {
  const t = useT();
  return (entry: JobHistoryEntry): string | null => {
    if (!entry.comment) return null;
    if (entry.action !== 'edit') return entry.comment;
    const fields = entry.comment
      .split(',')
      .map((field) => field.trim())
      .filter(Boolean)
      .map((field) =>
        EDITED_FIELDS.includes(field) ? t(`jobs.history.fields.${field}` as StorefrontKey) : field,
      );
    return t('jobs.history.changed', { fields: fields.join(', ') });
  };
}

/** Who did what and when, oldest first, as a vertical timeline. */
export function JobHistory({ entries, region }: { entries: JobHistoryEntry[]; region: Region }) {
  const t = useT();
  const { dateTime } = useFormat();
  const comment = useComment();
  return (
    <SectionPanel title={t('jobs.history.title')}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="job-history">
        {entries.map((entry, index) => {
          const last = index === entries.length - 1;
          const note = comment(entry);
          return (
            <Box
              component="li"
              key={entry.id}
              sx={{ display: 'grid', gridTemplateColumns: '20px minmax(0, 1fr)', gap: 1.5 }}
              data-testid="history-entry"
              data-action={entry.action}
            >
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    mt: 0.75,
                    borderRadius: '50%',
                    bgcolor: last ? 'primary.main' : 'background.paper',
                    border: 2,
                    borderColor: 'primary.main',
                    flexShrink: 0,
                  }}
                />
                {!last && <Box aria-hidden sx={{ flex: 1, width: 2, bgcolor: 'divider' }} />}
              </Box>
              <Box sx={{ pb: last ? 0 : 2.5, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {entry.action === 'create' && entry.actor === 'client'
                    ? t('jobs.history.ordered')
                    : entry.action === 'create' && entry.to === 'offered'
                      ? t('jobs.history.offered')
                      : isKnown(entry.action)
                        ? t(`jobs.history.${entry.action}`)
                        : t('jobs.history.other')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`jobs.actors.${entry.actor}`)} ·{' '}
                  <time dateTime={entry.at}>{dateTime(entry.at, region)}</time>
                </Typography>
                {entry.from !== entry.to && (
                  <Box sx={{ mt: 0.75 }}>
                    <JobStatusChip status={entry.to} />
                  </Box>
                )}
                {note && (
                  <Typography
                    variant="body2"
                    sx={{ mt: 0.75, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {note}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </SectionPanel>
  );
}
