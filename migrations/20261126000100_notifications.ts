import type { Knex } from 'knex';

/**
 * Notifications (docs/adr/0017-notifications.md): one row per person and cause (a domain event,
 * or a dated cause such as a reminder or a chat window), so a cause handled twice is told once;
 * and one delivery per notification and channel (e-mail, WhatsApp), so a channel is used once,
 * with every attempt's outcome. Unsubscribe links name a user and a topic; nothing is stored for
 * them but the preference they change.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: messaging
  await knex.schema.createTable('notifications', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('topic').notNullable();
    t.text('cause').notNullable();
    t.jsonb('params').notNullable().defaultTo('{}');
    t.boolean('essential').notNullable().defaultTo(false);
    t.timestamp('read_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'cause']);
    t.index(['user_id', 'id']);
  });
  await knex.raw(
    'CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL',
  );
  // Owner: messaging
  await knex.schema.createTable('notification_deliveries', (t) => {
    t.bigIncrements('id');
    t.bigInteger('notification_id')
      .notNullable()
      .references('id')
      .inTable('notifications')
      .onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('channel').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    /** The e-mail address or the E.164 number, as it was when the notice was decided. */
    t.text('address').notNullable();
    /** The provider's id of the sent message (a WhatsApp wamid, an SMTP Message-ID). */
    t.text('provider_id');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    /** Not tried before (quiet hours, a retry's pause). */
    t.timestamp('not_before', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** A worker holds it until then; after, another may take it over. */
    t.timestamp('locked_until', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('delivered_at', { useTz: true });
    t.timestamp('read_at', { useTz: true });
    t.timestamp('failed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['notification_id', 'channel']);
    t.index(['user_id', 'id']);
  });
  await knex.raw(
    "ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_channel CHECK (channel IN ('email', 'whatsapp'))",
  );
  await knex.raw(
    "ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_status CHECK (status IN ('pending', 'sent', 'delivered', 'read', 'failed', 'skipped'))",
  );
  await knex.raw(
    "CREATE INDEX notification_deliveries_due ON notification_deliveries (not_before) WHERE status = 'pending'",
  );
  await knex.raw(
    'CREATE UNIQUE INDEX notification_deliveries_provider ON notification_deliveries (channel, provider_id) WHERE provider_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notification_deliveries');
  await knex.schema.dropTable('notifications');
}
