/** Helpers shared by the benchmarks: child servers that print their port when listening. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { TEST_MERCADOPAGO } from '../server/emulators/mercadopago/testing';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** What a benchmark's production server is given: throw-away secrets, the emulator's keys. */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  PAYMENT_TOKEN_KEY: 'be'.repeat(32),
  MP_ACCESS_TOKEN: TEST_MERCADOPAGO.marketplaceAccessToken,
  MP_PUBLIC_KEY: TEST_MERCADOPAGO.publicKey,
  MP_CLIENT_ID: TEST_MERCADOPAGO.clientId,
  MP_CLIENT_SECRET: TEST_MERCADOPAGO.clientSecret,
  MP_WEBHOOK_SECRET: TEST_MERCADOPAGO.webhookSecret,
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
