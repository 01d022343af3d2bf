/**
 * Process entry: config -> database (embedded or DATABASE_URL) -> migrate -> seed -> listen.
 * Shuts down in order on SIGINT/SIGTERM: HTTP, queue, pool, mail inbox, then PostgreSQL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp, createBackofficeApp } from './app';
import { ConfigError, loadConfig, type Config, type LoadOptions } from './config';
import { startSmtpInbox, type SmtpInbox } from './emulators/smtp';
import { createPlatform, type Platform } from './platform';
import { createDb, startEmbeddedDatabase, type EmbeddedDatabase } from './platform/db';
import { createLogger, type Logger } from './platform/logger';
import { createMailer } from './platform/mail';
import { migrateLatest, runSeeds } from './platform/migrate';
import { startQueue } from './platform/queue';

/** How often the outbox worker looks for domain events to retry. */
const OUTBOX_INTERVAL_MS = 5_000;

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
export async function openDatabase(config: Config, logger: Logger) {
  let embedded: EmbeddedDatabase | undefined;
  if (!config.database.url) {
    embedded = await startEmbeddedDatabase({
      dir: config.database.embeddedDir,
      port: config.database.embeddedPort,
      database: 'prosk',
      logger,
    });
  }
  const url = config.database.url ?? embedded!.url;
  const db = createDb(url, config.database.poolMax);
  const close = async () => {
    await db.destroy();
    await embedded?.stop();
  };
  try {
    const applied = await migrateLatest(db);
    if (applied.length) logger.info({ migrations: applied }, 'database migrated');
    await runSeeds(db, { demo: config.seedDemo });
  } catch (error) {
    await close();
    throw error;
  }
  return { db, url, close };
}

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

    const queue = config.queue.enabled ? await startQueue(databaseUrl, logger) : undefined;
    if (queue) stops.push(() => queue.stop({ graceful: true, wait: true, timeout: 5000 }));

    const platform = createPlatform({ config, db, logger, mailer, queue });
    await platform.mail.startWorker();
    const { app, jobs, catchUp, mercadoPago, openApiDocument, billing } = createApp(platform, {
      inbox,
    });
    if (mercadoPago) stops.push(() => mercadoPago.stop());
    await catchUp();
    // Domain events whose first handling failed or was cut short are retried from the outbox.
    stops.push(platform.events.startWorker(OUTBOX_INTERVAL_MS));
    if (queue) {
      for (const job of jobs) {
        // pg-boss 10 needs a queue before it is scheduled or worked (idempotent).
        await queue.createQueue(job.name);
        await queue.schedule(job.name, job.cron, undefined, { tz: 'America/Montevideo' });
        await queue.work(job.name, async () => job.run());
      }
    }
    const server = http.createServer(app.callback());
    const port = await listen(server, config.port, config.host);
    stops.push(() => close(server));

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

/** Runs until SIGINT or SIGTERM, then shuts everything down and exits. */
export async function runUntilSignalled(
  onStarted: (server: RunningServer) => void = () => undefined,
  options: LoadOptions = {},
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, process.cwd(), options);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
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
  process.on('unhandledRejection', (error) => void crash(error));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void runUntilSignalled((s) => console.log(`API and storefront: ${s.url}`));
}
