/**
 * Calendar helpers. FullCalendar is given `timeZone: 'UTC'` and wall-clock strings without an
 * offset ('2026-12-01T09:30:00'), made by `wallClock` of `common/time.ts` in the prosker's zone;
 * a Date coming out of the calendar therefore carries the zone's wall clock in its UTC fields.
 */

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
