/**
 * Fault figures (docs/adr/0013-faults.md): ONE embedded PostgreSQL (throw-away, fsync off) and
 * TWO production server processes (`server/main.ts` with DATABASE_URL, statement timeout 2 s,
 * connection timeout 1 s) under a steady load: per instance, 2 loops reading
 * GET /admin/api/categories and 2 loops of a signed-in prosker publishing a post
 * (POST /admin/api/user/posts, a unique title each), every request with a 15 s client timeout.
 * Two outages:
 *  - stopped: a fast shutdown of the postmaster (the product's own `stop`), 10 s away, then
 *    started again on the same data and port;
 *  - frozen: SIGSTOP to the postmaster and all its children for 10 s, then SIGCONT.
 * Prints, for the requests under way during each outage (from its start to the database's
 * return) and for the rest (steady), the answers by status, the longest answer, the time from the database's
 * return to the first 2xx on each instance and on both, and after the run the acknowledged
 * writes (201) whose row is not in the database. Targets: only 2xx or 503 (with Retry-After),
 * no 500, no hang past the client timeout, recovery within 5 s, no acknowledged write lost.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../server/platform/db';
import { createLogger } from '../server/platform/logger';
import { freePort, startServerProcess, stopServerProcess, type ServerProcess } from './lib';
import { insertProsker } from './users';

const STATEMENT_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 1000;
const CLIENT_TIMEOUT_MS = 15_000;
const OUTAGE_MS = 10_000;
const RECOVERY_TARGET_MS = 5000;
/** Steady load before, between and after the outages. */
const STEADY_MS = 3000;
const READ_LOOPS = 2;
const WRITE_LOOPS = 2;
/** Between two requests of one loop: a steady load, not a flood of fast 503s. */
const PAUSE_MS = 20;
const PROSKER = { email: 'faults.bench@example.com', password: 'Bench#2026faults' };

type Outcome = '2xx' | '503' | '4xx' | '500' | '5xx' | 'hang' | 'connection';
const OUTCOMES: [Outcome, string][] = [
  ['2xx', '2xx'],
  ['503', '503 SERVICE_UNAVAILABLE + Retry-After'],
  ['4xx', 'other 4xx'],
  ['500', '500'],
  ['5xx', 'other 5xx (or 503 without Retry-After)'],
  ['hang', `hang (no answer in ${CLIENT_TIMEOUT_MS / 1000} s)`],
  ['connection', 'connection error'],
];
type Period = 'steady' | 'stopped' | 'frozen';

interface Sample {
  instance: number;
  outcome: Outcome;
  status?: number;
  code?: string;
  ms: number;
  sentAt: number;
  receivedAt: number;
}

interface Outage {
  period: Exclude<Period, 'steady'>;
  /** When the stop or the freeze began. */
  startAt: number;
  /** When the database was gone (stopped) or frozen. */
  downAt: number;
  /** When it was asked back (started again, or SIGCONT). */
  askedAt?: number;
  /** When it was back: answering a new connection (stopped), or running again (frozen). */
  backAt?: number;
  /** When it answered a new connection again. */
  answeringAt?: number;
  /** Each instance's first 2xx to a request sent after the database was down. */
  firstOk: (number | undefined)[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the time the database first answers a new connection (tried every 20 ms). */
async function databaseBack(url: string): Promise<number> {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 500 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return performance.now();
    } catch {
      if (performance.now() > deadline) throw new Error('the database did not come back');
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(20);
  }
}

/** A production server process on `databaseUrl` with the fault timeouts; resolves when it listens. */
function startInstance(name: string, dataDir: string, databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess(name, dataDir, databaseUrl, {
    env: {
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      LOG_LEVEL: 'warn',
    },
    errorPath: true,
  });
}

/** One request with the client timeout: a hang is counted as a hang, never waited out. */
async function send(
  base: string,
  method: string,
  pathname: string,
  token: string,
  body?: unknown,
): Promise<{ outcome: Outcome; status?: number; code?: string; json?: unknown; ms: number }> {
  const sent = performance.now();
  try {
    const response = await fetch(`${base}/admin/api${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - sent;
    let json: { error?: { code?: string } } | undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    const { status } = response;
    const code = json?.error?.code;
    const outcome: Outcome =
      status >= 200 && status < 300
        ? '2xx'
        : status === 503 && code === 'SERVICE_UNAVAILABLE' && response.headers.get('retry-after')
          ? '503'
          : status === 500
            ? '500'
            : status >= 500
              ? '5xx'
              : '4xx';
    return { outcome, status, code, json, ms };
  } catch (error) {
    const ms = performance.now() - sent;
    const name = (error as Error).name;
    return {
      outcome: name === 'TimeoutError' || name === 'AbortError' ? 'hang' : 'connection',
      ms,
    };
  }
}

/** A verified prosker written straight into the bench database. */
async function createProsker(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await insertProsker(client, {
      ...PROSKER,
      username: 'faultsbench01',
      lastName: 'Faults',
      phone: '+59899000004',
    });
  } finally {
    await client.end();
  }
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PROSKER),
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

export async function benchFaults(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-faults-'));
  const pgPort = await freePort();
  const logger = createLogger('silent');
  const startDatabase = () =>
    startEmbeddedDatabase({
      dir: path.join(dir, 'postgres'),
      port: pgPort,
      database: 'prosk',
      logger,
      durable: false,
    });
  let database: EmbeddedDatabase | undefined;
  let frozen = false;
  const instances: ServerProcess[] = [];
  let running = false;
  const loops: Promise<void>[] = [];
  try {
    const setupStarted = performance.now();
    database = await startDatabase();
    const url = database.url;
    // One after the other: the first one migrates and seeds the database.
    for (const name of ['A', 'B']) {
      mkdirSync(path.join(dir, name));
      instances.push(await startInstance(name, path.join(dir, name), url));
    }
    const proskerId = await createProsker(url);
    const token = await signIn(instances[0].base);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const samples: Sample[] = [];
    const acknowledged: { id: number; title: string }[] = [];
    const unacknowledged = new Set<string>();
    let outage: Outage | undefined;
    const outages: Outage[] = [];

    const record = (instance: number, answer: Awaited<ReturnType<typeof send>>) => {
      const receivedAt = performance.now();
      const sentAt = receivedAt - answer.ms;
      samples.push({
        instance,
        outcome: answer.outcome,
        status: answer.status,
        code: answer.code,
        ms: answer.ms,
        sentAt,
        receivedAt,
      });
      if (
        answer.outcome === '2xx' &&
        outage &&
        sentAt >= outage.downAt &&
        outage.firstOk[instance] === undefined
      ) {
        outage.firstOk[instance] = receivedAt;
      }
    };

    running = true;
    let written = 0;
    instances.forEach((instance, i) => {
      for (let n = 0; n < READ_LOOPS; n++) {
        loops.push(
          (async () => {
            while (running) {
              record(i, await send(instance.base, 'GET', '/categories', token));
              await sleep(PAUSE_MS);
            }
          })(),
        );
      }
      for (let n = 0; n < WRITE_LOOPS; n++) {
        loops.push(
          (async () => {
            while (running) {
              const title = `faults ${instance.name}${n} ${++written}`;
              const answer = await send(instance.base, 'POST', '/user/posts', token, {
                title,
                content: 'Written while the database comes and goes.',
              });
              record(i, answer);
              if (answer.status === 201) {
                acknowledged.push({ id: (answer.json as { id: number }).id, title });
              } else {
                unacknowledged.add(title);
              }
              await sleep(PAUSE_MS);
            }
          })(),
        );
      }
    });

    /** Waits for both instances to serve again, then lets the load run steady a while. */
    const settle = async (current: Outage) => {
      const deadline = performance.now() + 30_000;
      while (current.firstOk.some((t) => t === undefined) && performance.now() < deadline) {
        await sleep(50);
      }
      outage = undefined;
      await sleep(STEADY_MS);
    };
    const begin = (period: Outage['period']): Outage => {
      const started: Outage = {
        period,
        startAt: performance.now(),
        downAt: Infinity,
        firstOk: instances.map(() => undefined),
      };
      outages.push(started);
      outage = started;
      return started;
    };

    await sleep(STEADY_MS);

    // Outage 1: a fast shutdown, 10 s away, started again on the same data and port.
    let current = begin('stopped');
    await database.stop();
    current.downAt = performance.now();
    await sleep(OUTAGE_MS);
    current.askedAt = performance.now();
    const probe = databaseBack(url);
    database = await startDatabase();
    current.backAt = await probe;
    current.answeringAt = current.backAt;
    await settle(current);

    // Outage 2: the postmaster and its children frozen for 10 s.
    current = begin('frozen');
    frozen = true;
    database.signal('SIGSTOP');
    current.downAt = performance.now();
    await sleep(OUTAGE_MS);
    current.askedAt = performance.now();
    database.signal('SIGCONT');
    frozen = false;
    // Back the moment it runs again; the probe says how soon it answers a new connection.
    current.backAt = current.askedAt;
    current.answeringAt = await databaseBack(url);
    await settle(current);

    running = false;
    await Promise.all(loops);

    // Every acknowledged write must be there; some refused ones may be too (a 503 after commit).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let stored: Map<number, string>;
    try {
      const { rows } = await client.query('SELECT id, title FROM posts WHERE user_id = $1', [
        proskerId,
      ]);
      stored = new Map(rows.map((r) => [Number(r.id), String(r.title)]));
    } finally {
      await client.end();
    }
    const lost = acknowledged.filter((w) => stored.get(w.id) !== w.title);
    const storedTitles = new Set(stored.values());
    const storedUnacknowledged = [...unacknowledged].filter((t) => storedTitles.has(t)).length;

    // The figures. A request belongs to an outage when it was under way at some moment
    // between the stop or freeze and the database's return; every other one is steady load.
    const periodOf = (sample: Sample): Period =>
      outages.find((o) => sample.sentAt <= o.backAt! && sample.receivedAt >= o.startAt)?.period ??
      'steady';
    const periods: [Period, string][] = [
      ['steady', 'steady'],
      ['stopped', `stopped ${OUTAGE_MS / 1000} s`],
      ['frozen', `frozen ${OUTAGE_MS / 1000} s`],
    ];
    const of = (p: Period) => samples.filter((s) => periodOf(s) === p);
    const count = (p: Period, o: Outcome) => of(p).filter((s) => s.outcome === o).length;
    const all = (o: Outcome) => samples.filter((s) => s.outcome === o).length;
    const longest = (list: Sample[]) => Math.max(0, ...list.map((s) => s.ms));
    const seconds = (ms: number | undefined) =>
      ms === undefined || !Number.isFinite(ms) ? '-' : (ms / 1000).toFixed(2);
    /** From the database's return to the first 2xx of one instance, or of both. */
    const recovery = (o: Outage, i?: number) => {
      const times = i === undefined ? o.firstOk : [o.firstOk[i]];
      if (times.some((t) => t === undefined)) return Infinity;
      return Math.max(0, Math.max(...(times as number[])) - o.backAt!);
    };
    const perOutage = (cell: (o: Outage) => string) =>
      periods.map(([p]) => {
        const o = outages.find((x) => x.period === p);
        return o ? cell(o) : '-';
      });
    const row = (label: string, cells: string[]) =>
      console.log(`    ${label.padEnd(40)}${cells.map((c) => c.padStart(13)).join('')}`);

    console.log(
      `2 production instances (server/main.ts with DATABASE_URL) on one embedded PostgreSQL ` +
        `(set up in ${setupSeconds.toFixed(1)} s); per instance ${READ_LOOPS} loops of ` +
        `GET /admin/api/categories and ${WRITE_LOOPS} of POST /admin/api/user/posts (signed in); ` +
        `statement timeout ${STATEMENT_TIMEOUT_MS} ms, connection timeout ${CONNECT_TIMEOUT_MS} ms, ` +
        `client timeout ${CLIENT_TIMEOUT_MS / 1000} s`,
    );
    row(
      'requests under way during',
      periods.map(([, label]) => label),
    );
    row(
      'requests',
      periods.map(([p]) => String(of(p).length)),
    );
    for (const [outcome, label] of OUTCOMES) {
      row(
        label,
        periods.map(([p]) => String(count(p, outcome))),
      );
    }
    row(
      'longest answer (s)',
      periods.map(([p]) => seconds(longest(of(p)))),
    );
    row(
      'asked back to new connection answered (s)',
      perOutage((o) => seconds(o.answeringAt! - o.askedAt!)),
    );
    instances.forEach((instance, i) =>
      row(
        `back to first 2xx from ${instance.name} (s)`,
        perOutage((o) => seconds(recovery(o, i))),
      ),
    );
    row(
      'back to both serving (s)',
      perOutage((o) => seconds(recovery(o))),
    );
    console.log(
      '    (back: answering new connections after the restart; running again after SIGCONT)',
    );
    console.log(
      `    acknowledged writes (201) ${acknowledged.length}, lost ${lost.length}; writes refused ` +
        `or unanswered ${unacknowledged.size}, of which stored all the same ${storedUnacknowledged}`,
    );

    const others = samples.filter((s) => s.outcome !== '2xx' && s.outcome !== '503');
    const worstRecovery = Math.max(...outages.map((o) => recovery(o)));
    const exited = instances.filter((i) => i.exited).map((i) => `${i.name} ${i.exited}`);
    const targets: [boolean, string][] = [
      [others.length === 0, `only 2xx or 503 with Retry-After (${others.length} other answers)`],
      [all('500') === 0, `no 500 (${all('500')})`],
      [
        all('hang') === 0,
        `no hang past the ${CLIENT_TIMEOUT_MS / 1000} s client timeout (${all('hang')}; ` +
          `longest answer ${seconds(longest(samples))} s)`,
      ],
      [
        worstRecovery <= RECOVERY_TARGET_MS,
        `both instances serve within ${RECOVERY_TARGET_MS / 1000} s of the database's return ` +
          `(worst ${seconds(worstRecovery)} s)`,
      ],
      [lost.length === 0, `0 acknowledged writes lost (${lost.length} of ${acknowledged.length})`],
      [!exited.length, `both servers still running (${exited.join(', ') || 'yes'})`],
    ];
    console.log('  targets');
    for (const [ok, label] of targets) console.log(`    ${ok ? 'PASS' : 'FAIL'}  ${label}`);

    if (others.length) {
      const kinds = new Map<string, number>();
      for (const s of others) {
        const key = `${instances[s.instance].name} ${periodOf(s)} ${s.status ?? s.outcome} ${s.code ?? ''}`;
        kinds.set(key.trim(), (kinds.get(key.trim()) ?? 0) + 1);
      }
      console.log(`  other answers: ${[...kinds].map(([k, n]) => `${k} x${n}`).join('; ')}`);
    }
    for (const instance of instances) {
      const distinct = [...new Set(instance.errors)];
      if (!distinct.length) continue;
      console.log(`  errors logged by ${instance.name} (${instance.errors.length} lines):`);
      for (const line of distinct.slice(0, 8)) console.log(`    ${line.slice(0, 240)}`);
    }
  } finally {
    running = false;
    // Whatever failed, the database is never left frozen, nor anything left running.
    try {
      if (frozen) database?.signal('SIGCONT');
    } catch {
      // already gone
    }
    await Promise.allSettled(loops);
    for (const instance of instances.reverse()) await stopServerProcess(instance);
    await database?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
