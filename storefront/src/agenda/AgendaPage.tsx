import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useOffline } from '../api/connectivity';
import { usePageTitle } from '../app/use-page-title';
import { useT } from '../i18n/use-t';
import { useCurrentSubscription } from '../billing/billing-api';
import { FormAlert } from '../forms/FormAlert';
import { RouteLink } from '../routing/RouteLink';
import { ACCOUNT_QUERY_KEY, useSession } from '../session/session';
import { useAvailability } from './agenda-api';
import type { AgendaEvent, Availability } from './agenda-api';
import { AgendaCalendar } from './AgendaCalendar';
import { useFormat } from '../i18n/format';
import { useAgendaT } from './agenda-text';
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
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, maxWidth: 720 }}
      data-testid="agenda-premium-gate"
    >
      <EventAvailableIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {t('premium.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button component={RouteLink} to="subscriptionPlans" variant="contained" size="large">
        {t('premium.cta')}
      </Button>
    </Paper>
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
  const tabsId = useId();
  const [tab, setTab] = useState<'week' | 'special'>('week');
  const [open, setOpen] = useState<AgendaEvent | null>(null);
  const [creating, setCreating] = useState<NewEventStart | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const zone = availability.timeZone;
  const panelId = (name: string) => `${tabsId}-${name}`;
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
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' },
      }}
    >
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('calendar.label')}
        sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3, minWidth: 0 }}
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
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        id={AVAILABILITY_ANCHOR}
        ref={panels}
        tabIndex={-1}
        aria-label={t('panels.label')}
        sx={{ borderRadius: 3, minWidth: 0, overflow: 'hidden', scrollMarginTop: 80 }}
      >
        <Tabs
          value={tab}
          onChange={(_, value: 'week' | 'special') => setTab(value)}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="week"
            label={t('availability.title')}
            id={`${panelId('week')}-tab`}
            aria-controls={panelId('week')}
          />
          <Tab
            value="special"
            label={t('specialDates.title')}
            id={`${panelId('special')}-tab`}
            aria-controls={panelId('special')}
          />
        </Tabs>
        <Box
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={`${panelId(tab)}-tab`}
          sx={{ p: { xs: 2, sm: 2.5 } }}
        >
          {tab === 'week' ? (
            <AvailabilityPanel onDenied={onDenied} />
          ) : (
            <SpecialDatesPanel timeZone={zone} onDenied={onDenied} />
          )}
        </Box>
      </Paper>
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
                time: wall.slice(11, 16),
              }),
            );
          }}
          onDenied={onDenied}
        />
      )}
    </Box>
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
            color="inherit"
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
      <Box aria-busy="true" aria-label={t('loading')} data-testid="agenda-loading">
        <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={480} />
      </Box>
    );
  } else if (!premium) body = <PremiumGate reason="premium" />;
  else body = <Workspace availability={availability.data!} onDenied={onDenied} />;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }} data-testid="agenda-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('title')}
      </Typography>
      {availability.data && premium && !denied && !proskersOnly ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('intro', { city: cityOf(availability.data.timeZone) })}
        </Typography>
      ) : (
        <Box sx={{ mb: 3 }} />
      )}
      {body}
    </Container>
  );
}
