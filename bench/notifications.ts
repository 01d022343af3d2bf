/**
 * Notification figures (issue 13, docs/adr/0017-notifications.md): ONE embedded PostgreSQL and
 * ONE production server process (`server/main.ts`, LOG_LEVEL=info), and this process as the
 * outside world on loopback: an SMTP server that accepts and counts every message (SMTP_URL),
 * and the project's WhatsApp Cloud API emulator (WHATSAPP_API_URL, the TEST_WHATSAPP
 * credentials) whose signed status webhooks (sent, delivered, read) go to the server's
 * `/admin/api/webhooks/whatsapp` as Meta's would (BENCH_NOTIFY_WEBHOOKS=off: none are sent).
 *
 * Data, in SQL: BENCH_NOTIFY_USERS users (2,000; half clients, half proskers) with verified
 * e-mails and Uruguayan mobile numbers in E.164 (none ending in the emulator's failing 0001–0003);
 * every other user chooses WhatsApp besides e-mail for the `job` and `payment` topics, the rest
 * keep the defaults (e-mail only). Load: BENCH_NOTIFY_EVENTS `job.changed` events (10,000), each
 * of its own job (so none waits for another of its key), inserted into `outbox_events` in ONE
 * transaction: even ones a client's `create` (tells the prosker), odd ones the system's
 * `confirmPayment` (tells both). Their appointment is today, so quiet hours hold no WhatsApp
 * back whatever the hour of the run. Nothing calls the server: its outbox worker finds the
 * events (a pass every 5 s), the notifications service decides notices and deliveries, and its
 * delivery worker hands them to the channels.
 *
 * From the commit, every 200 ms, a count query (events handled, notices, deliveries pending and
 * handed off) and the server's RSS, until every event is handled and no delivery is pending, or
 * BENCH_NOTIFY_TIMEOUT_S (900) pass. Times are the database's own (`created_at`, `processed_at`,
 * `sent_at`); percentiles by percentile_cont. Where the time goes: the outbox worker's passes (from
 * `processed_at`), the two waits of a delivery (event → notice, notice → hand-off), and the CPU
 * per delivery of the server, PostgreSQL and this process. Exits non-zero only when the setup
 * breaks; a missed target is printed as such.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createWhatsAppEmulator, WHATSAPP_EMULATOR_PREFIX } from '../server/emulators/whatsapp';
import { TEST_WHATSAPP } from '../server/emulators/whatsapp/testing';
import { hashPassword } from '../server/platform/auth';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../server/platform/db';
import { createLogger } from '../server/platform/logger';
import {
  freePort,
  machineBusyMs,
  startServerProcess,
  stopServerProcess,
  treeCpuMs,
  treeOf,
  type ServerProcess,
} from './lib';

const USERS = Number(process.env.BENCH_NOTIFY_USERS ?? 2000);
const EVENTS = Number(process.env.BENCH_NOTIFY_EVENTS ?? 10_000);
const TIMEOUT_MS = Number(process.env.BENCH_NOTIFY_TIMEOUT_S ?? 900) * 1000;
const WEBHOOKS = process.env.BENCH_NOTIFY_WEBHOOKS !== 'off';
const POLL_MS = 200;
const RSS_TARGET_MB = 200;
/** Peak minus start within this is "flat": paging, not holding the whole load in memory. */
const FLAT_MB = 64;
/** A pause this long between two handled events starts a new pass of the outbox worker. */
const PASS_GAP_MS = 1000;
const FIRST_JOB_ID = 1_000_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (n: number) => n.toLocaleString('en-US');
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '-');
const secs = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(1)} s` : '-');
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** A process's resident memory in kB; NaN once it is gone. */
function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : NaN;
  } catch {
    return NaN;
  }
}

/** The process that runs the server: the process of the tree with the most memory. */
function serverPidOf(launcher: number): number {
  return treeOf(launcher)
    .map((pid) => ({ pid, rss: rssKb(pid) }))
    .filter((p) => Number.isFinite(p.rss))
    .sort((a, b) => b.rss - a.rss)[0].pid;
}

/** An SMTP server on loopback that takes every message and only counts it. */
async function startSmtpCounter() {
  let received = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'bench',
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received++;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as net.AddressInfo).port,
    received: () => received,
    connections: () => connections,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The WhatsApp emulator on a loopback port, counting the sends it accepted. */
async function startWhatsApp(webhookUrl: string) {
  const { apiVersion: _version, ...credentials } = TEST_WHATSAPP;
  const emulator = createWhatsAppEmulator({ ...credentials, webhookUrl });
  const answers = new Map<number, number>();
  const app = new Koa();
  app.use(async (ctx, next) => {
    await next();
    if (ctx.method === 'POST' && ctx.path.endsWith('/messages')) {
      answers.set(ctx.status, (answers.get(ctx.status) ?? 0) + 1);
    }
  });
  app.use(emulator.router.routes());
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    apiUrl: `${base}${WHATSAPP_EMULATOR_PREFIX}`,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        emulator.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The users, in SQL: clients first, then proskers; every other one also on WhatsApp. */
async function createUsers(sql: pg.Client) {
  const rows = Array.from({ length: USERS }, (_, i) => ({
    username: `notifybench${String(i).padStart(5, '0')}`,
    type: i < USERS / 2 ? 1 : 2,
    email: `notify.bench.${i}@example.com`,
    // +598 9 and 7 digits; the last four 4000–8999, never the emulator's failing 0001–0003.
    phone: `+5989${100 + Math.floor(i / 5000)}${4000 + (i % 5000)}`,
    whatsapp: i % 2 === 0,
  }));
  const topics = ['subscription', 'chat', 'job', 'user', 'payment'];
  const preferences = (whatsapp: boolean) =>
    JSON.stringify(
      Object.fromEntries(
        topics.map((t) => [
          t,
          { email: true, whatsapp: whatsapp && (t === 'job' || t === 'payment') },
        ]),
      ),
    );
  const { rows: inserted } = await sql.query<{ id: string; type_user: number }>(
    `INSERT INTO users (username, type_user, first_name, last_name, email, phone_number,
       password_hash, email_verified_at, notifications)
     SELECT u, t, 'Bench', 'Notify', e, p, $6, now(), n::jsonb
     FROM unnest($1::text[], $2::smallint[], $3::text[], $4::text[], $5::text[]) AS x(u, t, e, p, n)
     RETURNING id, type_user`,
    [
      rows.map((r) => r.username),
      rows.map((r) => r.type),
      rows.map((r) => r.email),
      rows.map((r) => r.phone),
      rows.map((r) => preferences(r.whatsapp)),
      await hashPassword('Bench#2026notify'),
    ],
  );
  // The WhatsApp users confirmed their number (as the code check leaves it).
  await sql.query(
    `INSERT INTO whatsapp_numbers (user_id, e164, confirmed_at)
     SELECT id, substr(phone_number, 2), now() FROM users
      WHERE id = ANY($1::bigint[]) AND notifications->'job'->>'whatsapp' = 'true'`,
    [inserted.map((r) => r.id)],
  );
  return {
    clients: inserted.filter((r) => Number(r.type_user) === 1).map((r) => Number(r.id)),
    proskers: inserted.filter((r) => Number(r.type_user) === 2).map((r) => Number(r.id)),
    onWhatsApp: rows.filter((r) => r.whatsapp).length,
  };
}

interface Progress {
  handled: number;
  dead: number;
  notices: number;
  deliveries: number;
  pending: number;
  handedOff: number;
}

const PROGRESS_SQL = `
  SELECT (SELECT count(*) FILTER (WHERE processed_at IS NOT NULL)::int FROM outbox_events
           WHERE type = 'job.changed') AS handled,
         (SELECT count(*) FILTER (WHERE dead_at IS NOT NULL)::int FROM outbox_events
           WHERE type = 'job.changed') AS dead,
         (SELECT count(*)::int FROM notifications) AS notices,
         d.deliveries, d.pending, d.handed_off AS "handedOff"
    FROM (SELECT count(*)::int AS deliveries,
                 count(*) FILTER (WHERE status = 'pending')::int AS pending,
                 count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS handed_off
            FROM notification_deliveries) d`;

export async function benchNotifications(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-notify-'));
  let database: EmbeddedDatabase | undefined;
  let server: ServerProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpCounter>> | undefined;
  let whatsapp: Awaited<ReturnType<typeof startWhatsApp>> | undefined;
  let sql: pg.Client | undefined;
  let sampler: NodeJS.Timeout | undefined;
  // Ctrl-C or a SIGTERM ends the wait; the cleanup below still runs.
  let interrupted = false;
  const interrupt = () => {
    interrupted = true;
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  const loadAtStart = os.loadavg();
  try {
    const setupStarted = performance.now();
    database = await startEmbeddedDatabase({
      dir: path.join(dir, 'postgres'),
      port: await freePort(),
      database: 'prosk',
      logger: createLogger('silent'),
    });
    smtp = await startSmtpCounter();
    // The server's port is chosen first: the emulator's status webhooks go to it.
    const port = await freePort();
    whatsapp = await startWhatsApp(
      WEBHOOKS ? `http://127.0.0.1:${port}/admin/api/webhooks/whatsapp` : '',
    );
    const warnings = new Map<string, number>();
    const webhookAnswers = new Map<number, number>();
    mkdirSync(path.join(dir, 'server'));
    server = await startServerProcess('server', path.join(dir, 'server'), database.url, {
      env: {
        LOG_LEVEL: 'info',
        PORT: String(port),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        WHATSAPP_API_URL: whatsapp.apiUrl,
        WHATSAPP_TOKEN: TEST_WHATSAPP.token,
        WHATSAPP_PHONE_NUMBER_ID: TEST_WHATSAPP.phoneNumberId,
        WHATSAPP_APP_SECRET: TEST_WHATSAPP.appSecret,
        WHATSAPP_VERIFY_TOKEN: TEST_WHATSAPP.verifyToken,
        WHATSAPP_API_VERSION: TEST_WHATSAPP.apiVersion,
        // A heap limit for the server, to tell a leak from a heap that grows because it may.
        ...(process.env.BENCH_SERVER_NODE_OPTIONS
          ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
          : {}),
      },
      onLine: (line) => {
        if (!line.startsWith('{')) return false;
        if (line.includes('"msg":"request"')) {
          const status = /"status":(\d+)/.exec(line);
          if (status && line.includes('webhooks/whatsapp')) {
            const code = Number(status[1]);
            webhookAnswers.set(code, (webhookAnswers.get(code) ?? 0) + 1);
          }
          return true;
        }
        if (line.includes('"msg":"mail sent"')) return true;
        const warning = /"level":40,.*"msg":"([^"]*)"/.exec(line);
        if (warning) {
          warnings.set(warning[1], (warnings.get(warning[1]) ?? 0) + 1);
          return true;
        }
        return false;
      },
    });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const { clients, proskers, onWhatsApp } = await createUsers(sql);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    if (interrupted) {
      console.log('interrupted during the set-up: no load, no figures');
      return;
    }

    // Memory of the server process, every 200 ms from just before the load.
    const serverPid = serverPidOf(server.child.pid!);
    const rss: number[] = [rssKb(serverPid)];
    sampler = setInterval(() => {
      const kb = rssKb(serverPid);
      if (Number.isFinite(kb)) rss.push(kb);
    }, POLL_MS);
    const cpuPids = {
      'server process': server.child.pid,
      'PostgreSQL (all its processes)': database.pid,
    };
    const cpuBefore = Object.fromEntries(
      Object.entries(cpuPids).map(([name, pid]) => [name, treeCpuMs(pid)]),
    );
    const benchCpuBefore = process.cpuUsage();
    const machineBefore = machineBusyMs();

    // The load: every event in one transaction, each of its own job.
    const insertStarted = performance.now();
    await sql.query('BEGIN');
    await sql.query(
      `INSERT INTO outbox_events (type, key, payload)
       SELECT 'job.changed', 'notice:job:' || ($1 + g),
              jsonb_build_object(
                'type', 'job.changed', 'jobId', $1 + g,
                'action', CASE WHEN g % 2 = 0 THEN 'create' ELSE 'confirmPayment' END,
                'actor', CASE WHEN g % 2 = 0 THEN 'client' ELSE 'system' END,
                'from', CASE WHEN g % 2 = 0 THEN NULL ELSE 'paymentRequired' END,
                'to', CASE WHEN g % 2 = 0 THEN 'new' ELSE 'readyToExecute' END,
                'clientId', ($3::int[])[1 + (g / 2) % cardinality($3::int[])],
                'proskerId', ($4::int[])[1 + (g / 2) % cardinality($4::int[])],
                'title', 'Bench job ' || g, 'startDate', $5::text,
                'price', 1500, 'currency', 'UYU', 'reasonId', NULL, 'comment', NULL)
         FROM generate_series(0, $2 - 1) AS g ORDER BY g`,
      [FIRST_JOB_ID, EVENTS, clients, proskers, new Date().toISOString()],
    );
    await sql.query('COMMIT');
    const committedAt = performance.now();
    const {
      rows: [{ t0 }],
    } = await sql.query<{ t0: Date }>('SELECT now() AS t0');

    let last: Progress | undefined;
    let allHandledAt = NaN;
    let doneAt = NaN;
    while (performance.now() - committedAt < TIMEOUT_MS && !interrupted) {
      if (server.exited) throw new Error(`the server ${server.exited} during the run`);
      const { rows } = await sql.query<Progress>(PROGRESS_SQL);
      last = rows[0];
      const now = performance.now();
      if (Number.isNaN(allHandledAt) && last.handled + last.dead >= EVENTS) allHandledAt = now;
      if (!Number.isNaN(allHandledAt) && last.pending === 0) {
        doneAt = now;
        break;
      }
      await sleep(POLL_MS);
    }
    const endedAt = performance.now();
    clearInterval(sampler);
    sampler = undefined;
    const rssEnd = rssKb(serverPid);
    const cpu = Object.fromEntries(
      Object.entries(cpuPids).map(([name, pid]) => [name, treeCpuMs(pid) - cpuBefore[name]]),
    );
    const bench = process.cpuUsage(benchCpuBefore);
    cpu['this process (SMTP, WhatsApp, polling)'] = (bench.user + bench.system) / 1000;
    const ourCpu = Object.values(cpu).reduce((sum, v) => sum + v, 0);
    cpu['everything else on the machine'] = machineBusyMs() - machineBefore - ourCpu;

    // --- figures, from the database's own clock -------------------------------------------
    const { rows: byChannel } = await sql.query<{ channel: string; status: string; n: number }>(
      `SELECT channel, status, count(*)::int AS n FROM notification_deliveries
        GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const {
      rows: [times],
    } = await sql.query<{
      created: Date;
      handled_ms: number | null;
      handoff_ms: number | null;
      first_handoff_ms: number | null;
    }>(
      `SELECT min(e.created_at) AS created,
              extract(epoch FROM max(e.processed_at) - $1) * 1000 AS handled_ms,
              (SELECT extract(epoch FROM max(sent_at) - $1) * 1000
                 FROM notification_deliveries) AS handoff_ms,
              (SELECT extract(epoch FROM min(sent_at) - $1) * 1000
                 FROM notification_deliveries) AS first_handoff_ms
         FROM outbox_events e WHERE e.type = 'job.changed'`,
      [t0],
    );
    const latency = async (expression: string) => {
      const { rows } = await sql!.query<{ p: number[] | null; max: number | null }>(
        `SELECT percentile_cont(ARRAY[0.5, 0.95, 0.99]) WITHIN GROUP (ORDER BY v) AS p,
                max(v) AS max
           FROM (SELECT extract(epoch FROM ${expression}) * 1000 AS v
                   FROM notification_deliveries d
                   JOIN notifications n ON n.id = d.notification_id
                   JOIN outbox_events e ON e.id = split_part(n.cause, ':', 1)::bigint
                  WHERE d.sent_at IS NOT NULL) x`,
      );
      const [p50, p95, p99] = rows[0].p ?? [NaN, NaN, NaN];
      return { p50, p95, p99, max: rows[0].max ?? NaN };
    };
    const endToEnd = await latency('d.sent_at - e.created_at');
    const toNotice = await latency('d.created_at - e.created_at');
    const toHandOff = await latency('d.sent_at - d.created_at');
    // The outbox worker's passes: runs of handled events with no pause of a second.
    const { rows: handledAt } = await sql.query<{ at: number }>(
      `SELECT extract(epoch FROM processed_at) * 1000 AS at FROM outbox_events
        WHERE type = 'job.changed' AND processed_at IS NOT NULL ORDER BY processed_at`,
    );
    const passes: { n: number; from: number; to: number }[] = [];
    for (const { at } of handledAt) {
      const pass = passes[passes.length - 1];
      if (pass && at - pass.to < PASS_GAP_MS) {
        pass.n++;
        pass.to = at;
      } else passes.push({ n: 1, from: at, to: at });
    }
    const passBusy = passes.reduce((sum, p) => sum + (p.to - p.from), 0);
    const passIdle = passes.slice(1).reduce((sum, p, i) => sum + (p.from - passes[i].to), 0);
    const firstPassWait = passes.length ? passes[0].from - new Date(times.created).getTime() : NaN;

    // --- printing ---------------------------------------------------------------------------
    const sentCount = last?.handedOff ?? 0;
    const deliveries = last?.deliveries ?? 0;
    const channelLine = (channel: string) =>
      byChannel
        .filter((r) => r.channel === channel)
        .map((r) => `${r.status} ${count(r.n)}`)
        .join(', ') || 'none';
    const rssStart = rss[0];
    const rssPeak = Math.max(...rss);
    const cpus = os.cpus();
    const load = (values: number[]) => values.map((v) => v.toFixed(1)).join(' ');
    const verdict = (ok: boolean) => (ok ? 'ok' : 'target missed');
    const row = (label: string, value: string, target = '', result = '') =>
      console.log(`    ${label.padEnd(48)}${value.padEnd(70)}${target.padEnd(16)}${result}`);
    const spread = (l: { p50: number; p95: number; p99: number; max: number }) =>
      `p50 ${ms(l.p50)}  p95 ${ms(l.p95)}  p99 ${ms(l.p99)}  max ${ms(l.max)}`;
    const done = Number.isFinite(doneAt);
    const handoffMs = times.handoff_ms ?? NaN;
    const handledMs = times.handled_ms ?? NaN;

    console.log(
      `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
        `${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, ` +
        `${os.platform()} ${os.release()}; load average ${load(loadAtStart)} at the start, ` +
        `${load(os.loadavg())} at the end (other work on the machine competes for the cores)`,
    );
    console.log(
      `1 production server (server/main.ts, LOG_LEVEL=info) on an embedded PostgreSQL; this ` +
        `process is the SMTP server (counts only) and the WhatsApp emulator (status webhooks ` +
        `${WEBHOOKS ? 'to the server' : 'off'}), all on loopback. ${count(USERS)} users ` +
        `(${count(onWhatsApp)} with WhatsApp for job and payment). Set-up ` +
        `${setupSeconds.toFixed(1)} s; ${count(EVENTS)} job.changed events inserted in one ` +
        `transaction in ${((committedAt - insertStarted) / 1000).toFixed(2)} s` +
        `${done ? '' : interrupted ? '; INTERRUPTED' : `; TIMED OUT after ${secs(TIMEOUT_MS)}`}.`,
    );
    row('figure', 'value', 'target', '');
    row(
      'events handled',
      `${count(last?.handled ?? 0)} of ${count(EVENTS)}, ${count(last?.dead ?? 0)} set aside`,
      'all',
      verdict(last?.handled === EVENTS),
    );
    row('notices (notifications rows)', count(last?.notices ?? 0));
    row('deliveries: email', channelLine('email'));
    row('deliveries: whatsapp', channelLine('whatsapp'));
    row(
      'handed off (sent_at) / all deliveries',
      `${count(sentCount)} / ${count(deliveries)}`,
      'all',
      verdict(sentCount === deliveries && deliveries > 0),
    );
    row(
      'received: SMTP server / WhatsApp emulator',
      `${count(smtp.received())} mails over ${count(smtp.connections())} SMTP connections / ` +
        `${count(whatsapp.answers.get(200) ?? 0)} sends accepted`,
    );
    row('insert commit → every event handled', secs(handledMs));
    row(
      'insert commit → every delivery handed off',
      `${secs(handoffMs)} (first hand-off after ${secs(times.first_handoff_ms ?? NaN)})`,
    );
    row(
      'throughput',
      `${((sentCount / handoffMs) * 1000).toFixed(0)} deliveries/s, ` +
        `${((EVENTS / handledMs) * 1000).toFixed(0)} events/s`,
    );
    row('event → hand-off (created_at → sent_at)', spread(endToEnd));
    row('  event → its notice and delivery rows', spread(toNotice));
    row('  delivery row → hand-off (sent_at)', spread(toHandOff));
    row(
      'server RSS: start / peak / end',
      `${mb(rssStart)} / ${mb(rssPeak)} / ${mb(rssEnd)} (${rss.length} samples, every ` +
        `${POLL_MS} ms)`,
      `< ${RSS_TARGET_MB} MB`,
      verdict(rssPeak < RSS_TARGET_MB * 1024),
    );
    row(
      'server RSS flat (peak − start)',
      `${mb(rssPeak - rssStart)}`,
      `≤ ${FLAT_MB} MB`,
      verdict(rssPeak - rssStart <= FLAT_MB * 1024),
    );
    console.log(
      `    where the time goes: the outbox worker's passes (handled events with no pause of ` +
        `${PASS_GAP_MS / 1000} s)`,
    );
    row(
      '    passes',
      `${passes.length}, at most ${count(Math.max(0, ...passes.map((p) => p.n)))} events each`,
    );
    row(
      '    handling / waiting between passes',
      `${secs(passBusy)} handling (${(passBusy / Math.max(1, handledAt.length)).toFixed(1)} ` +
        `ms/event), ${secs(passIdle)} waiting; first pass ${secs(firstPassWait)} after the insert`,
    );
    const seconds = (endedAt - committedAt) / 1000;
    console.log(
      `    CPU per handed-off delivery (${count(sentCount)} in ${seconds.toFixed(1)} s; the ` +
        `machine has ${cpus.length * 1000} CPU ms a second)`,
    );
    for (const [name, cpuMs] of Object.entries(cpu)) {
      row(
        `    ${name}`,
        `${(cpuMs / Math.max(1, sentCount)).toFixed(2)} ms/delivery, ` +
          `${((cpuMs / (seconds * 1000)) * 100).toFixed(0)}% of one core`,
      );
    }
    if (WEBHOOKS) {
      row(
        'status webhooks answered by the server',
        [...webhookAnswers].map(([code, n]) => `${code}: ${count(n)}`).join(', ') || 'none',
      );
    }
    if (warnings.size) {
      console.log(
        `    server warnings: ${[...warnings].map(([msg, n]) => `${msg} ×${n}`).join('; ')}`,
      );
    }
    if (server.errors.length) {
      console.log(`    server logged ${server.errors.length} errors, first: ${server.errors[0]}`);
    }
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    if (sampler) clearInterval(sampler);
    await sql?.end().catch(() => undefined);
    if (server) await stopServerProcess(server);
    await whatsapp?.close();
    await smtp?.stop();
    await database?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
