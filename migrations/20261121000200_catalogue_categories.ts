import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Owner: catalogue
  await knex.schema.createTable('categories', (t) => {
    t.increments('id');
    t.text('slug').notNullable().unique();
    t.text('name_es').notNullable();
    t.text('name_en').notNullable();
    t.text('name_br').notNullable();
    t.text('icon');
    t.boolean('is_default').notNullable().defaultTo(false);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });
  await knex.raw(
    `ALTER TABLE categories ADD CONSTRAINT categories_slug CHECK (slug ~ '^[a-z0-9-]+$')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('categories');
}
