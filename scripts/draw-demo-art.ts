/**
 * Writes the demo data's pictures (`seeds/demo-art.ts`) as SVG files under
 * `storefront/public/demo/`, where the storefront serves them and the demo seeds point:
 * `npx tsx scripts/draw-demo-art.ts` (the files are kept in the repository).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORY_ART, categoryArt, portrait, PORTRAITS } from '../seeds/demo-art';

const OUT = path.resolve(import.meta.dirname, '../storefront/public/demo');

mkdirSync(path.join(OUT, 'portraits'), { recursive: true });
mkdirSync(path.join(OUT, 'categories'), { recursive: true });
for (let n = 0; n < PORTRAITS; n++) {
  writeFileSync(path.join(OUT, 'portraits', `${String(n).padStart(2, '0')}.svg`), portrait(n));
}
for (const slug of CATEGORY_ART) {
  writeFileSync(path.join(OUT, 'categories', `${slug}.svg`), categoryArt(slug));
}
console.log(`Drew ${PORTRAITS} portraits and ${CATEGORY_ART.length} category pictures in ${OUT}`);
