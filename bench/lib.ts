/** Helpers shared by the benchmarks: child servers, production server processes, API calls. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_MERCADOPAGO } from '../server/emulators/mercadopago/testing';
import { buildServer, SERVER_BUNDLE } from '../scripts/build';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** What a benchmark's production server is given: throw-away secrets, the emulator's keys. */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  // The deployment's heap size (docker-compose.yml).
  NODE_OPTIONS: '--max-old-space-size=160',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  PAYMENT_TOKEN_KEY: 'be'.repeat(32),
  MP_ACCESS_TOKEN: TEST_MERCADOPAGO.marketplaceAccessToken,
  MP_PUBLIC_KEY: TEST_MERCADOPAGO.publicKey,
  MP_CLIENT_ID: TEST_MERCADOPAGO.clientId,
  MP_CLIENT_SECRET: TEST_MERCADOPAGO.clientSecret,
  MP_WEBHOOK_SECRET: TEST_MERCADOPAGO.webhookSecret,
  // No network but loopback: WhatsApp sends go to a closed local port (and are retried).
  WHATSAPP_TOKEN: 'bench-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_APP_SECRET: 'bench-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'bench-whatsapp-verify-token',
  WHATSAPP_API_URL: 'http://127.0.0.1:9',
};

export { freePort } from '../server/platform/net';

export function startChild(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A production server process (`server/main.ts`) started by `startServerProcess`. */
export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** Its API and storefront, `http://127.0.0.1:<port>`. */
  base: string;
  /** Error and fatal lines (level ≥ 50) it logged, the first 200. */
  errors: string[];
  /** How it ended (`exited with SIGTERM`), once it has. */
  exited?: string;
}

export interface ServerProcessOptions {
  /** Over the production environment: timeouts, LOG_LEVEL, raised limits. */
  env?: Record<string, string>;
  /** Sees every non-empty line first; `true` takes it out of the rest (listening, errors, the lines shown when it exits early). */
  onLine?: (line: string) => boolean | void;
  /** Also names the request path in `errors`. */
  errorPath?: boolean;
}

/**
 * A production server process on `databaseUrl` (its files in `dataDir`, every port its own, no
 * call leaving the machine): the server's build run by node alone, as `npm run serve` runs it
 * (built first when its sources changed). Resolves when it listens, rejects when it exits before.
 */
export function startServerProcess(
  name: string,
  dataDir: string,
  databaseUrl: string,
  { env = {}, onLine, errorPath = false }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  buildServer({ log: () => undefined });
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROFILE_DIR: each server process writes a V8 CPU profile there when it stops
    // (open it in Chromium's DevTools), to see where a figure's time goes.
    const profile = process.env.BENCH_CPU_PROFILE_DIR;
    const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    const child = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...PRODUCTION_ENV,
        // Nothing listens there: no call can leave the machine.
        MP_API_URL: 'http://127.0.0.1:9',
        HOST: '127.0.0.1',
        PORT: '0',
        BACKOFFICE_PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SMTP_URL: 'smtp://127.0.0.1:2599',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server: ServerProcess = { name, child, base: '', errors: [] };
    const recent: string[] = [];
    const read = (line: string) => {
      if (!line.trim()) return;
      if (onLine?.(line)) return;
      recent.push(line);
      if (recent.length > 20) recent.shift();
      const listening = /API and storefront: http:\/\/[^:]+:(\d+)/.exec(line);
      if (listening) {
        server.base = `http://127.0.0.1:${listening[1]}`;
        resolve(server);
        return;
      }
      if (!line.startsWith('{')) return;
      try {
        const entry = JSON.parse(line) as {
          level: number;
          msg?: string;
          path?: string;
          err?: { message?: string };
        };
        if (entry.level >= 50 && server.errors.length < 200) {
          server.errors.push(
            [entry.msg, errorPath ? entry.path : undefined, entry.err?.message]
              .filter(Boolean)
              .join(' | '),
          );
        }
      } catch {
        // not a log line
      }
    };
    for (const stream of [child.stdout!, child.stderr!]) {
      let pending = '';
      stream.on('data', (chunk: Buffer) => {
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop()!;
        lines.forEach(read);
      });
    }
    child.once('exit', (code, signal) => {
      server.exited = `exited with ${signal ?? code}`;
      reject(
        new Error(`instance ${name} ${server.exited} before listening: ${recent.join(' / ')}`),
      );
    });
  });
}

/** SIGTERM, then SIGKILL after 20 s; resolves when the process is gone. */
export async function stopServerProcess({ child }: ServerProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** A JSON request to `/admin/api<pathname>`; the answer's status and parsed body. */
export async function call(
  base: string,
  method: string,
  pathname: string,
  token?: string,
  body?: unknown,
  timeoutMs?: number,
) {
  const response = await fetch(`${base}/admin/api${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The p-th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Linux's clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100;

/** Every process's children and CPU ticks (Linux /proc). */
export function processTable() {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command's closing parenthesis: state, ppid, … utime (12th), stime (13th).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      ticks.set(Number(name), Number(fields[11]) + Number(fields[12]));
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  return { children, ticks };
}

/** `pid` and every process under it. */
export function treeOf(pid: number, table = processTable()): number[] {
  const all: number[] = [];
  for (const queue = [pid]; queue.length;) {
    const next = queue.pop()!;
    all.push(next);
    queue.push(...(table.children.get(next) ?? []));
  }
  return all;
}

/** CPU milliseconds used so far by `pid` and every process under it. */
export function treeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  const table = processTable();
  const ticks = treeOf(pid, table).reduce((sum, p) => sum + (table.ticks.get(p) ?? 0), 0);
  return (ticks * 1000) / CLOCK_TICKS;
}

/** The machine's busy CPU milliseconds so far, all cores (Linux /proc/stat). */
export function machineBusyMs(): number {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return ((user + nice + system + irq + softirq + (steal || 0)) * 1000) / CLOCK_TICKS;
}
