/**
 * Background work on pg-boss in the same PostgreSQL: side effects that leave the process (mail,
 * WhatsApp, payment calls) are queued after commit, never run inside a request's transaction.
 */
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable, type DbBounds } from './db';
import type { Logger } from './logger';

export type Queue = PgBoss;

/** Every queue the product uses. */
export const QUEUES = ['mail.send', 'catalogue.refresh-profiles'];

/**
 * The queue's own statements (maintenance among them) may run longer than a request's; a server
 * that answers nothing at all is given up on after this long.
 */
const QUEUE_READ_TIMEOUT_MS = 60_000;
/** While the database is away, one warning per this many milliseconds, not one per poll. */
const OUTAGE_WARNING_EVERY_MS = 30_000;

/**
 * Starts pg-boss on `url`. While the database is away its pollers keep failing and retrying on
 * their own; that is logged as a warning now and then, not as an error per poll.
 */
export async function startQueue(url: string, logger: Logger, bounds?: DbBounds): Promise<Queue> {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    max: 4,
    // pg-boss hands these to its pg pool.
    ...(bounds
      ? { connectionTimeoutMillis: bounds.connectTimeoutMs, query_timeout: QUEUE_READ_TIMEOUT_MS }
      : {}),
  });
  let warnedAt = 0;
  boss.on('error', (error) => {
    if (!isDatabaseUnavailable(error)) {
      logger.error({ err: error }, 'queue error');
      return;
    }
    if (Date.now() - warnedAt < OUTAGE_WARNING_EVERY_MS) return;
    warnedAt = Date.now();
    logger.warn({ err: error }, 'queue paused: the database is unavailable; retrying');
  });
  await boss.start();
  // pg-boss 10 needs every queue created before the first send or work.
  for (const name of QUEUES) await boss.createQueue(name);
  return boss;
}
