/**
 * Sitemap figures on a large data set, production stack, embedded PostgreSQL (on a port in
 * 5600–5699, everything on 127.0.0.1):
 *  (a) `npm run seed:large` of BENCH_SITEMAP_PROSKERS proskers (1,000,000 by default) and a
 *      tenth as many clients, as the catalogue benchmark seeds them. BENCH_SITEMAP_DATA_DIR
 *      names a data directory seeded beforehand instead (kept afterwards; a new one is removed).
 *  (b) GET /sitemap.xml, then every sitemap it names, one after the other: the total time, the
 *      index's time, p50/p95/max of the sitemaps, the URLs (none of a sitemap over 50,000) and
 *      the bytes.
 *  (c) The server process's memory: resident size before, the most sampled (every 20 ms) while
 *      the sitemaps are read, during the first and the last profile sitemap, and its peak since
 *      it started (VmHWM); then every profile sitemap read a second time. Flat means the second
 *      reading needs no more than the first.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { seed } from './catalogue';
import { percentile, processTable, startChild, stopChild, treeOf } from './lib';

const PROSKERS = Number(process.env.BENCH_SITEMAP_PROSKERS ?? 1_000_000);
const MAX_URLS = 50_000;
/** The ports PostgreSQL may take in benchmarks. */
const PG_PORTS = [5600, 5699] as const;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePgPort(): Promise<number> {
  for (let port = PG_PORTS[0]; port <= PG_PORTS[1]; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${PG_PORTS.join('–')}`);
}

/** A /proc/<pid>/status field in kB (VmRSS, VmHWM), or NaN. */
function statusKb(pid: number, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : NaN;
  } catch {
    return NaN;
  }
}

/** The node process that runs the server: under tsx's launcher, the largest that runs the file. */
function serverPid(child: ChildProcess): number {
  const candidates = treeOf(child.pid!, processTable()).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('stack-server.ts');
    } catch {
      return false;
    }
  });
  if (!candidates.length) throw new Error('the server process was not found');
  return candidates.sort((a, b) => statusKb(b, 'VmRSS') - statusKb(a, 'VmRSS'))[0];
}

/** One sitemap read to its end: time to the last byte, URLs, bytes, the sitemaps it names. */
async function fetchXml(base: string, pathname: string) {
  const started = performance.now();
  const res = await fetch(`${base}${pathname}`);
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${text.slice(0, 200)}`);
  return {
    ms,
    bytes: Buffer.byteLength(text),
    urls: text.match(/<url>/g)?.length ?? 0,
    sitemaps: [...text.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    ),
  };
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const ms = (v: number) => `${v.toFixed(0)} ms`;

export async function benchSitemap(): Promise<void> {
  const given = process.env.BENCH_SITEMAP_DATA_DIR;
  const dataDir = given || mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-sitemap-'));
  let child: ChildProcess | undefined;
  try {
    const pgPort = await freePgPort();
    if (given && existsSync(path.join(given, 'postgres'))) {
      console.log(`(a) the data set seeded beforehand in ${given}`);
    } else {
      console.log(
        `(a) npm run seed:large -- --proskers ${PROSKERS} (and ${Math.round(PROSKERS / 10)} clients)`,
      );
      const seeded = await seed(dataDir, pgPort, PROSKERS);
      console.log(`    seed wall time ${seeded.seconds.toFixed(1)} s (with creating the cluster)`);
    }

    const started = await startChild(['bench/stack-server.ts', 'prod', String(pgPort)], {
      BENCH_DATA_DIR: dataDir,
    });
    child = started.child;
    const base = `http://127.0.0.1:${started.port}`;
    const pid = serverPid(child);
    // The first read warms nothing up that a crawler would not: measured as it comes.
    const before = statusKb(pid, 'VmRSS');
    let sampled = before;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, statusKb(pid, 'VmRSS') || 0);
    }, 20);

    const runStarted = performance.now();
    const index = await fetchXml(base, '/sitemap.xml');
    const reads: Awaited<ReturnType<typeof fetchXml>>[] = [];
    // The most resident memory while each sitemap was read: flat if the last as the first.
    const rssEach: number[] = [];
    for (const pathname of index.sitemaps) {
      sampled = statusKb(pid, 'VmRSS') || 0;
      reads.push(await fetchXml(base, pathname));
      rssEach.push(Math.max(sampled, statusKb(pid, 'VmRSS') || 0));
    }
    const total = performance.now() - runStarted;
    // Then every profile sitemap again: memory that only grows would grow on.
    const again: number[] = [];
    for (const pathname of index.sitemaps.slice(1)) {
      sampled = statusKb(pid, 'VmRSS') || 0;
      await fetchXml(base, pathname);
      again.push(Math.max(sampled, statusKb(pid, 'VmRSS') || 0));
    }
    clearInterval(sampler);
    const most = Math.max(...rssEach);
    const peak = statusKb(pid, 'VmHWM');

    const times = reads.map((r) => r.ms).sort((a, b) => a - b);
    const urls = reads.reduce((sum, r) => sum + r.urls, 0);
    const largest = Math.max(...reads.map((r) => r.urls));
    const bytes = reads.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `(b) /sitemap.xml names ${index.sitemaps.length} sitemaps (1 of pages); index ${ms(index.ms)}`,
    );
    console.log(
      `    every sitemap read in turn: total ${(total / 1000).toFixed(1)} s; per sitemap p50 ${ms(
        percentile(times, 50),
      )}, p95 ${ms(percentile(times, 95))}, max ${ms(times[times.length - 1])}`,
    );
    console.log(
      `    ${urls} URLs (${reads.slice(1).reduce((sum, r) => sum + r.urls, 0) / 2} profiles in both regions), ${(
        bytes /
        1024 /
        1024
      ).toFixed(0)} MB; largest sitemap ${largest} URLs (limit ${MAX_URLS}: ${
        largest <= MAX_URLS ? 'kept' : 'EXCEEDED'
      })`,
    );
    console.log(
      `(c) server RSS before ${mb(before)}, most while reading ${mb(most)} (+${mb(
        most - before,
      )}): ${mb(rssEach[1] ?? rssEach[0])} during the first profile sitemap, ${mb(
        rssEach[rssEach.length - 1],
      )} during the last; peak since start (VmHWM) ${mb(peak)}`,
    );
    console.log(
      `    read again: most ${mb(Math.max(...again))}, ${mb(again[again.length - 1])} during the last`,
    );
  } finally {
    if (child) await stopChild(child);
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}
