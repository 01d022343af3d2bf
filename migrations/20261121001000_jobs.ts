import type { Knex } from 'knex';
import { MIN_SERVICE_PRICE } from '../common/constants';
import { CURRENCIES } from '../common/regions';
import { sqlValues } from '../server/platform/db';

/**
 * Jobs: the services proskers publish, a predefined-services catalogue per category, the jobs
 * (orders) with their history of changes, cancellation and help reasons, and reviews. The
 * status graph is `common/jobs.ts`; transitions are conditional updates, so two concurrent
 * requests cannot both move a job.
 */
export async function up(knex: Knex): Promise<void> {
  const names = (t: Knex.CreateTableBuilder) => {
    t.text('name_es').notNullable();
    t.text('name_en').notNullable();
    t.text('name_br').notNullable();
  };
  // Owner: jobs
  await knex.schema.createTable('cancellation_reasons', (t) => {
    t.increments('id');
    names(t);
    t.text('applies_to').notNullable().defaultTo('both');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
  });
  await knex.raw(`ALTER TABLE cancellation_reasons
    ADD CONSTRAINT cancellation_reasons_applies CHECK (applies_to IN ('prosker', 'client', 'both'))`);
  // Owner: jobs
  await knex.schema.createTable('help_reasons', (t) => {
    t.increments('id');
    names(t);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
  });

  // Owner: jobs
  await knex.schema.createTable('predefined_services', (t) => {
    t.increments('id');
    t.integer('category_id').notNullable().references('categories.id');
    t.text('title_es').notNullable();
    t.text('title_en').notNullable();
    t.text('title_br').notNullable();
    t.boolean('requires_appointment').notNullable().defaultTo(true);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
  });

  /** What a prosker offers: a client buys it and a job in `new` is born. */
  // Owner: jobs
  await knex.schema.createTable('services', (t) => {
    t.bigIncrements('id');
    t.bigInteger('prosker_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('predefined_service_id').references('predefined_services.id');
    t.integer('category_id').notNullable().references('categories.id');
    t.text('title').notNullable();
    t.text('description').notNullable();
    t.integer('price').notNullable();
    t.string('currency', 3).notNullable();
    t.text('image');
    t.boolean('requires_appointment').notNullable().defaultTo(true);
    t.boolean('requires_payment').notNullable().defaultTo(false);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['prosker_id', 'created_at']);
  });
  await knex.raw(`ALTER TABLE services
    ADD CONSTRAINT services_price CHECK (price >= ${MIN_SERVICE_PRICE}),
    ADD CONSTRAINT services_currency CHECK (currency IN (${sqlValues(CURRENCIES)}))`);

  // Owner: jobs
  await knex.schema.createTable('jobs', (t) => {
    t.bigIncrements('id');
    t.bigInteger('prosker_id').notNullable().references('users.id');
    t.bigInteger('client_id').notNullable().references('users.id');
    t.bigInteger('service_id').references('services.id').onDelete('SET NULL');
    t.integer('predefined_service_id').references('predefined_services.id');
    t.integer('category_id').references('categories.id');
    t.text('title').notNullable();
    t.text('description').notNullable();
    t.integer('price').notNullable();
    t.string('currency', 3).notNullable();
    t.integer('cost');
    t.text('status').notNullable().defaultTo('new');
    t.timestamp('start_date', { useTz: true }).notNullable();
    t.timestamp('end_date', { useTz: true }).notNullable();
    t.text('time_of_day');
    t.text('image');
    t.boolean('requires_appointment').notNullable().defaultTo(false);
    t.boolean('requires_payment').notNullable().defaultTo(false);
    t.integer('cancellation_reason_id').references('cancellation_reasons.id');
    t.text('cancellation_note');
    t.integer('help_reason_id').references('help_reasons.id');
    t.text('help_note');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['prosker_id', 'status', 'created_at']);
    t.index(['client_id', 'created_at']);
  });
  await knex.raw(`ALTER TABLE jobs
    ADD CONSTRAINT jobs_price CHECK (price >= ${MIN_SERVICE_PRICE}),
    ADD CONSTRAINT jobs_dates CHECK (end_date > start_date),
    ADD CONSTRAINT jobs_not_self CHECK (prosker_id <> client_id),
    ADD CONSTRAINT jobs_time_of_day CHECK (time_of_day IS NULL OR time_of_day IN ('morning', 'afternoon')),
    ADD CONSTRAINT jobs_status CHECK (status IN ('new', 'paymentRequired', 'readyToExecute',
      'inProgress', 'proskerComplete', 'complete', 'clientRejected', 'rejected', 'proskerCancel',
      'clientCancel'))`);

  // Owner: jobs
  await knex.schema.createTable('job_history', (t) => {
    t.bigIncrements('id');
    t.bigInteger('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    t.bigInteger('actor_id').references('users.id').onDelete('SET NULL');
    t.text('actor').notNullable();
    t.text('action').notNullable();
    t.text('from_status');
    t.text('to_status').notNullable();
    t.text('comment');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['job_id', 'id']);
  });

  // Owner: jobs
  await knex.schema.createTable('reviews', (t) => {
    t.bigIncrements('id');
    t.bigInteger('job_id').notNullable().unique().references('jobs.id').onDelete('CASCADE');
    t.bigInteger('client_id').notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('prosker_id').notNullable().references('users.id').onDelete('CASCADE');
    t.smallint('rating').notNullable();
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['prosker_id', 'created_at']);
  });
  await knex.raw(
    `ALTER TABLE reviews ADD CONSTRAINT reviews_rating CHECK (rating BETWEEN 1 AND 5)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'reviews',
    'job_history',
    'jobs',
    'services',
    'predefined_services',
    'help_reasons',
    'cancellation_reasons',
  ]) {
    await knex.schema.dropTable(table);
  }
}
