/**
 * Agenda rules shared by the server (the authority) and the storefront (availability form,
 * calendar, booking): event statuses and their changes, the half-hour start grid, the morning
 * and afternoon split (and the hours of a half-day job) and the availability schemas. Time zones per region live in ./regions.
 * Times of day are 'HH:MM' in the prosker's region; yup messages are translation keys under
 * `errors:fields`.
 * ADR 0009 explains the choices.
 */
import { EVENT_DURATION_MINUTES, TIMES_OF_DAY } from './constants';
import { zonedInstant } from './time';

export const EVENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Where the prosker may move an event, and from which statuses. Rejected is final. */
export const EVENT_STATUS_CHANGES: Record<'approved' | 'rejected', EventStatus[]> = {
  approved: ['pending'],
  rejected: ['pending', 'approved'],
};

/** Events start on the hour or the half hour (in the prosker's time zone) and last one hour. */
export const EVENT_START_STEP_MINUTES = 30;
export { EVENT_DURATION_MINUTES };

/** Morning: slots starting before 13:00; afternoon: from 13:00 (spec point 9's time of day). */
export const AFTERNOON_FROM_MINUTES = 13 * 60;
export type DayHalf = (typeof TIMES_OF_DAY)[number];
export { TIMES_OF_DAY };

/**
 * The hours a job bought by half a day (not by an agenda slot) is given, on the clock of its
 * region's zone: the morning 09:00 to 13:00, the afternoon 14:00 to 18:00.
 */
export const DAY_HALF_HOURS: Record<DayHalf, { from: string; to: string }> = {
  morning: { from: '09:00', to: '13:00' },
  afternoon: { from: '14:00', to: '18:00' },
};

/** 0 = Sunday ... 6 = Saturday (JavaScript's getDay and PostgreSQL's dow). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export { TIME_ZONES, type Region } from './regions';

/** A time of a range: on the hour or half hour, 00:00 to 24:00 (24:00 only ends a range). */
export const TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[03]0|24:00)$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** How many ranges one day may have. */
export const MAX_RANGES_PER_DAY = 12;

export interface TimeRange {
  from: string;
  to: string;
}

/** Minutes since midnight of an 'HH:MM' time, NaN when it is not one. */
export function minutesOf(time: string): number {
  if (!/^\d{2}:\d{2}$/.test(time)) return NaN;
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The weekday (0 = Sunday) of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function halfOf(startMinutes: number): DayHalf {
  return startMinutes < AFTERNOON_FROM_MINUTES ? 'morning' : 'afternoon';
}

/** The instants a half of a local date spans in a time zone (its `DAY_HALF_HOURS`). */
export function dayHalfSpan(date: string, half: DayHalf, timeZone: string) {
  const { from, to } = DAY_HALF_HOURS[half];
  return {
    start: zonedInstant(date, minutesOf(from), timeZone),
    end: zonedInstant(date, minutesOf(to), timeZone),
  };
}

export interface RangeProblem {
  /** Index in the list as given. */
  index: number;
  field: 'from' | 'to';
  key: string;
}

/**
 * What is wrong with one day's ranges: a range that does not end after it starts, or one that
 * overlaps another (ranges that only touch, 09:00-12:00 and 12:00-15:00, are fine). Times that
 * are not times are the schema's to report.
 */
export function rangeProblems(ranges: TimeRange[]): RangeProblem[] {
  const problems: RangeProblem[] = [];
  const valid: { index: number; from: number; to: number }[] = [];
  ranges.forEach((range, index) => {
    const from = minutesOf(range.from);
    const to = minutesOf(range.to);
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (from >= to) problems.push({ index, field: 'to', key: 'fields.timeRange' });
    else valid.push({ index, from, to });
  });
  const sorted = [...valid].sort((a, b) => a.from - b.from || a.to - b.to);
  let latestEnd = -1;
  let latestIndex = -1;
  for (const range of sorted) {
    if (range.from < latestEnd) {
      // Reported on the range listed later, so the first one the user typed stays clean.
      const index = Math.max(range.index, latestIndex);
      if (!problems.some((p) => p.index === index)) {
        problems.push({ index, field: 'from', key: 'fields.timeRangesOverlap' });
      }
    }
    if (range.to > latestEnd) {
      latestEnd = range.to;
      latestIndex = range.index;
    }
  }
  return problems.sort((a, b) => a.index - b.index);
}
