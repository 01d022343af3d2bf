import type { Knex } from 'knex';

/**
 * Platform: one hit against a fixed-window rate limit, as a function other statements can call
 * (a send counts in the same statement that stores it). Answers the window's hits so far and the
 * seconds until it resets; the caller compares the hits with its own limit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION rate_limit_hit(p_key text, p_window_seconds int,
                                   OUT hits int, OUT reset_in int)
    LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO rate_limits AS r (key, window_start, hits) VALUES (p_key, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.window_start <= now() - make_interval(secs => p_window_seconds)
                    THEN 1 ELSE r.hits + 1 END,
        window_start = CASE WHEN r.window_start <= now() - make_interval(secs => p_window_seconds)
                            THEN now() ELSE r.window_start END
      RETURNING r.hits,
        GREATEST(1, CEIL(EXTRACT(EPOCH FROM
          (r.window_start + make_interval(secs => p_window_seconds) - now()))))::int
      INTO hits, reset_in;
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION rate_limit_hit(text, int)');
}
