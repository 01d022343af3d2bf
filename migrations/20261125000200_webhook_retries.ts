import type { Knex } from 'knex';

/**
 * Billing: a notification whose processing keeps failing (a seller's revoked token, Mercado Pago
 * away) is tried again later and later, and never holds back newer ones.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_events', (t) => {
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('retry_at', { useTz: true });
  });
  await knex.raw(
    `CREATE INDEX webhook_events_retry ON webhook_events (retry_at NULLS FIRST, id) WHERE processed_at IS NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS webhook_events_retry');
  await knex.schema.alterTable('webhook_events', (t) => {
    t.dropColumn('attempts');
    t.dropColumn('retry_at');
  });
}
