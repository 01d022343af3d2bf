/**
 * Chat figures (issue 12, docs/adr/0016-chat.md): ONE embedded PostgreSQL and TWO production
 * server processes (`server/main.ts` with DATABASE_URL, each its own event loop, logging every
 * request as production does), and this process as the users: BENCH_CHAT_PAIRS client–prosker
 * pairs (100), one conversation each, one socket.io socket per user (200), the client's on
 * instance A and the prosker's on B for even pairs, the other way round for odd ones. Both
 * instances run with CHAT_MESSAGES_PER_MINUTE and SIGN_IN_LIMIT_PER_ADDRESS raised to 1,000,000:
 * the bench sends 150 messages a minute per user and signs 200 users in from one address; it
 * measures delivery, not the limiter.
 *
 * Sends are paced by a scheduler (BENCH_CHAT_RATE a second, 500; at most
 * BENCH_CHAT_CONCURRENCY in flight, 64), each over the sender's own socket (`chat:send` with an
 * acknowledgement, as the storefront sends; over keep-alive HTTP, the storefront's fallback, when
 * that socket is down, or for every message with BENCH_CHAT_VIA=http) to the sender's own instance, the two members
 * of a pair taking turns, so every message crosses to the other instance. After a 5 s warm-up (not counted):
 *  - steady, BENCH_CHAT_SECONDS (20): for each message, the time from the start of its send
 *    request to its receipt on the OTHER member's socket; messages lost (201 but never received)
 *    and received twice;
 *  - drop, 10 s of sending: 2 s in, 100 sockets (one member of every pair, 50 on each instance)
 *    disconnect for 5 s, then reconnect and ask for the messages `after` the last id they had
 *    received (catch-up); the time until each has every message it missed, and whether any
 *    arrived twice (by message id, across push and catch-up).
 * Phases are wall-clock time: when the instances cannot keep up, fewer messages are sent (and
 * the shortfall printed), so the run stays near 1 minute. A message not received 5 s after the
 * last send counts as lost. Where the time goes: the send route's own time from the instances'
 * access logs, the hop between instances (receipt on the other instance minus the answer to the
 * sender, whose own socket is not pushed what it sent), and the CPU each process (and the rest of the machine) used per message, with
 * the rate those CPU costs allow on this machine.
 * BENCH_CHAT_FSYNC=off runs the database without fsync. Exits non-zero only when the setup
 * breaks; a missed target is printed as such.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { CHAT_SOCKET_EVENTS, CHAT_SOCKET_SEND } from '../common/chat';
import { hashPassword } from '../server/platform/auth';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../server/platform/db';
import { createLogger } from '../server/platform/logger';
import {
  call as callApi,
  freePort,
  machineBusyMs,
  percentile,
  startServerProcess,
  stopServerProcess,
  treeCpuMs,
  type ServerProcess,
} from './lib';

const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 100);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CHAT_CONCURRENCY ?? 64);
const FSYNC = process.env.BENCH_CHAT_FSYNC !== 'off';
/** How a user sends: over their socket (`chat:send`, as the storefront does) or over HTTP. */
const VIA = process.env.BENCH_CHAT_VIA === 'http' ? 'http' : 'socket';
/**
 * Not counted: the first seconds after start-up are slower (V8 compiles the hot paths, the pools
 * open their connections and each one prepares the send statement), which is not the steady
 * state the figures describe. BENCH_CHAT_WARMUP_SECONDS changes it.
 */
const WARMUP_MS = Number(process.env.BENCH_CHAT_WARMUP_SECONDS ?? 5) * 1000;
/** The drop phase: sockets go 2 s in, come back 5 s later, sending stops 3 s after that. */
const DROP_AFTER_MS = 2000;
const DROP_MS = 5000;
const AFTER_RECONNECT_MS = 3000;
/** After the last send, how long a message may still arrive before it counts as lost. */
const LOST_AFTER_MS = 5000;
const REQUEST_TIMEOUT_MS = 10_000;
const P95_TARGET_MS = 25;
const RAISED_LIMIT = '1000000';
const PASSWORD = 'Bench#2026chat';
const INSTANCE_NAMES = ['A', 'B'];

interface Message {
  id: number;
  conversationId: number;
  senderId: number;
  clientMessageId: string;
}

interface Member {
  userId: number;
  email: string;
  token: string;
  /** 0 for A, 1 for B: where its socket is and where it sends. */
  instance: number;
  conversationId: number;
  socket?: Socket;
  /** The first receipt of each message id on this socket, and how it came. */
  received: Map<number, { at: number; via: 'push' | 'catch-up' }>;
  /** Pushes of each message id (more than 1 is a duplicate). */
  pushes: Map<number, number>;
  /** Ids that came both by push and by catch-up (the client keeps one, by id). */
  overlap: number;
  ownDisconnect: boolean;
  unexpectedDisconnects: number;
  drop?: {
    lastId: number;
    reconnectAt: number;
    connectedAt?: number;
    caughtUpAt?: number;
    requests: number;
    error?: string;
  };
}

interface Pair {
  conversationId: number;
  client: Member;
  prosker: Member;
}

type Phase = 'warm-up' | 'steady' | 'drop';

interface Sent {
  phase: Phase;
  pair: number;
  from: 'client' | 'prosker';
  clientMessageId: string;
  /** When the scheduler meant to start it, and when it did. */
  dueAt: number;
  startedAt: number;
  ackAt?: number;
  id?: number;
  /** The last answer: a status, or 'network' / 'timeout'. */
  outcome?: number | string;
  tries: number;
}

interface Instance extends ServerProcess {
  /** The send route's own time (access log `ms`) while `recording` is on. */
  sendRoute: { ms: number[]; recording: boolean };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '-');
const count = (n: number) => n.toLocaleString('en-US');

function spread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  ` +
    `p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted[sorted.length - 1] ?? NaN)}`
  );
}

/**
 * A production server process on `databaseUrl` at production's log level, its limits raised;
 * resolves when it listens. Its request lines are not errors: they give the send route's time.
 */
async function startInstance(
  name: string,
  dataDir: string,
  databaseUrl: string,
): Promise<Instance> {
  const sendRoute: Instance['sendRoute'] = { ms: [], recording: false };
  const server = await startServerProcess(name, dataDir, databaseUrl, {
    env: {
      // Production's level: every request is logged, and the bench reads the send route's time.
      LOG_LEVEL: 'info',
      CHAT_MESSAGES_PER_MINUTE: RAISED_LIMIT,
      SIGN_IN_LIMIT_PER_ADDRESS: RAISED_LIMIT,
    },
    onLine: (line) => {
      if (!line.includes('"msg":"request"')) return false;
      if (sendRoute.recording && /"method":"POST","route":"[^"]*\/messages"/.test(line)) {
        const time = /"ms":([\d.]+)/.exec(line);
        if (time) sendRoute.ms.push(Number(time[1]));
      }
      return true;
    },
  });
  return Object.assign(server, { sendRoute });
}

/** A send over the sender's socket, answered like the route: 201 and the message, or the error. */
async function viaSocket(socket: Socket, payload: Record<string, unknown>) {
  const answer = (await socket
    .timeout(REQUEST_TIMEOUT_MS)
    .emitWithAck(CHAT_SOCKET_SEND, payload)) as {
    data?: Message;
    status?: number;
  };
  return answer.data
    ? { status: 201, body: answer.data as unknown as Record<string, unknown> }
    : { status: answer.status ?? 500, body: answer as Record<string, unknown> };
}

const call = (base: string, method: string, pathname: string, token?: string, body?: unknown) =>
  callApi(base, method, pathname, token, body, REQUEST_TIMEOUT_MS);

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** 2 × PAIRS verified users (clients, then proskers with a visible profile); answers them. */
async function createUsers(url: string): Promise<{ clients: Member[]; proskers: Member[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = Array.from({ length: 2 * PAIRS }, (_, i) => ({
      username: `chatbench${String(i).padStart(4, '0')}`,
      type: i < PAIRS ? 1 : 2,
      email: `chat.bench.${i}@example.com`,
      phone: `+5989${String(1_000_000 + i).padStart(7, '0')}`,
    }));
    const { rows: inserted } = await client.query<{ id: string; email: string }>(
      `INSERT INTO users (username, type_user, first_name, last_name, email, phone_number,
         password_hash, email_verified_at)
       SELECT u, t, 'Bench', 'Chat', e, p, $5, now()
       FROM unnest($1::text[], $2::smallint[], $3::text[], $4::text[]) AS x(u, t, e, p)
       RETURNING id, email`,
      [
        rows.map((r) => r.username),
        rows.map((r) => r.type),
        rows.map((r) => r.email),
        rows.map((r) => r.phone),
        await hashPassword(PASSWORD),
      ],
    );
    // What a conversation with a prosker asks for: a visible profile (the search read model).
    await client.query(
      `INSERT INTO profiles (user_id, username, first_name, last_name, prosker, completeness,
         missing, visible, created_at)
       SELECT id, username, first_name, last_name, true, 100, '{}', true, now()
       FROM users WHERE type_user = 2 AND username LIKE 'chatbench%'`,
    );
    const idOf = new Map(inserted.map((r) => [r.email, Number(r.id)]));
    const member = (i: number, instance: number): Member => ({
      userId: idOf.get(rows[i].email)!,
      email: rows[i].email,
      token: '',
      instance,
      conversationId: 0,
      received: new Map(),
      pushes: new Map(),
      overlap: 0,
      ownDisconnect: false,
      unexpectedDisconnects: 0,
    });
    // Even pairs: the client on A, the prosker on B; odd pairs the other way round.
    return {
      clients: Array.from({ length: PAIRS }, (_, p) => member(p, p % 2)),
      proskers: Array.from({ length: PAIRS }, (_, p) => member(PAIRS + p, 1 - (p % 2))),
    };
  } finally {
    await client.end();
  }
}

export async function benchChat(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-chat-'));
  const pgPort = await freePort();
  let database: EmbeddedDatabase | undefined;
  const instances: Instance[] = [];
  const members: Member[] = [];
  const loadAtStart = os.loadavg();
  try {
    const setupStarted = performance.now();
    database = await startEmbeddedDatabase({
      dir: path.join(dir, 'postgres'),
      port: pgPort,
      database: 'prosk',
      logger: createLogger('silent'),
      durable: FSYNC,
    });
    const url = database.url;
    // One after the other: the first one migrates the database.
    for (const name of INSTANCE_NAMES) {
      mkdirSync(path.join(dir, name));
      instances.push(await startInstance(name, path.join(dir, name), url));
    }
    const bases = instances.map((i) => i.base);
    const { clients, proskers } = await createUsers(url);
    members.push(...clients, ...proskers);

    await inBatches(members, 8, async (m) => {
      const login = await call(bases[m.instance], 'POST', '/login', undefined, {
        email: m.email,
        password: PASSWORD,
      });
      if (login.status !== 200) {
        throw new Error(`sign-in answered ${login.status} ${JSON.stringify(login.body)}`);
      }
      m.token = login.body.access_token as string;
    });
    const pairs: Pair[] = [];
    for (let p = 0; p < PAIRS; p++) {
      const client = clients[p];
      const started = await call(bases[client.instance], 'POST', '/conversations', client.token, {
        proskerId: proskers[p].userId,
      });
      if (started.status !== 201) {
        throw new Error(
          `POST /conversations answered ${started.status} ${JSON.stringify(started.body)}`,
        );
      }
      const conversationId = Number(started.body.id);
      client.conversationId = proskers[p].conversationId = conversationId;
      pairs.push({ conversationId, client, prosker: proskers[p] });
    }
    const ours = new Set(pairs.map((p) => p.conversationId));

    /** Ids seen for each client message id, anywhere (more than one is a stored duplicate). */
    const idsOfClientId = new Map<string, Set<number>>();
    const note = (member: Member, message: Message, via: 'push' | 'catch-up') => {
      const at = performance.now();
      if (!ours.has(message.conversationId)) return;
      let ids = idsOfClientId.get(message.clientMessageId);
      if (!ids) idsOfClientId.set(message.clientMessageId, (ids = new Set()));
      ids.add(message.id);
      if (via === 'push') member.pushes.set(message.id, (member.pushes.get(message.id) ?? 0) + 1);
      const first = member.received.get(message.id);
      if (!first) member.received.set(message.id, { at, via });
      else if (first.via !== via) member.overlap++;
    };

    /** Opens the member's socket, or opens it again after a drop; resolves once connected. */
    const connect = (member: Member) =>
      new Promise<void>((resolve, reject) => {
        if (!member.socket) {
          const created = io(bases[member.instance], {
            path: '/socket.io',
            auth: { token: member.token },
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
            autoConnect: false,
          });
          created.on(CHAT_SOCKET_EVENTS.message, (message: Message) =>
            note(member, message, 'push'),
          );
          created.on('disconnect', () => {
            if (!member.ownDisconnect) member.unexpectedDisconnects++;
          });
          member.socket = created;
        }
        const socket = member.socket;
        const settle = (error?: Error) => {
          clearTimeout(timer);
          socket.off('connect', onConnect);
          socket.off('connect_error', onError);
          if (error) reject(error);
          else resolve();
        };
        const onConnect = () => settle();
        const onError = (error: Error) => settle(new Error(`socket refused: ${error.message}`));
        const timer = setTimeout(() => settle(new Error('socket did not connect in 10 s')), 10_000);
        socket.on('connect', onConnect);
        socket.on('connect_error', onError);
        member.ownDisconnect = false;
        socket.connect();
      });
    await inBatches(members, 20, connect);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    // --- sending ---------------------------------------------------------------------------
    const sent: Sent[] = [];
    const answers = new Map<string, number>();
    async function send(s: Sent) {
      const pair = pairs[s.pair];
      const sender = pair[s.from];
      const message = {
        clientMessageId: s.clientMessageId,
        body: `bench message ${s.clientMessageId}`,
      };
      for (s.tries = 1; s.tries <= 3; s.tries++) {
        try {
          // Over the sender's own socket; over HTTP when it is down (or with BENCH_CHAT_VIA=http).
          const socket = sender.socket;
          const answer =
            VIA === 'socket' && socket?.connected
              ? await viaSocket(socket, { conversationId: pair.conversationId, ...message })
              : await call(
                  bases[sender.instance],
                  'POST',
                  `/conversations/${pair.conversationId}/messages`,
                  sender.token,
                  message,
                );
          s.outcome = answer.status;
          if (answer.status === 201) {
            s.ackAt = performance.now();
            s.id = Number(answer.body.id);
            break;
          }
          // A refusal is an answer; a server error is retried with the same client id.
          if (answer.status < 500) break;
        } catch (error) {
          s.outcome = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
        }
      }
      const key = String(s.outcome);
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }

    /**
     * Sends at RATE a second for `durationMs`, at most CONCURRENCY at once: a message waits for
     * its due time, then for a free slot; what was not started by the end is not sent.
     * Answers how many were due.
     */
    async function paced(durationMs: number, phaseAt: (elapsedMs: number) => Phase) {
      const gap = 1000 / RATE;
      const started = performance.now();
      const endAt = started + durationMs;
      let inFlight = 0;
      let wake: (() => void) | undefined;
      const running: Promise<void>[] = [];
      let i = 0;
      for (; started + i * gap < endAt; i++) {
        const dueAt = started + i * gap;
        for (let now = performance.now(); now < dueAt; now = performance.now()) {
          await sleep(dueAt - now);
        }
        while (inFlight >= CONCURRENCY) await new Promise<void>((resolve) => (wake = resolve));
        const startedAt = performance.now();
        if (startedAt >= endAt) break;
        // The members of a pair take turns: pair p's k-th message is the client's when k is even.
        const s: Sent = {
          phase: phaseAt(startedAt - started),
          pair: i % PAIRS,
          from: Math.floor(i / PAIRS) % 2 === 0 ? 'client' : 'prosker',
          clientMessageId: randomUUID(),
          dueAt,
          startedAt,
          tries: 0,
        };
        sent.push(s);
        inFlight++;
        running.push(
          send(s).finally(() => {
            inFlight--;
            wake?.();
            wake = undefined;
          }),
        );
      }
      await Promise.all(running);
      return Math.ceil(durationMs / gap);
    }

    await paced(WARMUP_MS, () => 'warm-up');
    await sleep(500);

    // One member of every pair drops: the client in pairs 0 and 1 (mod 4), the prosker in 2
    // and 3, so 50 sockets on each instance, 50 clients and 50 proskers.
    const dropped = pairs.map((p, i) => (i % 4 < 2 ? p.client : p.prosker));
    const catchUp = async (member: Member) => {
      const drop = member.drop!;
      try {
        await connect(member);
        drop.connectedAt = performance.now();
        for (let after = drop.lastId; ;) {
          drop.requests++;
          const page = await call(
            bases[member.instance],
            'GET',
            `/conversations/${member.conversationId}/messages?after=${after}&limit=100`,
            member.token,
          );
          if (page.status !== 200) throw new Error(`catch-up answered ${page.status}`);
          const data = page.body.data as Message[];
          for (const message of data) note(member, message, 'catch-up');
          if (!page.body.hasNewer || data.length === 0) break;
          after = data[data.length - 1].id;
        }
        drop.caughtUpAt = performance.now();
      } catch (error) {
        drop.error = (error as Error).message;
      }
    };
    const steadyMs = SECONDS * 1000;
    let droppedAt = NaN;
    let reconnectAt = NaN;
    let catchUps: Promise<unknown> | undefined;
    const dropTimer = setTimeout(() => {
      droppedAt = performance.now();
      for (const member of dropped) {
        member.drop = {
          lastId: Math.max(0, ...member.received.keys()),
          reconnectAt: 0,
          requests: 0,
        };
        member.ownDisconnect = true;
        member.socket!.disconnect();
      }
    }, steadyMs + DROP_AFTER_MS);
    const reconnectTimer = setTimeout(
      () => {
        reconnectAt = performance.now();
        catchUps = Promise.all(
          dropped.map((member) => {
            member.drop!.reconnectAt = reconnectAt;
            return catchUp(member);
          }),
        );
      },
      steadyMs + DROP_AFTER_MS + DROP_MS,
    );
    for (const instance of instances) instance.sendRoute.recording = true;
    const cpuPids = {
      'instance A': instances[0].child.pid,
      'instance B': instances[1].child.pid,
      'PostgreSQL (all its processes)': database.pid,
    };
    const cpuBefore = Object.fromEntries(
      Object.entries(cpuPids).map(([name, pid]) => [name, treeCpuMs(pid)]),
    );
    const benchCpuBefore = process.cpuUsage();
    const machineBefore = machineBusyMs();
    const streamStarted = performance.now();
    let steadyEnded = NaN;
    let cpuSteady: Record<string, number> = {};
    const steadyTimer = setTimeout(() => {
      // CPU over the steady phase's wall time, per process tree and for the whole machine.
      steadyEnded = performance.now();
      for (const instance of instances) instance.sendRoute.recording = false;
      const bench = process.cpuUsage(benchCpuBefore);
      cpuSteady = {
        ...Object.fromEntries(
          Object.entries(cpuPids).map(([name, pid]) => [name, treeCpuMs(pid) - cpuBefore[name]]),
        ),
        'this process (200 users)': (bench.user + bench.system) / 1000,
      };
      const ourCpu = Object.values(cpuSteady).reduce((sum, v) => sum + v, 0);
      cpuSteady['everything else on the machine'] = machineBusyMs() - machineBefore - ourCpu;
    }, steadyMs);
    let planned: number;
    try {
      planned = await paced(steadyMs + DROP_AFTER_MS + DROP_MS + AFTER_RECONNECT_MS, (elapsed) =>
        elapsed < steadyMs ? 'steady' : 'drop',
      );
    } finally {
      clearTimeout(dropTimer);
      clearTimeout(reconnectTimer);
      clearTimeout(steadyTimer);
    }
    if (!catchUps) throw new Error('the sockets were never reconnected');
    await catchUps;
    const lastSendAt = performance.now();

    // Wait for every acknowledged message on its receiver, at most LOST_AFTER_MS.
    const receiverOf = (s: Sent) => pairs[s.pair][s.from === 'client' ? 'prosker' : 'client'];
    const acked = sent.filter((s) => s.id !== undefined);
    const missing = () => acked.filter((s) => !receiverOf(s).received.has(s.id!));
    while (missing().length && performance.now() - lastSendAt < LOST_AFTER_MS) await sleep(100);
    const lost = missing();

    // --- figures ---------------------------------------------------------------------------
    const steadySent = sent.filter((s) => s.phase === 'steady');
    const steady = steadySent.filter((s) => s.id !== undefined);
    const steadyPlanned = Math.ceil((steadyMs * RATE) / 1000);
    const cross: number[] = [];
    /**
     * Per message: its receipt on the other instance minus its answer to the sender (a socket's
     * send is not pushed back to that socket: its answer carries the message).
     */
    const hop: number[] = [];
    const http: number[] = [];
    const lag: number[] = [];
    for (const s of steady) {
      const other = receiverOf(s).received.get(s.id!);
      if (other?.via === 'push') cross.push(other.at - s.startedAt);
      if (other?.via === 'push') hop.push(other.at - s.ackAt!);
      http.push(s.ackAt! - s.startedAt);
    }
    for (const s of steadySent) lag.push(s.startedAt - s.dueAt);
    const stayed: number[] = [];
    for (const s of acked) {
      if (s.phase !== 'drop' || receiverOf(s).drop) continue;
      const got = receiverOf(s).received.get(s.id!);
      if (got?.via === 'push') stayed.push(got.at - s.startedAt);
    }
    cross.sort((a, b) => a - b);

    let pushedTwice = 0;
    for (const m of members) for (const n of m.pushes.values()) if (n > 1) pushedTwice += n - 1;
    let storedTwice = 0;
    for (const ids of idsOfClientId.values()) if (ids.size > 1) storedTwice += ids.size - 1;
    const overlap = members.reduce((sum, m) => sum + m.overlap, 0);
    const unexpected = members.reduce((sum, m) => sum + m.unexpectedDisconnects, 0);
    const lostSteady = lost.filter((s) => s.phase !== 'drop').length;
    const lostDrop = lost.filter((s) => s.phase === 'drop').length;

    // Catch-up: for each reconnected socket, the other member's messages after the last id it
    // had received, sent before the reconnect; done when it has received every one of them.
    const doneAfter: number[] = [];
    let missed = 0;
    let byCatchUp = 0;
    let byLatePush = 0;
    let unrecovered = 0;
    const catchUpErrors: string[] = [];
    const connectTimes: number[] = [];
    let requests = 0;
    for (const member of dropped) {
      const drop = member.drop!;
      if (drop.error) catchUpErrors.push(drop.error);
      requests = Math.max(requests, drop.requests);
      if (drop.connectedAt) connectTimes.push(drop.connectedAt - drop.reconnectAt);
      let done = drop.caughtUpAt ?? NaN;
      for (const s of acked) {
        if (receiverOf(s) !== member || s.id! <= drop.lastId || s.startedAt >= drop.reconnectAt) {
          continue;
        }
        missed++;
        const got = member.received.get(s.id!);
        if (!got) {
          unrecovered++;
          done = NaN;
        } else {
          if (got.via === 'catch-up') byCatchUp++;
          else if (got.at >= drop.reconnectAt) byLatePush++;
          done = Math.max(done, got.at);
        }
      }
      doneAfter.push(done - drop.reconnectAt);
    }
    const allCaughtUp = doneAfter.every((v) => Number.isFinite(v));
    doneAfter.sort((a, b) => a - b);

    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    const stored = await sql
      .query<{ n: number; ids: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT (sender_id, client_message_id))::int AS ids
           FROM messages`,
      )
      .finally(() => sql.end());

    const cpus = os.cpus();
    const p95 = percentile(cross, 95);
    const steadySeconds = (steadyEnded - streamStarted) / 1000;
    const verdict = (ok: boolean) => (ok ? 'ok' : 'target missed');
    const row = (label: string, value: string, target = '', result = '') =>
      console.log(`    ${label.padEnd(50)}${value.padEnd(64)}${target.padEnd(18)}${result}`);
    const load = (values: number[]) => values.map((v) => v.toFixed(1)).join(' ');

    console.log(
      `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
        `${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, ` +
        `${os.platform()} ${os.release()}; load average ${load(loadAtStart)} at the start, ` +
        `${load(os.loadavg())} at the end (other work on the machine competes for the cores)`,
    );
    console.log(
      `2 production instances (server/main.ts, LOG_LEVEL=info), separate processes, on one ` +
        `embedded PostgreSQL (fsync ${FSYNC ? 'on' : 'off'}); this process is the ` +
        `${members.length} users, on the same machine. CHAT_MESSAGES_PER_MINUTE=${RAISED_LIMIT} ` +
        `and SIGN_IN_LIMIT_PER_ADDRESS=${RAISED_LIMIT} on both (the defaults refuse the bench). ` +
        `Set-up ${setupSeconds.toFixed(1)} s.`,
    );
    console.log(
      `${PAIRS} pairs, ${members.length} sockets (${members.length / 2} per instance), ` +
        `${RATE} messages/s paced, at most ${CONCURRENCY} sends in flight, keep-alive fetch; ` +
        `${WARMUP_MS / 1000} s warm-up not counted`,
    );
    row('figure', 'value', 'target', '');
    row(
      'steady: messages sent',
      `${count(steadySent.length)} of ${count(steadyPlanned)} in ${SECONDS} s ` +
        `(${(steadySent.length / SECONDS).toFixed(0)}/s)`,
      `${count(steadyPlanned)}`,
      verdict(steadySent.length >= steadyPlanned - 1),
    );
    row('steady: schedule lag (start − due)', spread(lag));
    row('steady: send → 201 (client side)', spread(http));
    row(
      'steady: send route on the server (log ms)',
      spread(instances.flatMap((i) => i.sendRoute.ms)),
    );
    row('steady: other socket − answer to sender (hop)', spread(hop));
    row(
      'steady: send → OTHER socket, other instance',
      spread(cross),
      `p95 ≤ ${P95_TARGET_MS} ms`,
      verdict(p95 <= P95_TARGET_MS),
    );
    row(
      'steady: lost (201, not received)',
      `${lostSteady} of ${count(steady.length)} (waited ${LOST_AFTER_MS / 1000} s)`,
      '0',
      verdict(lostSteady === 0),
    );
    row('received twice (same id pushed twice)', String(pushedTwice), '0', verdict(!pushedTwice));
    row('stored twice (2 ids for one client id)', String(storedTwice), '0', verdict(!storedTwice));
    row(
      'answers to sends (all phases)',
      [...answers].map(([code, n]) => `${code}: ${count(n)}`).join(', '),
      'all 201',
      verdict(answers.size === 1 && answers.has('201')),
    );
    row(
      'drop: messages sent',
      `${count(sent.length - steadySent.length - sent.filter((s) => s.phase === 'warm-up').length)} ` +
        `of ${count(planned - steadyPlanned)}; ${dropped.length} sockets down ` +
        `${((reconnectAt - droppedAt) / 1000).toFixed(1)} s`,
    );
    row('drop: send → other socket (sockets that stayed)', spread(stayed));
    row('drop: reconnect → connected', spread(connectTimes));
    row(
      'drop: missed while down',
      `${count(missed)}: ${count(byCatchUp)} by catch-up, ${count(byLatePush)} by a late push`,
      'all recovered',
      verdict(unrecovered === 0 && catchUpErrors.length === 0),
    );
    row('drop: never recovered', String(unrecovered), '0', verdict(unrecovered === 0));
    row(
      'drop: reconnect → socket has all it missed',
      `p50 ${ms(percentile(doneAfter, 50))}  p95 ${ms(percentile(doneAfter, 95))}  ` +
        `every socket ${allCaughtUp ? ms(doneAfter[doneAfter.length - 1]) : 'never'}`,
    );
    row('drop: catch-up requests per socket', `at most ${requests}`);
    row(
      'drop: same id by push and by catch-up',
      `${overlap} (shown once: the client keeps one per message id)`,
    );
    row('drop: lost (201, not received)', String(lostDrop), '0', verdict(lostDrop === 0));
    row('unexpected socket disconnects', String(unexpected), '0', verdict(unexpected === 0));
    row(
      'SQL: messages stored / distinct client ids',
      `${count(stored.rows[0].n)} / ${count(stored.rows[0].ids)} ` +
        `(sent ${count(sent.length)}, 201 ${count(acked.length)})`,
      'equal',
      verdict(stored.rows[0].n === stored.rows[0].ids),
    );
    console.log(
      `    where the time goes: CPU per steady message (${count(steadySent.length)} in ` +
        `${steadySeconds.toFixed(1)} s; the machine has ${cpus.length * 1000} CPU ms a second)`,
    );
    for (const [name, cpuMs] of Object.entries(cpuSteady)) {
      row(
        `    ${name}`,
        `${(cpuMs / steadySent.length).toFixed(2)} ms/message, ` +
          `${((cpuMs / (steadySeconds * 1000)) * 100).toFixed(0)}% of one core`,
      );
    }
    const ourCpuPerMessage =
      Object.entries(cpuSteady)
        .filter(([name]) => name !== 'everything else on the machine')
        .reduce((sum, [, cpuMs]) => sum + cpuMs, 0) / steadySent.length;
    row(
      '    ceiling: cores × 1000 / our ms per message',
      `${((cpus.length * 1000) / ourCpuPerMessage).toFixed(0)} messages/s if the bench had ` +
        `the machine alone`,
      `${RATE}/s`,
      verdict((cpus.length * 1000) / ourCpuPerMessage >= RATE),
    );
    if (catchUpErrors.length) {
      console.log(`    catch-up errors: ${catchUpErrors.slice(0, 5).join('; ')}`);
    }
    for (const instance of instances) {
      if (instance.errors.length) {
        console.log(
          `    instance ${instance.name} logged ${instance.errors.length} errors, ` +
            `first: ${instance.errors[0]}`,
        );
      }
    }
  } finally {
    for (const m of members) {
      m.ownDisconnect = true;
      m.socket?.disconnect();
    }
    for (const instance of instances.reverse()) await stopServerProcess(instance);
    await database?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
