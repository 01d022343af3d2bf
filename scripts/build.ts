/**
 * Builds the storefront, the back office and the server when their sources changed since the
 * last build. A stamp in each dist folder records a fingerprint of the sources it was built from.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { bundleReport } from './bundle-report';

const ROOT = path.resolve(import.meta.dirname, '..');
const APPS = ['storefront', 'backoffice'] as const;
const SHARED_INPUTS = ['common', 'package-lock.json', 'tsconfig.json'];

function listFiles(target: string, out: string[] = []): string[] {
  if (!existsSync(target)) return out;
  const stat = statSync(target);
  if (stat.isFile()) {
    out.push(target);
    return out;
  }
  for (const entry of readdirSync(target)) {
    if (
      entry === 'dist' ||
      entry === 'dist-server' ||
      entry === 'node_modules' ||
      entry.startsWith('.')
    )
      continue;
    listFiles(path.join(target, entry), out);
  }
  return out;
}

export function fingerprint(app: (typeof APPS)[number] | 'server'): string {
  const hash = createHash('sha256');
  const inputs = app === 'server' ? SERVER_INPUTS : [app, ...SHARED_INPUTS];
  for (const input of inputs) {
    for (const file of listFiles(path.join(ROOT, input)).sort()) {
      const stat = statSync(file);
      hash.update(`${path.relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/** Files the server sends as text: each gets a brotli and a gzip twin beside it. */
const TEXT_FILES = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest)$/;

/**
 * Compresses every text file of a build once, at the highest settings, so the server sends
 * `x.js.br` or `x.js.gz` (whichever the browser accepts) without compressing on each request.
 * A file that compression would not shrink by a tenth is left alone.
 */
export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of listFiles(dir)) {
    if (!TEXT_FILES.test(file)) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    if (brotli.length > content.length * 0.9) continue;
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotliBytes += brotli.length;
  }
  return totals;
}

const stampFile = (app: string) => path.join(ROOT, app, 'dist', '.build-stamp');

/** Whether a build's stamp records these sources. */
const stampSays = (stamp: string, sources: string) =>
  existsSync(stamp) && readFileSync(stamp, 'utf8') === sources;

export function isStale(app: (typeof APPS)[number]): boolean {
  if (!existsSync(path.join(ROOT, app, 'dist', 'index.html'))) return true;
  if (app === 'storefront' && !existsSync(SERVER_ENTRY)) return true;
  return !stampSays(stampFile(app), fingerprint(app));
}

/** The storefront's server-rendering build, beside its `dist`. */
export const SERVER_ENTRY = path.join(ROOT, 'storefront', 'dist-server', 'render-worker.js');

function vite(app: (typeof APPS)[number], extra: string[] = []) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      `${app}/vite.config.ts`,
      '--logLevel',
      'warn',
      ...extra,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`The ${app} build failed`);
}

export function buildApps(options: { force?: boolean; log?: (line: string) => void } = {}): void {
  const log = options.log ?? ((line: string) => console.log(line));
  for (const app of APPS) {
    if (!options.force && !isStale(app)) continue;
    log(`Building the ${app}…`);
    const started = Date.now();
    vite(app);
    // The storefront's public pages are rendered on the server by a build of the same code.
    if (app === 'storefront') {
      vite(app, ['--ssr', 'src/ssr/render-worker.ts', '--outDir', 'dist-server']);
    }
    const packed = precompress(path.join(ROOT, app, 'dist'));
    log(
      `Precompressed ${packed.files} files of the ${app}: ${(packed.bytes / 1024).toFixed(0)} KB, ${(packed.brotliBytes / 1024).toFixed(0)} KB with brotli`,
    );
    writeFileSync(stampFile(app), fingerprint(app));
    log(`Built the ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (app === 'storefront') bundleReport(path.join(ROOT, app, 'dist')).forEach((l) => log(l));
  }
}

/** What the server is built from: its code, what it shares, its migrations and seeds. */
const SERVER_INPUTS = ['server', 'migrations', 'seeds', ...SHARED_INPUTS];

/**
 * The server as one JavaScript module (`npm run serve` runs it with node alone): its own code,
 * `common`, migrations and seeds in the bundle, packages loaded from node_modules. It sits two
 * folders below the root, as `server/platform` does, so paths made from its place stay right.
 */
export const SERVER_BUNDLE = path.join(ROOT, 'dist', 'server', 'main.mjs');
const serverStamp = path.join(ROOT, 'dist', 'server', '.build-stamp');

export function buildServer(options: { force?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
  const stamp = fingerprint('server');
  if (!options.force && existsSync(SERVER_BUNDLE) && stampSays(serverStamp, stamp)) return;
  const started = Date.now();
  buildSync({
    entryPoints: [path.join(ROOT, 'server', 'main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  writeFileSync(serverStamp, stamp);
  const kb = statSync(SERVER_BUNDLE).size / 1024;
  log(`Built the server in ${((Date.now() - started) / 1000).toFixed(1)} s (${kb.toFixed(0)} KB)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    buildApps({ force: process.argv.includes('--force') });
    buildServer({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
