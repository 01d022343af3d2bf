import type { Knex } from 'knex';

/**
 * Accounts: whether an account is banned or closed, for statements of other modules that must
 * decide on it under their own locks (a chat send). Other modules call this, never the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION account_state(p_user_id int, OUT banned boolean, OUT closed boolean)
    STABLE LANGUAGE sql AS $$
      SELECT banned_at IS NOT NULL, closed_at IS NOT NULL FROM users WHERE id = p_user_id
    $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION account_state(int)');
}
