import type { Knex } from 'knex';

/**
 * Agenda: a premium prosker's weekly availability, special dates, and calendar events. Times of
 * day are local to the prosker's region (ADR 0009); events are instants (timestamptz). No two
 * non-rejected events of one prosker overlap: an exclusion constraint decides it, so two
 * bookings racing on two app instances cannot both win.
 */
export async function up(knex: Knex): Promise<void> {
  /** One row per open range of a weekday (0 = Sunday ... 6 = Saturday); no rows = closed. */
  // Owner: agenda
  await knex.schema.createTable('availability', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.smallint('weekday').notNullable();
    t.time('from_time').notNullable();
    t.time('to_time').notNullable();
    t.index(['user_id', 'weekday']);
  });
  await knex.raw(`ALTER TABLE availability
    ADD CONSTRAINT availability_weekday CHECK (weekday BETWEEN 0 AND 6),
    ADD CONSTRAINT availability_order CHECK (from_time < to_time)`);

  /** A date with other hours than its weekday (ranges replace the weekday's) or closed. */
  // Owner: agenda
  await knex.schema.createTable('special_dates', (t) => {
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('date').notNullable();
    t.boolean('closed').notNullable();
    /** [{ "from": "HH:MM", "to": "HH:MM" }], empty when closed. */
    t.jsonb('ranges').notNullable().defaultTo('[]');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'date']);
  });
  await knex.raw(`ALTER TABLE special_dates
    ADD CONSTRAINT special_dates_ranges CHECK (
      jsonb_typeof(ranges) = 'array' AND closed = (jsonb_array_length(ranges) = 0))`);

  // Owner: agenda
  await knex.schema.createTable('events', (t) => {
    t.bigIncrements('id');
    t.bigInteger('prosker_id').notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('client_id').references('users.id').onDelete('SET NULL');
    // No foreign key: the jobs table is the jobs module's. One event per job at most.
    t.bigInteger('job_id').unique();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('client_name').notNullable();
    t.text('client_phone');
    t.text('client_email');
    t.text('prosker_name').notNullable();
    t.text('prosker_phone');
    t.text('prosker_email');
    t.text('comments');
    t.timestamps(true, true);
    t.index(['prosker_id', 'starts_at']);
    t.index(['client_id', 'starts_at']);
  });
  await knex.raw(`ALTER TABLE events
    ADD CONSTRAINT events_status CHECK (status IN ('pending', 'approved', 'rejected')),
    ADD CONSTRAINT events_one_hour CHECK (ends_at = starts_at + interval '1 hour'),
    ADD CONSTRAINT events_half_hour CHECK (mod(extract(epoch FROM starts_at), 1800) = 0),
    ADD CONSTRAINT events_text_lengths CHECK (
      char_length(client_name) <= 500 AND char_length(prosker_name) <= 500
      AND char_length(coalesce(comments, '')) <= 2000),
    ADD CONSTRAINT events_no_overlap EXCLUDE USING gist (
      prosker_id WITH =, tstzrange(starts_at, ends_at) WITH &&) WHERE (status <> 'rejected')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('events');
  await knex.schema.dropTable('special_dates');
  await knex.schema.dropTable('availability');
}
