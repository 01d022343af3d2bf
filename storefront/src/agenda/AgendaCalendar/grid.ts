/**
 * What the calendar's time grid shows, worked out from the week, the special dates and the
 * events: wall-clock strings of the prosker's zone (see `../zone.ts`).
 */
import type { EventInput } from '@fullcalendar/core';
import { minutesOf, timeOf } from '../../../../common/agenda';
import type { TimeRange } from '../../../../common/agenda';
import type { Availability, SpecialDate } from '../agenda-api';
import type { AgendaT } from '../agenda-text';
import { addDays } from '../zone';

/** The hours shown when no availability says otherwise. */
const FALLBACK_HOURS = { min: 7 * 60, max: 21 * 60 };
export const DAY = 24 * 60;

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
export function specialBackground(item: SpecialDate, t: AgendaT): EventInput[] {
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
export function visibleHours(
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
