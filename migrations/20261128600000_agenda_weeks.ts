import type { Knex } from 'knex';

/**
 * Agenda: which proskers have a week (docs/adr/0009-agenda.md, "Premium's usual week").
 *
 * `agenda_weeks` has one row per user whose week was set: saved by them, or given the usual
 * hours when Premium started. A prosker with a row keeps an agenda even when every day is
 * closed (nobody books them until they open hours), and Premium's usual hours are given only to
 * a prosker without one. Users who already have weekly hours get their row here.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: agenda
  await knex.schema.createTable('agenda_weeks', (t) => {
    t.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE');
    /** 'prosker' (saved by them) or 'usual' (Premium's usual hours, given once). */
    t.text('source').notNullable();
    t.timestamp('set_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE agenda_weeks
    ADD CONSTRAINT agenda_weeks_source CHECK (source IN ('prosker', 'usual'))`);
  await knex.raw(`INSERT INTO agenda_weeks (user_id, source)
    SELECT DISTINCT user_id, 'prosker' FROM availability`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('agenda_weeks');
}
