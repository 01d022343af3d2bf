import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { startServer, type RunningServer } from '../main';
import { freePort, testConfig } from '../test/harness';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db';
import { createLogger } from './logger';

/** Request time limits of this suite's server, small so that the suite stays short. */
const STATEMENT_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 1000;
/** The longest a request may take while the database is away: connection, statement, margin. */
const ANSWER_BOUND_MS = CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + 1500;
const RECOVERY_BOUND_MS = 5000;

const UNAVAILABLE = {
  es: 'El servicio no está disponible en este momento.',
  en: 'The service is not available right now.',
  br: 'O serviço não está disponível no momento.',
};

function signUp(n: number) {
  return {
    type: 'client',
    firstName: 'Ana',
    lastName: 'Outage',
    username: `anaoutage${n}`,
    email: `ana.outage${n}@example.com`,
    phoneNumber: '099123456',
    birthDate: '1990-05-04',
    password: 'Prueba#2026x',
    passwordConfirmation: 'Prueba#2026x',
    termsAccepted: true,
  };
}

describe('requests while the database is away', function () {
  this.timeout(120_000);
  let dir: string;
  let port: number;
  let database: EmbeddedDatabase;
  let server: RunningServer;
  const startDatabase = async () => {
    database = await startEmbeddedDatabase({
      dir: path.join(dir, 'postgres'),
      port,
      database: 'prosk',
      logger: createLogger('silent'),
      durable: false,
    });
  };

  /** A request that must be answered: one that hangs fails the test. */
  async function call(
    method: string,
    pathname: string,
    options: { body?: unknown; language?: string } = {},
  ) {
    const started = performance.now();
    const response = await fetch(`${server.url}${pathname}`, {
      method,
      headers: {
        'x-language': options.language ?? 'es',
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: text.startsWith('{') ? JSON.parse(text) : text,
      ms: performance.now() - started,
    };
  }

  async function expectUnavailable(method: string, pathname: string, body?: unknown) {
    for (const language of ['es', 'en', 'br'] as const) {
      const answer = await call(method, pathname, { body, language });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(503);
      expect(answer.body).to.deep.equal({
        error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE[language] },
      });
      expect(answer.retryAfter).to.equal('5');
      expect(answer.ms).to.be.below(ANSWER_BOUND_MS);
    }
  }

  async function expectHealthDown() {
    const health = await call('GET', '/health');
    expect(health.status).to.equal(503);
    expect(health.body.error.code).to.equal('SERVICE_UNAVAILABLE');
    // A load balancer is told when to look again, as every other caller is.
    expect(health.retryAfter).to.equal('5');
    expect(health.ms).to.be.below(ANSWER_BOUND_MS);
  }

  /** Milliseconds until the API answers a read again. */
  async function recoveryTime(): Promise<number> {
    const started = performance.now();
    for (;;) {
      const answer = await call('GET', '/admin/api/categories');
      if (answer.status === 200) return performance.now() - started;
      expect(answer.status).to.equal(503);
      if (performance.now() - started > 30_000) throw new Error('the API did not come back');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function storedEmails(): Promise<string[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT email FROM users WHERE email LIKE 'ana.outage%' ORDER BY email`,
      );
      return rows.map((r) => r.email);
    } finally {
      await client.end();
    }
  }

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-outage-'));
    port = await freePort();
    await startDatabase();
    server = await startServer(
      testConfig({
        DATABASE_URL: database.url,
        PORT: '0',
        BACKOFFICE_PORT: '0',
        SMTP_INBOX_PORT: '0',
        SEED_DEMO: 'false',
        QUEUE_ENABLED: 'false',
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      }),
      createLogger('silent'),
    );
  });

  after(async () => {
    database?.signal('SIGCONT');
    await server?.stop();
    await database?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After in the caller’s language while the database is stopped, and serves again within 5 seconds of its return', async () => {
    const before = await call('POST', '/admin/api/signup', { body: signUp(1) });
    expect(before.status, JSON.stringify(before.body)).to.equal(201);

    await database.stop();
    await expectUnavailable('GET', '/admin/api/categories');
    await expectUnavailable('POST', '/admin/api/signup', signUp(2));
    await expectHealthDown();

    await startDatabase();
    expect(await recoveryTime()).to.be.below(RECOVERY_BOUND_MS);
    const after = await call('POST', '/admin/api/signup', { body: signUp(3) });
    expect(after.status, JSON.stringify(after.body)).to.equal(201);
    expect(await storedEmails()).to.deep.equal([
      'ana.outage1@example.com',
      'ana.outage3@example.com',
    ]);
  });

  it('answers 503 within the time limits instead of hanging while the database is frozen, and serves again within 5 seconds of it resuming', async () => {
    // Pooled connections exist, so both a query on one and a new connection meet the freeze.
    const warm = await Promise.all(
      Array.from({ length: 4 }, () => call('GET', '/admin/api/categories')),
    );
    expect(warm.map((a) => a.status)).to.deep.equal([200, 200, 200, 200]);

    database.signal('SIGSTOP');
    try {
      await expectUnavailable('GET', '/admin/api/categories');
      await expectUnavailable('POST', '/admin/api/signup', signUp(4));
      await expectHealthDown();
      // More requests at once than the pool has connections: those that wait for one give up too.
      const burst = await Promise.all(
        Array.from({ length: 16 }, () => call('GET', '/admin/api/categories')),
      );
      for (const answer of burst) {
        expect(answer.status).to.equal(503);
        expect(answer.body.error.code).to.equal('SERVICE_UNAVAILABLE');
        expect(answer.ms).to.be.below(ANSWER_BOUND_MS);
      }
    } finally {
      database.signal('SIGCONT');
    }
    expect(await recoveryTime()).to.be.below(RECOVERY_BOUND_MS);
    const after = await call('POST', '/admin/api/signup', { body: signUp(5) });
    expect(after.status, JSON.stringify(after.body)).to.equal(201);
    expect(await storedEmails()).to.include('ana.outage5@example.com');
  });
});
