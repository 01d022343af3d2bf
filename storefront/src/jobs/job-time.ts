/**
 * The date fields of jobs in the job's region: a job in Uruguay starts at 09:00 in Montevideo
 * whatever the browser's clock says. Wall-clock conversions are `common/time.ts`'s; dates and
 * times are written by `i18n/format.ts` (given the job's region).
 */
import { TIME_ZONES, regionOfCurrency, type Region } from '../../../common/regions';
import { instantOf, wallClock } from '../../../common/time';

export { regionOfCurrency };

/** An instant as the `datetime-local` value (YYYY-MM-DDTHH:MM) of a region's wall clock. */
export const toLocalInput = (iso: string, region: Region): string =>
  wallClock(iso, TIME_ZONES[region]).slice(0, 16);

/** The instant (ISO) of a `datetime-local` value read on a region's wall clock; null if invalid. */
export function fromLocalInput(value: string, region: Region): string | null {
  const [date, time, ...rest] = value.split('T');
  return rest.length === 0 && time !== undefined ? instantOf(date, time, TIME_ZONES[region]) : null;
}
