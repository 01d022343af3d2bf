import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { REGION_OFFSETS } from './src/i18n/region-offsets';

const MODULE = fileURLToPath(new URL('./src/i18n/region-offsets.ts', import.meta.url));

/**
 * `src/i18n/region-offsets.ts` as its value, computed once while building: the regions' clock
 * changes as data, without the zone code that finds them.
 */
export function regionOffsets(): Plugin {
  return {
    name: 'prosk-region-offsets',
    enforce: 'pre',
    load(id) {
      return id.split('?')[0] === MODULE
        ? `export const REGION_OFFSETS = ${JSON.stringify(REGION_OFFSETS)};`
        : null;
    },
  };
}
