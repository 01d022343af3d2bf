/**
 * Billing figures on the production stack with the embedded PostgreSQL and a Mercado Pago
 * emulator on its own port: how fast signed notifications are acknowledged under concurrent
 * deliveries. Each answer includes checking the signature, storing the notification once,
 * re-reading the payment from Mercado Pago and (not) moving the job's payment.
 *  (a) new notifications (a fresh x-request-id each) about BENCH_PAYMENTS paid jobs, 50 connections;
 *  (b) the same notification redelivered (duplicates: answered from the stored record).
 * Mercado Pago expects an answer within 22 s; the figure to watch is p99.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signNotification } from '../server/modules/billing';
import { DURATION, startChild, stopChild } from './lib';

const CONNECTIONS = 50;
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);

export async function benchBilling(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-bench-billing-'));
  const out = path.join(dir, 'payments.json');
  const { child, port } = await startChild(['bench/stack-server.ts', 'prod', '5496'], {
    BENCH_MP: String(PAYMENTS),
    BENCH_MP_OUT: out,
    BENCH_DATA_DIR: dir,
  });
  try {
    const setup = JSON.parse(readFileSync(out, 'utf8')) as {
      payments: string[];
      sellerMpId: number;
      secret: string;
    };
    const notification = (dataId: string, requestId: string) => {
      const ts = String(Date.now());
      return {
        method: 'POST' as const,
        path: `/admin/api/webhooks/mercadopago?data.id=${dataId}&type=payment`,
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': `ts=${ts},v1=${signNotification(setup.secret, dataId, requestId, ts)}`,
        },
        body: JSON.stringify({
          type: 'payment',
          action: 'payment.updated',
          user_id: setup.sellerMpId,
          data: { id: dataId },
        }),
      };
    };
    const run = async (name: string, next: () => { dataId: string; requestId: string }) => {
      let non2xx = 0;
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            setupRequest(request) {
              const n = next();
              return { ...request, ...notification(n.dataId, n.requestId) };
            },
            onResponse(status) {
              if (status >= 300) non2xx++;
            },
          },
        ],
      });
      console.log(`    ${name}`);
      console.log(
        `      ${result.requests.average.toFixed(0)} req/s  p50 ${result.latency.p50} ms  p90 ${result.latency.p90} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms  non-2xx ${non2xx}  (Mercado Pago waits 22 s)`,
      );
    };
    console.log(
      `notifications, ${CONNECTIONS} connections, ${DURATION} s each; ${setup.payments.length} paid jobs`,
    );
    let i = 0;
    await run('(a) new notifications (re-read from Mercado Pago each time)', () => ({
      dataId: setup.payments[i++ % setup.payments.length],
      requestId: randomUUID(),
    }));
    const replayed = randomUUID();
    await run('(b) one notification redelivered (duplicates)', () => ({
      dataId: setup.payments[0],
      requestId: replayed,
    }));
  } finally {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  }
}
