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
