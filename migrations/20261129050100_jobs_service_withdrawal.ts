import type { Knex } from 'knex';

/**
 * Jobs: staff withdraw a published service with a reason its prosker is told (issue 28). A
 * withdrawn service is off offer (`enabled` false) and says who withdrew it, when and why.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('services', (t) => {
    t.timestamp('withdrawn_at', { useTz: true });
    t.text('withdrawn_reason');
    t.bigInteger('withdrawn_by').references('staff.id');
  });
  await knex.raw(`ALTER TABLE services
    ADD CONSTRAINT services_withdrawn CHECK (
      (withdrawn_at IS NULL AND withdrawn_reason IS NULL)
      OR (withdrawn_at IS NOT NULL AND NOT enabled AND char_length(withdrawn_reason) BETWEEN 1 AND 500))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE services DROP CONSTRAINT services_withdrawn');
  await knex.schema.alterTable('services', (t) => {
    t.dropColumns('withdrawn_at', 'withdrawn_reason', 'withdrawn_by');
  });
}
