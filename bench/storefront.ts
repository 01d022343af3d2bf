/**
 * Storefront figures, production build and server, everything on 127.0.0.1 (throw-away data
 * directories, removed at the end):
 *  (a) Lighthouse (mobile, simulated throttling, BENCH_LIGHTHOUSE_RUNS runs, 3 by default, 0 skips it, the
 *      median of each figure) on home, search, a category, a profile, a service page, the blog
 *      list, a blog post, the FAQ, a content page and contact of the demo data. Targets:
 *      performance >= 95, accessibility, best practices and SEO 100, LCP <= 2.5 s, CLS <= 0.1.
 *      The audits of accessibility, best practices and SEO that fail, per page. Then, signed in
 *      as the demo users, a job page, the agenda, the chat and the account pages: total blocking
 *      time <= 200 ms and first-load JavaScript <= 200 KB gzipped each.
 *  (b) First-load JavaScript of the home page: the scripts Lighthouse saw it load, as sent
 *      (transfer size) and gzipped from `storefront/dist`. Target <= 160 KB gzipped.
 *  (c) Time to first byte and to the last byte of `/perfil/<username>` at 20 connections for
 *      DURATION seconds, random visible proskers of the large data set (BENCH_PROSKERS, 100000 by
 *      default). Targets: first byte p95 <= 100 ms, whole page p95 <= 150 ms, >= 100 pages/s.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import pg from 'pg';
import { buildApps } from '../scripts/build';
import { seed } from './catalogue';
import {
  call,
  DURATION,
  freePort,
  percentile,
  ROOT,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './lib';
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from '../scripts/chromium';
import { FIRST_LOAD_BUDGET_BYTES } from '../scripts/bundle-report';

const CHROMIUM = process.env.CHROME_PATH || SYSTEM_CHROMIUM;
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
/** Lighthouse runs per page (0 skips Lighthouse: only the time to first byte is measured). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FIRST_LOAD_JS_TARGET = Math.min(FIRST_LOAD_BUDGET_BYTES, 160 * 1024);
const PERFORMANCE_TARGET = 95;
/** Signed-in pages: total blocking time and first-load JavaScript (gzipped) at most these. */
const SIGNED_IN_TBT_TARGET_MS = 200;
const SIGNED_IN_JS_TARGET = 200 * 1024;
/** The README's demo accounts. */
const DEMO_CLIENT = { email: 'cliente@prosk.uy', password: 'Cliente#2026demo' };
const DEMO_PROSKER = { email: 'prosker@prosk.uy', password: 'Prosker#2026demo' };
const CONNECTIONS = 20;
const TTFB_TARGET_MS = 100;
/** A profile's whole page (last byte) at 20 connections, and pages a second on this machine. */
const WHOLE_PAGE_TARGET_MS = 150;
const PAGES_PER_SECOND_TARGET = 100;
const DIST = path.join(ROOT, 'storefront/dist');

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  total: number;
  js: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');

function requestsOf(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] };
  return details?.items ?? [];
}

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const js = requestsOf(lhr)
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    total: value('total-byte-weight'),
    js,
  };
}

interface AuditItem {
  node?: { selector?: string; nodeLabel?: string };
  href?: string;
  text?: string;
  url?: string;
  description?: string;
}

/** What an audit's item points at: a node's selector and label, a link, a URL. */
function describeItem(item: AuditItem): string {
  if (item.node) {
    const label = item.node.nodeLabel?.replace(/\s+/g, ' ').trim().slice(0, 60);
    return [item.node.selector, label && `"${label}"`].filter(Boolean).join(' ');
  }
  if (item.href !== undefined || item.text !== undefined) {
    return `link "${item.text ?? ''}" → ${item.href ?? ''}`;
  }
  return item.url ?? item.description ?? '';
}

/**
 * The audits of accessibility, best practices and SEO that do not pass (weighted or not), with
 * their title and up to four of the elements they name.
 */
function failingAudits(lhr: Result): Map<string, string> {
  const failing = new Map<string, string>();
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      const items = ((audit.details as { items?: AuditItem[] } | undefined)?.items ?? [])
        .map(describeItem)
        .filter(Boolean);
      const examples = items.length
        ? `\n          ${items.slice(0, 4).join('\n          ')}${items.length > 4 ? `\n          (and ${items.length - 4} more)` : ''}`
        : '';
      const weight = ref.weight ? '' : ' (weight 0)';
      failing.set(`${category}: ${ref.id}`, `${audit.title}${weight}${examples}`);
    }
  }
  return failing;
}

/**
 * One Lighthouse run in a Chromium of its own (a new empty profile each time). With a `token`,
 * the page is opened signed in: the token is saved where the storefront keeps it before
 * Lighthouse loads the page, and Lighthouse keeps the storage.
 */
async function lighthouseRun(url: string, token?: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    if (token) await saveToken(chrome.port, new URL(url).origin, token);
    const result = await lighthouse(url, {
      disableStorageReset: Boolean(token),
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
      // Mobile form factor and simulated throttling are Lighthouse's defaults.
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (error) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Saves a session token in the storefront's storage of a Chromium started for Lighthouse. */
async function saveToken(port: number, origin: string, token: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((value) => window.localStorage.setItem('token', value), token);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** A run that Chromium or Lighthouse broke off (an interstitial, a lost tab) is tried again, twice. */
async function lighthouseRetried(url: string, token?: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, token);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`    (run again: ${(error as Error).message})`);
    }
  }
}

/** A real profile, category, service and blog post of the demo data, from the public API. */
async function demoPages(base: string) {
  const profiles = await call(base, 'GET', '/profiles');
  const categories = await call(base, 'GET', '/categories');
  const posts = await call(base, 'GET', '/content/posts?region=uy');
  const username = profiles.body?.data?.[0]?.username as string | undefined;
  const category = categories.body?.data?.[0]?.slug as string | undefined;
  const post = posts.body?.items?.[0]?.slug as string | undefined;
  let service: number | undefined;
  for (const card of (profiles.body?.data ?? []) as { id: number }[]) {
    service = (await call(base, 'GET', `/proskers/${card.id}/services`)).body?.data?.[0]?.id;
    if (service) break;
  }
  if (!username || !category || !post || !service) {
    throw new Error(
      `the demo data lacks a page: profile ${username}, category ${category}, post ${post}, service ${service}`,
    );
  }
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: '/perfiles?q=plomeria' },
    { name: 'category', path: `/categorias/${encodeURIComponent(category)}` },
    { name: 'profile', path: `/perfil/${encodeURIComponent(username)}` },
    { name: 'service', path: `/servicios/${service}` },
    { name: 'blog', path: '/blog' },
    { name: 'blog post', path: `/blog/${encodeURIComponent(post)}` },
    { name: 'FAQ', path: '/preguntas-frecuentes' },
    { name: 'content', path: '/nosotros' },
    { name: 'contact', path: '/contacto' },
  ];
}

async function tokenOf(base: string, account: { email: string; password: string }) {
  const signedIn = await call(base, 'POST', '/login', undefined, account);
  const token = signedIn.body?.access_token as string | undefined;
  if (!token) throw new Error(`${account.email} could not sign in: ${signedIn.status}`);
  return token;
}

/**
 * The demo users' signed-in pages, with the token to open them: a job between them (the demo
 * prosker offers it in their conversation and the client accepts it), the agenda, the chat and
 * the account pages.
 */
async function signedInPages(base: string) {
  const client = await tokenOf(base, DEMO_CLIENT);
  const prosker = await tokenOf(base, DEMO_PROSKER);
  const proskerId = (await call(base, 'GET', '/user', prosker)).body?.id as number;
  const opened = await call(base, 'POST', '/conversations', client, { proskerId });
  const conversationId = (opened.body?.id ?? opened.body?.error?.details?.conversationId) as
    number | undefined;
  const start = new Date(Date.now() + 3 * 86_400_000);
  const offered = await call(base, 'POST', '/user/jobs', prosker, {
    conversationId,
    title: 'Cambio de canilla de la cocina',
    description: 'Cambiar la canilla monocomando y revisar la pérdida de abajo.',
    price: 900,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    requiresPayment: false,
  });
  const jobId = offered.body?.id as number | undefined;
  if (!jobId) throw new Error(`the demo prosker could not offer a job: ${offered.status}`);
  await call(base, 'POST', `/user/jobs/${jobId}/actions`, client, { action: 'acceptOffer' });
  return [
    { name: 'job (client)', path: `/admin-servicios-detalle/${jobId}`, token: client },
    { name: 'job (prosker)', path: `/admin-servicios-detalle/${jobId}`, token: prosker },
    { name: 'agenda', path: '/app/agenda', token: prosker },
    { name: 'chat', path: `/app/chat/${conversationId}`, token: client },
    { name: 'account', path: '/cuenta', token: client },
    { name: 'orders', path: '/mis-ordenes', token: client },
    { name: 'services', path: '/cuenta/servicios', token: prosker },
    { name: 'seller home', path: '/mi-negocio', token: prosker },
  ];
}

/** Signed in: the median total blocking time and first-load JavaScript of each page. */
async function signedInSection(base: string) {
  const pages = await signedInPages(base);
  console.log(`    signed in (median of ${RUNS} runs each):`);
  const missed: string[] = [];
  for (const page of pages) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await lighthouseRetried(`${base}${page.path}`, page.token));
    }
    const tbt = median(runs.map((run) => figuresOf(run).tbt));
    const js = median(runs.map((run) => firstLoadJs(run, base).gzipped));
    const perf = median(runs.map((run) => figuresOf(run).performance));
    const a11y = median(runs.map((run) => figuresOf(run).accessibility));
    console.log(
      `      ${page.name.padEnd(14)} perf ${String(perf).padStart(3)}  a11y ${String(a11y).padStart(3)}  TBT ${`${tbt.toFixed(0)} ms`.padStart(7)}  JS ${kb(js).padStart(9)} gzipped  ${page.path}`,
    );
    const audits = new Map<string, string>();
    for (const run of runs) for (const [id, title] of failingAudits(run)) audits.set(id, title);
    // A signed-in page is kept out of search engines on purpose: its SEO audits say so.
    for (const [id, title] of audits) {
      if (!id.startsWith('seo:')) console.log(`        failing: ${id} (${title})`);
    }
    if (tbt > SIGNED_IN_TBT_TARGET_MS) missed.push(`${page.name} TBT ${tbt.toFixed(0)} ms`);
    if (js > SIGNED_IN_JS_TARGET) missed.push(`${page.name} JS ${kb(js)}`);
  }
  console.log(
    `    targets: TBT <= ${SIGNED_IN_TBT_TARGET_MS} ms and JS <= ${kb(SIGNED_IN_JS_TARGET)} gzipped on each; missed: ${missed.length ? missed.join(', ') : 'none'}`,
  );
}

/** The home page's scripts, as transferred and as gzipped from the built files on disk. */
function firstLoadJs(home: Result, base: string) {
  const scripts = requestsOf(home).filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith(base),
  );
  let transferred = 0;
  let gzipped = 0;
  let raw = 0;
  const files: string[] = [];
  for (const script of scripts) {
    transferred += script.transferSize ?? 0;
    const file = path.join(DIST, decodeURIComponent(new URL(script.url).pathname));
    if (!file.startsWith(DIST) || !existsSync(file)) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    const size = gzipSync(bytes, { level: 9 }).length;
    gzipped += size;
    files.push(`${path.relative(DIST, file)} ${kb(size)}`);
  }
  return { count: scripts.length, transferred, gzipped, raw, files };
}

async function lighthouseSection(base: string) {
  const pages = await demoPages(base);
  const rows: { name: string; path: string; figures: Figures }[] = [];
  const failing = new Map<string, Map<string, string>>();
  let home: Result | undefined;
  for (const page of pages) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRetried(`${base}${page.path}`));
    const all = runs.map(figuresOf);
    const pick = (key: keyof Figures) => median(all.map((f) => f[key]));
    const figures = Object.fromEntries(
      (Object.keys(all[0]) as (keyof Figures)[]).map((key) => [key, pick(key)]),
    ) as unknown as Figures;
    rows.push({ ...page, figures });
    const audits = new Map<string, string>();
    for (const run of runs) for (const [id, title] of failingAudits(run)) audits.set(id, title);
    failing.set(page.name, audits);
    if (page.name === 'home') {
      // The run whose performance score is the median one.
      home = [...runs].sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      )[Math.floor((runs.length - 1) / 2)];
    }
    console.log(`    ${page.name}: ${RUNS} runs done`);
  }

  console.log(
    `(a) Lighthouse ${lighthouseVersion()}, mobile, simulated throttling, median of ${RUNS} runs`,
  );
  const header = [
    'page'.padEnd(10),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'BP'.padStart(5),
    'SEO'.padStart(5),
    'FCP'.padStart(8),
    'LCP'.padStart(8),
    'CLS'.padStart(6),
    'TBT'.padStart(8),
    'transfer'.padStart(10),
    'JS'.padStart(10),
    '  path',
  ];
  console.log(`    ${header.join(' ')}`);
  for (const { name, path: pagePath, figures: f } of rows) {
    console.log(
      `    ${[
        name.padEnd(10),
        String(f.performance).padStart(5),
        String(f.accessibility).padStart(5),
        String(f.bestPractices).padStart(5),
        String(f.seo).padStart(5),
        seconds(f.fcp).padStart(8),
        seconds(f.lcp).padStart(8),
        f.cls.toFixed(3).padStart(6),
        `${f.tbt.toFixed(0)} ms`.padStart(8),
        kb(f.total).padStart(10),
        kb(f.js).padStart(10),
        `  ${pagePath}`,
      ].join(' ')}`,
    );
  }
  console.log(
    `    targets: perf >= ${PERFORMANCE_TARGET}, a11y 100, BP 100, SEO 100, LCP <= 2.50 s, CLS <= 0.100 on each page`,
  );
  const missed = rows.flatMap(({ name, figures: f }) =>
    [
      f.performance < PERFORMANCE_TARGET && `perf ${f.performance}`,
      f.accessibility < 100 && `a11y ${f.accessibility}`,
      f.bestPractices < 100 && `BP ${f.bestPractices}`,
      f.seo < 100 && `SEO ${f.seo}`,
      f.lcp > 2500 && `LCP ${seconds(f.lcp)}`,
      f.cls > 0.1 && `CLS ${f.cls.toFixed(3)}`,
    ]
      .filter(Boolean)
      .map((m) => `${name} ${m}`),
  );
  console.log(`    missed: ${missed.length ? missed.join(', ') : 'none'}`);

  console.log('    failing audits (accessibility, best practices, SEO; in any run):');
  for (const [page, audits] of failing) {
    if (!audits.size) {
      console.log(`      ${page}: none`);
      continue;
    }
    for (const [id, title] of audits) console.log(`      ${page}: ${id} — ${title}`);
  }

  if (home) {
    const js = firstLoadJs(home, base);
    console.log(
      `(b) first-load JavaScript of the home page (${js.count} scripts): transferred ${kb(js.transferred)}, gzipped from storefront/dist ${kb(js.gzipped)} (${kb(js.raw)} raw); target <= ${kb(FIRST_LOAD_JS_TARGET)} gzipped: ${js.gzipped <= FIRST_LOAD_JS_TARGET ? 'met' : 'missed'}`,
    );
    for (const file of js.files) console.log(`      ${file}`);
  }
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

/**
 * Milliseconds from sending the request (as a browser does, accepting brotli) to its answer's
 * head (node's 'response' event), and to its last byte.
 */
function timeToFirstByte(
  agent: http.Agent,
  base: URL,
  pathname: string,
): Promise<{ ms: number; wholeMs: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        agent,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      (response) => {
        const elapsed = performance.now() - started;
        response.resume();
        response.on('end', () =>
          resolve({
            ms: elapsed,
            wholeMs: performance.now() - started,
            status: response.statusCode ?? 0,
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${pathname} timed out`)));
    request.on('error', reject);
  });
}

async function ttfbSection(base: string, usernames: string[], size: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(base);
  const pick = () =>
    `/perfil/${encodeURIComponent(usernames[Math.floor(Math.random() * usernames.length)])}`;
  try {
    // Warm-up, as a server that has been running: every connection and render thread busy a
    // few times.
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from({ length: CONNECTIONS }, () => timeToFirstByte(agent, url, pick())),
      );
    }
    const times: number[] = [];
    const wholes: number[] = [];
    let non2xx = 0;
    let errors = 0;
    const until = performance.now() + DURATION * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          try {
            const { ms: elapsed, wholeMs, status } = await timeToFirstByte(agent, url, pick());
            times.push(elapsed);
            wholes.push(wholeMs);
            if (status < 200 || status >= 300) non2xx++;
          } catch {
            errors++;
          }
        }
      }),
    );
    times.sort((a, b) => a - b);
    wholes.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `(c) time to first byte of /perfil/<username>, ${CONNECTIONS} connections, ${DURATION} s, ${usernames.length} random visible proskers; ${size}`,
    );
    console.log(
      `    ${times.length} requests (${(times.length / DURATION).toFixed(0)} req/s)  p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  max ${ms(times[times.length - 1])}  (target p95 <= ${TTFB_TARGET_MS} ms: ${p95 <= TTFB_TARGET_MS ? 'met' : 'missed'})  non-2xx ${non2xx}, errors ${errors}`,
    );
    const wholeP95 = percentile(wholes, 95);
    const perSecond = times.length / DURATION;
    console.log(
      `    whole page (last byte): p50 ${ms(percentile(wholes, 50))}  p95 ${ms(wholeP95)}  max ${ms(wholes[wholes.length - 1])}  (target p95 <= ${WHOLE_PAGE_TARGET_MS} ms: ${wholeP95 <= WHOLE_PAGE_TARGET_MS ? 'met' : 'missed'}; ${perSecond.toFixed(0)} pages/s, target >= ${PAGES_PER_SECOND_TARGET}: ${perSecond >= PAGES_PER_SECOND_TARGET ? 'met' : 'missed'})`,
    );
  } finally {
    agent.destroy();
  }
}

/** The production server with the demo data (`SEED_DEMO`, as `npm start` in development). */
async function startDemo(dataDir: string) {
  return startServerProcess('demo', dataDir, '', {
    env: { SEED_DEMO: 'true', EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn' },
  });
}

export async function benchStorefront(): Promise<void> {
  buildApps();
  const demoDir = mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-storefront-'));
  const largeDir = mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-storefront-large-'));
  let server: ServerProcess | undefined;
  let client: pg.Client | undefined;
  try {
    if (RUNS > 0) {
      server = await startDemo(demoDir);
      console.log(`    production server with the demo data at ${server.base}`);
      await lighthouseSection(server.base);
      await signedInSection(server.base);
      await stopServerProcess(server);
      server = undefined;
    }

    const pgPort = await freePort();
    console.log(`    npm run seed:large -- --proskers ${process.env.BENCH_PROSKERS ?? 100000}`);
    const seeded = await seed(largeDir, pgPort);
    console.log(`    seeded in ${seeded.seconds.toFixed(1)} s`);
    server = await startServerProcess('large', largeDir, '', {
      env: { SEED_DEMO: 'false', EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn' },
    });
    client = new pg.Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/prosk`,
    });
    await client.connect();
    const { rows } = await client.query<{ username: string }>(
      'SELECT username FROM profiles WHERE prosker AND visible ORDER BY random() LIMIT 5000',
    );
    const [count] = (
      await client.query<{ proskers: string; visible: string }>(
        'SELECT count(*) AS proskers, count(*) FILTER (WHERE visible) AS visible FROM profiles WHERE prosker',
      )
    ).rows;
    await ttfbSection(
      server.base,
      rows.map((r) => r.username),
      `${count.proskers} proskers, ${count.visible} visible`,
    );
    if (server.errors.length) console.log(`    server errors: ${server.errors.join('; ')}`);
  } finally {
    await client?.end();
    if (server) await stopServerProcess(server);
    rmSync(demoDir, { recursive: true, force: true });
    rmSync(largeDir, { recursive: true, force: true });
  }
}
