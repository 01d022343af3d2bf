import type { Knex } from 'knex';

/**
 * Catalogue: each category and skill gets its slug for the br region's addresses (`slug_br`,
 * docs/adr/0028-translated-slugs.md), unique and of the same form as `slug`. Rows already there
 * start with their Spanish slug, as their br addresses have been so far; the seeds then give
 * the seeded ones their Portuguese slug, and staff the rest.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['categories', 'skills']) {
    await knex.raw(`ALTER TABLE ${table} ADD COLUMN slug_br text`);
    await knex.raw(`UPDATE ${table} SET slug_br = slug`);
    await knex.raw(`ALTER TABLE ${table}
      ALTER COLUMN slug_br SET NOT NULL,
      ADD CONSTRAINT ${table}_slug_br_unique UNIQUE (slug_br),
      ADD CONSTRAINT ${table}_slug_br CHECK (slug_br ~ '^[a-z0-9-]+$')`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['categories', 'skills']) {
    await knex.raw(`ALTER TABLE ${table} DROP COLUMN slug_br`);
  }
}
