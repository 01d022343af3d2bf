import type { Knex } from 'knex';

/**
 * Jobs: staff cancel a job with a reason (`staffCancel`, common/jobs.ts). Offers' statuses
 * (`offered`, `withdrawn`) came just before and stay.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE jobs DROP CONSTRAINT jobs_status,
    ADD CONSTRAINT jobs_status CHECK (status IN ('offered', 'withdrawn', 'new', 'paymentRequired', 'readyToExecute',
      'inProgress', 'proskerComplete', 'complete', 'clientRejected', 'rejected', 'proskerCancel',
      'clientCancel', 'staffCancel'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE jobs DROP CONSTRAINT jobs_status,
    ADD CONSTRAINT jobs_status CHECK (status IN ('offered', 'withdrawn', 'new', 'paymentRequired', 'readyToExecute',
      'inProgress', 'proskerComplete', 'complete', 'clientRejected', 'rejected', 'proskerCancel',
      'clientCancel'))`);
}
