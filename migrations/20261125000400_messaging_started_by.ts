import type { Knex } from 'knex';

/**
 * Messaging: who opened a conversation. Until its first message, a conversation is listed only
 * to the member who opened it, so nobody's list fills with empty conversations others opened.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversations', (t) => {
    t.integer('started_by').references('users.id');
  });
  await knex.raw('UPDATE conversations SET started_by = client_id WHERE started_by IS NULL');
  await knex.raw('ALTER TABLE conversations ALTER COLUMN started_by SET NOT NULL');
  await knex.raw(
    'ALTER TABLE conversations ADD CONSTRAINT conversations_started_by_member CHECK (started_by IN (client_id, prosker_id))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversations', (t) => {
    t.dropColumn('started_by');
  });
}
