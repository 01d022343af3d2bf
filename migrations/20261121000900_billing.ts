import type { Knex } from 'knex';
import { CURRENCIES, REGIONS } from '../common/regions';
import { DISCOUNT_TYPES, PLAN_PERIODS } from '../common/schemas/billing';
import { sqlValues } from '../server/platform/db';

/**
 * Billing: linked Mercado Pago accounts (tokens encrypted), plans per region, coupons,
 * subscriptions with a once-per-user trial, payments with one idempotency key per attempt,
 * refunds, and the notifications received. Money is numeric(12,2) in the plan's or job's
 * currency; every rule that must hold under concurrency is a constraint here.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: billing
  await knex.schema.createTable('payment_accounts', (t) => {
    t.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE');
    t.bigInteger('mp_user_id').notNullable();
    t.string('region', 2).notNullable();
    t.text('access_token_enc').notNullable();
    t.text('refresh_token_enc').notNullable();
    t.text('public_key');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.boolean('live_mode').notNullable().defaultTo(false);
    t.timestamp('linked_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('refreshed_at', { useTz: true });
    t.index(['expires_at']);
  });
  await knex.raw(
    `ALTER TABLE payment_accounts ADD CONSTRAINT payment_accounts_region CHECK (region IN (${sqlValues(REGIONS)}))`,
  );

  // Owner: billing
  await knex.schema.createTable('payment_link_states', (t) => {
    t.text('state_hash').primary();
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('region', 2).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });

  // Owner: billing
  await knex.schema.createTable('plans', (t) => {
    t.increments('id');
    t.string('region', 2).notNullable();
    t.string('currency', 3).notNullable();
    t.text('name_es').notNullable();
    t.text('name_en').notNullable();
    t.text('name_br').notNullable();
    t.decimal('price', 12, 2).notNullable();
    t.text('period').notNullable();
    t.boolean('premium').notNullable().defaultTo(true);
    t.boolean('popular').notNullable().defaultTo(false);
    t.jsonb('inclusions').notNullable().defaultTo('{"es":[],"en":[],"br":[]}');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE plans
    ADD CONSTRAINT plans_region CHECK (region IN (${sqlValues(REGIONS)})),
    ADD CONSTRAINT plans_currency CHECK (currency IN (${sqlValues(CURRENCIES)})),
    ADD CONSTRAINT plans_period CHECK (period IN (${sqlValues(PLAN_PERIODS)})),
    ADD CONSTRAINT plans_price CHECK (price >= 0 AND (premium OR price = 0))`);

  /** The Mercado Pago plan behind each (plan, trial, amount) we subscribe people to. */
  // Owner: billing
  await knex.schema.createTable('mp_plan_variants', (t) => {
    t.integer('plan_id').notNullable().references('plans.id').onDelete('CASCADE');
    t.boolean('trial').notNullable();
    t.decimal('amount', 12, 2).notNullable();
    t.text('mp_plan_id').notNullable();
    t.primary(['plan_id', 'trial', 'amount']);
  });

  // Owner: billing
  await knex.schema.createTable('coupons', (t) => {
    t.increments('id');
    t.specificType('code', 'citext').notNullable().unique();
    t.text('description').notNullable().defaultTo('');
    t.text('discount_type').notNullable();
    t.decimal('amount', 12, 2).notNullable();
    t.string('currency', 3);
    t.decimal('min_order', 12, 2).notNullable().defaultTo(0);
    t.integer('usage_limit').notNullable();
    t.integer('used_count').notNullable().defaultTo(0);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE coupons
    ADD CONSTRAINT coupons_type CHECK (discount_type IN (${sqlValues(DISCOUNT_TYPES)})),
    ADD CONSTRAINT coupons_amount CHECK (amount > 0 AND (discount_type = 'fixed' OR amount <= 100)),
    ADD CONSTRAINT coupons_currency CHECK (discount_type = 'percentage' OR currency IN (${sqlValues(CURRENCIES)})),
    ADD CONSTRAINT coupons_min_order CHECK (min_order >= 0),
    ADD CONSTRAINT coupons_usage CHECK (usage_limit >= 0 AND used_count BETWEEN 0 AND usage_limit)`);

  // Owner: billing
  await knex.schema.createTable('subscriptions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('plan_id').notNullable().references('plans.id');
    t.text('status').notNullable().defaultTo('pending');
    t.boolean('trial').notNullable().defaultTo(false);
    t.timestamp('trial_ends_at', { useTz: true });
    t.decimal('amount', 12, 2).notNullable();
    t.string('currency', 3).notNullable();
    t.integer('coupon_id').references('coupons.id');
    t.decimal('discount', 12, 2).notNullable().defaultTo(0);
    t.text('mp_preapproval_id').unique();
    t.timestamp('next_payment_date', { useTz: true });
    t.text('last_payment_status');
    t.text('status_detail');
    t.timestamp('started_at', { useTz: true });
    t.timestamp('paused_at', { useTz: true });
    t.timestamp('resumed_at', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(`ALTER TABLE subscriptions
    ADD CONSTRAINT subscriptions_status CHECK (status IN ('pending', 'active', 'paused', 'cancelled'))`);
  // One subscription at a time that counts (active or paused) per user.
  await knex.raw(
    `CREATE UNIQUE INDEX subscriptions_one_live ON subscriptions (user_id) WHERE status IN ('active', 'paused')`,
  );

  /** The 30-day trial, once per user: the primary key decides a race. */
  // Owner: billing
  await knex.schema.createTable('trial_uses', (t) => {
    t.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE');
    t.bigInteger('subscription_id').notNullable().references('subscriptions.id');
    t.timestamp('used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Owner: billing
  await knex.schema.createTable('coupon_redemptions', (t) => {
    t.bigIncrements('id');
    t.integer('coupon_id').notNullable().references('coupons.id');
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('subscription_id').notNullable().unique().references('subscriptions.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Owner: billing
  await knex.schema.createTable('payments', (t) => {
    t.bigIncrements('id');
    t.text('kind').notNullable();
    t.bigInteger('job_id');
    t.bigInteger('subscription_id').references('subscriptions.id');
    t.bigInteger('payer_id').references('users.id').onDelete('SET NULL');
    t.bigInteger('collector_user_id').references('users.id').onDelete('SET NULL');
    t.decimal('amount', 12, 2).notNullable();
    t.string('currency', 3).notNullable();
    t.integer('fee_bps').notNullable().defaultTo(0);
    t.integer('vat_bps').notNullable().defaultTo(0);
    t.decimal('fee_amount', 12, 2).notNullable().defaultTo(0);
    t.text('status').notNullable();
    t.uuid('idempotency_key').notNullable().unique();
    t.bigInteger('mp_payment_id').unique();
    t.text('mp_status');
    t.text('mp_status_detail');
    t.integer('installments');
    t.text('payment_method_id');
    t.timestamp('paid_at', { useTz: true });
    t.timestamp('payout_at', { useTz: true });
    t.timestamp('refunded_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['payer_id', 'created_at']);
    t.index(['collector_user_id', 'created_at']);
    t.index(['job_id']);
  });
  await knex.raw(`ALTER TABLE payments
    ADD CONSTRAINT payments_kind CHECK (kind IN ('job', 'subscription')),
    ADD CONSTRAINT payments_reference CHECK ((kind = 'job') = (job_id IS NOT NULL) AND (kind = 'subscription') = (subscription_id IS NOT NULL)),
    ADD CONSTRAINT payments_status CHECK (status IN ('pendingPayment', 'paid', 'rejected', 'refunded', 'cancelled')),
    ADD CONSTRAINT payments_amount CHECK (amount > 0 AND fee_amount >= 0 AND fee_amount <= amount)`);
  // A job is paid at most once: one attempt at a time that can still succeed or has.
  await knex.raw(
    `CREATE UNIQUE INDEX payments_one_per_job ON payments (job_id) WHERE kind = 'job' AND status IN ('pendingPayment', 'paid')`,
  );

  // Owner: billing
  await knex.schema.createTable('refunds', (t) => {
    t.bigIncrements('id');
    t.bigInteger('payment_id').notNullable().references('payments.id');
    t.uuid('idempotency_key').notNullable().unique();
    t.decimal('amount', 12, 2).notNullable();
    t.bigInteger('mp_refund_id');
    t.text('reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // A total refund happens once.
  await knex.raw(`CREATE UNIQUE INDEX refunds_one_per_payment ON refunds (payment_id)`);

  // Owner: billing
  await knex.schema.createTable('webhook_events', (t) => {
    t.bigIncrements('id');
    t.text('request_id').notNullable().unique();
    t.text('topic').notNullable();
    t.text('resource_id').notNullable();
    t.text('action');
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('processed_at', { useTz: true });
    t.text('outcome');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'webhook_events',
    'refunds',
    'payments',
    'coupon_redemptions',
    'trial_uses',
    'subscriptions',
    'coupons',
    'mp_plan_variants',
    'plans',
    'payment_link_states',
    'payment_accounts',
  ]) {
    await knex.schema.dropTable(table);
  }
}
