import type { Knex } from 'knex';
import { profileFacets } from '../common/search';

/**
 * The profile read model carries its category and skill ids (in display order), so a search
 * page is one query with no join, and cards take their names from the small category and skill
 * tables kept in memory.
 *
 * One word index answers text and filters together: `search_words` is the accent-free search
 * text as words ('simple' configuration: no stemming, any language; positions stripped) plus
 * one facet word per department, category and skill, so a rare combination is found by
 * intersecting posting lists instead of reading rows. The listing index covers exactly what
 * search reads: visible proskers. The plain search text is no longer stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE profiles
    ADD COLUMN category_ids integer[] NOT NULL DEFAULT '{}',
    ADD COLUMN skill_ids integer[] NOT NULL DEFAULT '{}',
    ADD COLUMN search_words tsvector NOT NULL DEFAULT ''`);
  await knex.raw('ALTER TABLE profiles ALTER COLUMN search_words SET STATISTICS 1000');
  await knex.raw(`UPDATE profiles p SET
    category_ids = COALESCE((SELECT array_agg(c.id ORDER BY c.position, c.id)
      FROM user_categories uc JOIN categories c ON c.id = uc.category_id
      WHERE uc.user_id = p.user_id), '{}'),
    skill_ids = COALESCE((SELECT array_agg(s.id ORDER BY s.position, s.id)
      FROM user_skills us JOIN skills s ON s.id = us.skill_id
      WHERE us.user_id = p.user_id), '{}')`);
  for (let last = 0; ;) {
    const rows = await knex('profiles')
      .where('user_id', '>', last)
      .orderBy('user_id')
      .limit(1000)
      .select('user_id', 'department', 'category_ids', 'skill_ids');
    if (rows.length === 0) break;
    await knex.raw(
      `UPDATE profiles p SET search_words = ${SEARCH_WORDS_SQL('p.search_text', 't.facets')}
         FROM (SELECT unnest(?::bigint[]) AS id, unnest(?::text[]) AS facets) t
        WHERE p.user_id = t.id`,
      [
        rows.map((r) => r.user_id),
        rows.map(
          (r) =>
            `{${profileFacets({
              department: r.department,
              categoryIds: r.category_ids,
              skillIds: r.skill_ids,
            }).join(',')}}`,
        ),
      ],
    );
    last = Number(rows[rows.length - 1].user_id);
  }
  await knex.raw('DROP INDEX profiles_listing, profiles_search, profiles_department');
  // The words are all search reads; the text they came from is rebuilt from the account.
  await knex.raw('ALTER TABLE profiles DROP COLUMN search_text');
  await knex.raw(
    `CREATE INDEX profiles_listing ON profiles (is_premium DESC, rating_avg DESC, user_id DESC) WHERE visible AND prosker`,
  );
  await knex.raw(
    `CREATE INDEX profiles_search ON profiles USING gin (search_words) WHERE visible AND prosker`,
  );
}

/** The word index value from a text expression and a text[] expression of facet words. */
const SEARCH_WORDS_SQL = (text: string, facets: string) =>
  `strip(to_tsvector('simple', ${text})) || array_to_tsvector(${facets}::text[])`;

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX profiles_listing, profiles_search');
  await knex.raw(
    `ALTER TABLE profiles DROP COLUMN category_ids, DROP COLUMN skill_ids, DROP COLUMN search_words`,
  );
  // The text comes back empty; the nightly refresh (or `refreshAll`) fills it again.
  await knex.raw(`ALTER TABLE profiles ADD COLUMN search_text text NOT NULL DEFAULT ''`);
  await knex.raw(
    `CREATE INDEX profiles_listing ON profiles (is_premium DESC, rating_avg DESC, user_id DESC) WHERE visible`,
  );
  await knex.raw(
    `CREATE INDEX profiles_search ON profiles USING gin (search_text gin_trgm_ops) WHERE visible`,
  );
  await knex.raw(`CREATE INDEX profiles_department ON profiles (department) WHERE visible`);
}
