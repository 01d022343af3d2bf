import type { Knex } from 'knex';

/**
 * Messaging: whether a decision about telling this member of their unread messages is already
 * waiting in the outbox. A send starts a new one only when none waits, so a lively conversation
 * records one `message.sent` event per member and digest wait, not one per message.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversation_members', (t) => {
    t.boolean('notice_pending').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversation_members', (t) => {
    t.dropColumn('notice_pending');
  });
}
