import EventAvailableIcon from 'plain-icon:EventAvailable';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useOffline } from '../api/connectivity';
import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import { useCurrentSubscription } from '../session/subscription';
import { FormAlert } from '../forms/FormAlert';
import { RouteLink } from '../navigation/RouteLink';
import { ACCOUNT_QUERY_KEY, useSession } from '../session/session';
import {
  Button,
  Container,
  LinkButton,
  Skeleton,
  Surface,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '../ui';
import { useAvailability } from './agenda-api';
import type { AgendaEvent, Availability } from './agenda-api';
import { AgendaCalendar } from './AgendaCalendar';
import { useFormat } from '../i18n/format';
import { useAgendaT, useZoneTime } from './agenda-text';
import styles from './agenda.module.css';
import { AVAILABILITY_ANCHOR } from './AgendaHours';
import { AvailabilityPanel } from './AvailabilityPanel';
import { EventDialog } from './EventDialog';
import { NewEventDialog } from './NewEventDialog';
import { OutboxRefused } from './OutboxRefused';
import type { NewEventStart } from './NewEventDialog';
import { SpecialDatesPanel } from './SpecialDatesPanel';
import { todayIn, wallClock } from '../../../common/time';
import { cityOf } from './zone';

type Gate = 'premium' | 'denied' | 'proskersOnly';

/** Instead of the calendar: why there is no agenda here, and the way to Premium. */
function PremiumGate({ reason }: { reason: Gate }) {
  const t = useAgendaT();
  const text =
    reason === 'denied'
      ? t('premium.denied')
      : reason === 'proskersOnly'
        ? t('premium.proskersOnly')
        : t('premium.text');
  return (
    <Surface
      as="section"
      className={`${styles.sheet} ${styles.gate}`}
      data-testid="agenda-premium-gate"
    >
      <EventAvailableIcon fontSize="inherit" className={styles.gateIcon} />
      <Text variant="h2" className={styles.gateTitle}>
        {t('premium.title')}
      </Text>
      <Text tone="secondary" className={styles.gateText}>
        {text}
      </Text>
      <LinkButton render={<RouteLink to="subscriptionPlans" />} variant="contained" size="large">
        {t('premium.cta')}
      </LinkButton>
    </Surface>
  );
}

/** The first hour on the grid from now: the default start of a new event. */
function nextStart(timeZone: string): NewEventStart {
  const wall = wallClock(Date.now() + 60 * 60 * 1000, timeZone);
  return { date: wall.slice(0, 10), time: `${wall.slice(11, 13)}:00` };
}

function Workspace({
  availability,
  onDenied,
}: {
  availability: Availability;
  onDenied: () => void;
}) {
  const t = useAgendaT();
  const { fullDate: longDate } = useFormat();
  const [tab, setTab] = useState<'week' | 'special'>('week');
  const [open, setOpen] = useState<AgendaEvent | null>(null);
  const [creating, setCreating] = useState<NewEventStart | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const zone = availability.timeZone;
  const timeOf = useZoneTime(zone);
  const { hash } = useLocation();
  const panels = useRef<HTMLElement>(null);
  // A link to the week's hours (services, subscription pages) opens that panel and goes to it.
  useEffect(() => {
    if (hash !== `#${AVAILABILITY_ANCHOR}`) return;
    setTab('week');
    panels.current?.scrollIntoView({ block: 'start' });
    panels.current?.focus({ preventScroll: true });
  }, [hash]);
  return (
    <div className={styles.workspace}>
      <Surface
        as="section"
        aria-label={t('calendar.label')}
        className={`${styles.sheet} ${styles.calendarSheet}`}
      >
        <OutboxRefused timeZone={zone} />
        {created && (
          <FormAlert
            severity="success"
            onClose={() => setCreated(null)}
            data-testid="event-created"
          >
            {created}
          </FormAlert>
        )}
        <AgendaCalendar
          availability={availability}
          onEventClick={setOpen}
          onSlotClick={(date, time) => setCreating({ date, time })}
          onNewEvent={() => setCreating(nextStart(zone))}
        />
      </Surface>
      <Surface
        as="section"
        id={AVAILABILITY_ANCHOR}
        ref={panels}
        tabIndex={-1}
        aria-label={t('panels.label')}
        className={`${styles.sheet} ${styles.panels}`}
      >
        <Tabs value={tab} onChange={setTab}>
          <TabList label={t('panels.label')}>
            <Tab value="week">{t('availability.title')}</Tab>
            <Tab value="special">{t('specialDates.title')}</Tab>
          </TabList>
          <TabPanel value="week" className={styles.tabPanel}>
            <AvailabilityPanel onDenied={onDenied} />
          </TabPanel>
          <TabPanel value="special" className={styles.tabPanel}>
            <SpecialDatesPanel timeZone={zone} onDenied={onDenied} />
          </TabPanel>
        </Tabs>
      </Surface>
      {open && (
        <EventDialog
          key={open.id}
          event={open}
          timeZone={zone}
          onClose={() => setOpen(null)}
          onDenied={onDenied}
        />
      )}
      {creating && (
        <NewEventDialog
          start={creating.date < todayIn(zone) ? nextStart(zone) : creating}
          timeZone={zone}
          onClose={() => setCreating(null)}
          onCreated={(event) => {
            setCreating(null);
            const wall = wallClock(event.startsAt, zone);
            setCreated(
              t('newEvent.created', {
                date: longDate(wall.slice(0, 10)),
                time: timeOf(event.startsAt),
              }),
            );
          }}
          onDenied={onDenied}
        />
      )}
    </div>
  );
}

/**
 * `app/agenda`: the premium prosker's calendar (events, approval), weekly availability and
 * special dates. Without premium, an explanation and the way to the plans.
 */
export default function AgendaPage() {
  const t = useAgendaT();
  usePageTitle(t('title'));
  const { user } = useSession();
  const queryClient = useQueryClient();
  const subscription = useCurrentSubscription();
  const premium = subscription.data?.premium === true;
  const proskersOnly = user?.role === 'client';
  const availability = useAvailability();
  const [denied, setDenied] = useState(false);
  const offline = useOffline();
  const storefrontT = useT();

  const onDenied = () => {
    setDenied(true);
    void queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'billing'] });
  };

  let body;
  if (proskersOnly) body = <PremiumGate reason="proskersOnly" />;
  else if (denied) body = <PremiumGate reason="denied" />;
  else if (subscription.isError || availability.isError) {
    body = (
      <FormAlert
        action={
          <Button
            tone="inherit"
            size="small"
            onClick={() => {
              if (subscription.isError) void subscription.refetch();
              if (availability.isError) void availability.refetch();
            }}
          >
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')} {offline && storefrontT('errors.offline')}
      </FormAlert>
    );
  } else if (!subscription.data || (premium && !availability.data)) {
    body = (
      <div
        className={styles.loading}
        aria-busy="true"
        aria-label={t('loading')}
        data-testid="agenda-loading"
      >
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={480} />
      </div>
    );
  } else if (!premium) body = <PremiumGate reason="premium" />;
  else body = <Workspace availability={availability.data!} onDenied={onDenied} />;

  return (
    <Container padded="page" className={styles.page} data-testid="agenda-page">
      <Text variant="h1" className={styles.title}>
        {t('title')}
      </Text>
      {availability.data && premium && !denied && !proskersOnly ? (
        <Text tone="secondary" className={styles.intro}>
          {t('intro', { city: cityOf(availability.data.timeZone) })}
        </Text>
      ) : (
        <div className={styles.intro} />
      )}
      {body}
    </Container>
  );
}
