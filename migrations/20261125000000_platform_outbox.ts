import type { Knex } from 'knex';

/**
 * Platform: the outbox of domain events. A module writes its event in the same transaction as
 * the change; the outbox worker hands it to the other modules' handlers and retries until they
 * succeed (server/platform/events.ts).
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: platform
  await knex.schema.createTable('outbox_events', (t) => {
    t.bigIncrements('id');
    t.text('type').notNullable();
    /** The entity the event is about ('user:12', 'job:7'): one key's events go in order. */
    t.text('key').notNullable();
    t.jsonb('payload').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('available_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true });
    t.timestamp('processed_at', { useTz: true });
    t.timestamp('dead_at', { useTz: true });
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The worker's queue and the per-key order check read only what is still pending.
  await knex.raw(
    `CREATE INDEX outbox_events_pending ON outbox_events (key, id) WHERE processed_at IS NULL AND dead_at IS NULL`,
  );
  await knex.raw(
    `CREATE INDEX outbox_events_due ON outbox_events (id) WHERE processed_at IS NULL AND dead_at IS NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox_events');
}
