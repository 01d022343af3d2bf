/**
 * Catalogue figures on a large data set, production stack, embedded PostgreSQL in a throw-away
 * directory (everything on 127.0.0.1, removed at the end):
 *  (a) `npm run seed:large` time for BENCH_PROSKERS proskers (100000 by default) and a tenth
 *      as many clients.
 *  (b) GET /admin/api/profiles over a mixed query set (common, rare and accented words, trade
 *      nouns and misspellings, Spanish and Portuguese, both regions, filters alone and together,
 *      deep keyset pages) at 20 connections:
 *      p50/p95/p99 from every request's own latency, overall and per query. Target p95 <= 50 ms.
 *  (c) p95 of page 250 / p95 of page 1, on the same query shapes (cursors found by walking the
 *      pages first). Target <= 1.5.
 *  (d) EXPLAIN (ANALYZE) of the SQL the search really sends (recorded by the catalogue as it
 *      sends it) for every query of the set: any Seq Scan on profiles? Target: none.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { createProfiles, type SearchFilters } from '../server/modules/catalogue/profiles';
import { toolPlatform, type Platform } from '../server/platform';
import { createDb } from '../server/platform/db';
import { DURATION, ROOT, freePort, startChild, stopChild, TSX } from './lib';

const CONNECTIONS = 20;
const DEEP_PAGE = 250;
const SLOW_PLAN_MS = 10;
const SLOW_PLAN_ROWS = 5000;
const PROSKERS = Number(process.env.BENCH_PROSKERS ?? 100_000);

interface Shape {
  name: string;
  filters: SearchFilters;
}

/** Page-1 queries: what people type and pick, from the most common to the never-found. */
const SHAPES: Shape[] = [
  { name: 'no filter', filters: {} },
  { name: 'q=plomería', filters: { q: 'plomería' } },
  { name: 'q=plomeria', filters: { q: 'plomeria' } },
  { name: 'q=encanamento region=br', filters: { q: 'encanamento', region: 'br' } },
  { name: 'q=reparação region=br', filters: { q: 'reparação', region: 'br' } },
  { name: 'q=plomero (trade noun)', filters: { q: 'plomero' } },
  { name: 'q=plomeras (trade noun)', filters: { q: 'plomeras' } },
  { name: 'q=jardinero (trade noun)', filters: { q: 'jardinero' } },
  { name: 'q=pintores (trade noun)', filters: { q: 'pintores' } },
  { name: 'q=niñera (trade noun)', filters: { q: 'niñera' } },
  { name: 'q=electrisista (misspelt)', filters: { q: 'electrisista' } },
  { name: 'q=carpitero (misspelt)', filters: { q: 'carpitero' } },
  { name: 'q=encanador region=br', filters: { q: 'encanador', region: 'br' } },
  { name: 'q=eletricista region=br', filters: { q: 'eletricista', region: 'br' } },
  { name: 'q=diarista region=br', filters: { q: 'diarista', region: 'br' } },
  { name: 'q=cabelereira region=br (misspelt)', filters: { q: 'cabelereira', region: 'br' } },
  { name: 'q=plomero montevideo', filters: { q: 'plomero montevideo' } },
  { name: 'q=electricista', filters: { q: 'electricista' } },
  { name: 'q=pintura montevideo', filters: { q: 'pintura montevideo' } },
  { name: 'q=limpeza pesada region=br', filters: { q: 'limpeza pesada', region: 'br' } },
  { name: 'q=martín suárez', filters: { q: 'martín suárez' } },
  { name: 'q=termofusión (uncommon)', filters: { q: 'termofusión' } },
  { name: 'q=vitrales (rare)', filters: { q: 'vitrales' } },
  { name: 'q=afinação region=br (rare)', filters: { q: 'afinação', region: 'br' } },
  { name: 'q=zinguería (rare)', filters: { q: 'zinguería' } },
  { name: 'q=xilofonista (no match)', filters: { q: 'xilofonista' } },
  { name: 'q=wi-fi (2-letter words)', filters: { q: 'wi-fi' } },
  { name: 'category=plomeria', filters: { category: 'plomeria' } },
  { name: 'category=mascotas', filters: { category: 'mascotas' } },
  { name: 'skill=calefones', filters: { skill: 'calefones' } },
  { name: 'skill=paseo-de-perros', filters: { skill: 'paseo-de-perros' } },
  { name: 'department=Montevideo', filters: { department: 'Montevideo' } },
  { name: 'department=Acre region=br', filters: { department: 'Acre', region: 'br' } },
  { name: 'no filter region=br', filters: { region: 'br' } },
  { name: 'minRating=4.5', filters: { minRating: 4.5 } },
  { name: 'q=pintura department=Canelones', filters: { q: 'pintura', department: 'Canelones' } },
  {
    name: 'category=electricidad minRating=4',
    filters: { category: 'electricidad', minRating: 4 },
  },
  {
    name: 'skill=destapaciones department=Montevideo',
    filters: { skill: 'destapaciones', department: 'Montevideo' },
  },
  {
    name: 'q=jardinagem department=São Paulo minRating=3 region=br',
    filters: { q: 'jardinagem', department: 'São Paulo', minRating: 3, region: 'br' },
  },
  {
    name: 'q=ltda department=Montevideo (anti-correlated)',
    filters: { q: 'ltda', department: 'Montevideo' },
  },
  {
    name: 'q=encanador department=Montevideo',
    filters: { q: 'encanador', department: 'Montevideo' },
  },
  {
    name: 'category=mascotas department=Acre region=br',
    filters: { category: 'mascotas', department: 'Acre', region: 'br' },
  },
  {
    name: 'q=calefón category=plomeria skill=calefones department=Montevideo minRating=4',
    filters: {
      q: 'calefón',
      category: 'plomeria',
      skill: 'calefones',
      department: 'Montevideo',
      minRating: 4,
    },
  },
];

/** Shapes walked DEEP_PAGE pages deep: the ones with enough results. */
const DEEP_SHAPES: Shape[] = [
  { name: 'no filter', filters: {} },
  { name: 'category=hogar', filters: { category: 'hogar' } },
  { name: 'department=Montevideo', filters: { department: 'Montevideo' } },
  { name: 'q=plomeria', filters: { q: 'plomeria' } },
  { name: 'q=plomero (two tiers)', filters: { q: 'plomero' } },
  { name: 'minRating=4', filters: { minRating: 4 } },
];

const search = (filters: SearchFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return `/admin/api/profiles${query ? `?${query}` : ''}`;
};

function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');

/** `npm run seed:large` into the data directory; its own output goes through. */
export async function seed(
  dataDir: string,
  pgPort: number,
  proskers = PROSKERS,
): Promise<{ seconds: number; summary: string }> {
  const started = performance.now();
  let output = '';
  const child: ChildProcess = spawn(
    TSX,
    ['scripts/seed-large.ts', '--proskers', String(proskers), '--seed', '1'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        EMBEDDED_PG_PORT: String(pgPort),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '    '));
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seed:large exited with ${code}`);
  return {
    seconds: (performance.now() - started) / 1000,
    summary: /Inserted in .*/.exec(output)?.[0] ?? '',
  };
}

async function getJson(base: string, pathname: string) {
  const started = performance.now();
  const res = await fetch(`${base}${pathname}`);
  const body = (await res.json()) as { data: unknown[]; nextCursor: string | null };
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(body)}`);
  return { body, ms: performance.now() - started };
}

/** Follows nextCursor to page `depth`; the cursor of each page from 2 on, and the deepest page. */
async function walk(base: string, shape: Shape, depth: number) {
  const cursors = new Map<number, string>();
  let cursor: string | undefined;
  let page = 1;
  for (; page < depth; page++) {
    const { body } = await getJson(base, search({ ...shape.filters, cursor }));
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
    cursors.set(page + 1, cursor);
  }
  return { cursors, reached: page };
}

interface Load {
  name: string;
  path: string;
}

/**
 * `connections` clients for DURATION seconds over `loads` in turn; every request's latency is
 * kept with the name of its query (onResponse runs just before the 'response' event, on the
 * same client, synchronously).
 */
async function load(base: string, loads: Load[], connections = CONNECTIONS) {
  let next = 0;
  let current = '';
  const latencies = new Map<string, number[]>();
  const all: number[] = [];
  let non2xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: DURATION,
        requests: [
          {
            method: 'GET',
            setupRequest(request, context) {
              const item = loads[next++ % loads.length];
              (context as { name?: string }).name = item.name;
              return { ...request, path: item.path };
            },
            onResponse(_status, _body, context) {
              current = String((context as { name?: string }).name);
            },
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) non2xx++;
      all.push(responseTime);
      if (!latencies.has(current)) latencies.set(current, []);
      latencies.get(current)!.push(responseTime);
    });
  });
  return { result, all, latencies, non2xx };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  out.push(node);
  for (const child of node.Plans ?? []) flatten(child, out);
  return out;
}

const describeNode = (n: PlanNode) =>
  [n['Node Type'], n['Index Name'] ?? n['Relation Name']].filter(Boolean).join(' ');

interface Statement {
  sql: string;
  bindings: unknown[];
}

/** A catalogue whose search statements are recorded as it sends them. */
function recordedProfiles(platform: Platform) {
  const sent: Statement[] = [];
  const profiles = createProfiles(platform, { onStatement: (statement) => sent.push(statement) });
  return { profiles, sent };
}

/** The SQL `profiles.search()` sends for these filters, recorded as sent, then EXPLAINed. */
async function explain(
  pgClient: pg.Client,
  { profiles, sent }: ReturnType<typeof recordedProfiles>,
  filters: SearchFilters,
) {
  sent.length = 0;
  await profiles.search(filters, 'es');
  // A page is one or two statements (the listing walk, then the filter indexes if needed).
  const statements = sent.filter((q) => /FROM profiles p/.test(q.sql));
  if (statements.length === 0) throw new Error('the search query was not captured');
  const plans = [];
  for (const statement of statements) plans.push(await explainOne(pgClient, statement));
  return {
    seqScan: plans.some((p) => p.seqScan),
    time: plans.reduce((sum, p) => sum + p.time, 0),
    read: plans.reduce((sum, p) => sum + p.read, 0),
    otherSeqScans: [...new Set(plans.flatMap((p) => p.otherSeqScans))],
    plan: plans.map((p) => p.plan).join('  THEN  '),
  };
}

async function explainOne(pgClient: pg.Client, statement: Statement) {
  // Recorded in PostgreSQL's own form ($1, $2…): sent as is through a plain client.
  const { rows } = await pgClient.query<{
    'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
  }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.sql}`, statement.bindings);
  const [{ Plan: plan, 'Execution Time': time }] = rows[0]['QUERY PLAN'];
  const nodes = flatten(plan);
  const onProfiles = nodes.filter((n) => n['Relation Name'] === 'profiles');
  const seqScan = onProfiles.some((n) => n['Node Type'] === 'Seq Scan');
  // Rows of profiles read to answer (kept + thrown away by a filter or a recheck).
  const read = onProfiles.reduce(
    (sum, n) =>
      sum +
      ((n['Actual Rows'] ?? 0) +
        (n['Rows Removed by Filter'] ?? 0) +
        (n['Rows Removed by Index Recheck'] ?? 0)) *
        (n['Actual Loops'] ?? 1),
    0,
  );
  const otherSeqScans = nodes
    .filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] !== 'profiles')
    .map((n) => n['Relation Name'] as string);
  return {
    seqScan,
    time,
    read: Math.round(read),
    otherSeqScans,
    plan: nodes
      .filter((n) => !['Hash', 'Materialize', 'Memoize', 'Subquery Scan'].includes(n['Node Type']))
      .map(describeNode)
      .join(' > '),
  };
}

export async function benchCatalogue(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-catalogue-'));
  let child: ChildProcess | undefined;
  let db: Knex | undefined;
  let pgClient: pg.Client | undefined;
  try {
    const pgPort = await freePort();
    console.log(
      `(a) npm run seed:large -- --proskers ${PROSKERS} (and ${Math.round(PROSKERS / 10)} clients)`,
    );
    const seeded = await seed(dataDir, pgPort);
    console.log(`    seed wall time ${seeded.seconds.toFixed(1)} s (with creating the cluster)`);

    const started = await startChild(['bench/stack-server.ts', 'prod', String(pgPort)], {
      BENCH_DATA_DIR: dataDir,
    });
    child = started.child;
    const base = `http://127.0.0.1:${started.port}`;
    const url = `postgres://postgres:postgres@127.0.0.1:${pgPort}/prosk`;
    db = createDb(url, 2);
    pgClient = new pg.Client({ connectionString: url });
    await pgClient.connect();
    const platform = toolPlatform(db, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    const recorded = recordedProfiles(platform);

    const [size] = (
      await db.raw(`SELECT
        (SELECT count(*) FROM users) AS users,
        (SELECT count(*) FROM profiles WHERE prosker) AS proskers,
        (SELECT count(*) FROM profiles WHERE prosker AND visible) AS visible,
        pg_size_pretty(pg_table_size('profiles')) AS table_size,
        pg_size_pretty(pg_indexes_size('profiles')) AS index_size,
        pg_size_pretty(pg_relation_size('profiles_search')) AS search_index`)
    ).rows;
    const dataSize = `${size.users} users, ${size.proskers} proskers, ${size.visible} visible`;
    console.log(
      `    data: ${dataSize}; profiles ${size.table_size} + indexes ${size.index_size} (word index ${size.search_index})`,
    );

    // Deep pages: walk the cursor first, then page 1 and page DEEP_PAGE are plain requests.
    const deep: { shape: Shape; reached: number; cursors: Map<number, string> }[] = [];
    for (const shape of DEEP_SHAPES) {
      const walked = await walk(base, shape, DEEP_PAGE);
      deep.push({ shape, ...walked });
    }
    const depth = Math.min(...deep.map((d) => d.reached));
    const deepest = deep.filter((d) => d.reached >= depth);
    const pageOf = (d: (typeof deep)[number], page: number) =>
      search({ ...d.shape.filters, cursor: page > 1 ? d.cursors.get(page) : undefined });

    const mixed: Load[] = [
      ...SHAPES.map((s) => ({ name: s.name, path: search(s.filters) })),
      ...deepest.map((d) => ({ name: `page ${depth}: ${d.shape.name}`, path: pageOf(d, depth) })),
    ];
    // Warm-up, and the service time without queueing: every query 5 times, one at a time.
    const serial: number[] = [];
    for (let i = 0; i < 5; i++) {
      for (const l of mixed) serial.push((await getJson(base, l.path)).ms);
    }
    console.log(
      `(b) one request at a time, the ${mixed.length} queries below 5 times each: p50 ${ms(percentile(serial, 50))}  p95 ${ms(percentile(serial, 95))}  max ${ms(Math.max(...serial))}`,
    );
    const floor = await load(base, [{ name: 'categories', path: '/admin/api/categories' }]);
    console.log(
      `    for context, GET /admin/api/categories (one small query) at ${CONNECTIONS} connections: ${floor.result.requests.average.toFixed(0)} req/s  p50 ${ms(percentile(floor.all, 50))}  p95 ${ms(percentile(floor.all, 95))}`,
    );
    console.log(
      `    load average before the runs: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${os.cpus().length} CPUs)`,
    );

    console.log(
      `    mixed query set (${mixed.length} queries, ${deepest.length} of them page ${depth}), ${CONNECTIONS} connections, ${DURATION} s; ${dataSize}`,
    );
    const run = await load(base, mixed);
    console.log(
      `    ${run.result.requests.average.toFixed(0)} req/s  p50 ${ms(percentile(run.all, 50))}  p95 ${ms(percentile(run.all, 95))}  p99 ${ms(percentile(run.all, 99))}  max ${ms(Math.max(...run.all))}  (target p95 <= 50 ms)  non-2xx ${run.non2xx}, errors ${run.result.errors}`,
    );
    console.log('    per query (under the mixed load):');
    const rows = [...run.latencies.entries()].sort(
      (a, b) => percentile(b[1], 95) - percentile(a[1], 95),
    );
    for (const [name, values] of rows) {
      console.log(
        `      ${name.padEnd(58)} n ${String(values.length).padStart(5)}  p50 ${ms(percentile(values, 50)).padStart(9)}  p95 ${ms(percentile(values, 95)).padStart(9)}`,
      );
    }

    console.log(
      `(c) page ${depth} vs page 1 (${deepest.map((d) => d.shape.name).join(', ')}), ${CONNECTIONS} connections, ${DURATION} s each`,
    );
    if (depth < DEEP_PAGE) {
      console.log(
        `    (only ${depth} pages for every shape at this size; ${DEEP_PAGE} needs more data)`,
      );
    }
    const first = await load(
      base,
      deepest.map((d) => ({ name: d.shape.name, path: pageOf(d, 1) })),
    );
    const last = await load(
      base,
      deepest.map((d) => ({ name: d.shape.name, path: pageOf(d, depth) })),
    );
    const p95First = percentile(first.all, 95);
    const p95Last = percentile(last.all, 95);
    console.log(
      `    page 1: p50 ${ms(percentile(first.all, 50))}  p95 ${ms(p95First)}  (${first.all.length} requests)`,
    );
    console.log(
      `    page ${depth}: p50 ${ms(percentile(last.all, 50))}  p95 ${ms(p95Last)}  (${last.all.length} requests)`,
    );
    console.log(
      `    ratio p95(page ${depth}) / p95(page 1)  ${(p95Last / p95First).toFixed(2)}  (target <= 1.5)`,
    );
    for (const d of deepest) {
      const a = first.latencies.get(d.shape.name) ?? [];
      const b = last.latencies.get(d.shape.name) ?? [];
      console.log(
        `      ${d.shape.name.padEnd(24)} p95 page 1 ${ms(percentile(a, 95)).padStart(9)}  page ${depth} ${ms(percentile(b, 95)).padStart(9)}`,
      );
    }

    console.log(`(d) query plans (EXPLAIN ANALYZE of the SQL the search sends); ${dataSize}`);
    const planned = [
      ...SHAPES.map((s) => ({ name: s.name, filters: s.filters })),
      ...deepest.map((d) => ({
        name: `page ${depth}: ${d.shape.name}`,
        filters: { ...d.shape.filters, cursor: d.cursors.get(depth) },
      })),
    ];
    let seqScans = 0;
    let slowPlans = 0;
    for (const { name, filters } of planned) {
      const plan = await explain(pgClient, recorded, filters);
      if (plan.seqScan) seqScans++;
      // Not a target, a pointer: an index walk that reads thousands of rows to keep 21.
      const slow = plan.time > SLOW_PLAN_MS || plan.read > SLOW_PLAN_ROWS;
      if (slow) slowPlans++;
      console.log(
        `    ${plan.seqScan ? 'SEQ SCAN' : slow ? 'slow    ' : 'ok      '} ${name.padEnd(58)} ${ms(plan.time).padStart(9)}  profiles rows read ${String(plan.read).padStart(6)}`,
      );
      console.log(`             ${plan.plan}`);
      if (plan.otherSeqScans.length) {
        console.log(`             (seq scans elsewhere: ${plan.otherSeqScans.join(', ')})`);
      }
    }
    console.log(
      `    ${seqScans} of ${planned.length} queries scan profiles sequentially (target: none); ${slowPlans} read more than ${SLOW_PLAN_ROWS} rows of profiles or take more than ${SLOW_PLAN_MS} ms ("slow")`,
    );
  } finally {
    await pgClient?.end();
    await db?.destroy();
    if (child) await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
