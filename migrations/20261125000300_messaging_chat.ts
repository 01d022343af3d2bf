import type { Knex } from 'knex';
import { sqlValues } from '../server/platform/db';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REPORT_STATUSES,
  CHAT_ATTACHMENT_KINDS,
} from '../common/chat';

/**
 * Messaging: one conversation per client and prosker, its two members (what each has read,
 * whether they blocked the other), the messages (a retried send finds the stored one) and the
 * reports staff moderate. docs/adr/0016-chat.md.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: messaging
  await knex.schema.createTable('conversations', (t) => {
    t.bigIncrements('id');
    t.integer('client_id').notNullable().references('users.id');
    t.integer('prosker_id').notNullable().references('users.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** The list's order: the last message's time, or the creation until there is one. */
    t.timestamp('last_message_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.bigInteger('last_message_id');
    t.unique(['client_id', 'prosker_id']);
  });
  await knex.raw(
    'ALTER TABLE conversations ADD CONSTRAINT conversations_two_people CHECK (client_id <> prosker_id)',
  );
  await knex.raw('CREATE INDEX conversations_prosker ON conversations (prosker_id)');

  // Owner: messaging
  await knex.schema.createTable('conversation_members', (t) => {
    t.bigInteger('conversation_id').notNullable().references('conversations.id');
    t.integer('user_id').notNullable().references('users.id');
    t.bigInteger('last_read_message_id').notNullable().defaultTo(0);
    t.integer('unread_count').notNullable().defaultTo(0);
    /** Set while this member blocks the other: no messages either way. */
    t.timestamp('blocked_at', { useTz: true });
    t.primary(['conversation_id', 'user_id']);
  });
  await knex.raw('ALTER TABLE conversation_members ADD CHECK (unread_count >= 0)');
  // A user's list, newest first, walks this index (the last message time lives on conversations).
  await knex.raw('CREATE INDEX conversation_members_user ON conversation_members (user_id)');

  // Owner: messaging
  await knex.schema.createTable('messages', (t) => {
    t.bigIncrements('id');
    t.bigInteger('conversation_id').notNullable().references('conversations.id');
    t.integer('sender_id').notNullable().references('users.id');
    /** The sender's own id for the message: a retried send finds the stored message. */
    t.uuid('client_message_id').notNullable();
    /** NULL once deleted (or anonymised when the sender closed the account). */
    t.text('body');
    /** The body as search compares it: lower case, without accents. */
    t.text('search_text');
    t.text('attachment_kind');
    t.text('attachment_url');
    t.text('attachment_thumb_url');
    t.text('attachment_mime');
    t.integer('attachment_bytes');
    t.integer('attachment_width');
    t.integer('attachment_height');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true });
    t.unique(['sender_id', 'client_message_id']);
  });
  await knex.raw(
    `ALTER TABLE messages ADD CONSTRAINT messages_body_length CHECK (char_length(body) <= ${CHAT_MESSAGE_MAX_LENGTH})`,
  );
  await knex.raw(
    `ALTER TABLE messages ADD CONSTRAINT messages_attachment_kind CHECK (attachment_kind IN (${sqlValues(CHAT_ATTACHMENT_KINDS)}))`,
  );
  // A live message has a text or an attachment; a deleted one keeps neither.
  await knex.raw(
    `ALTER TABLE messages ADD CONSTRAINT messages_content CHECK (
       (deleted_at IS NULL AND (body IS NOT NULL OR attachment_url IS NOT NULL))
       OR (deleted_at IS NOT NULL AND body IS NULL AND attachment_url IS NULL AND search_text IS NULL))`,
  );
  await knex.raw('CREATE INDEX messages_conversation ON messages (conversation_id, id)');
  await knex.raw(
    'CREATE INDEX messages_search ON messages USING gin (search_text gin_trgm_ops) WHERE search_text IS NOT NULL',
  );
  await knex.raw('CREATE INDEX messages_sender ON messages (sender_id, id)');
  await knex.raw(
    'ALTER TABLE conversations ADD CONSTRAINT conversations_last_message FOREIGN KEY (last_message_id) REFERENCES messages (id)',
  );

  // Broadcasts between instances larger than a NOTIFY payload travel through this table
  // (@socket.io/postgres-adapter's; it removes rows it no longer needs).
  // Owner: platform
  await knex.schema.createTable('socket_io_attachments', (t) => {
    t.bigIncrements('id');
    t.timestamp('created_at', { useTz: true }).defaultTo(knex.fn.now());
    t.binary('payload');
  });

  // Owner: messaging
  await knex.schema.createTable('conversation_reports', (t) => {
    t.bigIncrements('id');
    t.bigInteger('conversation_id').notNullable().references('conversations.id');
    t.integer('reporter_id').notNullable().references('users.id');
    t.integer('reported_id').notNullable().references('users.id');
    t.text('reason').notNullable();
    t.text('status').notNullable().defaultTo('open');
    t.integer('resolved_by').references('staff.id');
    t.timestamp('resolved_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE conversation_reports ADD CONSTRAINT conversation_reports_status CHECK (status IN (${sqlValues(CHAT_REPORT_STATUSES)}))`,
  );
  // One open report per reporter and conversation: reporting twice does not pile up.
  await knex.raw(
    `CREATE UNIQUE INDEX conversation_reports_open ON conversation_reports (conversation_id, reporter_id) WHERE status = 'open'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('conversation_reports');
  await knex.schema.dropTable('socket_io_attachments');
  await knex.raw('ALTER TABLE conversations DROP CONSTRAINT conversations_last_message');
  await knex.schema.dropTable('messages');
  await knex.schema.dropTable('conversation_members');
  await knex.schema.dropTable('conversations');
}
