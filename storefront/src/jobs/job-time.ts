/**
 * Dates and times of jobs in the job's region: a job in Uruguay starts at 09:00 in Montevideo
 * whatever the browser's clock says. Wall-clock conversions go through Intl's zone database.
 */
import { useMemo } from 'react';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { TIME_ZONES, regionOfCurrency, type Region } from '../../../common/regions';
import { useLanguage } from '../i18n/use-language';

export { regionOfCurrency };

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function partsOf(instant: number, timeZone: string): Record<string, number> {
  let format = partsFormat.get(timeZone);
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
    partsFormat.set(timeZone, format);
  }
  return Object.fromEntries(
    format
      .formatToParts(new Date(instant))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date (YYYY-MM-DD) in a region. */
export function todayIn(region: Region, now = Date.now()): string {
  const p = partsOf(now, TIME_ZONES[region]);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** An instant as the `datetime-local` value (YYYY-MM-DDTHH:MM) of a region's wall clock. */
export function toLocalInput(iso: string, region: Region): string {
  const p = partsOf(new Date(iso).getTime(), TIME_ZONES[region]);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant (ISO) of a `datetime-local` value read on a region's wall clock; null if invalid. */
export function fromLocalInput(value: string, region: Region): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  const zone = TIME_ZONES[region];
  const offsetAt = (instant: number) => {
    const p = partsOf(instant, zone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
  };
  // Twice, so an instant across a clock change still lands on the asked wall time.
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}

export interface JobFormatters {
  /** "lunes, 24 de noviembre de 2026" */
  day: (iso: string, region: Region) => string;
  /** "09:00" */
  time: (iso: string, region: Region) => string;
  /** "24 nov 2026, 09:00" */
  dateTime: (iso: string, region?: Region) => string;
  /** A YYYY-MM-DD date as "lunes, 24 de noviembre de 2026". */
  calendarDay: (date: string) => string;
}

/** Job dates in the interface language and the job's region. */
export function useJobFormat(): JobFormatters {
  const { language } = useLanguage();
  return useMemo(() => {
    const tag = LANGUAGE_TAGS[language];
    const cache = new Map<string, Intl.DateTimeFormat>();
    const format = (key: string, options: Intl.DateTimeFormatOptions) => {
      let f = cache.get(key);
      if (!f) {
        f = new Intl.DateTimeFormat(tag, options);
        cache.set(key, f);
      }
      return f;
    };
    return {
      day: (iso, region) =>
        format(`day-${region}`, { dateStyle: 'full', timeZone: TIME_ZONES[region] }).format(
          new Date(iso),
        ),
      time: (iso, region) =>
        format(`time-${region}`, {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: TIME_ZONES[region],
        }).format(new Date(iso)),
      dateTime: (iso, region) =>
        format(`dateTime-${region ?? 'local'}`, {
          dateStyle: 'medium',
          timeStyle: 'short',
          hourCycle: 'h23',
          ...(region ? { timeZone: TIME_ZONES[region] } : {}),
        }).format(new Date(iso)),
      calendarDay: (date) =>
        format('calendarDay', { dateStyle: 'full', timeZone: 'UTC' }).format(
          new Date(`${date}T12:00:00Z`),
        ),
    };
  }, [language]);
}
