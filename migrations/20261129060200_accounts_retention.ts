import type { Knex } from 'knex';

/**
 * Accounts: when a closed account's data was deleted or anonymised at the end of the retention
 * period (DATA_RETENTION_YEARS after closing or the last transaction, the later; privacy text §6).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('forgotten_at', { useTz: true });
  });
  await knex.raw(
    'CREATE INDEX users_closed_not_forgotten ON users (closed_at) WHERE closed_at IS NOT NULL AND forgotten_at IS NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX users_closed_not_forgotten');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('forgotten_at');
  });
}
