/**
 * The stems of typed words in Spanish, Portuguese and English, as the profile's word index
 * stores them (`prosk_es`, `prosk_pt`, `prosk_en`: the snowball stemmers of PostgreSQL), asked
 * for once per word and kept in memory: searches repeat the same few thousand words.
 */
import type { Knex } from 'knex';

const KEPT = 5000;

export function createStems(db: Knex) {
  const known = new Map<string, string[]>();

  return {
    /** Each word's stems (different from the word, once each), in the order given. */
    async of(words: string[]): Promise<string[][]> {
      const missing = words.filter((w) => !known.has(w));
      if (missing.length) {
        const { rows } = await db.raw<{ rows: { w: string; stems: string[] | null }[] }>(
          `SELECT w, ts_lexize('spanish_stem', w) || ts_lexize('portuguese_stem', w)
                  || ts_lexize('english_stem', w) AS stems
             FROM unnest(?::text[]) AS w`,
          [missing],
        );
        if (known.size + rows.length > KEPT) known.clear();
        for (const row of rows) {
          known.set(row.w, [...new Set((row.stems ?? []).filter((s) => s && s !== row.w))]);
        }
      }
      return words.map((w) => known.get(w) ?? []);
    },
  };
}

export type Stems = ReturnType<typeof createStems>;
