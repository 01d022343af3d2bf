import type { Knex } from 'knex';

/**
 * Catalogue: a profile page, its services, posts and media are asked for by the username in
 * the address; without an index each of those reads scanned every profile (45 ms at 110,000
 * users). Not unique: the read model copies the account's (unique) username, and two renames
 * may be copied in either order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX IF NOT EXISTS profiles_username ON profiles (username)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS profiles_username');
}
