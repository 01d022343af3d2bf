import type { Knex } from 'knex';

/**
 * Accounts: staff (support and admin) flag a job or a user with a reason, for an admin to look
 * at (docs/adr/0029-what-support-may-do.md). Exactly one target, which must exist (a foreign
 * key each); one open flag per target; unflagging keeps the row (who cleared it, and when), and
 * the audit log has both.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: accounts
  await knex.schema.createTable('staff_flags', (t) => {
    t.bigIncrements('id');
    t.integer('job_id').references('jobs.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    t.text('reason').notNullable();
    t.integer('flagged_by').notNullable().references('staff.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('cleared_by').references('staff.id');
    t.timestamp('cleared_at', { useTz: true });
  });
  await knex.raw(
    'ALTER TABLE staff_flags ADD CONSTRAINT staff_flags_one_target CHECK ((job_id IS NULL) <> (user_id IS NULL))',
  );
  await knex.raw(
    `ALTER TABLE staff_flags ADD CONSTRAINT staff_flags_reason CHECK (char_length(btrim(reason)) BETWEEN 1 AND 500)`,
  );
  await knex.raw(
    `ALTER TABLE staff_flags ADD CONSTRAINT staff_flags_cleared CHECK ((cleared_by IS NULL) = (cleared_at IS NULL))`,
  );
  await knex.raw(
    'CREATE UNIQUE INDEX staff_flags_open_job ON staff_flags (job_id) WHERE cleared_at IS NULL AND job_id IS NOT NULL',
  );
  await knex.raw(
    'CREATE UNIQUE INDEX staff_flags_open_user ON staff_flags (user_id) WHERE cleared_at IS NULL AND user_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_flags');
}
