import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Owner: catalogue
  await knex.schema.createTable('media', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('mime').notNullable();
    t.bigInteger('bytes').notNullable();
    t.jsonb('keys').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at', 'id']);
  });
  await knex.raw(`ALTER TABLE media ADD CONSTRAINT media_kind CHECK (kind IN ('image', 'video'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media');
}
