import type { Knex } from 'knex';

/**
 * Messaging: two people have one conversation whichever of them is the client (a second one
 * could be used to get round a block), and a report remembers the newest message when it was
 * filed: staff read the conversation up to there, never what came after.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE UNIQUE INDEX conversations_one_per_two ON conversations (LEAST(client_id, prosker_id), GREATEST(client_id, prosker_id))',
  );
  await knex.schema.alterTable('conversation_reports', (t) => {
    t.bigInteger('last_message_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversation_reports', (t) => {
    t.dropColumn('last_message_id');
  });
  await knex.raw('DROP INDEX conversations_one_per_two');
}
