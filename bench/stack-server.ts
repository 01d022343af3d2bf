/**
 * Child process for the middleware benchmark: `prod` serves the real app (production mode,
 * embedded PostgreSQL, every middleware and the router), `raw` a bare node:http server that
 * sends the same JSON document, and `koa` bare Koa with one router route (the framework's own
 * floor, for context). Prints the port when listening.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import Koa from 'koa';
import { pino } from 'pino';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { hashPassword } from '../server/platform/auth';
import { createLogger } from '../server/platform/logger';
import { BENCH_USER } from './accounts';
import { paidJobs } from './billing-setup';
import { serveMercadoPagoEmulator } from '../server/emulators/mercadopago/testing';
import { PRODUCTION_ENV } from './lib';

const mode = process.argv[2];
// BENCH_DATA_DIR: an existing data directory (a database seeded beforehand), which the caller
// owns and removes; otherwise a new temporary one.
const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-'));
// BENCH_MP: a Mercado Pago emulator on its own port stands in for the real API.
const mercadoPago = process.env.BENCH_MP
  ? await serveMercadoPagoEmulator({ retryDelaysMs: [] })
  : undefined;
const config = loadConfig({
  ...PRODUCTION_ENV,
  ...(mercadoPago
    ? { MP_API_URL: mercadoPago.apiUrl, MP_AUTH_URL_UY: `${mercadoPago.apiUrl}/authorization` }
    : {}),
  PORT: '0',
  BACKOFFICE_PORT: '0',
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: process.argv[3] ?? '5499',
  // BENCH_DATABASE_URL: a second instance on the database another instance started.
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  SMTP_URL: 'smtp://127.0.0.1:2599',
  QUEUE_ENABLED: 'false',
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'false',
});
// Production logs every request; the bench keeps that cost but not the terminal noise.
const logger = createLogger(process.env.BENCH_LOG ?? 'info', pino.destination('/dev/null'));
const running = await startServer(config, logger);
const { openApiDocument } = running.parts;
if (process.env.BENCH_USER) {
  // Verified accounts for the sign-in benchmark, straight into this throw-away database.
  const passwordHash = await hashPassword(BENCH_USER.password);
  await running.platform.db('users').insert(
    Array.from({ length: BENCH_USER.accounts }, (_, i) => ({
      username: `benchuser${String(i).padStart(2, '0')}`,
      first_name: 'Bench',
      last_name: 'User',
      email: BENCH_USER.email(i),
      phone_number: '+59899000001',
      password_hash: passwordHash,
      email_verified_at: new Date(),
    })),
  );
}

if (mercadoPago && process.env.BENCH_MP_OUT) {
  writeFileSync(
    process.env.BENCH_MP_OUT,
    JSON.stringify(await paidJobs(running, mercadoPago.apiUrl, Number(process.env.BENCH_MP))),
  );
}

let server: http.Server | undefined;
if (mode === 'koa') {
  const app = new Koa();
  const router = new Router({ prefix: '/admin/api' });
  router.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument;
  });
  app.use(router.routes());
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
} else if (mode === 'raw') {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(openApiDocument));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
}
const port = server ? (server.address() as AddressInfo).port : Number(new URL(running.url).port);
console.log(`PORT ${port}`);
process.on('SIGTERM', async () => {
  server?.close();
  await running.stop();
  await mercadoPago?.close();
  // A directory this process made for itself goes with it.
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
