import type { Knex } from 'knex';

/**
 * Jobs (data): a job its prosker wrote that its client has not answered yet is an offer waiting
 * for the client, who alone accepts or declines it from now on.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE jobs j SET status = 'offered'
    WHERE j.status = 'new'
      AND EXISTS (SELECT 1 FROM job_history h
                   WHERE h.job_id = j.id AND h.action = 'create' AND h.actor = 'prosker')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE jobs SET status = 'new' WHERE status = 'offered'`);
}
