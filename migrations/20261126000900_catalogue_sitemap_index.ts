import type { Knex } from 'knex';

/**
 * Catalogue: the sitemap (docs/adr/0020-sitemap-and-robots.md) walks listed profiles by user id,
 * a few thousand at a time, and probes the first listed profile of each id range. This partial
 * index holds only listed profiles, with the two columns a sitemap entry needs, so both are
 * index-only scans that never read a hidden profile.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX profiles_sitemap ON profiles (user_id) INCLUDE (username, updated_at) WHERE visible AND prosker`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS profiles_sitemap');
}
