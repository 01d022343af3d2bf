/**
 * Accounts figures, on the production stack with the embedded PostgreSQL:
 *  - sign-in latency p95 at concurrency 8 (target at most 250 ms); argon2id makes every
 *    sign-in deliberately slow. Requests come through a trusted proxy header with varied client
 *    addresses, as behind a load balancer, so the per-address limit does not answer 429.
 *  - authenticated GET /admin/api/user requests per second at concurrency 50.
 */
import autocannon from 'autocannon';
import { DURATION, startChild, stopChild } from './lib';

/** One account per connection: one person signing in twice at once would be rate limited. */
export const BENCH_USER = {
  accounts: 8,
  email: (i: number) => `bench${i}@prosk.uy`,
  password: 'Bench#2026pw',
};

export async function benchAccounts(): Promise<void> {
  const { child, port } = await startChild(['bench/stack-server.ts', 'prod', '5495'], {
    BENCH_USER: '1',
    TRUST_PROXY: 'true',
  });
  try {
    const base = `http://127.0.0.1:${port}/admin/api`;
    let n = 0;
    const signIn = await autocannon({
      url: base,
      connections: 8,
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          path: '/admin/api/login',
          setupRequest(request) {
            const i = n++;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
              },
              body: JSON.stringify({
                email: BENCH_USER.email(i % BENCH_USER.accounts),
                password: BENCH_USER.password,
              }),
            };
          },
        },
      ],
    });
    console.log(`sign-in, 8 connections, ${DURATION} s`);
    console.log(
      `    ${signIn.requests.average.toFixed(1)} req/s  p50 ${signIn.latency.p50} ms  p90 ${signIn.latency.p90} ms  p97.5 ${signIn.latency.p97_5} ms  p99 ${signIn.latency.p99} ms  (target p95 <= 250 ms)`,
    );
    console.log(`    non-2xx answers: ${signIn.non2xx}`);

    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_USER.email(0), password: BENCH_USER.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const me = await autocannon({
      url: `${base}/user`,
      connections: 50,
      duration: DURATION,
      headers: { authorization: `Bearer ${token}` },
    });
    console.log(`GET /user with a bearer token, 50 connections, ${DURATION} s`);
    console.log(
      `    ${me.requests.average.toFixed(0)} req/s  p50 ${me.latency.p50} ms  p99 ${me.latency.p99} ms  non-2xx ${me.non2xx}`,
    );
  } finally {
    await stopChild(child);
  }
}
