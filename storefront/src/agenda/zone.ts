/**
 * Wall-clock times in the prosker's time zone. FullCalendar is given `timeZone: 'UTC'` and
 * wall-clock strings without an offset ('2026-12-01T09:30:00'): without a time zone plugin
 * it cannot place instants in a named zone, so every instant is turned into the zone's wall
 * clock here (Intl's zone database) and back. A Date coming out of the calendar therefore
 * carries the zone's wall clock in its UTC fields.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function partsOf(instant: number, timeZone: string): Record<string, number> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return Object.fromEntries(
    format
      .formatToParts(new Date(instant))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant (ISO, or epoch ms) as the zone's wall clock, 'YYYY-MM-DDTHH:MM:SS'. */
export function wallClock(instant: string | number, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  const p = partsOf(ms, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Today's date (YYYY-MM-DD) in the zone. */
export function todayIn(timeZone: string, now = Date.now()): string {
  return wallClock(now, timeZone).slice(0, 10);
}

/** The instant (ISO, UTC) of a wall-clock date and time of the zone; null when invalid. */
export function instantOf(date: string, time: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const [y, mo, d] = match.slice(1).map(Number);
  const [h, mi] = clock.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  const offsetAt = (instant: number) => {
    const p = partsOf(instant, timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
  };
  // Twice, so that an instant across a clock change still lands on the asked wall time.
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** The date (YYYY-MM-DD) of a calendar Date, whose UTC fields hold the wall clock. */
export const calendarDate = (date: Date) => date.toISOString().slice(0, 10);
/** The time (HH:MM) of a calendar Date. */
export const calendarTime = (date: Date) => date.toISOString().slice(11, 16);

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The city of an IANA zone, for people: 'America/Sao_Paulo' → 'Sao Paulo'. */
export function cityOf(timeZone: string): string {
  if (timeZone === 'America/Sao_Paulo') return 'São Paulo';
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
