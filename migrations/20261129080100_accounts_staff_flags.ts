import type { Knex } from 'knex';

/**
 * Accounts: staff flag a job or a user for an admin, with a reason
 * (docs/adr/0029-what-support-may-do.md). One open flag per record; unflagging keeps the row
 * (who cleared it, and when), and the audit log has both.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: accounts
  await knex.schema.createTable('staff_flags', (t) => {
    t.bigIncrements('id');
    t.text('target_type').notNullable();
    t.integer('target_id').notNullable();
    t.text('reason').notNullable();
    t.integer('flagged_by').notNullable().references('staff.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('cleared_by').references('staff.id');
    t.timestamp('cleared_at', { useTz: true });
  });
  await knex.raw(
    `ALTER TABLE staff_flags ADD CONSTRAINT staff_flags_target CHECK (target_type IN ('job', 'user'))`,
  );
  await knex.raw(
    `ALTER TABLE staff_flags ADD CONSTRAINT staff_flags_reason CHECK (char_length(btrim(reason)) BETWEEN 1 AND 500)`,
  );
  await knex.raw(
    `ALTER TABLE staff_flags ADD CONSTRAINT staff_flags_cleared CHECK ((cleared_by IS NULL) = (cleared_at IS NULL))`,
  );
  await knex.raw(
    'CREATE UNIQUE INDEX staff_flags_open ON staff_flags (target_type, target_id) WHERE cleared_at IS NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_flags');
}
