import type { Knex } from 'knex';

/** Messaging: the conversations a user opened lately, counted for the daily limit. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX conversations_started_by_created ON conversations (started_by, created_at)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX conversations_started_by_created');
}
