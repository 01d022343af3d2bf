import AddIcon from 'plain-icon:Add';
import PaidIcon from 'plain-icon:CheckCircle';
import type {
  BusinessHoursInput,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventInput,
  LocaleInput,
} from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import interactionPlugin from '@fullcalendar/interaction';
import type { DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { timeOf } from '../../../../common/agenda';
import type { Language } from '../../../../common/i18n';
import { pathFor } from '../../../../common/routes';
import { wallClock } from '../../../../common/time';
import { FormAlert } from '../../forms/FormAlert';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { useNarrowerThan } from '../../preferences/use-viewport';
import { useLayoutMode } from '../../preferences/layout-mode';
import { useRegion } from '../../navigation/use-region';
import { SavedDataBanner } from '../../pwa/SavedDataBanner';
import { waitingFor } from '../../pwa/outbox';
import { useOutbox } from '../../pwa/outbox-store';
import { useSignedInUser } from '../../session/session';
import { Button, LinearProgress, Switch, Text } from '../../ui';
import { useEvents, useSpecialDates } from '../agenda-api';
import type { AgendaEvent, AgendaJob, Availability } from '../agenda-api';
import { useAgendaT } from '../agenda-text';
import { addDays, calendarDate, calendarTime } from '../zone';
import { DAY, specialBackground, visibleHours, type CalendarWindow } from './grid';
import { Legend } from './Legend';
import { JOB_COLORS, STATUS_COLORS } from './look';
import styles from './AgendaCalendar.module.css';

export type { CalendarWindow } from './grid';

const LOCALES: Record<Language, LocaleInput | string> = {
  es: esLocale,
  en: 'en',
  br: ptBrLocale,
};

const HOUR_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** What a block of the calendar stands for: an event, or a dated job drawn by itself. */
type Shown = { agendaEvent: AgendaEvent } | { agendaJob: AgendaJob };

/**
 * The prosker's calendar (FullCalendar time grid, week and day) in their time zone: see
 * `../zone.ts` for why FullCalendar works in UTC on wall-clock strings.
 */
export function AgendaCalendar({
  availability,
  onEventClick,
  onSlotClick,
  onNewEvent,
}: {
  availability: Availability;
  onEventClick: (event: AgendaEvent) => void;
  onSlotClick: (date: string, time: string) => void;
  onNewEvent: () => void;
}) {
  const t = useAgendaT();
  const storefrontT = useT();
  const { direction } = useLayoutMode();
  const { language } = useLanguage();
  const region = useRegion();
  const navigate = useNavigate();
  const phone = useNarrowerThan('sm');
  const calendarRef = useRef<FullCalendar>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  // FullCalendar draws its arrows as empty `role="img"` spans inside buttons its hints name:
  // they are decoration, hidden from screen readers (else they are images without a name).
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const hideIcons = () =>
      region
        .querySelectorAll('.fc-icon:not([aria-hidden])')
        .forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
    hideIcons();
    const observer = new MutationObserver(hideIcons);
    observer.observe(region, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const [visible, setVisible] = useState<CalendarWindow | null>(null);
  const [showRejected, setShowRejected] = useState(false);
  const zone = availability.timeZone;
  const events = useEvents(visible);
  const specials = useSpecialDates(
    visible ? { from: visible.from, to: addDays(visible.to, -1) } : undefined,
  );

  // A phone shows one day; turning the phone (or resizing) switches the view.
  const firstPhone = useRef(phone);
  useEffect(() => {
    if (firstPhone.current === phone) return;
    firstPhone.current = phone;
    calendarRef.current?.getApi().changeView(phone ? 'timeGridDay' : 'timeGridWeek');
  }, [phone]);

  const list = useMemo(() => events.data?.list ?? [], [events.data]);
  // A copy saved offline before jobs were part of the answer has none.
  const jobs = useMemo(() => events.data?.jobs ?? [], [events.data]);
  const jobsById = useMemo(() => new Map(jobs.map((job) => [job.id, job])), [jobs]);
  /** Jobs drawn by themselves: a slot booking is drawn as its event. */
  const jobWalls = useMemo(
    () =>
      jobs
        .filter((job) => job.eventId === null)
        .map((job) => ({
          job,
          start: wallClock(job.startsAt, zone),
          end: wallClock(job.endsAt, zone),
        })),
    [jobs, zone],
  );
  const jobPath = (id: number) => pathFor('adminServiceDetail', region, { query: id });
  const user = useSignedInUser();
  const box = useOutbox();
  /** The decision on an event still waiting to be sent, if any. */
  const queuedOf = (event: AgendaEvent) => waitingFor(box, user.id, event.id)?.action;
  const shown = useMemo(
    () => list.filter((event) => showRejected || event.status !== 'rejected'),
    [list, showRejected],
  );
  const walls = useMemo(
    () =>
      shown.map((event) => ({
        event,
        start: wallClock(event.startsAt, zone),
        end: wallClock(event.endsAt, zone),
      })),
    [shown, zone],
  );
  const specialList = useMemo(() => specials.data ?? [], [specials.data]);
  const hours = visibleHours(availability, specialList, [...walls, ...jobWalls]);

  const businessHours: BusinessHoursInput = useMemo(() => {
    const spans = availability.days.flatMap((day) =>
      day.open
        ? day.ranges.map((range) => ({
            daysOfWeek: [day.weekday],
            startTime: range.from,
            endTime: range.to,
          }))
        : [],
    );
    return spans.length ? spans : false;
  }, [availability]);

  const calendarEvents: EventInput[] = [
    ...walls.map(({ event, start, end }) => {
      const name = event.role === 'prosker' ? event.clientName : event.proskerName;
      const queued = queuedOf(event);
      const status = queued
        ? `${t(`status.${event.status}`)} · ${t(`offline.queued.${queued}`)}`
        : t(`status.${event.status}`);
      const paid = event.jobId !== null && jobsById.get(event.jobId)?.paid === true;
      return {
        id: String(event.id),
        title: t('calendar.eventTitle', { name, status }),
        start,
        end,
        ...STATUS_COLORS[event.status],
        classNames: [
          `agenda-event-${event.status}`,
          ...(queued ? ['agenda-event-queued'] : []),
          ...(paid ? ['agenda-paid'] : []),
        ],
        extendedProps: { agendaEvent: event } satisfies Shown,
      };
    }),
    ...jobWalls.map(({ job, start, end }) => ({
      id: `job-${job.id}`,
      title: t('calendar.jobTitle', { title: job.title, name: job.clientName }),
      start,
      end,
      // A real link to the job's page (opens in a new tab too); a click stays in the app.
      url: jobPath(job.id),
      ...JOB_COLORS,
      classNames: ['agenda-job', `agenda-job-${job.status}`, ...(job.paid ? ['agenda-paid'] : [])],
      extendedProps: { agendaJob: job } satisfies Shown,
    })),
    ...specialList.flatMap((item) => specialBackground(item, t)),
  ];

  const handleDates = (arg: DatesSetArg) => {
    const next = { from: calendarDate(arg.start), to: calendarDate(arg.end) };
    setVisible((current) =>
      current && current.from === next.from && current.to === next.to ? current : next,
    );
  };
  const handleEvent = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const item = arg.event.extendedProps as Partial<Shown>;
    if ('agendaJob' in item && item.agendaJob) navigate(jobPath(item.agendaJob.id));
    else if ('agendaEvent' in item && item.agendaEvent) onEventClick(item.agendaEvent);
  };
  const paidMark = (
    <div className="agenda-event-paid" data-testid="paid-mark">
      <PaidIcon fontSize="inherit" className={styles.paidIcon} />
      {t('calendar.paid')}
    </div>
  );
  const renderEvent = (arg: EventContentArg) => {
    const item = arg.event.extendedProps as Partial<Shown>;
    if ('agendaJob' in item && item.agendaJob) {
      const job = item.agendaJob;
      return (
        <div data-testid="agenda-job" data-job-id={job.id}>
          <div className="agenda-event-time">
            {job.timeOfDay
              ? t(`calendar.halfDay.${job.timeOfDay}`, { time: arg.timeText })
              : arg.timeText}
          </div>
          <div className="agenda-event-name agenda-job-title">{job.title}</div>
          <div className="agenda-event-job">{job.clientName}</div>
          <div className="agenda-event-status">{storefrontT(`jobs.status.${job.status}`)}</div>
          {job.paid && paidMark}
        </div>
      );
    }
    const event = 'agendaEvent' in item ? item.agendaEvent : undefined;
    if (!event) return <div className="fc-event-title">{arg.event.title}</div>;
    const job = event.jobId === null ? undefined : jobsById.get(event.jobId);
    return (
      <div>
        <div className="agenda-event-time">{arg.timeText}</div>
        <div className="agenda-event-name">
          {event.role === 'prosker' ? event.clientName : event.proskerName}
        </div>
        {job && <div className="agenda-event-job">{job.title}</div>}
        <div className="agenda-event-status">{t(`status.${event.status}`)}</div>
        {job?.paid && paidMark}
        {queuedOf(event) && (
          <div className="agenda-event-queued-label" data-testid="event-queued-label">
            {t(`offline.queued.${queuedOf(event)!}`)}
          </div>
        )}
      </div>
    );
  };
  const handleDate = (arg: DateClickArg) =>
    onSlotClick(calendarDate(arg.date), calendarTime(arg.date));

  const empty =
    visible !== null &&
    events.isSuccess &&
    !events.isPlaceholderData &&
    shown.length === 0 &&
    jobWalls.length === 0;

  return (
    <div data-testid="agenda-calendar" className={styles.root}>
      <div className={styles.toolbar}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNewEvent}>
          {t('calendar.newEvent')}
        </Button>
        <Switch
          label={t('calendar.showRejected')}
          checked={showRejected}
          onChange={(event) => setShowRejected(event.target.checked)}
        />
      </div>
      <SavedDataBanner
        savedAt={events.data?.savedAt}
        text={(when) => t('offline.banner', when)}
        testId="agenda-offline-banner"
      />
      {events.isError && (
        <FormAlert
          action={
            <Button tone="inherit" size="small" onClick={() => void events.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('calendar.eventsFailed')}
        </FormAlert>
      )}
      <div className={styles.progress}>
        {events.isFetching && (
          <LinearProgress label={t('calendar.eventsLoading')} data-testid="events-loading" />
        )}
      </div>
      {empty && (
        <Text variant="body2" tone="secondary" className={styles.empty} data-testid="events-empty">
          {t('calendar.empty')}
        </Text>
      )}
      <div ref={regionRef} role="region" aria-label={t('calendar.label')} className={styles.grid}>
        <FullCalendar
          ref={calendarRef}
          plugins={[timeGridPlugin, interactionPlugin]}
          initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: 'timeGridWeek,timeGridDay',
          }}
          buttonText={{
            today: t('calendar.today'),
            week: t('calendar.week'),
            day: t('calendar.day'),
          }}
          // Our own words: the library's Portuguese hints read "Próximo Semana".
          buttonHints={{ prev: t('calendar.previous'), next: t('calendar.next') }}
          locale={LOCALES[language]}
          direction={direction}
          timeZone="UTC"
          now={() => wallClock(Date.now(), zone)}
          firstDay={1}
          allDaySlot={false}
          slotDuration="00:30:00"
          slotLabelInterval="01:00"
          slotMinTime={`${timeOf(hours.min)}:00`}
          slotMaxTime={hours.max >= DAY ? '24:00:00' : `${timeOf(hours.max)}:00`}
          slotLabelFormat={HOUR_FORMAT}
          views={{
            timeGridWeek: { dayHeaderFormat: { weekday: 'short', day: 'numeric' } },
            timeGridDay: { dayHeaderFormat: { weekday: 'long', day: 'numeric', month: 'long' } },
          }}
          eventTimeFormat={HOUR_FORMAT}
          businessHours={businessHours}
          events={calendarEvents}
          eventContent={renderEvent}
          eventClick={handleEvent}
          dateClick={handleDate}
          datesSet={handleDates}
          eventInteractive
          nowIndicator
          height="auto"
          expandRows
          dayMaxEvents
        />
      </div>
      <Legend showRejected={showRejected} />
    </div>
  );
}
