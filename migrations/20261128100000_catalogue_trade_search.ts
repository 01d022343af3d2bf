import type { Knex } from 'knex';

/**
 * Catalogue: search by trade, one region at a time (docs/adr/0024-search-by-trade.md).
 *
 * - Categories and skills carry the words people type for them (`terms_es`, `terms_en`,
 *   `terms_br`: trade nouns, plurals, common misspellings, separated by commas), kept by staff.
 * - Three text search configurations stem the profile's text per language after removing
 *   accents (`prosk_es`, `prosk_pt`, `prosk_en`).
 * - A profile row knows its market (`region`), the lowest price of its live services
 *   (`price_from`), its completed jobs (`jobs_done`), the median minutes to a first reply in chat
 *   (`reply_minutes`) and one listing score that weighs Premium, rating and completeness; the
 *   listing index walks one region in that order.
 *
 * Profile rows are a read model: they are emptied here and rebuilt from the accounts at the
 * next start (`refreshMissing`), with the new columns and words.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['categories', 'skills']) {
    await knex.raw(`ALTER TABLE ${table}
      ADD COLUMN terms_es text NOT NULL DEFAULT '',
      ADD COLUMN terms_en text NOT NULL DEFAULT '',
      ADD COLUMN terms_br text NOT NULL DEFAULT ''`);
  }
  for (const [name, stem] of [
    ['prosk_es', 'spanish_stem'],
    ['prosk_pt', 'portuguese_stem'],
    ['prosk_en', 'english_stem'],
  ]) {
    await knex.raw(`CREATE TEXT SEARCH CONFIGURATION ${name} (COPY = simple)`);
    await knex.raw(
      `ALTER TEXT SEARCH CONFIGURATION ${name}
         ALTER MAPPING FOR asciiword, word, hword, hword_part, asciihword, hword_asciipart
         WITH unaccent, ${stem}`,
    );
  }
  await knex.raw('DELETE FROM profiles');
  await knex.raw('DROP INDEX IF EXISTS profiles_listing');
  // Premium counts for 30 points, a rating for up to 50 (an average pulled towards 4 stars
  // while there are few reviews), completeness for up to 20: 0 to 10,000.
  await knex.raw(`ALTER TABLE profiles
    ADD COLUMN region varchar(2) NOT NULL DEFAULT 'uy',
    ADD COLUMN price_from integer,
    ADD COLUMN jobs_done integer NOT NULL DEFAULT 0,
    ADD COLUMN reply_minutes integer,
    ADD COLUMN listing_score integer GENERATED ALWAYS AS (
      (CASE WHEN is_premium THEN 3000 ELSE 0 END)
      + round(1000 * (rating_avg * rating_count + 12) / (rating_count + 3))::integer
      + completeness * 20
    ) STORED`);
  await knex.raw(
    `CREATE INDEX profiles_listing ON profiles (region, listing_score DESC, user_id DESC)
       WHERE visible AND prosker`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DELETE FROM profiles');
  await knex.raw('DROP INDEX IF EXISTS profiles_listing');
  await knex.raw(`ALTER TABLE profiles
    DROP COLUMN listing_score, DROP COLUMN reply_minutes, DROP COLUMN jobs_done,
    DROP COLUMN price_from, DROP COLUMN region`);
  await knex.raw(
    `CREATE INDEX profiles_listing ON profiles (is_premium DESC, rating_avg DESC, user_id DESC)
       WHERE visible AND prosker`,
  );
  for (const name of ['prosk_es', 'prosk_pt', 'prosk_en']) {
    await knex.raw(`DROP TEXT SEARCH CONFIGURATION ${name}`);
  }
  for (const table of ['categories', 'skills']) {
    await knex.raw(
      `ALTER TABLE ${table} DROP COLUMN terms_es, DROP COLUMN terms_en, DROP COLUMN terms_br`,
    );
  }
}
