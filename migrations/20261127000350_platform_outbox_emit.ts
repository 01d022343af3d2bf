import type { Knex } from 'knex';

/**
 * Platform: records a domain event in the outbox, as a function other statements can call (a
 * chat send records its `message.sent` in the same statement that stores the message). Every
 * event goes through it, `events.emit` too. Answers the event's id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION outbox_emit(p_type text, p_key text, p_payload jsonb, p_waits int,
                                p_processed boolean)
    RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE
      recorded bigint;
    BEGIN
      INSERT INTO outbox_events (type, key, payload, processed_at, available_at)
      VALUES (p_type, p_key, p_payload, CASE WHEN p_processed THEN now() END,
              now() + make_interval(secs => p_waits))
      RETURNING id INTO recorded;
      RETURN recorded;
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION outbox_emit(text, text, jsonb, int, boolean)');
}
