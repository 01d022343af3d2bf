import type { Knex } from 'knex';

/**
 * Accounts: the key a sign-up leaves in its browser (an http-only cookie), kept beside the
 * mailed links as one more single-use token: the verification link signs in only the browser
 * that presents it (ADR 0026).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE account_tokens
    DROP CONSTRAINT account_tokens_purpose,
    ADD CONSTRAINT account_tokens_purpose
      CHECK (purpose IN ('verify_email', 'reset_password', 'change_email', 'sign_up_browser'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('account_tokens').where({ purpose: 'sign_up_browser' }).delete();
  await knex.raw(`ALTER TABLE account_tokens
    DROP CONSTRAINT account_tokens_purpose,
    ADD CONSTRAINT account_tokens_purpose
      CHECK (purpose IN ('verify_email', 'reset_password', 'change_email'))`);
}
