import { wallClock } from '../../../common/time';
import { refused } from '../pwa/outbox';
import { outbox, useOutbox } from '../pwa/outbox-store';
import { useSignedInUser } from '../session/session';
import { useFormat } from '../i18n/format';
import { Alert, Button } from '../ui';
import { useAgendaT, useZoneTime } from './agenda-text';
import styles from './agenda.module.css';

/**
 * Decisions taken offline that the server refused once sent (`pwa/outbox.ts`): each names its
 * appointment and says why, and stays until the prosker dismisses it.
 */
export function OutboxRefused({ timeZone }: { timeZone: string }) {
  const t = useAgendaT();
  const { fullDate: longDate } = useFormat();
  const timeOf = useZoneTime(timeZone);
  const user = useSignedInUser();
  const list = refused(useOutbox(), user.id);
  if (list.length === 0) return null;
  return (
    <section
      aria-label={t('offline.refusedTitle')}
      className={styles.refused}
      data-testid="outbox-refused"
    >
      {list.map((entry) => {
        const wall = wallClock(entry.label.startsAt, timeZone);
        const when = `${longDate(wall.slice(0, 10))}, ${timeOf(entry.label.startsAt)}`;
        const failure = entry.failure!;
        return (
          <Alert
            key={entry.id}
            severity="warning"
            role="alert"
            data-testid="outbox-refused-item"
            action={
              <Button tone="inherit" size="small" onClick={() => outbox.remove(entry.id)}>
                {t('offline.dismiss')}
              </Button>
            }
            title={t(`offline.refused.${entry.action}`, { name: entry.label.name, when })}
          >
            {t(`offline.reason.${failure.reason}`, { message: failure.message ?? '' })}
          </Alert>
        );
      })}
    </section>
  );
}
