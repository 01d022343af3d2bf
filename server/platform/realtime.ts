/**
 * The live channel to signed-in users: socket.io on the app's own HTTP server and origin, with
 * `@socket.io/postgres-adapter` so that an event sent on one instance reaches the user's sockets
 * on every instance through PostgreSQL (NOTIFY, and a table for large payloads). No Redis.
 *
 * A socket is opened with the session token (`auth: { token }` on the handshake) and joins the
 * room of its user. Every instance re-checks the sessions of its own sockets twice a second in
 * one query: a sign-out, a ban or a closed account (each ends the session) closes the socket
 * within a second, on whichever instance it is connected. Nothing is ever only sent here: what a
 * socket carries is already committed, and a client that missed it asks the API again.
 */
import type http from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { TokenService } from './auth';
import { AppError, unauthorized } from './errors';
import { errorEnvelope } from './middleware';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../common/i18n';
import type { Db } from './db';
import type { Logger } from './logger';

/** How often each instance re-checks the sessions of its sockets. */
export const SESSION_SWEEP_MS = 500;
/** How long asking the other instances whether a user is online may take. */
const ONLINE_ASK_MS = 2000;

/** How long after a lost database connection the sockets are asked to reconnect and resync. */
const RESYNC_AFTER_MS = 3000;

/** How long a handshake waits for the instance's first LISTEN before asking to try later. */
const HANDSHAKE_LISTEN_WAIT_MS = 5000;

/** The longest a shutdown waits for the adapter's connections to close. */
const CLOSE_WAIT_MS = 1000;

const userRoom = (userId: number) => `user:${userId}`;

interface SocketData {
  userId: number;
  sessionId: string;
  language: Language;
}

/**
 * What a socket may ask of the server: the signed-in user and what they sent; answered through
 * the socket's acknowledgement as `{ data }` or the API's error envelope `{ error }`.
 */
export type SocketRequestHandler = (
  userId: number,
  payload: unknown,
  /** The asking socket's id (its own answer carries the result: pushes may leave it out). */
  socketId: string,
) => Promise<unknown>;

export interface Realtime {
  /** Sends an event to every socket of these users, on every instance. */
  toUsers(userIds: number[], event: string, payload: unknown): void;
  /**
   * To this instance's sockets of these users only, but `except` (a socket id): what every
   * instance does with a `listen`ed NOTIFY.
   */
  toLocalUsers(userIds: number[], event: string, payload: unknown, except?: string): void;
  /**
   * Runs `handler` with the payload of every NOTIFY on `channel` that reaches this instance
   * (registered before `attach`): a statement that notifies in its own transaction pushes only
   * what it committed, with no second round trip.
   */
  listen(channel: string, handler: (payload: string) => void): void;
  /** Whether the user has a socket open on any instance (false before `attach`). */
  online(userId: number): Promise<boolean>;
  /** Answers a request sockets send under `event` (registered before `attach`). */
  handle(event: string, handler: SocketRequestHandler): void;
  /** Serves sockets on the server (once per process); events sent before go nowhere. */
  attach(server: http.Server): void;
  /** Closes every socket of this instance and its database connections. */
  close(): Promise<void>;
}

/** The pool settings of knex's connection (its password is kept as a hidden property). */
function poolSettings(db: Db): pg.PoolConfig {
  const connection = (db.client as { config: { connection: unknown } }).config.connection;
  if (typeof connection === 'string') return { connectionString: connection };
  const settings = connection as pg.PoolConfig & { password?: string };
  if (settings.connectionString) return { connectionString: settings.connectionString };
  return {
    host: settings.host,
    port: settings.port === undefined ? undefined : Number(settings.port),
    user: settings.user,
    password: settings.password,
    database: settings.database,
  };
}

export function createRealtime(db: Db, tokens: TokenService, logger: Logger): Realtime {
  let io: Server | undefined;
  let pool: pg.Pool | undefined;
  let sweep: NodeJS.Timeout | undefined;
  const handlers = new Map<string, SocketRequestHandler>();
  const channels = new Map<string, (payload: string) => void>();
  let listener: pg.PoolClient | undefined;
  let relisten: NodeJS.Timeout | undefined;
  /** Resolves once this instance first listens to its channels (`listen`). */
  let firstListen: Promise<void> = Promise.resolve();

  /** Waits for the first LISTEN, at most HANDSHAKE_LISTEN_WAIT_MS (then: try again later). */
  async function listening() {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('not listening to the database yet')),
        HANDSHAKE_LISTEN_WAIT_MS,
      );
    });
    try {
      await Promise.race([firstListen, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function closeRevoked(server: Server) {
    const sockets = [...server.of('/').sockets.values()] as Socket[];
    if (sockets.length === 0) return;
    const open = await tokens.openSessions(
      [...new Set(sockets.map((s) => (s.data as SocketData).sessionId))],
      'user',
    );
    for (const socket of sockets) {
      if (!open.has((socket.data as SocketData).sessionId)) socket.disconnect(true);
    }
  }

  return {
    handle(event, handler) {
      handlers.set(event, handler);
    },

    async online(userId) {
      if (!io) return false;
      const room = userRoom(userId);
      if ((io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0) return true;
      try {
        // Every instance answers; one that died is waited for at most this long.
        const sockets = await io.in(room).timeout(ONLINE_ASK_MS).fetchSockets();
        return sockets.length > 0;
      } catch {
        // Some instance did not answer in time: none of those that did has a socket of theirs.
        return false;
      }
    },

    toUsers(userIds, event, payload) {
      if (!io || userIds.length === 0) return;
      io.to(userIds.map(userRoom)).emit(event, payload);
    },

    toLocalUsers(userIds, event, payload, except) {
      if (!io || userIds.length === 0) return;
      const to = io.local.to(userIds.map(userRoom));
      (except ? to.except(except) : to).emit(event, payload);
    },

    listen(channel, handler) {
      channels.set(channel, handler);
    },

    attach(server) {
      if (io) return;
      pool = new pg.Pool({
        ...poolSettings(db),
        // The adapter's LISTEN, this instance's own (`listen`), and two for publishing.
        max: 4,
        // A connection a failover left half open is noticed, and a new one does not wait forever.
        keepAlive: true,
        // A half-open LISTEN connection would let PostgreSQL's notification queue fill up, and
        // with it every send that notifies: it is noticed within seconds, not hours.
        keepAliveInitialDelayMillis: 10_000,
        connectionTimeoutMillis: 5000,
      });
      // While its connection was away, what other instances sent never arrived here: once it
      // is back, this instance's sockets are closed, and each one reconnects and reads again.
      let resync: NodeJS.Timeout | undefined;
      const lost = (error: Error) => {
        logger.warn({ err: error }, 'realtime database connection lost; reconnecting');
        if (resync) return;
        resync = setTimeout(() => {
          resync = undefined;
          io?.local.disconnectSockets(true);
        }, RESYNC_AFTER_MS);
        resync.unref();
      };
      pool.on('error', lost);
      // The adapter holds one connection for LISTEN: while the database is away its errors are
      // logged (the adapter reconnects on its own), never thrown at the process.
      pool.on('connect', (client) => client.on('error', lost));
      const source = pool;
      // One connection of the pool holds the LISTENs. Until it listens, what is notified never
      // comes here: no socket is let in before it first does (the handshake waits), and when
      // it listens again after a loss, the sockets open meanwhile are closed, and each one
      // reconnects and reads again.
      let markListening: () => void = () => undefined;
      firstListen = new Promise<void>((resolve) => {
        markListening = resolve;
      });
      let listenedBefore = false;
      const startListening = async () => {
        relisten = undefined;
        if (pool !== source) return;
        if (channels.size === 0) {
          markListening();
          return;
        }
        let client: pg.PoolClient | undefined;
        const retry = (error: Error) => {
          // A connection that failed is dropped by the pool, never handed to anyone again.
          client?.release(error);
          if (listener === client) listener = undefined;
          lost(error);
          relisten = setTimeout(() => void startListening(), RESYNC_AFTER_MS);
          relisten.unref();
        };
        try {
          client = await source.connect();
          const mine = client;
          mine.on('notification', ({ channel, payload }) => {
            if (payload !== undefined) channels.get(channel)?.(payload);
          });
          mine.once('end', () => {
            if (listener === mine) retry(new Error('the realtime LISTEN connection ended'));
          });
          for (const channel of channels.keys()) await mine.query(`LISTEN "${channel}"`);
          listener = mine;
          if (listenedBefore) io?.local.disconnectSockets(true);
          listenedBefore = true;
          markListening();
        } catch (error) {
          retry(error as Error);
        }
      };
      void startListening();
      io = new Server(server, {
        path: '/socket.io',
        serveClient: false,
        // Same origin only: the storefront is served by this server.
        cors: undefined,
        adapter: createAdapter(pool, {
          errorHandler: (error) => logger.warn({ err: error }, 'realtime adapter error'),
        }),
      });
      io.use(async (socket, next) => {
        const token: unknown = socket.handshake.auth?.token;
        try {
          await listening();
          if (typeof token !== 'string' || token === '') throw unauthorized('AUTH_INVALID_TOKEN');
          const auth = await tokens.verify(token);
          if (auth.subjectType !== 'user') throw unauthorized('AUTH_INVALID_TOKEN');
          const language: unknown = socket.handshake.auth?.language;
          socket.data = {
            userId: auth.subjectId,
            sessionId: auth.sessionId,
            language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
          } satisfies SocketData;
          next();
        } catch (error) {
          // Only a session that is no more signs the page out; the database away is a "try again".
          const code =
            error instanceof AppError && error.status === 401
              ? 'AUTH_INVALID_TOKEN'
              : 'SERVICE_UNAVAILABLE';
          if (code === 'SERVICE_UNAVAILABLE') {
            logger.warn({ err: error }, 'realtime handshake could not check the session');
          }
          next(Object.assign(new Error(code), { data: { code } }));
        }
      });
      io.on('connection', (socket) => {
        const data = socket.data as SocketData;
        void socket.join(userRoom(data.userId));
        for (const [event, handler] of handlers) {
          socket.on(event, async (payload: unknown, ack: unknown) => {
            if (typeof ack !== 'function') return;
            try {
              ack({ data: await handler(data.userId, payload, socket.id) });
            } catch (error) {
              const answer = errorEnvelope(error, data.language, logger, { path: event });
              ack({ ...answer.body, status: answer.status });
            }
          });
        }
      });
      const served = io;
      let checking = false;
      sweep = setInterval(() => {
        // One check at a time: a slow database never piles them up.
        if (checking) return;
        checking = true;
        closeRevoked(served)
          .catch((error: unknown) => logger.warn({ err: error }, 'realtime session check failed'))
          .finally(() => {
            checking = false;
          });
      }, SESSION_SWEEP_MS);
      sweep.unref();
    },

    async close() {
      clearInterval(sweep);
      clearTimeout(relisten);
      const listening = listener;
      listener = undefined;
      // Still listening: dropped, not handed back to the pool.
      listening?.release(true);
      const server = io;
      io = undefined;
      if (server) {
        // This instance's sockets only: through the adapter it would close every instance's.
        server.local.disconnectSockets(true);
        // Closing the socket.io server would close the HTTP server too: that is the owner's job.
        server.engine.close();
        await Promise.resolve(server.of('/').adapter.close?.()).catch(() => undefined);
      }
      // A connection the adapter is still opening (the database away) is never handed back:
      // waiting for it would hold the shutdown, so the wait is bounded.
      const ending = pool?.end().catch(() => undefined);
      pool = undefined;
      await Promise.race([
        ending,
        new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
      ]);
    },
  };
}
