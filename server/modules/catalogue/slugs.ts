/** Categories and skills found by slug, in a region (docs/adr/0028-translated-slugs.md). */
import type { Knex } from 'knex';
import type { Region } from '../../../common/regions';
import { entryOfSlug } from '../../../common/slugs';
import { SLUG_COLUMNS, slugsOf } from './rules';

/**
 * The category or skill a slug names in a region: the one whose slug in that region it is,
 * else one whose slug it is in another region (an old link); `where` narrows the rows.
 */
export async function entryBySlug<Row extends { slug: string; slug_br: string }>(
  db: Knex | Knex.Transaction,
  table: 'categories' | 'skills',
  slug: string,
  region: Region,
  where: Record<string, unknown> = {},
): Promise<Row | undefined> {
  const rows: Row[] = await db(table)
    .where(where)
    .where((query) => {
      for (const column of Object.values(SLUG_COLUMNS)) query.orWhere(column, slug);
    })
    .select('*');
  return entryOfSlug(rows, slugsOf, slug, region);
}
