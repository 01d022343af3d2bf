import type { Knex } from 'knex';
import { DEFAULT_REGION, REGIONS } from '../common/regions';
import { sqlValues } from '../server/platform/db';

export async function up(knex: Knex): Promise<void> {
  // Owner: accounts
  await knex.schema.createTable('users', (t) => {
    t.bigIncrements('id');
    t.smallint('type_user').notNullable().defaultTo(1);
    t.specificType('username', 'citext').notNullable().unique();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.specificType('email', 'citext').notNullable().unique();
    t.text('phone_number');
    t.date('birth_date');
    t.text('company');
    t.text('description');
    t.text('password_hash');
    t.string('language', 2).notNullable().defaultTo('es');
    t.string('region', 2).notNullable().defaultTo(DEFAULT_REGION);
    t.boolean('is_test_user').notNullable().defaultTo(false);
    t.timestamp('email_verified_at', { useTz: true });
    t.timestamp('banned_at', { useTz: true });
    t.timestamp('last_login_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['phone_number']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE users
    ADD CONSTRAINT users_username_format CHECK (username ~ '^[A-Za-z0-9]{8,20}$'),
    ADD CONSTRAINT users_name_length CHECK (char_length(first_name) < 250 AND char_length(last_name) < 250),
    ADD CONSTRAINT users_email_length CHECK (char_length(email) <= 255),
    ADD CONSTRAINT users_language CHECK (language IN ('es', 'en', 'br')),
    ADD CONSTRAINT users_region CHECK (region IN (${sqlValues(REGIONS)}))`);

  // Owner: accounts
  await knex.schema.createTable('staff', (t) => {
    t.bigIncrements('id');
    t.specificType('email', 'citext').notNullable().unique();
    t.text('name').notNullable();
    t.text('role').notNullable();
    t.text('password_hash').notNullable();
    t.timestamp('disabled_at', { useTz: true });
    t.timestamp('last_login_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw(
    `ALTER TABLE staff ADD CONSTRAINT staff_role CHECK (role IN ('admin', 'support'))`,
  );

  // Owner: accounts
  await knex.schema.createTable('auth_sessions', (t) => {
    t.uuid('id').primary();
    t.text('subject_type').notNullable();
    t.bigInteger('subject_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.text('user_agent');
    t.text('ip');
    t.index(['subject_type', 'subject_id']);
  });
  await knex.raw(
    `ALTER TABLE auth_sessions ADD CONSTRAINT auth_sessions_subject CHECK (subject_type IN ('user', 'staff'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_sessions');
  await knex.schema.dropTable('staff');
  await knex.schema.dropTable('users');
}
