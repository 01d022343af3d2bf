import type { Knex } from 'knex';

/**
 * Jobs: a service's last change, for the services' sitemap (ADR 0034): set when it is published,
 * its terms change or its picture does; a service already published starts from when it was.
 * The sitemap walks the services on offer by id, a thousand at a time, and probes the first of
 * each id range: a partial index of those, with what an entry needs, makes both index-only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('services', (t) => {
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('UPDATE services SET updated_at = created_at');
  await knex.raw(
    'CREATE INDEX services_sitemap ON services (id) INCLUDE (prosker_id, currency, updated_at) WHERE enabled',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS services_sitemap');
  await knex.schema.alterTable('services', (t) => {
    t.dropColumn('updated_at');
  });
}
