import type { Knex } from 'knex';

const PRIVACY_DEFAULT = {
  showEmail: false,
  showPhone: false,
  showCompany: true,
  showLastLogin: false,
};
const NOTIFICATIONS_DEFAULT = Object.fromEntries(
  ['subscription', 'chat', 'job', 'user', 'payment'].map((t) => [
    t,
    { email: true, whatsapp: false },
  ]),
);

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('identification_type');
    t.text('identification_number');
    t.text('profile_img');
    t.text('banner_img');
    t.specificType('pending_email', 'citext');
    t.jsonb('privacy').notNullable().defaultTo(JSON.stringify(PRIVACY_DEFAULT));
    t.jsonb('notifications').notNullable().defaultTo(JSON.stringify(NOTIFICATIONS_DEFAULT));
    t.timestamp('password_changed_at', { useTz: true });
    t.timestamp('closed_at', { useTz: true });
  });
  await knex.raw(`ALTER TABLE users
    ADD CONSTRAINT users_identification_type CHECK (identification_type IN ('CI', 'Otro', 'CPF', 'CNPJ'))`);

  // Single-use links (e-mail verification, password reset, e-mail change); only a hash is kept.
  // Owner: accounts
  await knex.schema.createTable('account_tokens', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.text('token_hash').notNullable().unique();
    t.specificType('email', 'citext');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'purpose']);
  });
  await knex.raw(`ALTER TABLE account_tokens
    ADD CONSTRAINT account_tokens_purpose CHECK (purpose IN ('verify_email', 'reset_password', 'change_email'))`);

  // Owner: accounts
  await knex.schema.createTable('divisions', (t) => {
    t.string('country_code', 2).notNullable();
    t.text('code').notNullable();
    t.text('name').notNullable();
    t.primary(['country_code', 'code']);
  });

  // Owner: accounts
  await knex.schema.createTable('addresses', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('domicile').notNullable();
    t.text('postal_code').notNullable();
    t.text('city').notNullable();
    t.text('state').notNullable();
    t.text('neighborhood');
    t.text('country').notNullable();
    t.string('country_code', 2).notNullable();
    t.boolean('is_default').notNullable().defaultTo(false);
    t.timestamps(true, true);
    t.index(['user_id']);
  });
  // At most one default per user in the database; the service keeps it at exactly one.
  await knex.raw(
    'CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default',
  );

  // Owner: accounts
  await knex.schema.createTable('social_identities', (t) => {
    t.bigIncrements('id');
    t.text('provider').notNullable();
    t.text('subject').notNullable();
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.specificType('email', 'citext');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['provider', 'subject']);
  });

  // Owner: platform (written by server/platform/audit.ts since issue 28)
  await knex.schema.createTable('staff_audit', (t) => {
    t.bigIncrements('id');
    t.bigInteger('staff_id').notNullable().references('staff.id');
    t.text('action').notNullable();
    t.text('target_type');
    t.text('target_id');
    t.jsonb('details').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_audit');
  await knex.schema.dropTable('social_identities');
  await knex.schema.dropTable('addresses');
  await knex.schema.dropTable('divisions');
  await knex.schema.dropTable('account_tokens');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumns(
      'identification_type',
      'identification_number',
      'profile_img',
      'banner_img',
      'pending_email',
      'privacy',
      'notifications',
      'password_changed_at',
      'closed_at',
    );
  });
}
