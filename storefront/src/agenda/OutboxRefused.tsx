import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { wallClock } from '../../../common/time';
import { refused } from '../pwa/outbox';
import { outbox, useOutbox } from '../pwa/outbox-store';
import { useSignedInUser } from '../session/session';
import { useFormat } from '../i18n/format';
import { useAgendaT } from './agenda-text';

/**
 * Decisions taken offline that the server refused once sent (`pwa/outbox.ts`): each names its
 * appointment and says why, and stays until the prosker dismisses it.
 */
export function OutboxRefused({ timeZone }: { timeZone: string }) {
  const t = useAgendaT();
  const { fullDate: longDate } = useFormat();
  const user = useSignedInUser();
  const list = refused(useOutbox(), user.id);
  if (list.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={t('offline.refusedTitle')}
      sx={{ display: 'grid', gap: 1, mb: 2 }}
      data-testid="outbox-refused"
    >
      {list.map((entry) => {
        const wall = wallClock(entry.label.startsAt, timeZone);
        const when = `${longDate(wall.slice(0, 10))}, ${wall.slice(11, 16)}`;
        const failure = entry.failure!;
        return (
          <Alert
            key={entry.id}
            severity="warning"
            role="alert"
            data-testid="outbox-refused-item"
            action={
              <Button color="inherit" size="small" onClick={() => outbox.remove(entry.id)}>
                {t('offline.dismiss')}
              </Button>
            }
          >
            <AlertTitle>
              {t(`offline.refused.${entry.action}`, { name: entry.label.name, when })}
            </AlertTitle>
            {t(`offline.reason.${failure.reason}`, { message: failure.message ?? '' })}
          </Alert>
        );
      })}
    </Box>
  );
}
