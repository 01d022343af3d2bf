/**
 * What share of profiles a word-index query should match, from PostgreSQL's own statistics
 * of the word index column (most common words and their frequencies; ANALYZE samples up to
 * 300,000 rows at the column's statistics target, so on most catalogues every profile is seen).
 * Search uses it to go straight to the word index for rare queries instead of first walking the
 * listing order. Read again every `ttlMs`; without statistics (a new database) it answers
 * undefined and search walks first.
 */
import type { Knex } from 'knex';

interface Statistics {
  /** Words in byte order, for prefix ranges, with their frequencies. */
  words: string[];
  frequencies: number[];
  /** A word missing from the list is rarer than this. */
  floor: number;
}

export function createWordStatistics(db: Knex, ttlMs = 5 * 60_000) {
  let loaded: Promise<Statistics | undefined> | undefined;
  let loadedAt = 0;

  async function load(): Promise<Statistics | undefined> {
    const { rows } = await db.raw(
      `SELECT s.most_common_elems::text::text[] AS words, s.most_common_elem_freqs AS freqs
         FROM pg_stats s
        WHERE s.schemaname = current_schema() AND s.tablename = 'profiles'
          AND s.attname = 'search_words'`,
    );
    const row = rows[0];
    if (!row?.words || !row.freqs) return undefined;
    const words: string[] = row.words;
    const freqs: number[] = row.freqs.map(Number);
    const order = words.map((_, i) => i).sort((a, b) => (words[a] < words[b] ? -1 : 1));
    return {
      words: order.map((i) => words[i]),
      frequencies: order.map((i) => freqs[i]),
      // After the per-word frequencies come the minimum, the maximum and the null fraction.
      floor: freqs[words.length] ?? 0,
    };
  }

  function first(stats: Statistics, word: string) {
    let low = 0;
    let high = stats.words.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (stats.words[mid] < word) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Share of profiles with a word starting with `prefix` (or equal to it when exact). */
  function share(stats: Statistics, word: string, exact: boolean) {
    let sum = 0;
    for (let i = first(stats, word); i < stats.words.length; i++) {
      const candidate = stats.words[i];
      if (exact ? candidate !== word : !candidate.startsWith(word)) break;
      sum += stats.frequencies[i];
      if (sum >= 1) return 1;
    }
    return sum > 0 ? sum : stats.floor / 2;
  }

  return {
    /**
     * About what share of profiles meets every group: one of its `prefixes` (typed words, as
     * prefixes) or of its `exact` words (stems, facets); undefined without statistics.
     */
    async share(groups: { prefixes: string[]; exact: string[] }[]): Promise<number | undefined> {
      if (!loaded || Date.now() - loadedAt > ttlMs) {
        loadedAt = Date.now();
        loaded = load().catch(() => undefined);
      }
      const stats = await loaded;
      if (!stats) return undefined;
      // A group's alternatives add up (overlaps make this an upper bound, as the walk needs).
      // Groups are often correlated (a skill implies its category), so plain multiplication
      // promises too few matches: each further group, from the rarest up, counts for half as
      // much as the one before (the exponential back-off of cardinality estimators).
      const shares = groups
        .map((g) =>
          Math.min(
            1,
            [
              ...g.prefixes.map((word) => share(stats, word, false)),
              ...g.exact.map((word) => share(stats, word, true)),
            ].reduce((sum, s) => sum + s, 0),
          ),
        )
        .sort((a, b) => a - b);
      return shares.reduce((product, s, i) => product * s ** (1 / 2 ** i), 1);
    },
  };
}

export type WordStatistics = ReturnType<typeof createWordStatistics>;
