/**
 * Makes the installed app's icons (`storefront/public/icons/`) from the favicon: 192 and 512
 * pixel squares for the manifest, a maskable 512 whose logo stays inside the safe circle, and
 * the 180 pixel touch icon iOS asks for. The PNGs are committed; run again after changing
 * `storefront/public/favicon.svg`:
 *
 *   npx tsx scripts/pwa-icons.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC = path.join(ROOT, 'storefront', 'public');
const BRAND = '#0b6e4f';

const favicon = readFileSync(path.join(PUBLIC, 'favicon.svg'));

/** The favicon drawn at `size`, rounded corners included. */
function plain(size: number) {
  return sharp(favicon, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();
}

/**
 * A full-bleed brand square with the favicon at 70% in its middle: launchers cut maskable
 * icons to any shape inside the central 80%, so the logo must not reach the edges.
 */
async function maskable(size: number) {
  const inner = Math.round(size * 0.7);
  const logo = await plain(inner).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: logo, gravity: 'center' }])
    .png();
}

async function main() {
  const out = (name: string) => path.join(PUBLIC, 'icons', name);
  await plain(192).toFile(out('icon-192.png'));
  await plain(512).toFile(out('icon-512.png'));
  await (await maskable(512)).toFile(out('maskable-512.png'));
  // iOS draws its own rounded corners over a square icon.
  await (await maskable(180)).toFile(out('apple-touch-icon.png'));
}

await main();
