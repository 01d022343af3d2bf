import type { Knex } from 'knex';

/**
 * Billing: the first period of a 3, 6 or 12-month plan may be paid by card in installments
 * (ADR 0031). The subscription keeps how many (1 when none were chosen: every monthly plan, every
 * trial) and the idempotency key of that first payment, stored before Mercado Pago is called;
 * the payment itself is a `payments` row of the subscription. Installments never go with a
 * trial and never exceed 12; what each installment came to is kept for the subscription page.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.smallint('installments').notNullable().defaultTo(1);
    t.uuid('first_payment_key').unique();
    /** What each installment of the first period came to, financing included. */
    t.decimal('installment_amount', 12, 2);
  });
  await knex.raw(`ALTER TABLE subscriptions
    ADD CONSTRAINT subscriptions_installments CHECK (installments BETWEEN 1 AND 12 AND (installments = 1 OR NOT trial))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_installments');
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumn('installment_amount');
    t.dropColumn('first_payment_key');
    t.dropColumn('installments');
  });
}
