import type { Knex } from 'knex';

/**
 * Catalogue: the word index of profiles (`profiles_search`, GIN) keeps a short list of pending
 * entries (256 kB instead of PostgreSQL's 4 MB). Every profile write that is not a HOT update
 * (a rating, Premium, a refresh) adds all of the profile's words to that list, and every search
 * that asks the word index reads the whole list until it is merged: with 4 MB pending, a rare
 * word took 2.4 ms instead of 0.3 ms on 100,000 proskers. At 256 kB a search reads at most a
 * sixteenth of that, and writes still go to the list in batches (about 0.07 ms more per profile
 * write, where turning the list off costs 0.6 ms).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER INDEX profiles_search SET (gin_pending_list_limit = 256)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER INDEX profiles_search RESET (gin_pending_list_limit)');
}
