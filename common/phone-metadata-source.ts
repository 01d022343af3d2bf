/**
 * The marketplace regions' part of libphonenumber-js's smallest metadata, as the installed
 * package has it: what `scripts/phone-metadata.ts` writes into `phone-metadata.ts`, and what
 * `phone.test.ts` compares that file with. Not imported by the product (it reads the whole
 * metadata).
 */
import { createRequire } from 'node:module';
import type { MetadataJson } from 'libphonenumber-js/core';
import { REGIONS, REGION_FACTS } from './regions';

export function marketplacePhoneMetadata(): MetadataJson {
  const all = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as MetadataJson;
  const countries = REGIONS.map((region) => REGION_FACTS[region].countryCode as string);
  return {
    version: all.version,
    country_calling_codes: Object.fromEntries(
      Object.entries(all.country_calling_codes)
        .map(([code, list]) => [code, list.filter((country) => countries.includes(country))])
        .filter(([, list]) => list.length > 0),
    ),
    countries: Object.fromEntries(
      countries.map((country) => [country, (all.countries as Record<string, unknown>)[country]]),
    ),
    nonGeographic: {},
  } as MetadataJson;
}
