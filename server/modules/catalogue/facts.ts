/** What other modules may know of the catalogue's categories (their names, slugs and order). */
import type { Knex } from 'knex';
import type { Language } from '../../../common/i18n';

export interface CategorySummary {
  id: number;
  slug: string;
  /** Where staff placed it among the categories (lower first). */
  position: number;
  name: Record<Language, string>;
}

/**
 * Categories by id (`ids`), by slug (`slug`), or all of them, in their display order (position,
 * then id).
 */
export async function categorySummaries(
  db: Knex | Knex.Transaction,
  filter: { ids?: number[]; slug?: string } = {},
): Promise<CategorySummary[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const query = db('categories')
    .orderBy(['position', 'id'])
    .select('id', 'slug', 'position', 'name_es', 'name_en', 'name_br');
  if (filter.ids) query.whereIn('id', [...new Set(filter.ids)]);
  if (filter.slug !== undefined) query.where('slug', filter.slug);
  return (await query).map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    position: Number(r.position),
    name: { es: r.name_es, en: r.name_en, br: r.name_br },
  }));
}
