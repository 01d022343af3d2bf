/**
 * Writes `common/phone-metadata.ts`: libphonenumber-js's smallest metadata cut down to the
 * marketplace regions' countries (docs/adr/0025-phone-numbers.md). A page that reads or shows a
 * number then carries the numbering plans of Uruguay and Brazil, not of every country (about
 * 20 KB gzipped less). Run again after upgrading libphonenumber-js: `common/phone.test.ts`
 * fails while the file differs from what this script would write.
 *
 *   npx tsx scripts/phone-metadata.ts
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marketplacePhoneMetadata } from '../common/phone-metadata-source';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = path.join(ROOT, 'common/phone-metadata.ts');

writeFileSync(
  TARGET,
  `/**
 * libphonenumber-js's metadata of the marketplace regions' countries only, written by
 * \`scripts/phone-metadata.ts\` from the installed package: do not edit by hand.
 */
import type { MetadataJson } from 'libphonenumber-js/core';

export const PHONE_METADATA: MetadataJson = ${JSON.stringify(marketplacePhoneMetadata())};
`,
);
execFileSync(path.join(ROOT, 'node_modules/.bin/prettier'), ['--write', TARGET]);
console.log(`Wrote ${path.relative(ROOT, TARGET)}`);
