/**
 * Agenda figures: two production app instances (bench/stack-server.ts) on ONE PostgreSQL, the
 * first with the embedded server, the second pointed at it with DATABASE_URL. One premium
 * prosker, open every day 00:00-24:00 (Montevideo). BENCH_AGENDA_CLIENTS concurrent clients
 * (32), half on each instance, make BENCH_AGENDA_ATTEMPTS booking attempts (2,000): half on 24
 * hot slots (one day, 09:00 to 20:30 every half hour, so neighbours overlap each other too),
 * half on random half-hour starts over the next 60 days. A booking is
 * `POST /admin/api/agenda/events` as the prosker: the same holdSlot, rules and INSERT that a
 * client's booking through the jobs module runs, with the exclusion constraint deciding races.
 * Prints attempts and bookings per second, latency percentiles, the answers by code, and a SQL
 * check that counts pairs of overlapping live (non-rejected) events: it must be 0.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { todayIn, zonedInstant } from '../common/time';
import { call, freePort, percentile, startChild, stopChild } from './lib';
import { insertProsker } from './users';

const CLIENTS = Number(process.env.BENCH_AGENDA_CLIENTS ?? 32);
const ATTEMPTS = Number(process.env.BENCH_AGENDA_ATTEMPTS ?? 2000);
const HOT_SLOTS = 24;
const RANDOM_DAYS = 60;
const ZONE = 'America/Montevideo';
const PROSKER = { email: 'agenda.bench@example.com', password: 'Bench#2026agenda' };

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A small deterministic generator, so runs compare. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A verified premium prosker written straight into the bench database. */
async function createProsker(client: pg.Client): Promise<number> {
  const id = await insertProsker(client, {
    ...PROSKER,
    username: 'agendabench01',
    lastName: 'Prosker',
    phone: '+59899000002',
  });
  await client.query(
    `INSERT INTO subscriptions (user_id, plan_id, status, amount, currency, started_at)
     SELECT $1, id, 'active', price, currency, now() FROM plans
     WHERE region = 'uy' AND premium ORDER BY id LIMIT 1`,
    [id],
  );
  return id;
}

export async function benchAgenda(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-agenda-'));
  const pgPort = await freePort();
  const url = `postgres://postgres:postgres@127.0.0.1:${pgPort}/prosk`;
  const children: Awaited<ReturnType<typeof startChild>>[] = [];
  let client: pg.Client | undefined;
  try {
    children.push(
      await startChild(['bench/stack-server.ts', 'prod', String(pgPort)], {
        BENCH_DATA_DIR: dir,
      }),
    );
    mkdirSync(path.join(dir, 'second'));
    children.push(
      await startChild(['bench/stack-server.ts', 'prod'], {
        BENCH_DATA_DIR: path.join(dir, 'second'),
        BENCH_DATABASE_URL: url,
      }),
    );
    const bases = children.map((c) => `http://127.0.0.1:${c.port}`);
    client = new pg.Client({ connectionString: url });
    await client.connect();
    const proskerId = await createProsker(client);

    const login = await call(bases[0], 'POST', '/login', undefined, {
      email: PROSKER.email,
      password: PROSKER.password,
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
    const token = login.body.access_token as string;
    const week = await call(bases[1], 'PUT', '/agenda/availability', token, {
      days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        open: true,
        ranges: [{ from: '00:00', to: '24:00' }],
      })),
    });
    if (week.status !== 200) {
      throw new Error(
        `PUT /agenda/availability answered ${week.status} ${JSON.stringify(week.body)} ` +
          '(is createAgendaModule wired in server/app.ts?)',
      );
    }

    const hotDate = addDays(todayIn(ZONE), 2);
    const hot = Array.from({ length: HOT_SLOTS }, (_, i) =>
      zonedInstant(hotDate, 9 * 60 + i * 30, ZONE).toISOString(),
    );
    const next = random(2026);
    const attempts = Array.from({ length: ATTEMPTS }, (_, i) => {
      if (i % 2 === 0) return hot[Math.floor(next() * HOT_SLOTS)];
      const date = addDays(hotDate, 1 + Math.floor(next() * RANDOM_DAYS));
      return zonedInstant(date, Math.floor(next() * 47) * 30, ZONE).toISOString();
    });

    const latencies: number[] = [];
    const answers = new Map<string, number>();
    const bookedPerInstance = [0, 0];
    let cursor = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, worker) => {
        const instance = worker % 2;
        for (;;) {
          const i = cursor++;
          if (i >= attempts.length) return;
          const sent = performance.now();
          const answer = await call(bases[instance], 'POST', '/agenda/events', token, {
            startsAt: attempts[i],
            clientName: `Bench client ${i}`,
            clientPhone: '099000003',
          });
          latencies.push(performance.now() - sent);
          const code =
            answer.status === 201 ? 'booked' : (answer.body?.error?.code ?? answer.status);
          answers.set(code, (answers.get(code) ?? 0) + 1);
          if (answer.status === 201) bookedPerInstance[instance]++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const booked = answers.get('booked') ?? 0;
    const ms = (v: number) => `${v.toFixed(1)} ms`;

    const overlapping = await client.query(
      `SELECT count(*)::int AS n FROM events a JOIN events b
         ON a.prosker_id = b.prosker_id AND a.id < b.id
        AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
       WHERE a.status <> 'rejected' AND b.status <> 'rejected'`,
    );
    const hotBooked = await client.query(
      `SELECT count(*)::int AS n FROM events WHERE prosker_id = $1 AND starts_at = ANY($2::timestamptz[])`,
      [proskerId, hot],
    );

    console.log(
      `2 instances on one PostgreSQL, ${CLIENTS} concurrent clients, ${ATTEMPTS} booking attempts ` +
        `(${Math.ceil(ATTEMPTS / 2)} on ${HOT_SLOTS} hot slots, the rest random over ${RANDOM_DAYS} days)`,
    );
    console.log(
      `    ${(ATTEMPTS / seconds).toFixed(0)} attempts/s, ${(booked / seconds).toFixed(0)} bookings/s ` +
        `in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `    latency p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  ` +
        `p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies[latencies.length - 1])}`,
    );
    console.log(
      `    answers: ${[...answers].map(([code, n]) => `${code} ${n}`).join(', ')}; booked per instance ` +
        `${bookedPerInstance.join(' / ')}; hot slots booked ${hotBooked.rows[0].n} of ${HOT_SLOTS} ` +
        `(at most ${HOT_SLOTS / 2} fit: neighbours overlap)`,
    );
    console.log(
      `    SQL check, pairs of overlapping live events: ${overlapping.rows[0].n} (target 0, always)`,
    );
  } finally {
    await client?.end();
    for (const started of children.reverse()) await stopChild(started.child);
    rmSync(dir, { recursive: true, force: true });
  }
}
