/**
 * Each region's offsets from UTC (`common/time.ts`'s `offsetChanges` for the region's zone),
 * from 2020, before anything the marketplace keeps, to 2100. Run as it is (tests, tools) it
 * computes them with the runtime's zone data; both storefront builds replace this module with
 * its value at build time (`storefront/region-offsets-plugin.ts`), so that a page writes a day
 * on the region's clock without loading zone code or building an Intl object, and the server and
 * the browser write the same day by construction.
 */
import { REGIONS, TIME_ZONES, type Region } from '../../../common/regions';
import { offsetChanges } from '../../../common/time';
import type { ZoneOffsets } from './region-day';

export const REGION_OFFSETS = {} as Record<Region, ZoneOffsets>;
for (const region of REGIONS) {
  REGION_OFFSETS[region] = offsetChanges(TIME_ZONES[region], 2020, 2100);
}
