import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Owner: catalogue
  await knex.schema.createTable('skills', (t) => {
    t.increments('id');
    t.integer('category_id').notNullable().references('categories.id');
    t.text('slug').notNullable().unique();
    t.text('name_es').notNullable();
    t.text('name_en').notNullable();
    t.text('name_br').notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    t.index(['category_id']);
  });

  // Owner: catalogue
  await knex.schema.createTable('user_categories', (t) => {
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('category_id').notNullable().references('categories.id');
    t.primary(['user_id', 'category_id']);
    t.index(['category_id', 'user_id']);
  });
  // Owner: catalogue
  await knex.schema.createTable('user_skills', (t) => {
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('skill_id').notNullable().references('skills.id');
    t.primary(['user_id', 'skill_id']);
    t.index(['skill_id', 'user_id']);
  });

  // The search read model: one row per user, kept current after every change.
  // Owner: catalogue
  await knex.schema.createTable('profiles', (t) => {
    t.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE');
    // Display fields copied from the account, so listing a page of profiles reads one table.
    t.text('username').notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('company');
    t.text('description');
    t.text('profile_img');
    t.text('banner_img');
    t.boolean('prosker').notNullable();
    t.smallint('completeness').notNullable();
    t.specificType('missing', 'text[]').notNullable();
    t.boolean('visible').notNullable();
    t.text('department');
    t.string('country_code', 2);
    t.boolean('is_premium').notNullable().defaultTo(false);
    t.decimal('rating_avg', 3, 2).notNullable().defaultTo(0);
    t.integer('rating_count').notNullable().defaultTo(0);
    t.text('search_text').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE profiles ADD CONSTRAINT profiles_completeness CHECK (completeness BETWEEN 0 AND 100)`,
  );
  // Listing order of visible profiles: premium first, then rating, then newest (user id).
  await knex.raw(
    `CREATE INDEX profiles_listing ON profiles (is_premium DESC, rating_avg DESC, user_id DESC) WHERE visible`,
  );
  await knex.raw(
    `CREATE INDEX profiles_search ON profiles USING gin (search_text gin_trgm_ops) WHERE visible`,
  );
  await knex.raw(`CREATE INDEX profiles_department ON profiles (department) WHERE visible`);

  // Owner: catalogue
  await knex.schema.createTable('favorites', (t) => {
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('favorite_user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'favorite_user_id']);
  });
  await knex.raw(
    `ALTER TABLE favorites ADD CONSTRAINT favorites_not_self CHECK (user_id <> favorite_user_id)`,
  );

  // Owner: catalogue
  await knex.schema.createTable('posts', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('content').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'posts',
    'favorites',
    'profiles',
    'user_skills',
    'user_categories',
    'skills',
  ]) {
    await knex.schema.dropTable(table);
  }
}
