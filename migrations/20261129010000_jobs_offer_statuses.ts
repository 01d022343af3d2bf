import type { Knex } from 'knex';

/**
 * Jobs: a prosker's offer waits for its client's answer (`offered`) and may be taken back by its
 * prosker before then (`withdrawn`). docs/adr/0030-offers-in-the-conversation.md.
 */
const BEFORE = `'new', 'paymentRequired', 'readyToExecute', 'inProgress', 'proskerComplete',
  'complete', 'clientRejected', 'rejected', 'proskerCancel', 'clientCancel'`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE jobs DROP CONSTRAINT jobs_status,
    ADD CONSTRAINT jobs_status CHECK (status IN ('offered', ${BEFORE}, 'withdrawn'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE jobs DROP CONSTRAINT jobs_status,
    ADD CONSTRAINT jobs_status CHECK (status IN (${BEFORE}))`);
}
