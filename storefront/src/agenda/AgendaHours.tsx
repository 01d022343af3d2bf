/**
 * What other pages say about the prosker's agenda hours, from `GET /agenda/availability`: the
 * warning of a week closed every day (services and jobs pages) and the request to check the
 * hours Premium started with (subscription page). Both link to the week's panel of the agenda.
 */
import { FormAlert } from '../forms/FormAlert';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { LinkButton, Surface, Text } from '../ui';
import styles from './agenda.module.css';
import { useAvailability } from './agenda-api';
import { cityOf } from './zone';

/** The agenda page's anchor of the weekly availability panel. */
export const AVAILABILITY_ANCHOR = 'availability';

/** The way to the agenda's week: a plain button in an alert, a contained one in a card. */
function HoursLink({ label, variant }: { label: string; variant?: 'contained' }) {
  return (
    <LinkButton
      render={<RouteLink to="agenda" hash={`#${AVAILABILITY_ANCHOR}`} />}
      variant={variant}
      tone={variant ? 'primary' : 'inherit'}
      size={variant ? 'medium' : 'small'}
    >
      {label}
    </LinkButton>
  );
}

/**
 * A prosker who keeps an agenda with no open hours (every weekday closed, no special date ahead
 * that opens hours) is told that nobody can book them, with the way to open hours.
 */
export function ClosedWeekWarning() {
  const t = useT();
  const availability = useAvailability();
  if (!availability.data || availability.data.bookable) return null;
  return (
    <FormAlert severity="warning" data-testid="closed-week-warning">
      {t('agendaHours.closed')}
      {/* Below the text: the label is too long to sit beside it on a phone. */}
      <div className={styles.alertLink}>
        <HoursLink label={t('agendaHours.openHours')} />
      </div>
    </FormAlert>
  );
}

/**
 * After subscribing: the prosker is asked to check the hours their clients book in, until they
 * have saved a week of their own that opens some hours.
 */
export function CheckHoursCard() {
  const t = useT();
  const availability = useAvailability();
  const data = availability.data;
  if (!data || (data.setBy === 'prosker' && data.bookable)) return null;
  const city = cityOf(data.timeZone);
  const text = !data.bookable
    ? t('agendaHours.closed')
    : data.setBy === 'usual'
      ? t('agendaHours.checkUsual', { city })
      : t('agendaHours.checkNone');
  return (
    <Surface padded as="section" data-testid="check-hours">
      <Text variant="h2" className={styles.checkTitle}>
        {t('agendaHours.checkTitle')}
      </Text>
      <Text tone="secondary" className={styles.checkText}>
        {text}
      </Text>
      <HoursLink label={t('agendaHours.checkLink')} variant="contained" />
    </Surface>
  );
}
