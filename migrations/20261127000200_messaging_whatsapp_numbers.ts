import type { Knex } from 'knex';

/**
 * Messaging: the phone number a user confirmed for WhatsApp, by a code sent to it. WhatsApp
 * notices go only to a confirmed number: anyone can type a stranger's. One row per user: the
 * number last asked about, in E.164 (what WhatsApp is sent to: the account's number and region
 * make it), the pending code (its HMAC, when it ends, the wrong tries) and when it was confirmed.
 * A number or region changed in the account makes another E.164 number: unconfirmed.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: messaging
  await knex.schema.createTable('whatsapp_numbers', (t) => {
    t.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('e164').notNullable();
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
