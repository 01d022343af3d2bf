/**
 * Platform figures:
 *  (a) requests per second of the production middleware stack on a route without database
 *      work (GET /admin/api/openapi.json) divided by a raw node:http server sending the same
 *      document, same machine, same run. Target: at least 0.5.
 *  (b) `npm start` on an installed clone to the first 200 from /health, cold (a new data
 *      directory: the cluster is created, migrated and seeded) and warm. Target: under 10 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DURATION, ROOT, startChild, stopChild } from './lib';

const CONNECTIONS = 50;

async function requestsPerSecond(mode: 'prod' | 'raw' | 'koa', pgPort: number) {
  const { child, port } = await startChild(['bench/stack-server.ts', mode, String(pgPort)]);
  try {
    const url = `http://127.0.0.1:${port}/admin/api/openapi.json`;
    await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${mode}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    return { rps: result.requests.average, p99: result.latency.p99 };
  } finally {
    await stopChild(child);
  }
}

async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      BACKOFFICE_PORT: String(port + 1),
      EMBEDDED_PG_PORT: String(port + 2),
      SMTP_INBOX_PORT: String(port + 3),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('npm start exited before it was healthy');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        if (res.status === 200) return (performance.now() - started) / 1000;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('not healthy after 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGINT');
    });
  }
}

export async function benchPlatform(): Promise<void> {
  console.log(
    `(a) middleware stack vs raw node:http, ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  const raw = await requestsPerSecond('raw', 5497);
  const prod = await requestsPerSecond('prod', 5498);
  const koa = await requestsPerSecond('koa', 5499);
  console.log(`    raw node:http        ${raw.rps.toFixed(0)} req/s  p99 ${raw.p99} ms`);
  console.log(`    production stack     ${prod.rps.toFixed(0)} req/s  p99 ${prod.p99} ms`);
  console.log(`    ratio                ${(prod.rps / raw.rps).toFixed(2)}  (target >= 0.5)`);
  console.log(
    `    for context, bare Koa with one route: ${koa.rps.toFixed(0)} req/s, ratio ${(koa.rps / raw.rps).toFixed(2)}`,
  );

  console.log('(b) npm start to the first 200 from /health');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-start-'));
  try {
    const cold = await timeToHealthy(dir, 3700);
    const warm = await timeToHealthy(dir, 3700);
    console.log(`    cold (new data directory)  ${cold.toFixed(2)} s  (target < 10 s)`);
    console.log(`    warm (existing database)   ${warm.toFixed(2)} s  (target < 10 s)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
