import type { Knex } from 'knex';

/**
 * Messaging: the unique `(sender_id, client_message_id)` already finds a sender's messages
 * (data download, closing an account); a second index on the sender cost every send its upkeep.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS messages_sender');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX messages_sender ON messages (sender_id, id)');
}
