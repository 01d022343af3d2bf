/**
 * Local dates and times of a named (IANA) time zone, the one place where instants and wall clocks
 * are converted, for the server and the storefront alike. It stands on date-fns' time zone
 * support (`@date-fns/tz`, over the runtime's Intl zone database): no fixed offsets anywhere, so
 * a zone that changes its clocks (São Paulo until 2019, Montevideo until 2015) is still right.
 *
 * Dates are 'YYYY-MM-DD', times 'HH:MM', minutes count from local midnight (1440 is the next
 * midnight). The rule for a local time a clock change makes special is the one of Temporal's
 * 'compatible' disambiguation:
 * - a time **skipped** by a clock moved forward (São Paulo, 2018-11-04 00:30) is the instant
 *   after the gap, read with the offset from before it (00:30 -03:00 = 01:30 -02:00);
 * - a time **repeated** by a clock moved back (São Paulo, 2019-02-16 23:30) is its first
 *   occurrence, the earlier instant.
 */
import { TZDate } from '@date-fns/tz';

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 = Sunday. */
  weekday: number;
  /** Seconds and milliseconds past the minute (0 for a clean start). */
  subMinuteMs: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const msOf = (instant: Date | string | number) =>
  instant instanceof Date ? instant.getTime() : new Date(instant).getTime();

/** An instant read on the zone's clock. */
function inZone(instant: Date | string | number, timeZone: string): TZDate {
  return new TZDate(msOf(instant), timeZone);
}

const dateOf = (d: TZDate) =>
  `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** An instant's local date, minute of the day and weekday in a zone. */
export function localTime(instant: Date | string | number, timeZone: string): LocalTime {
  const d = inZone(instant, timeZone);
  return {
    date: dateOf(d),
    minutes: d.getHours() * 60 + d.getMinutes(),
    weekday: d.getDay(),
    subMinuteMs: d.getSeconds() * 1000 + d.getMilliseconds(),
  };
}

/**
 * The instant at which a zone's clock shows `minutes` after midnight of `date` (1440 is the next
 * midnight); skipped and repeated times follow the rule at the top of this file.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, minutes, timeZone).getTime());
}

/** The instant (ISO, UTC) of a local date and 'HH:MM' time of a zone; null when either is malformed. */
export function instantOf(date: string, time: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!clock) return null;
  const instant = zonedInstant(date, Number(clock[1]) * 60 + Number(clock[2]), timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The calendar date (YYYY-MM-DD) `days` after (or before, when negative) another. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): string {
  return localTime(now, timeZone).date;
}

/** An instant as the zone's wall clock, 'YYYY-MM-DDTHH:MM:SS' (no offset). */
export function wallClock(instant: Date | string | number, timeZone: string): string {
  const d = inZone(instant, timeZone);
  return `${dateOf(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** An instant in ISO 8601 with the zone's offset of that moment ('2026-05-04T10:00:00.000-03:00'). */
export function isoInZone(instant: Date | string | number, timeZone: string): string {
  return inZone(instant, timeZone).toISOString();
}

/**
 * A zone's offsets from UTC between the starts of two years, as `[fromMinute, offset]` pairs
 * (minutes since 1970-01-01T00:00Z, minutes east of UTC), oldest first: the first holds from
 * `fromYear` on, each next one from the minute its clock change took effect. Read at build time
 * by the storefront, which then writes a day without the runtime's zone code
 * (`storefront/src/i18n/region-offsets.ts`).
 */
export function offsetChanges(
  timeZone: string,
  fromYear: number,
  toYear: number,
): [number, number][] {
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  const offsetAt = (ms: number) => -new TZDate(ms, timeZone).getTimezoneOffset();
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear, 0, 1);
  let offset = offsetAt(start);
  const changes: [number, number][] = [[start / MINUTE, offset]];
  // Clocks change at most once a day: a day's steps find each change, then halving finds its minute.
  for (let day = start; day < end; day += DAY) {
    const next = offsetAt(day + DAY);
    if (next === offset) continue;
    let before = day;
    let after = day + DAY;
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
      if (offsetAt(middle) === offset) before = middle;
      else after = middle;
    }
    changes.push([after / MINUTE, next]);
    offset = next;
  }
  return changes;
}
