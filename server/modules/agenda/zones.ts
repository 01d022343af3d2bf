/**
 * Local dates and times of a named time zone, from the runtime's time zone database (Intl):
 * an instant's local date, minute and weekday, and the instant of a local date and minute.
 */
import { TIME_ZONES, type Region } from '../../../common/agenda';

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

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The region's time zone: Brazil's for a Brazilian default address, else Uruguay's. */
export function timeZoneOfCountry(countryCode: string | null | undefined): string {
  const region: Region = countryCode?.toUpperCase() === 'BR' ? 'br' : 'uy';
  return TIME_ZONES[region];
}

/** The wall-clock fields of an instant in a zone, as if they were UTC (for offset arithmetic). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

export function localTime(instant: Date, timeZone: string): LocalTime {
  const ms = instant.getTime();
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  const wall = new Date(wallClockMs(wholeSecond, timeZone));
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
    subMinuteMs: wall.getUTCSeconds() * 1000 + (ms - wholeSecond),
  };
}

/**
 * The instant at which a zone's clock shows `minutes` after midnight of `date` (1440 is the next
 * midnight). A time skipped by a clock change resolves to the instant after the gap.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  const offset1 = wallClockMs(wall, timeZone) - wall;
  let instant = wall - offset1;
  const offset2 = wallClockMs(instant, timeZone) - instant;
  if (offset2 !== offset1) instant = wall - offset2;
  return new Date(instant);
}

/** Today's date in a zone. */
export function today(timeZone: string, now = new Date()): string {
  return localTime(now, timeZone).date;
}
