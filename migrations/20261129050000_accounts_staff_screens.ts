import type { Knex } from 'knex';

/**
 * Accounts, for the back office (issue 28): a ban keeps its reason (the user is told it), the
 * audit log keeps each change's before and after, and staff find users by full name, e-mail or
 * username through one trigram index (a phone is found through `users_phone_number_index`).
 * The indexed expression is `userSearchText` of server/modules/accounts/staff.ts: both change
 * together.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('ban_reason');
  });
  await knex.raw(`ALTER TABLE users
    ADD CONSTRAINT users_ban_reason CHECK (ban_reason IS NULL OR char_length(ban_reason) BETWEEN 1 AND 500)`);
  await knex.raw(
    `CREATE INDEX users_search ON users USING gin (
       (first_name || ' ' || last_name || ' ' || email::text || ' ' || username::text) gin_trgm_ops)`,
  );
  await knex.schema.alterTable('staff_audit', (t) => {
    t.jsonb('before');
    t.jsonb('after');
    t.index(['target_type', 'target_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('staff_audit', (t) => {
    t.dropIndex(['target_type', 'target_id']);
    t.dropColumns('before', 'after');
  });
  await knex.raw('DROP INDEX users_search');
  await knex.raw('ALTER TABLE users DROP CONSTRAINT users_ban_reason');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('ban_reason');
  });
}
