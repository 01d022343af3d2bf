/**
 * The agenda's pure decisions (no database): the zone a region keeps its agenda in, the slots a
 * day's ranges hold, and what counts as an event's instant.
 */
import {
  EVENT_DURATION_MINUTES,
  EVENT_START_STEP_MINUTES,
  halfOf,
  minutesOf,
  timeOf,
  type DayHalf,
  type TimeRange,
} from '../../../common/agenda';
import { TIME_ZONES, regionOfCountry } from '../../../common/regions';
import { localTime, zonedInstant } from '../../../common/time';
import { AppError } from '../../platform';
import type { DaySchedule, MinuteRange } from './schedule';

/** The time zone of a country's region (the default region's for none or another country). */
export function timeZoneOfCountry(countryCode: string | null | undefined): string {
  return TIME_ZONES[regionOfCountry(countryCode)];
}

/** Starts (minutes) of every 1-hour slot that fits inside a day's ranges, on the start grid. */
export function slotStarts(schedule: DaySchedule): number[] {
  const starts = new Set<number>();
  for (const range of schedule.ranges) {
    const first = Math.ceil(range.from / EVENT_START_STEP_MINUTES) * EVENT_START_STEP_MINUTES;
    for (let s = first; s + EVENT_DURATION_MINUTES <= range.to; s += EVENT_START_STEP_MINUTES) {
      starts.add(s);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

const byStart = (a: MinuteRange, b: MinuteRange) => a.from - b.from;

/**
 * The open ranges of one date: its special entry when it has one (closed, or hours that replace
 * the weekday's), else its weekday's ranges.
 */
export function scheduleOf(
  special: { closed: boolean; ranges: TimeRange[] | null } | undefined,
  weekdayRanges: TimeRange[],
): DaySchedule {
  const minutes = (ranges: TimeRange[]) =>
    ranges.map((r) => ({ from: minutesOf(r.from), to: minutesOf(r.to) })).sort(byStart);
  if (special) {
    const ranges = minutes(special.ranges ?? []);
    return { closed: special.closed || ranges.length === 0, ranges, source: 'special' };
  }
  const ranges = minutes(weekdayRanges);
  return { closed: ranges.length === 0, ranges, source: 'weekday' };
}

/**
 * A date a client cannot book: one the prosker marked closed, or, when they keep an agenda, one
 * without hours (without an agenda, a date without hours is asked for by half-day).
 */
export const closedForBooking = (schedule: DaySchedule, keepsAgenda: boolean) =>
  schedule.closed && (keepsAgenda || schedule.source === 'special');

/** A free 1-hour slot: its instants and its local start. */
export interface FreeSlot {
  startsAt: string;
  endsAt: string;
  time: string;
}

/**
 * The free 1-hour slots of one local date (of one half, when given): inside the day's ranges,
 * on the half-hour grid, in the future, overlapping none of the `busy` spans (ms instants).
 */
export function freeSlotsOf(
  date: string,
  schedule: DaySchedule,
  timeZone: string,
  busy: [number, number][],
  now: Date,
  half?: DayHalf,
): FreeSlot[] {
  return (
    slotStarts(schedule)
      .filter((minutes) => !half || halfOf(minutes) === half)
      .map((minutes) => {
        const start = zonedInstant(date, minutes, timeZone).getTime();
        return { start, end: start + EVENT_DURATION_MINUTES * 60_000, minutes };
      })
      // The zone's clock must really show that time (not a time skipped by a clock change).
      .filter((s) => localTime(new Date(s.start), timeZone).minutes === s.minutes)
      .filter((s) => s.start > now.getTime())
      .filter((s) => !busy.some(([from, to]) => from < s.end && s.start < to))
      .map((s) => ({
        startsAt: new Date(s.start).toISOString(),
        endsAt: new Date(s.end).toISOString(),
        time: timeOf(s.minutes),
      }))
  );
}

/** EVENT_TIME_INVALID, on the start field. */
export const timeInvalid = () =>
  new AppError('EVENT_TIME_INVALID', 422, {
    fields: [{ field: 'startsAt', key: 'codes.EVENT_TIME_INVALID' }],
  });

/** An event's start as an instant; EVENT_TIME_INVALID when it is not one. */
export function parseInstant(value: Date | string): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw timeInvalid();
    return value;
  }
  // A full date and time with its offset: a local time alone would be ambiguous.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    throw timeInvalid();
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw timeInvalid();
  return instant;
}
