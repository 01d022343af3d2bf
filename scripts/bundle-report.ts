/**
 * What the storefront's build weighs where it matters: the JavaScript a visitor downloads before
 * the home page is interactive (the entry, the home page's chunk and the first texts of one
 * language, each with what it imports statically), gzipped as the server sends it; and a check
 * that nothing of the back office, react-admin or the server-only catalogues entered a chunk.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { STOREFRONT_FIRST_NAMESPACES, type Language } from '../common/i18n';

/** The home page's first-load budget, gzipped: at most 160 KB (issue 29). */
export const FIRST_LOAD_BUDGET_BYTES = 160 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const HOME_PAGE_SOURCE = 'src/home/HomePage.tsx';

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Every chunk `keys` load before running: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The storefront's manifest has no chunk ${key}`);
    seen.add(key);
    for (const child of chunk.imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

export interface FirstLoad {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/** The scripts of the home page's first load in `language`, largest first. */
export function firstLoad(distDir: string, language: Language = 'es'): FirstLoad {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error("The storefront's manifest has no entry");
  const catalogues = STOREFRONT_FIRST_NAMESPACES.map(
    (namespace) => `../common/locales/${language}/${namespace}.ts`,
  );
  const keys = staticClosure(manifest, [entry, HOME_PAGE_SOURCE, ...catalogues]);
  const files = [...keys]
    .map((key) => {
      const content = readFileSync(path.join(distDir, manifest[key].file));
      return {
        file: manifest[key].file,
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/**
 * Source paths that must never be in the storefront's chunks: the back office's (react-admin,
 * its code and texts), the server's, and MUI's and emotion's (the storefront draws with its own
 * kit, docs/adr/0032-one-design-system.md).
 */
const FOREIGN_SOURCES = [
  /node_modules\/(react-admin|ra-[a-z-]+)\//,
  /node_modules\/(@mui|@emotion)\//,
  /(^|\/)backoffice\//,
  /common\/locales\/\w+\/(backoffice|dev|mail)\.ts$/,
  /common\/i18n-resources\.ts$/,
];

/** Each chunk's sources (from its source map) that belong to the back office, the server or MUI. */
export function foreignSources(distDir: string): { chunk: string; source: string }[] {
  const assets = path.join(distDir, 'assets');
  const found: { chunk: string; source: string }[] = [];
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(path.join(assets, name), 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const normalised = source.replaceAll('\\', '/');
      if (FOREIGN_SOURCES.some((pattern) => pattern.test(normalised))) {
        found.push({ chunk: name.replace(/\.map$/, ''), source: normalised });
      }
    }
  }
  return found;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report `npm run build` prints after the storefront's build. */
export function bundleReport(distDir: string): string[] {
  const load = firstLoad(distDir);
  const lines = [
    `First load of the home page (es): ${load.files.length} scripts, ${kb(load.gzipBytes)} gzipped (budget ${kb(FIRST_LOAD_BUDGET_BYTES)})`,
    ...load.files
      .slice(0, 12)
      .map((f) => `  ${kb(f.gzipBytes).padStart(9)}  ${kb(f.bytes).padStart(9)} raw  ${f.file}`),
  ];
  if (load.files.length > 12) lines.push(`  … and ${load.files.length - 12} smaller`);
  const foreign = foreignSources(distDir);
  lines.push(
    foreign.length
      ? `Back-office, MUI or server code in the storefront: ${foreign.map((f) => `${f.source} (${f.chunk})`).join(', ')}`
      : 'No back-office, react-admin, MUI, emotion or server-only code in the storefront',
  );
  return lines;
}
