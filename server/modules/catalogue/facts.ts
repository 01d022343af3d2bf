/** What other modules may know of the catalogue's categories (their names, slugs and order). */
import type { Knex } from 'knex';
import type { Language } from '../../../common/i18n';
import { DEFAULT_REGION, isRegion, type Region } from '../../../common/regions';
import type { RegionSlugs } from '../../../common/slugs';
import { slugsOf } from './rules';
import { entryBySlug } from './slugs';

export interface CategorySummary {
  id: number;
  /** Its slug in each region's addresses (ADR 0028). */
  slugs: RegionSlugs;
  /** Where staff placed it among the categories (lower first). */
  position: number;
  name: Record<Language, string>;
}

/**
 * Categories by id (`ids`), the one a slug names (`slug`, read in `region`, uy when absent; it
 * wins over `ids`), or all of them, in their display order (position, then id).
 */
export async function categorySummaries(
  db: Knex | Knex.Transaction,
  filter: { ids?: number[]; slug?: string; region?: Region } = {},
): Promise<CategorySummary[]> {
  let ids = filter.ids;
  if (filter.slug !== undefined) {
    const named = await entryBySlug<{ id: number; slug: string; slug_br: string }>(
      db,
      'categories',
      filter.slug,
      filter.region ?? DEFAULT_REGION,
    );
    if (!named) return [];
    ids = [Number(named.id)];
  }
  if (ids && ids.length === 0) return [];
  const query = db('categories')
    .orderBy(['position', 'id'])
    .select('id', 'slug', 'slug_br', 'position', 'name_es', 'name_en', 'name_br');
  if (ids) query.whereIn('id', [...new Set(ids)]);
  return (await query).map((r) => ({
    id: Number(r.id),
    slugs: slugsOf(r),
    position: Number(r.position),
    name: { es: r.name_es, en: r.name_en, br: r.name_br },
  }));
}

/**
 * Who is listed publicly: a visible prosker (the `visible` gate of the profile read model:
 * complete enough, verified, neither banned nor closed). Search and the sitemap list the same.
 */
export const LISTED_PROFILES_SQL = 'p.visible AND p.prosker';

export interface ListedProfile {
  userId: number;
  username: string;
  updatedAt: Date;
  /** The one region the profile is listed in (a region is a market). */
  region: Region;
}

/**
 * The numbers of the user-id ranges of `size` ids (range n is `n*size+1 … (n+1)*size`) that
 * hold at least one listed profile: one index probe per range found, whatever the row count.
 */
export async function listedProfileRanges(db: Knex, size: number): Promise<number[]> {
  const ranges: number[] = [];
  let from = 0;
  for (;;) {
    const { rows } = await db.raw<{ rows: { user_id: string }[] }>(
      `SELECT p.user_id FROM profiles p WHERE ${LISTED_PROFILES_SQL} AND p.user_id > ?
        ORDER BY p.user_id LIMIT 1`,
      [from],
    );
    if (rows.length === 0) return ranges;
    const range = Math.floor((Number(rows[0].user_id) - 1) / size);
    ranges.push(range);
    from = (range + 1) * size;
  }
}

/** Listed profiles with a user id in `(after, through]`, by user id, at most `limit`. */
export async function listedProfilesBetween(
  db: Knex,
  range: { after: number; through: number; limit: number },
): Promise<ListedProfile[]> {
  const { rows } = await db.raw<{
    rows: { user_id: string; username: string; updated_at: Date; region: string }[];
  }>(
    `SELECT p.user_id, p.username, p.updated_at, p.region FROM profiles p
      WHERE ${LISTED_PROFILES_SQL} AND p.user_id > ? AND p.user_id <= ?
      ORDER BY p.user_id LIMIT ?`,
    [range.after, range.through, range.limit],
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    username: r.username,
    updatedAt: new Date(r.updated_at),
    region: isRegion(r.region) ? r.region : DEFAULT_REGION,
  }));
}

/** Which of `userIds` are listed publicly: the sitemap lists the services of those only. */
export async function listedAmong(db: Knex, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await db.raw<{ rows: { user_id: string }[] }>(
    `SELECT p.user_id FROM profiles p WHERE ${LISTED_PROFILES_SQL} AND p.user_id = ANY(?)`,
    [[...new Set(userIds)]],
  );
  return new Set(rows.map((r) => Number(r.user_id)));
}

/**
 * The categories the storefront shows (enabled), in display order, with their slug in each
 * region and their last change.
 */
export async function publicCategories(
  db: Knex,
): Promise<{ slugs: RegionSlugs; updatedAt: Date }[]> {
  const rows = await db('categories')
    .where('enabled', true)
    .orderBy(['position', 'id'])
    .select('slug', 'slug_br', 'updated_at');
  return rows.map((r) => ({ slugs: slugsOf(r), updatedAt: new Date(r.updated_at) }));
}

/** A user's chosen categories and skills by name (spec point 3: `category_name`, `skill_name`). */
export interface TaxonomyNames {
  categories: string[];
  skills: string[];
}

/**
 * The categories and skills each of `userIds` chose, named in `language`, in their display
 * order (position, then id); a user who chose none has empty lists.
 */
export async function taxonomyNames(
  db: Knex | Knex.Transaction,
  userIds: number[],
  language: Language,
): Promise<Map<number, TaxonomyNames>> {
  const names = new Map<number, TaxonomyNames>(
    userIds.map((id) => [id, { categories: [], skills: [] }]),
  );
  if (userIds.length === 0) return names;
  const [categories, skills] = await Promise.all([
    db('user_categories as l')
      .join('categories as c', 'c.id', 'l.category_id')
      .whereIn('l.user_id', userIds)
      .orderBy(['c.position', 'c.id'])
      .select('l.user_id', `c.name_${language} as name`),
    db('user_skills as l')
      .join('skills as s', 's.id', 'l.skill_id')
      .whereIn('l.user_id', userIds)
      .orderBy(['s.position', 's.id'])
      .select('l.user_id', `s.name_${language} as name`),
  ]);
  for (const row of categories) names.get(Number(row.user_id))?.categories.push(String(row.name));
  for (const row of skills) names.get(Number(row.user_id))?.skills.push(String(row.name));
  return names;
}
