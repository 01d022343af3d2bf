/**
 * The agenda's texts (namespace `agenda`, `common/locales/*\/agenda.ts`) with keys checked
 * against the Spanish source at compile time, and the page's weekdays and time ranges (dates and
 * times are written by `i18n/format.ts`).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { minutesOf, timeOf } from '../../../common/agenda';
import type { TimeRange } from '../../../common/agenda';
import type { esAgenda } from '../../../common/locales/es/agenda';
import { REGIONS, TIME_ZONES } from '../../../common/regions';
import { wallClock } from '../../../common/time';
import { useFormat } from '../i18n/format';

type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type AgendaKey = TextKeys<typeof esAgenda>;
export type AgendaT = (key: AgendaKey, values?: Record<string, string | number>) => string;

export function useAgendaT(): AgendaT {
  const { t } = useTranslation('agenda');
  return useCallback<AgendaT>((key, values) => t(key, values ?? {}), [t]);
}

/** Weekday keys by number (0 = Sunday). */
export const WEEKDAY_KEYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** The order the page shows weekdays in: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const weekdayName = (t: AgendaT, weekday: number) => t(`weekdays.${WEEKDAY_KEYS[weekday]}`);

/** Every time of a range on the half-hour grid, 00:00 to 24:00. */
export const HALF_HOURS: string[] = Array.from({ length: 49 }, (_, i) => timeOf(i * 30));

/** A range's end an hour after `from` (at most 24:00). */
export const hourAfter = (from: string) => timeOf(Math.min(minutesOf(from) + 60, 24 * 60));

/** Ranges as people read them: '09:00–13:00, 15:00–19:00'. */
export const rangesText = (ranges: TimeRange[]) =>
  ranges.map((range) => `${range.from}–${range.to}`).join(', ');

/**
 * An instant's time ("09:00") on the clock of the prosker's zone, written by the one formatter
 * (the zone is a region's; another one falls back to its wall clock, the same text).
 */
export function useZoneTime(timeZone: string): (instant: string | number | Date) => string {
  const { time } = useFormat();
  const region = REGIONS.find((each) => TIME_ZONES[each] === timeZone);
  return useCallback(
    (instant) => (region ? time(instant, region) : wallClock(instant, timeZone).slice(11, 16)),
    [region, time, timeZone],
  );
}
