/**
 * Integration test harness: one embedded PostgreSQL per run in a throw-away directory, a fresh
 * database migrated once, and every test starting from the reference data alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import type { MercadoPagoEmulator } from '../emulators/mercadopago';
import type { WhatsAppEmulator } from '../emulators/whatsapp';
import type { Notifications } from '../modules/messaging';
import type { BillingModule } from '../modules/billing';
import { loadConfig, type Config } from '../config';
import { startSmtpInbox, type SmtpInbox } from '../emulators/smtp';
import { createPlatform, type Platform } from '../platform';
import { createDb, startEmbeddedDatabase, type Db, type EmbeddedDatabase } from '../platform/db';
import { createLogger } from '../platform/logger';
import { createMailer } from '../platform/mail';
import { migrateLatest, runSeeds } from '../platform/migrate';

import { freePort } from '../platform/net';

export { freePort };

interface Shared {
  dir: string;
  embedded: EmbeddedDatabase;
  db: Db;
}
let shared: Shared | undefined;

/** Starts the run's database (once) and migrates it. */
export async function startTestDatabase(): Promise<Shared> {
  if (shared) return shared;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-test-'));
  const embedded = await startEmbeddedDatabase({
    dir: path.join(dir, 'postgres'),
    port: await freePort(),
    database: 'prosk_test',
    logger: createLogger('silent'),
    // Throw-away data: no fsync.
    durable: false,
  });
  const db = createDb(embedded.url, 10);
  await migrateLatest(db);
  shared = { dir, embedded, db };
  return shared;
}

export async function stopTestDatabase(): Promise<void> {
  if (!shared) return;
  await shared.db.destroy();
  await shared.embedded.stop();
  rmSync(shared.dir, { recursive: true, force: true });
  shared = undefined;
}

/**
 * Empties every table of the public schema and puts the reference data back (and the demo data
 * with `demo`, its payment account linked when `config` is given).
 */
export async function resetDatabase(
  db: Db,
  options: { demo?: boolean; config?: Config } = {},
): Promise<void> {
  const { rows } = await db.raw<{ rows: { tablename: string }[] }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'knex_migrations%'`,
  );
  if (rows.length) {
    await db.raw(
      `TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`,
    );
  }
  await runSeeds(db, { demo: options.demo ?? false, config: options.config });
}

export interface TestApp {
  url: string;
  /** The HTTP server (a test may listen to its requests). */
  server: http.Server;
  db: Db;
  config: Config;
  platform: Platform;
  inbox: SmtpInbox;
  /** The in-process Mercado Pago emulator of this app (reset before each test). */
  mercadoPago: MercadoPagoEmulator;
  /** The billing module of this app (what other modules call). */
  billing: BillingModule;
  /** The accounts module of this app (its scheduled work, run on a moved clock). */
  accounts: ReturnType<typeof createApp>['accounts'];
  /** The in-process WhatsApp emulator (absent with production settings). */
  whatsapp: WhatsAppEmulator;
  /** The notifications service (its delivery passes run after each event; `idle` waits). */
  notifications: Notifications;
  /** Builds read models (profiles) for rows a test wrote straight into the database. */
  catchUp(): Promise<void>;
  /** Ends the page renderer's worker threads. */
  stopPages(): Promise<void>;
  /** fetch against the app, with JSON in and out. */
  request(
    method: string,
    pathname: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: any }>;
}

/** What a production configuration needs besides defaults (placeholder secrets, no network use). */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  PAYMENT_TOKEN_KEY: 'ab'.repeat(32),
  MP_ACCESS_TOKEN: 'APP_USR-placeholder-not-a-real-token',
  MP_PUBLIC_KEY: 'APP_USR-placeholder-public-key',
  MP_CLIENT_ID: 'placeholder-client',
  MP_CLIENT_SECRET: 'placeholder-client-secret',
  MP_WEBHOOK_SECRET: 'placeholder-webhook-secret',
  WHATSAPP_TOKEN: 'placeholder-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000009',
  WHATSAPP_APP_SECRET: 'placeholder-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'placeholder-whatsapp-verify-token',
  // Loopback only: a closed port, should anything try to send.
  WHATSAPP_API_URL: 'http://127.0.0.1:9',
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    BACKOFFICE_PORT: '3901',
    PUBLIC_URL: 'http://localhost:3900',
    DATA_DIR: os.tmpdir(),
    // Chat notices are decided at once (the digest's minute still runs on the test clock).
    CHAT_NOTICE_WAIT_SECONDS: '0',
    ...overrides,
  });
}

/**
 * Registers mocha hooks that serve the app on a free port for the suite and reset the
 * database before each test.
 */
export function useTestApp(
  options: { demo?: boolean; env?: Record<string, string> } = {},
): TestApp {
  const context = {} as TestApp;
  let server: http.Server;
  before(async () => {
    const { db } = await startTestDatabase();
    // Listen first so the app's public URL is its real address (mail links, OAuth redirects).
    server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const config = testConfig({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.env });
    const inbox = await startSmtpInbox(0);
    const logger = createLogger('silent');
    const platform = createPlatform({
      config,
      db,
      logger,
      mailer: createMailer({
        url: `smtp://127.0.0.1:${inbox.port}`,
        from: config.mail.from,
        logger,
      }),
    });
    const { app, catchUp, mercadoPago, billing, whatsapp, notifications, stopPages, accounts } =
      createApp(platform, { inbox });
    context.accounts = accounts;
    context.stopPages = stopPages;
    context.catchUp = catchUp;
    context.whatsapp = whatsapp as WhatsAppEmulator;
    context.notifications = notifications;
    context.mercadoPago = mercadoPago as MercadoPagoEmulator;
    context.billing = billing;
    server.on('request', app.callback());
    platform.realtime.attach(server);
    Object.assign(context, {
      url: `http://127.0.0.1:${port}`,
      server,
      db,
      config,
      platform,
      inbox,
      async request(
        method: string,
        pathname: string,
        opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
      ) {
        const headers: Record<string, string> = { ...opts.headers };
        if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
        if (opts.token) headers.authorization = `Bearer ${opts.token}`;
        const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
          method,
          headers,
          body:
            opts.body === undefined
              ? undefined
              : typeof opts.body === 'string'
                ? opts.body
                : JSON.stringify(opts.body),
        });
        const text = await response.text();
        let body: unknown = text;
        if ((response.headers.get('content-type') ?? '').includes('json') && text)
          body = JSON.parse(text);
        return { status: response.status, headers: response.headers, body };
      },
    });
  });
  beforeEach(async () => {
    // What the previous test set going (notifications, event handling) ends before the reset.
    // The emulator is absent when the app runs with production settings.
    await context.mercadoPago?.control.settle();
    await context.platform.events.idle();
    await context.notifications.idle();
    await context.whatsapp?.control.idle();
    await resetDatabase(context.db, { demo: options.demo, config: context.config });
    await context.catchUp();
    context.inbox.clear();
    context.mercadoPago?.control.reset();
    context.whatsapp?.control.clear();
  });
  after(async () => {
    await context.platform?.realtime.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    context.mercadoPago?.stop();
    context.whatsapp?.stop();
    await context.stopPages?.();
    context.platform?.mailer.close();
    await context.inbox?.stop();
  });
  return context;
}

/**
 * Another instance of the app on the same database (as a second server behind a load balancer):
 * its own platform, HTTP server and socket server. `stop` ends it.
 */
export async function startInstance(of: TestApp): Promise<{ url: string; stop(): Promise<void> }> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const config = testConfig({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  const logger = createLogger('silent');
  const platform = createPlatform({
    config,
    db: of.db,
    logger,
    mailer: createMailer({
      url: `smtp://127.0.0.1:${of.inbox.port}`,
      from: config.mail.from,
      logger,
    }),
  });
  const { app, mercadoPago, stopPages } = createApp(platform);
  server.on('request', app.callback());
  platform.realtime.attach(server);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await platform.realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      mercadoPago?.stop();
      await stopPages();
      platform.mailer.close();
    },
  };
}
