/**
 * Dates and times of jobs in the job's region: a job in Uruguay starts at 09:00 in Montevideo
 * whatever the browser's clock says. Wall-clock conversions are `common/time.ts`'s.
 */
import { useMemo } from 'react';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { TIME_ZONES, regionOfCurrency, type Region } from '../../../common/regions';
import { instantOf, wallClock } from '../../../common/time';
import { useLanguage } from '../i18n/use-language';

export { regionOfCurrency };

/** An instant as the `datetime-local` value (YYYY-MM-DDTHH:MM) of a region's wall clock. */
export const toLocalInput = (iso: string, region: Region): string =>
  wallClock(iso, TIME_ZONES[region]).slice(0, 16);

/** The instant (ISO) of a `datetime-local` value read on a region's wall clock; null if invalid. */
export function fromLocalInput(value: string, region: Region): string | null {
  const [date, time, ...rest] = value.split('T');
  return rest.length === 0 && time !== undefined ? instantOf(date, time, TIME_ZONES[region]) : null;
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
