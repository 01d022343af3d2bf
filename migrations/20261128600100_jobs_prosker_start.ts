import type { Knex } from 'knex';

/** Jobs: a prosker's jobs by their dates, for the agenda's calendar window. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX jobs_prosker_start ON jobs (prosker_id, start_date)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX jobs_prosker_start');
}
