import type { Knex } from 'knex';

/**
 * Billing: money moves once.
 * - A job payment attempt is held by one request at a time (`lease_until`) while Mercado Pago
 *   is called, and remembers which card token it was made with, so a retry with the same token
 *   reuses its idempotency key and another card waits for the attempt's outcome.
 * - `duplicate`: approved at Mercado Pago for a job that another payment already paid; it is
 *   refunded automatically and listed for staff.
 * - A subscription checkout claims the user's one open subscription before Mercado Pago is
 *   called: at most one subscription per user is being paid, active or paused.
 * - Notifications remember the seller they came for, so they can be read again later.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.timestamp('lease_until', { useTz: true });
    t.text('card_token_hash');
    t.timestamp('checked_at', { useTz: true });
  });
  await knex.raw(`ALTER TABLE payments DROP CONSTRAINT payments_status,
    ADD CONSTRAINT payments_status CHECK (status IN ('pendingPayment', 'paid', 'rejected', 'refunded', 'cancelled', 'duplicate'))`);
  await knex.raw(
    `CREATE INDEX payments_pending ON payments (created_at) WHERE status IN ('pendingPayment', 'duplicate')`,
  );

  await knex.schema.alterTable('subscriptions', (t) => {
    t.timestamp('checkout_at', { useTz: true });
  });
  await knex.raw(
    `CREATE UNIQUE INDEX subscriptions_one_open ON subscriptions (user_id)
      WHERE status IN ('active', 'paused') OR (status = 'pending' AND checkout_at IS NOT NULL)`,
  );

  await knex.schema.alterTable('webhook_events', (t) => {
    t.bigInteger('mp_user_id');
  });
  await knex.raw(
    `CREATE INDEX webhook_events_unprocessed ON webhook_events (received_at) WHERE processed_at IS NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX webhook_events_unprocessed`);
  await knex.schema.alterTable('webhook_events', (t) => t.dropColumn('mp_user_id'));
  await knex.raw(`DROP INDEX subscriptions_one_open`);
  await knex.schema.alterTable('subscriptions', (t) => t.dropColumn('checkout_at'));
  await knex.raw(`DROP INDEX payments_pending`);
  await knex.raw(`ALTER TABLE payments DROP CONSTRAINT payments_status,
    ADD CONSTRAINT payments_status CHECK (status IN ('pendingPayment', 'paid', 'rejected', 'refunded', 'cancelled'))`);
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('lease_until');
    t.dropColumn('card_token_hash');
    t.dropColumn('checked_at');
  });
}
