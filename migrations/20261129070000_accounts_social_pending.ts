import type { Knex } from 'knex';

/**
 * Accounts: a Google or Facebook identity waiting for the person to give their birth date and
 * choose client or prosker. The account is made only from the completion form; until then the
 * provider's verified identity waits here, behind a single-use token of which only the SHA-256
 * is kept, for half an hour.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: accounts
  await knex.schema.createTable('social_pending_sign_ups', (t) => {
    t.bigIncrements('id');
    t.text('token_hash').notNullable().unique();
    t.text('provider').notNullable();
    t.text('subject').notNullable();
    t.specificType('email', 'citext').notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('picture');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['expires_at']);
  });
  await knex.raw(`ALTER TABLE social_pending_sign_ups
    ADD CONSTRAINT social_pending_sign_ups_provider CHECK (provider IN ('google', 'facebook'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('social_pending_sign_ups');
}
