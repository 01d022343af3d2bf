import type { Knex } from 'knex';

/**
 * Messaging: the phone number a user confirmed for WhatsApp, by a code sent to it. WhatsApp
 * notices go only to a confirmed number: anyone can type a stranger's. One row per user: the
 * number last asked about, the pending code (its HMAC, when it ends, the wrong tries) and when it
 * was confirmed. A number changed in the account no longer matches, so it is unconfirmed.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: messaging
  await knex.schema.createTable('whatsapp_numbers', (t) => {
    t.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('phone_number').notNullable();
    t.text('code_hash');
    t.timestamp('code_expires_at', { useTz: true });
    t.integer('code_tries').notNullable().defaultTo(0);
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE whatsapp_numbers ADD CHECK (code_tries >= 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('whatsapp_numbers');
}
