/** Text as search compares it: lower case, without accents (plomería = plomeria, reparação = reparacao). */
export function searchNormalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
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
