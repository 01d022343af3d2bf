/**
 * Background work on pg-boss in the same PostgreSQL: side effects that leave the process (mail,
 * WhatsApp, payment calls) are queued after commit, never run inside a request's transaction.
 */
import PgBoss from 'pg-boss';
import type { Logger } from './logger';

export type Queue = PgBoss;

/** Every queue the product uses. */
export const QUEUES = ['mail.send', 'catalogue.refresh-profiles'];

export async function startQueue(url: string, logger: Logger): Promise<Queue> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'queue error'));
  await boss.start();
  // pg-boss 10 needs every queue created before the first send or work.
  for (const name of QUEUES) await boss.createQueue(name);
  return boss;
}
