import { Text } from '../../ui';
import { useAgendaT } from '../agenda-text';
import styles from './AgendaCalendar.module.css';

/** A square of the legend. */
function Swatch({ label, look }: { label: string; look: string }) {
  return (
    <li className={styles.legendItem}>
      <span aria-hidden="true" className={`${styles.swatch} ${look}`} />
      <Text variant="body2">{label}</Text>
    </li>
  );
}

/** What the calendar's colours and patterns mean. */
export function Legend({ showRejected }: { showRejected: boolean }) {
  const t = useAgendaT();
  return (
    <ul aria-label={t('calendar.legend')} className={styles.legend}>
      <Swatch label={t('status.pending')} look={styles.pending} />
      <Swatch label={t('status.approved')} look={styles.approved} />
      <Swatch label={t('calendar.job')} look={styles.job} />
      <Swatch label={t('calendar.jobPaid')} look={styles.jobPaid} />
      {showRejected && <Swatch label={t('status.rejected')} look={styles.rejected} />}
      <Swatch label={t('calendar.outsideHours')} look={styles.outside} />
      <Swatch label={t('calendar.closedSpecial')} look={styles.closedSpecial} />
      <Swatch label={t('calendar.specialHours')} look={styles.specialHours} />
    </ul>
  );
}
