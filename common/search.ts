/** Text as search compares it: lower case, without accents (plomería = plomeria, reparação = reparacao). */
export function searchNormalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The search typed in a list of people, normalised; undefined when blank. */
export function listSearch(q: string | undefined): string | undefined {
  const text = q === undefined ? '' : searchNormalize(q.trim()).replace(/\s+/g, ' ');
  return text === '' ? undefined : text;
}

/** The words of a query, normalised; empty words and duplicates dropped. */
export function searchWords(query: string): string[] {
  return [
    ...new Set(
      searchNormalize(query)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0),
    ),
  ];
}

/**
 * Index words for what a profile is filed under, kept in the same word index as its text so one
 * index lookup answers text and filters together. Their first character can never come out of
 * searchWords(), so no typed query matches them.
 */
export const searchFacets = {
  department: (name: string) => `~d:${searchWords(name).join('-')}`,
  category: (id: number) => `~c:${id}`,
  skill: (id: number) => `~s:${id}`,
};

/** The facet words of one profile. */
export function profileFacets(profile: {
  department: string | null;
  categoryIds: number[];
  skillIds: number[];
}): string[] {
  return [
    ...(profile.department ? [searchFacets.department(profile.department)] : []),
    ...profile.categoryIds.map(searchFacets.category),
    ...profile.skillIds.map(searchFacets.skill),
  ];
}

/**
 * A PostgreSQL tsquery (text form) where every typed word must begin a word of the profile and
 * every facet must be present. Words are letters and digits only and facets are built above,
 * so quoting them is enough.
 */
export function searchTsquery(words: string[], facets: string[]): string {
  return [...words.map((w) => `'${w}':*`), ...facets.map((f) => `'${f}'`)].join(' & ');
}

/** The region a profile sells in, as a facet word (search answers one region at a time). */
export const regionFacet = (region: string) => `~r:${region}`;

/** The trigrams of a word as PostgreSQL's pg_trgm counts them (two blanks before, one after). */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** pg_trgm's similarity of two normalised words: shared trigrams over all trigrams, 0 to 1. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/**
 * A list of words by their trigrams: the similarity of a typed word to each word of the list
 * (trigramSimilarity's measure) from the words that share a trigram with it, without comparing
 * it with every word.
 */
export function trigramIndex(words: string[]) {
  const sizes: number[] = [];
  const holders = new Map<string, number[]>();
  words.forEach((word, i) => {
    const grams = trigrams(word);
    sizes.push(grams.size);
    for (const gram of grams) {
      const list = holders.get(gram);
      if (list) list.push(i);
      else holders.set(gram, [i]);
    }
  });
  return {
    /** The similarity of `typed` to the words at each position; positions it shares no trigram with are left out (0). */
    similarities(typed: string): Map<number, number> {
      const grams = trigrams(typed);
      const shared = new Map<number, number>();
      for (const gram of grams) {
        for (const i of holders.get(gram) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
      }
      const similarity = new Map<number, number>();
      for (const [i, n] of shared) similarity.set(i, n / (grams.size + sizes[i] - n));
      return similarity;
    },
  };
}

export type TrigramIndex = ReturnType<typeof trigramIndex>;

/** How close a typed word must be to a trade's word to stand for it despite a typo. */
export const TYPO_SIMILARITY = 0.5;

/**
 * Whether a typed word stands for a word of a trade's vocabulary: the same word, the beginning of
 * it (three letters or more), the word with an ending added (plurals: `plomeros` for
 * `plomero`), or the same word with a typo (trigram similarity, words of four letters or more).
 * `similarity` is their trigram similarity, when already known (trigramIndex).
 */
export function standsFor(
  typed: string,
  word: string,
  similarity: () => number = () => trigramSimilarity(typed, word),
): boolean {
  if (typed === word) return true;
  if (typed.length >= 3 && word.startsWith(typed)) return true;
  if (word.length >= 5 && typed.startsWith(word) && typed.length - word.length <= 3) return true;
  return typed.length >= 4 && word.length >= 4 && similarity() >= TYPO_SIMILARITY;
}

/**
 * A tsquery (text form) where each group of alternatives must be met: typed words as prefixes,
 * exact lexemes (stems) and facets, quoted.
 */
export function searchTsqueryOf(
  groups: { prefixes: string[]; exact: string[] }[],
  facets: string[],
): string {
  const quote = (w: string) => `'${w.replaceAll("'", "''")}'`;
  const group = (g: { prefixes: string[]; exact: string[] }) => {
    const alternatives = [
      ...new Set([...g.prefixes.map((w) => `${quote(w)}:*`), ...g.exact.map(quote)]),
    ];
    return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
  };
  return [...groups.map(group), ...facets.map(quote)].join(' & ');
}
