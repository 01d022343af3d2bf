import type { Knex } from 'knex';

/**
 * Billing: a payment is refunded in parts (staff refund a job in full or in part). Each refund is
 * a row reserved before Mercado Pago is called (`pending`) and kept once it answered (`done`);
 * a pending one is deleted when Mercado Pago refuses it. The payment keeps the sum of its
 * refunds (`refunded_amount`), moved by a trigger on every insert and delete of a refund: the
 * trigger's UPDATE locks the payment row, so refunds of one payment queue behind each other, and
 * the payment's CHECK refuses a refund beyond what was paid whatever the caller checked. One
 * refund of a payment is pending at a time (`refunds_one_pending`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.decimal('refunded_amount', 12, 2).notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('refunds', (t) => {
    t.text('status').notNullable().defaultTo('done');
    /** The staff member who asked for it (null: a cancellation, a duplicate). */
    t.bigInteger('staff_id').references('staff.id');
  });
  // Refunds Mercado Pago never answered are still to be made, with the key they were given.
  await knex.raw(`UPDATE refunds SET status = 'pending' WHERE mp_refund_id IS NULL`);
  await knex.raw(`UPDATE payments p SET refunded_amount = r.total
    FROM (SELECT payment_id, sum(amount) AS total FROM refunds GROUP BY payment_id) r
    WHERE r.payment_id = p.id`);
  await knex.raw('DROP INDEX refunds_one_per_payment');
  await knex.raw('CREATE INDEX refunds_payment ON refunds (payment_id)');
  await knex.raw(
    `CREATE UNIQUE INDEX refunds_one_pending ON refunds (payment_id) WHERE status = 'pending'`,
  );
  await knex.raw(`ALTER TABLE refunds
    ADD CONSTRAINT refunds_status CHECK (status IN ('pending', 'done')),
    ADD CONSTRAINT refunds_amount CHECK (amount > 0)`);
  await knex.raw(`ALTER TABLE payments
    ADD CONSTRAINT payments_refunded_amount CHECK (refunded_amount >= 0 AND refunded_amount <= amount)`);
  await knex.raw(`
    CREATE FUNCTION refunds_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE payments SET refunded_amount = refunded_amount + NEW.amount, updated_at = now()
         WHERE id = NEW.payment_id;
        RETURN NEW;
      END IF;
      UPDATE payments SET refunded_amount = refunded_amount - OLD.amount, updated_at = now()
       WHERE id = OLD.payment_id;
      RETURN OLD;
    END $$`);
  await knex.raw(`CREATE TRIGGER refunds_count AFTER INSERT OR DELETE ON refunds
    FOR EACH ROW EXECUTE FUNCTION refunds_count()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER refunds_count ON refunds');
  await knex.raw('DROP FUNCTION refunds_count()');
  await knex.raw('ALTER TABLE payments DROP CONSTRAINT payments_refunded_amount');
  await knex.raw('DROP INDEX refunds_one_pending');
  await knex.raw('DROP INDEX refunds_payment');
  await knex.raw(
    'ALTER TABLE refunds DROP CONSTRAINT refunds_status, DROP CONSTRAINT refunds_amount',
  );
  await knex.schema.alterTable('refunds', (t) => {
    t.dropColumns('status', 'staff_id');
  });
  await knex.raw(`CREATE UNIQUE INDEX refunds_one_per_payment ON refunds (payment_id)`);
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('refunded_amount');
  });
}
