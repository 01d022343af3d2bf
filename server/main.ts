/**
 * Process entry: config -> database (embedded or DATABASE_URL) -> migrate -> seed -> listen.
 * Shuts down in order on SIGINT/SIGTERM: HTTP, queue, pool, mail inbox, then PostgreSQL.
 */
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { DEFAULT_REGION, TIME_ZONES } from '../common/regions';
import { createApp, createBackofficeApp } from './app';
import { ConfigError, loadConfig, withEnvFile, type Config, type LoadOptions } from './config';
import { startSmtpInbox, type SmtpInbox } from './emulators/smtp';
import { createPlatform, type Platform } from './platform';
import {
  createDb,
  isDatabaseUnavailable,
  processInfo,
  startEmbeddedDatabase,
  type DbBounds,
  type EmbeddedDatabase,
} from './platform/db';
import { createLogger, type Logger } from './platform/logger';
import { createMailer } from './platform/mail';
import { migrateLatest, runSeeds } from './platform/migrate';
import { startQueue } from './platform/queue';

/** How often the outbox worker looks for domain events to retry. */
const OUTBOX_INTERVAL_MS = 5_000;
/** How often the notifications worker looks for deliveries that came due. */
const NOTIFICATION_INTERVAL_MS = 5_000;

export interface RunningServer {
  platform: Platform;
  inbox?: SmtpInbox;
  url: string;
  backofficeUrl?: string;
  /** What the app was built from (benchmarks read the OpenAPI document and billing from it). */
  parts: Pick<ReturnType<typeof createApp>, 'openApiDocument' | 'billing'>;
  stop(): Promise<void>;
}

function listen(server: http.Server, port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/**
 * The configured database (or the embedded one), migrated and seeded. `close` ends the pool and
 * stops an embedded server.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: { bounded?: boolean } = {},
) {
  let embedded: EmbeddedDatabase | undefined;
  if (!config.database.url) {
    embedded = await startEmbeddedDatabase({
      dir: config.database.embeddedDir,
      port: config.database.embeddedPort,
      database: 'prosk',
      logger,
      durable: config.database.embeddedDurable,
      runtimeDir: config.database.embeddedRuntimeDir,
    });
  }
  const url = config.database.url ?? embedded!.url;
  try {
    // Migrations and seeds may run long statements: their own pool, without the request bounds.
    const setup = createDb(url, 2);
    try {
      const applied = await migrateLatest(setup);
      if (applied.length) logger.info({ migrations: applied }, 'database migrated');
      await runSeeds(setup, { demo: config.seedDemo, config });
    } finally {
      await setup.destroy();
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const db = createDb(url, config.database.poolMax, {
    bounds: (options.bounded ?? true) ? databaseBounds(config) : undefined,
    logger,
  });
  const close = async () => {
    await db.destroy();
    await embedded?.stop();
  };
  return { db, url, close };
}

/** The time limits of requests' statements and connections. */
export const databaseBounds = (config: Config): DbBounds => ({
  statementTimeoutMs: config.database.statementTimeoutMs,
  connectTimeoutMs: config.database.connectTimeoutMs,
});

export async function startServer(config: Config, logger: Logger = createLogger(config.logLevel)) {
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        logger.error({ err: error }, 'error while shutting down');
      }
    }
    stops.length = 0;
  };
  try {
    const database = await openDatabase(config, logger);
    stops.push(database.close);
    const { db, url: databaseUrl } = database;

    let inbox: SmtpInbox | undefined;
    if (!config.mail.smtpUrl) {
      inbox = await startSmtpInbox(config.mail.inboxPort);
      stops.push(() => inbox!.stop());
    }
    const mailer = createMailer({
      url: config.mail.smtpUrl ?? `smtp://127.0.0.1:${inbox!.port}`,
      from: config.mail.from,
      logger,
    });
    stops.push(() => mailer.close());

    const queue = config.queue.enabled
      ? await startQueue(databaseUrl, logger, databaseBounds(config))
      : undefined;
    if (queue) stops.push(() => queue.stop({ graceful: true, wait: true, timeout: 5000 }));

    const platform = createPlatform({ config, db, logger, mailer, queue });
    await platform.mail.startWorker();
    const {
      app,
      tasks,
      catchUp,
      mercadoPago,
      whatsapp,
      notifications,
      openApiDocument,
      billing,
      stopPages,
    } = createApp(platform, { inbox });
    stops.push(stopPages);
    if (mercadoPago) stops.push(() => mercadoPago.stop());
    if (whatsapp) stops.push(() => whatsapp.stop());
    await catchUp();
    // Domain events whose first handling failed or was cut short are retried from the outbox.
    stops.push(platform.events.startWorker(OUTBOX_INTERVAL_MS));
    // Notices due later (quiet hours, retries, chat digests) are sent when their time comes.
    stops.push(notifications.startWorker(NOTIFICATION_INTERVAL_MS));
    if (queue) {
      for (const task of tasks) {
        // pg-boss 10 needs a queue before it is scheduled or worked (idempotent).
        await queue.createQueue(task.name);
        await queue.schedule(task.name, task.cron, undefined, { tz: TIME_ZONES[DEFAULT_REGION] });
        await queue.work(task.name, async () => task.run());
      }
    }
    const server = http.createServer(app.callback());
    platform.realtime.attach(server);
    const port = await listen(server, config.port, config.host);
    stops.push(() => close(server));
    stops.push(() => platform.realtime.close());

    let backofficeUrl: string | undefined;
    if (config.backofficePort > 0) {
      const backoffice = http.createServer(createBackofficeApp(platform).callback());
      const bport = await listen(backoffice, config.backofficePort, config.host);
      stops.push(() => close(backoffice));
      backofficeUrl = `http://localhost:${bport}`;
    }
    return {
      platform,
      inbox,
      url: `http://localhost:${port}`,
      backofficeUrl,
      parts: { openApiDocument, billing },
      stop: stopAll,
    } satisfies RunningServer;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * Whether a process is one of the commands that exist only to launch this one: `npm start` is
 * npm, which runs sh, which runs the tsx runner, which runs the server.
 */
function isLauncher(args: string[]): boolean {
  const [program = '', flag, command = ''] = args;
  // npm shows itself as "npm start" or "npm run dev".
  const name = path.basename(program.split(' ')[0]);
  if (name === 'npm' || name === 'npx') return true;
  if (args.some((a) => /(^|\/)tsx$/.test(a) || a.endsWith('/tsx/dist/cli.mjs'))) return true;
  return ['sh', 'bash', 'dash'].includes(name) && flag === '-c' && /\btsx\b/.test(command);
}

/**
 * Calls `onGone` once the command that launched this process is gone. SIGKILL leaves npm and the
 * tsx runner no chance to pass a signal on, so without this the server (and its PostgreSQL)
 * would run on with nothing left to stop them. Linux (read from /proc); elsewhere, nothing.
 */
function watchLaunchers(logger: Logger, found: Launcher[] | undefined, onGone: () => void): void {
  let chain = found;
  let reads = 1;
  const check = () => {
    if (!chain) {
      chain = launcherChain();
      reads += 1;
      if (chain === undefined && reads < LAUNCHER_READS) return;
    }
    if (!chain?.length) {
      clearInterval(timer);
      logger.info({ parent: processInfo(process.ppid)?.args }, 'no launching command to watch');
      return;
    }
    // Each launcher still runs, still as the child of the next one.
    const launchers = chain;
    const intact = launchers.every(({ pid, start }, i) => {
      const info = processInfo(pid);
      return (
        info?.start === start &&
        info.state !== 'Z' &&
        (i + 1 === launchers.length || info.ppid === launchers[i + 1].pid)
      );
    });
    if (intact) return;
    clearInterval(timer);
    onGone();
  };
  const timer = setInterval(check, 1000);
  timer.unref();
  if (chain?.length) {
    logger.info(
      { launchers: chain.map((c) => c.pid) },
      'stopping when the launching command is gone',
    );
  }
  check();
}

interface Launcher {
  pid: number;
  start: string;
}

/**
 * How many times the launchers' command lines are read before giving up: the kernel sometimes
 * answers an empty command line for a busy process.
 */
const LAUNCHER_READS = 10;

/** This process's launchers, nearest first; undefined when a command line could not be read. */
function launcherChain(): Launcher[] | undefined {
  const chain: Launcher[] = [];
  for (let pid = process.ppid; pid > 1;) {
    const info = processInfo(pid);
    if (!info) break;
    if (!info.args.length) return undefined;
    if (!isLauncher(info.args)) break;
    chain.push({ pid, start: info.start });
    pid = info.ppid;
  }
  return chain;
}

/** Runs until SIGINT or SIGTERM, then shuts everything down and exits. */
export async function runUntilSignalled(
  onStarted: (server: RunningServer) => void = () => undefined,
  options: LoadOptions = {},
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(withEnvFile(process.env), process.cwd(), options);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // Read before anything else: a launcher killed while the server starts is then still known.
  const launchers = launcherChain();
  let server: RunningServer;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
  onStarted(server);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  watchLaunchers(logger, launchers, () => void shutdown('launcher gone'));
  // A crash still stops the embedded PostgreSQL, so no orphan server keeps the port.
  const crash = async (error: unknown) => {
    logger.fatal({ err: error }, 'unexpected failure; shutting down');
    if (!stopping) {
      stopping = true;
      await server.stop();
    }
    process.exit(1);
  };
  process.on('uncaughtException', (error) => void crash(error));
  process.on('unhandledRejection', (error) => {
    // Work left running in the background (a queue job's completion) that failed because the
    // database is away changed nothing: the database stays the truth, and a restart would not
    // bring it back sooner.
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, 'background work failed: the database is unavailable');
      return;
    }
    void crash(error);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void runUntilSignalled((s) => console.log(`API and storefront: ${s.url}`));
}
