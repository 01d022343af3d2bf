/**
 * The agenda's pure decisions (no database): the zone a region keeps its agenda in, the slots a
 * day's ranges hold, and what counts as an event's instant.
 */
import { EVENT_DURATION_MINUTES, EVENT_START_STEP_MINUTES } from '../../../common/agenda';
import { TIME_ZONES, regionOfCountry } from '../../../common/regions';
import { AppError } from '../../platform';
import type { DaySchedule } from './schedule';

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
