/**
 * The calendar day an instant falls on in a region, from the region's offsets
 * (`region-offsets.ts`): no Intl object and no formatter, so the page's frame (the footer's
 * year) can know today without loading the formatter (`format.ts`, which uses these).
 */
import { useLocation } from 'react-router-dom';
import { regionOfPath } from '../../../common/routes';
import { REGION_OFFSETS } from './region-offsets';

/**
 * A zone's offsets from UTC: `[fromMinute, offset]` pairs, oldest first (minutes since
 * 1970-01-01T00:00Z, minutes east of UTC); the first also holds before its minute.
 */
export type ZoneOffsets = readonly (readonly [number, number])[];

export const pad = (n: number) => String(n).padStart(2, '0');

/** The day (YYYY-MM-DD) an instant falls on in a zone given by its offsets. */
export function dayOn(instant: Date | string | number, offsets: ZoneOffsets): string {
  const minute = new Date(instant).getTime() / 60_000;
  let offset = offsets[0]?.[1] ?? 0;
  for (const [from, then] of offsets) {
    if (from > minute) break;
    offset = then;
  }
  const local = new Date((minute + offset) * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** Today (YYYY-MM-DD) on the clock of the page's region. */
export function useRegionToday(): string {
  const region = regionOfPath(useLocation().pathname);
  return dayOn(Date.now(), REGION_OFFSETS[region]);
}
