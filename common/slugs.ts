/**
 * Categories and skills have a slug per region, in the region's language (`plomeria` in uy,
 * `encanamento` in br; docs/adr/0028-translated-slugs.md). The region of the page decides which
 * one its addresses and the API's answers use; another region's slug still names the entry (an
 * old or a shared link), and its page then moves to the region's address.
 */
import { pathFor } from './routes';
import { REGIONS, type Region } from './regions';

/** An entry's slug in each region. */
export type RegionSlugs = Record<Region, string>;

/**
 * Of the entries a slug may name, the one it names in `region`: the entry whose slug in that
 * region it is, else one whose slug it is in another region; undefined when it is nobody's.
 */
export function entryOfSlug<T>(
  entries: readonly T[],
  slugsOf: (entry: T) => RegionSlugs,
  slug: string,
  region: Region,
): T | undefined {
  return (
    entries.find((entry) => slugsOf(entry)[region] === slug) ??
    entries.find((entry) => REGIONS.some((other) => slugsOf(entry)[other] === slug))
  );
}

/** A category or skill as the API gives it: its slug in the request's region, and every region's. */
export interface Slugged {
  slug: string;
  slugs: RegionSlugs;
}

/**
 * Where a category page belongs when its address names the category, or its skill filter
 * (`?skill=`), by another region's slug: the same page with the region's slugs (the other
 * parameters kept). Null when the address already uses them.
 */
export function categoryPageRedirect(
  region: Region,
  requested: { name: string; search: string },
  category: Slugged & { skills: readonly Slugged[] },
): string | null {
  const params = new URLSearchParams(requested.search);
  const skill = params.get('skill');
  const skillSlug = skill
    ? entryOfSlug(category.skills, (s) => s.slugs, skill, region)?.slug
    : undefined;
  const skillMoves = skillSlug !== undefined && skillSlug !== skill;
  if (category.slug === requested.name && !skillMoves) return null;
  if (skillMoves) params.set('skill', skillSlug);
  const search = params.toString();
  return `${pathFor('category', region, { name: category.slug })}${search ? `?${search}` : ''}`;
}
