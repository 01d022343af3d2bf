import type { Knex } from 'knex';

/**
 * A finer sample of the search text, so the planner tells rare words (use the trigram index)
 * from common ones (walk the listing order) instead of flipping between plans.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE profiles ALTER COLUMN search_text SET STATISTICS 1000');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE profiles ALTER COLUMN search_text SET STATISTICS -1');
}
