import type { Knex } from 'knex';

/**
 * Messaging: a message's sender is a member of its conversation, kept by the database. One
 * foreign key to the member row replaces the two to the conversation and to the user (a member
 * is both), so a send checks one row, the one it has already locked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE messages
    DROP CONSTRAINT messages_conversation_id_foreign,
    DROP CONSTRAINT messages_sender_id_foreign,
    ADD CONSTRAINT messages_sender_member FOREIGN KEY (conversation_id, sender_id)
      REFERENCES conversation_members (conversation_id, user_id) NOT VALID`);
  // Checked apart, so that the rows already there are read without holding up new sends.
  await knex.raw('ALTER TABLE messages VALIDATE CONSTRAINT messages_sender_member');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE messages
    DROP CONSTRAINT messages_sender_member,
    ADD CONSTRAINT messages_conversation_id_foreign FOREIGN KEY (conversation_id)
      REFERENCES conversations (id),
    ADD CONSTRAINT messages_sender_id_foreign FOREIGN KEY (sender_id) REFERENCES users (id)`);
}
