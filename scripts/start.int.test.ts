import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import {
  isAlive,
  processInfo,
  startEmbeddedDatabase,
  type EmbeddedDatabase,
} from '../server/platform/db';
import { createLogger } from '../server/platform/logger';
import { freePort } from '../server/test/harness';
import { buildServer, SERVER_BUNDLE } from './build';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

interface ServerProcess {
  child: ChildProcess;
  /** The storefront and API address, once the server listens. */
  url: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
}

/** The product's server entry in a process of its own, as `npm start` runs it. */
function startServerProcess(
  command: string[],
  env: Record<string, string>,
  options: { detached?: boolean } = {},
): ServerProcess {
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached,
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const listening = /API and storefront: (\S+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then((code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  url.catch(() => undefined);
  return { child, url, exited, output: () => output };
}

const serverEntry = [process.execPath, '--import', 'tsx', 'server/main.ts'];

function serverEnv(dataDir: string, pgPort: number, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'development',
    PORT: '0',
    BACKOFFICE_PORT: '0',
    SMTP_INBOX_PORT: '0',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_FSYNC: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...extra,
  };
}

async function stopServerProcess(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function status(url: string, pathname: string) {
  const response = await fetch(`${url}${pathname}`, { signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the server process', function () {
  this.timeout(180_000);
  let dir: string;
  const servers: ServerProcess[] = [];
  const start = (command: string[], env: Record<string, string>, detached = false) => {
    const server = startServerProcess(command, env, { detached });
    servers.push(server);
    return server;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-process-'));
  });

  afterEach(async () => {
    for (const server of servers.splice(0)) await stopServerProcess(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs from its build with node alone (`npm run serve`): migrates and seeds a new database and answers', async () => {
    buildServer({ log: () => undefined });
    const server = start([process.execPath, SERVER_BUNDLE], serverEnv(dir, await freePort()));
    const url = await server.url;
    expect((await status(url, '/health')).status).to.equal(200);
    // The reference data came from the seeds inside the build.
    const categories = await status(url, '/admin/api/categories');
    expect(categories.status).to.equal(200);
    expect(JSON.stringify(categories.body)).to.contain('"slug"');
    expect(server.output()).to.not.contain('"level":50');
  });

  it('starts again after it was killed with SIGKILL, its embedded PostgreSQL stopped rather than left running', async () => {
    const env = serverEnv(dir, await freePort());
    const first = start(serverEntry, env);
    await first.url;
    const postmaster = postmasterPid(dir);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start(serverEntry, env);
    const url = await second.url;
    expect(isAlive(postmaster)).to.equal(false);
    expect((await status(url, '/health')).status).to.equal(200);
  });

  it('stops, its embedded PostgreSQL with it, when the command that launched it is killed with SIGKILL', async () => {
    // The tsx runner, as `npm start` has it: SIGKILL gives it no chance to pass anything on.
    const launcher = start(
      [TSX, 'server/main.ts'],
      serverEnv(dir, await freePort(), { LOG_LEVEL: 'info' }),
      true,
    );
    const url = await launcher.url;
    const postmaster = postmasterPid(dir);
    const [server] = readdirSync('/proc').filter(
      (entry) => processInfo(Number(entry))?.ppid === launcher.child.pid,
    );
    expect(processInfo(Number(server))?.args).to.include('server/main.ts');

    launcher.child.kill('SIGKILL');
    try {
      await until(() => !isAlive(Number(server)), 20_000, 'the server stops');
      await until(() => !isAlive(postmaster), 20_000, 'PostgreSQL stops');
    } catch (error) {
      // What the server said (its shutdown steps) tells where it stopped.
      throw new Error(`${(error as Error).message}\n${launcher.output().slice(-4000)}`);
    }
    const refused = await fetch(`${url}/health`).then(
      () => false,
      () => true,
    );
    expect(refused).to.equal(true);
  });

  describe('with its queue working while the database stops', () => {
    let database: EmbeddedDatabase | undefined;
    let mailServer: net.Server;
    const mailConnections: net.Socket[] = [];

    afterEach(async () => {
      await database?.stop();
      mailServer?.close();
    });

    it('keeps running, answers 503 while the database is away and serves again once it is back', async () => {
      const pgPort = await freePort();
      const startDatabase = async () => {
        database = await startEmbeddedDatabase({
          dir: path.join(dir, 'postgres'),
          port: pgPort,
          database: 'prosk',
          logger: createLogger('silent'),
          durable: false,
        });
      };
      await startDatabase();
      // An SMTP server that says nothing: a mail job stays in progress until it is let go.
      mailServer = net.createServer((socket) => mailConnections.push(socket));
      await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
      const smtpPort = (mailServer.address() as net.AddressInfo).port;
      const server = start(
        serverEntry,
        serverEnv(path.join(dir, 'server'), pgPort, {
          DATABASE_URL: database!.url,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          QUEUE_ENABLED: 'true',
          DATABASE_STATEMENT_TIMEOUT_MS: '1000',
          DATABASE_CONNECT_TIMEOUT_MS: '1000',
        }),
      );
      const url = await server.url;

      const signUp = await fetch(`${url}/admin/api/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'client',
          firstName: 'Ana',
          lastName: 'Queue',
          username: 'anaqueue2026',
          email: 'ana.queue@example.com',
          phoneNumber: '099123456',
          birthDate: '1990-05-04',
          password: 'Prueba#2026x',
          passwordConfirmation: 'Prueba#2026x',
          termsAccepted: true,
        }),
      });
      expect(signUp.status).to.equal(201);
      // The verification mail's job is being worked: its sender waits on the SMTP server.
      await until(() => mailConnections.length > 0, 20_000, 'the mail job is worked');

      await database!.stop();
      // The job fails while the database is away: the queue cannot record that.
      for (const socket of mailConnections) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(server.child.exitCode, server.output()).to.equal(null);
      const away = await status(url, '/admin/api/categories');
      expect(away.status).to.equal(503);
      expect(away.body.error.code).to.equal('SERVICE_UNAVAILABLE');

      await startDatabase();
      const back = Date.now();
      await until(
        async () => (await status(url, '/health')).status === 200,
        5000,
        'the server serves again',
      );
      expect(Date.now() - back).to.be.below(5000);
      expect(server.child.exitCode, server.output()).to.equal(null);
    });
  });
});
