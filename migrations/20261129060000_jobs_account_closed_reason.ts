import type { Knex } from 'knex';

/**
 * Jobs: a cancellation reason may have a code, for the cancellations the product makes itself
 * (`accountClosed`, seeded by seeds/05-job-reasons.ts: the jobs cancelled when one of their
 * sides closes the account).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cancellation_reasons', (t) => {
    t.text('code').unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cancellation_reasons', (t) => {
    t.dropColumn('code');
  });
}
