import type { Knex } from 'knex';
import { CLIENT_NOTE_MAX } from '../common/constants';

/**
 * Seller: the private note a prosker keeps about each of their clients (Mis clientes, issue
 * 28). Only its prosker reads or writes it; an empty note is no row. A deleted account takes
 * its notes with it.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: seller
  await knex.schema.createTable('client_notes', (t) => {
    t.bigInteger('prosker_id').notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('client_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('note').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['prosker_id', 'client_id']);
  });
  await knex.raw(`ALTER TABLE client_notes
    ADD CONSTRAINT client_notes_length CHECK (char_length(note) BETWEEN 1 AND ${CLIENT_NOTE_MAX}),
    ADD CONSTRAINT client_notes_two_people CHECK (prosker_id <> client_id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_notes');
}
