import type { Knex } from 'knex';

/**
 * Messaging: since when a decision about telling this member of their unread messages waits in
 * the outbox. A send records a new one only when none waits, so a lively conversation records
 * one `message.sent` event per member and digest wait, not one per message. A decision waiting
 * for over six hours (longer than its every retry) is taken as lost (an event set aside after repeated failures), and a new one
 * is recorded: a stuck mark never silences the member for good.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversation_members', (t) => {
    t.timestamp('notice_waiting_since', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversation_members', (t) => {
    t.dropColumn('notice_waiting_since');
  });
}
