import type { Region } from '../../../common/regions';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { JobStatusChip } from './JobStatusChip';
import type { JobHistoryEntry } from './jobs-api';
import { SectionPanel } from './parts';
import { Text } from '../ui';
import styles from './JobPanels.module.css';

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
      <ol className={styles.timeline} data-testid="job-history">
        {entries.map((entry, index) => {
          const last = index === entries.length - 1;
          const note = comment(entry);
          return (
            <li
              key={entry.id}
              className={last ? `${styles.entry} ${styles.last}` : styles.entry}
              data-testid="history-entry"
              data-action={entry.action}
            >
              <div className={styles.rail} aria-hidden="true">
                <span className={styles.dot} />
                {!last && <span className={styles.line} />}
              </div>
              <div className={styles.body}>
                <Text strong>
                  {entry.action === 'create' && entry.actor === 'client'
                    ? t('jobs.history.ordered')
                    : entry.action === 'create' && entry.to === 'offered'
                      ? t('jobs.history.offered')
                      : isKnown(entry.action)
                        ? t(`jobs.history.${entry.action}`)
                        : t('jobs.history.other')}
                </Text>
                <Text variant="body2" tone="secondary">
                  {t(`jobs.actors.${entry.actor}`)} ·{' '}
                  <time dateTime={entry.at}>{dateTime(entry.at, region)}</time>
                </Text>
                {entry.from !== entry.to && (
                  <div className={styles.chip}>
                    <JobStatusChip status={entry.to} />
                  </div>
                )}
                {note && (
                  <Text variant="body2" className={styles.comment}>
                    {note}
                  </Text>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </SectionPanel>
  );
}
