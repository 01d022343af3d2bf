import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
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
import { minutesOf, timeOf } from '../../../common/agenda';
import type { EventStatus, TimeRange } from '../../../common/agenda';
import type { Language } from '../../../common/i18n';
import { FormAlert } from '../forms/FormAlert';
import { useLanguage } from '../i18n/use-language';
import { useEvents, useSpecialDates } from './agenda-api';
import type { AgendaEvent, Availability, SpecialDate } from './agenda-api';
import { useAgendaT } from './agenda-text';
import type { AgendaT } from './agenda-text';
import { wallClock } from '../../../common/time';
import { addDays, calendarDate, calendarTime } from './zone';

const LOCALES: Record<Language, LocaleInput | string> = {
  es: esLocale,
  en: 'en',
  br: ptBrLocale,
};

/** The hours shown when no availability says otherwise. */
const FALLBACK_HOURS = { min: 7 * 60, max: 21 * 60 };
const DAY = 24 * 60;
const HOUR_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

export interface CalendarWindow {
  /** First visible date. */
  from: string;
  /** The day after the last visible date. */
  to: string;
}

/** A wall-clock time of a date; 24:00 is the next day's midnight. */
const wallAt = (date: string, minutes: number) =>
  minutes >= DAY ? `${addDays(date, 1)}T00:00:00` : `${date}T${timeOf(minutes)}:00`;

const minutesOfWall = (wall: string) => minutesOf(wall.slice(11, 16));

/** What a special date looks like: closed parts greyed, its own hours highlighted. */
function specialBackground(item: SpecialDate, t: AgendaT): EventInput[] {
  const closed = { display: 'background', classNames: ['agenda-closed'] };
  if (item.closed) {
    return [
      {
        ...closed,
        start: wallAt(item.date, 0),
        end: wallAt(item.date, DAY),
        title: t('calendar.closed'),
      },
    ];
  }
  const out: EventInput[] = [];
  let cursor = 0;
  const ranges = [...item.ranges].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
  for (const range of ranges) {
    const from = minutesOf(range.from);
    const to = minutesOf(range.to);
    if (from > cursor) {
      out.push({ ...closed, start: wallAt(item.date, cursor), end: wallAt(item.date, from) });
    }
    out.push({
      display: 'background',
      classNames: ['agenda-special'],
      start: wallAt(item.date, from),
      end: wallAt(item.date, to),
      title: t('calendar.specialHours'),
    });
    cursor = Math.max(cursor, to);
  }
  if (cursor < DAY)
    out.push({ ...closed, start: wallAt(item.date, cursor), end: wallAt(item.date, DAY) });
  return out;
}

/**
 * The hours the grid shows: from the earliest range (weekly or special) to the latest, on
 * whole hours, widened to any event of the window; 07:00–21:00 without any range.
 */
function visibleHours(
  availability: Availability,
  specials: SpecialDate[],
  events: { start: string; end: string }[],
): { min: number; max: number } {
  const ranges: TimeRange[] = [
    ...availability.days.flatMap((day) => (day.open ? day.ranges : [])),
    ...specials.flatMap((item) => (item.closed ? [] : item.ranges)),
  ];
  let min = Infinity;
  let max = -Infinity;
  for (const range of ranges) {
    min = Math.min(min, minutesOf(range.from));
    max = Math.max(max, minutesOf(range.to));
  }
  if (!Number.isFinite(min)) ({ min, max } = FALLBACK_HOURS);
  for (const event of events) {
    min = Math.min(min, minutesOfWall(event.start));
    const end = event.end.slice(0, 10) > event.start.slice(0, 10) ? DAY : minutesOfWall(event.end);
    max = Math.max(max, end);
  }
  return { min: Math.floor(min / 60) * 60, max: Math.min(DAY, Math.ceil(max / 60) * 60) };
}

function statusColors(
  theme: Theme,
): Record<EventStatus, { bg: string; fg: string; border: string }> {
  return {
    pending: {
      bg: theme.palette.warning.light,
      fg: theme.palette.getContrastText(theme.palette.warning.light),
      border: theme.palette.warning.dark,
    },
    approved: {
      bg: theme.palette.success.main,
      fg: theme.palette.success.contrastText,
      border: theme.palette.success.dark,
    },
    rejected: {
      bg: theme.palette.action.disabledBackground,
      fg: theme.palette.text.secondary,
      border: theme.palette.divider,
    },
  };
}

/** A square of the legend. */
function Swatch({ label, sx }: { label: string; sx: object }) {
  return (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, border: 1, ...sx }} />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/**
 * The prosker's calendar (FullCalendar time grid, week and day) in their time zone: see
 * `zone.ts` for why FullCalendar works in UTC on wall-clock strings.
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
  const theme = useTheme();
  const { language } = useLanguage();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const calendarRef = useRef<FullCalendar>(null);
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

  const colors = statusColors(theme);
  const list = useMemo(() => events.data ?? [], [events.data]);
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
  const hours = visibleHours(availability, specialList, walls);

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
      const color = colors[event.status];
      const name = event.role === 'prosker' ? event.clientName : event.proskerName;
      return {
        id: String(event.id),
        title: t('calendar.eventTitle', { name, status: t(`status.${event.status}`) }),
        start,
        end,
        backgroundColor: color.bg,
        borderColor: color.border,
        textColor: color.fg,
        classNames: [`agenda-event-${event.status}`],
        extendedProps: { agendaEvent: event },
      };
    }),
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
    const event = arg.event.extendedProps.agendaEvent as AgendaEvent | undefined;
    if (event) onEventClick(event);
  };
  const renderEvent = (arg: EventContentArg) => {
    const event = arg.event.extendedProps.agendaEvent as AgendaEvent | undefined;
    if (!event) return <div className="fc-event-title">{arg.event.title}</div>;
    return (
      <div>
        <div className="agenda-event-time">{arg.timeText}</div>
        <div className="agenda-event-name">
          {event.role === 'prosker' ? event.clientName : event.proskerName}
        </div>
        <div className="agenda-event-status">{t(`status.${event.status}`)}</div>
      </div>
    );
  };
  const handleDate = (arg: DateClickArg) =>
    onSlotClick(calendarDate(arg.date), calendarTime(arg.date));

  const empty =
    visible !== null && events.isSuccess && !events.isPlaceholderData && shown.length === 0;
  const closedBg = alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.14 : 0.07);
  // A special date's closed hours: stripes, unlike the weekly hours' plain grey.
  const closedStripes = `repeating-linear-gradient(135deg, ${alpha(theme.palette.text.primary, 0.12)} 0 4px, transparent 4px 10px)`;

  return (
    <Box data-testid="agenda-calendar">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={onNewEvent}>
          {t('calendar.newEvent')}
        </Button>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={showRejected}
              onChange={(event) => setShowRejected(event.target.checked)}
              slotProps={{ input: { role: 'switch' } }}
            />
          }
          label={t('calendar.showRejected')}
        />
      </Box>
      {events.isError && (
        <FormAlert
          action={
            <Button color="inherit" size="small" onClick={() => void events.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('calendar.eventsFailed')}
        </FormAlert>
      )}
      <Box sx={{ height: 4, mb: 1 }}>
        {events.isFetching && (
          <LinearProgress aria-label={t('calendar.eventsLoading')} data-testid="events-loading" />
        )}
      </Box>
      {empty && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1 }}
          data-testid="events-empty"
        >
          {t('calendar.empty')}
        </Typography>
      )}
      <Box
        role="region"
        aria-label={t('calendar.label')}
        sx={{
          '--fc-border-color': theme.palette.divider,
          '--fc-page-bg-color': theme.palette.background.paper,
          '--fc-neutral-bg-color': closedBg,
          '--fc-non-business-color': closedBg,
          '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.06),
          '--fc-now-indicator-color': theme.palette.error.main,
          '--fc-button-bg-color': theme.palette.primary.main,
          '--fc-button-border-color': theme.palette.primary.main,
          '--fc-button-hover-bg-color': theme.palette.primary.dark,
          '--fc-button-hover-border-color': theme.palette.primary.dark,
          '--fc-button-active-bg-color': theme.palette.primary.dark,
          '--fc-button-active-border-color': theme.palette.primary.dark,
          '--fc-button-text-color': theme.palette.primary.contrastText,
          fontFamily: theme.typography.fontFamily,
          '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
          // On phones the title takes a row of its own, above the buttons.
          '& .fc .fc-header-toolbar .fc-toolbar-chunk:nth-of-type(2)': {
            order: { xs: -1, sm: 0 },
            width: { xs: '100%', sm: 'auto' },
          },
          '& .fc .fc-toolbar-title': {
            fontSize: { xs: '1.1rem', sm: '1.25rem' },
            fontWeight: 600,
            '&::first-letter': { textTransform: 'uppercase' },
          },
          '& .fc .fc-col-header-cell-cushion': {
            display: 'inline-block',
            color: 'text.primary',
            '&::first-letter': { textTransform: 'uppercase' },
          },
          '& .fc .fc-button': { textTransform: 'capitalize', fontSize: '0.875rem' },
          '& .fc .fc-button:focus-visible, & .fc .fc-event:focus-visible': {
            outline: `3px solid ${theme.palette.secondary.main}`,
            outlineOffset: 2,
          },
          '& .fc .fc-timegrid-slot': { height: '2.25em' },
          '& .fc .fc-timegrid-slot-label-cushion': { fontSize: '0.8rem', color: 'text.secondary' },
          '& .fc .fc-timegrid-event': { cursor: 'pointer', boxShadow: 1 },
          '& .fc .fc-event-main': { px: 0.5, py: 0.25, fontSize: '0.78rem', lineHeight: 1.25 },
          '& .agenda-event-time': { fontSize: '0.72rem', opacity: 0.9 },
          '& .agenda-event-name': {
            fontWeight: 600,
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          },
          '& .agenda-event-status': { fontSize: '0.72rem' },
          '& .fc .agenda-event-rejected': { opacity: 0.7, textDecoration: 'line-through' },
          '& .fc .agenda-event-pending': { borderStyle: 'dashed', borderWidth: 2 },
          '& .fc .fc-bg-event': { opacity: 1 },
          '& .fc .fc-bg-event.agenda-closed': { background: closedStripes },
          '& .fc .fc-bg-event.agenda-special': {
            background: alpha(theme.palette.info.main, 0.14),
          },
          '& .fc .fc-bg-event .fc-event-title': {
            fontStyle: 'normal',
            fontSize: '0.75rem',
            color: 'text.secondary',
          },
          '& .fc .fc-scrollgrid': { borderRadius: 1 },
        }}
      >
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
          locale={LOCALES[language]}
          direction={theme.direction}
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
      </Box>
      <Box
        component="ul"
        aria-label={t('calendar.legend')}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        <Swatch
          label={t('status.pending')}
          sx={{
            bgcolor: colors.pending.bg,
            borderColor: colors.pending.border,
            borderStyle: 'dashed',
          }}
        />
        <Swatch
          label={t('status.approved')}
          sx={{ bgcolor: colors.approved.bg, borderColor: colors.approved.border }}
        />
        {showRejected && (
          <Swatch
            label={t('status.rejected')}
            sx={{ bgcolor: colors.rejected.bg, borderColor: colors.rejected.border }}
          />
        )}
        <Swatch
          label={t('calendar.outsideHours')}
          sx={{ bgcolor: closedBg, borderColor: 'divider' }}
        />
        <Swatch
          label={t('calendar.closedSpecial')}
          sx={{ background: closedStripes, borderColor: 'divider' }}
        />
        <Swatch
          label={t('calendar.specialHours')}
          sx={{ bgcolor: alpha(theme.palette.info.main, 0.14), borderColor: 'divider' }}
        />
      </Box>
    </Box>
  );
}
