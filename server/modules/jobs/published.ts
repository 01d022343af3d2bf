/**
 * What other modules may know of the services on offer: the sitemap walks them by id
 * (docs/adr/0034-service-page-indexed.md), each in the one region it is sold in.
 */
import type { Knex } from 'knex';
import { regionOfCurrency, type Currency, type Region } from '../../../common/regions';

export interface PublishedService {
  id: number;
  proskerId: number;
  /** The region it is sold in (its currency's), where its page is. */
  region: Region;
  updatedAt: Date;
}

/**
 * The numbers of the service-id ranges of `size` ids (range n is `n*size+1 … (n+1)*size`) that
 * hold at least one service on offer: one index probe per range found.
 */
export async function publishedServiceRanges(db: Knex, size: number): Promise<number[]> {
  const ranges: number[] = [];
  let from = 0;
  for (;;) {
    const row = await db('services')
      .where('enabled', true)
      .where('id', '>', from)
      .orderBy('id')
      .first('id');
    if (!row) return ranges;
    const range = Math.floor((Number(row.id) - 1) / size);
    ranges.push(range);
    from = (range + 1) * size;
  }
}

/** Services on offer with an id in `(after, through]`, by id, at most `limit`. */
export async function publishedServicesBetween(
  db: Knex,
  range: { after: number; through: number; limit: number },
): Promise<PublishedService[]> {
  const rows = await db('services')
    .where('enabled', true)
    .where('id', '>', range.after)
    .where('id', '<=', range.through)
    .orderBy('id')
    .limit(range.limit)
    .select('id', 'prosker_id', 'currency', 'updated_at');
  return rows.map((r) => ({
    id: Number(r.id),
    proskerId: Number(r.prosker_id),
    region: regionOfCurrency(r.currency as Currency),
    updatedAt: new Date(r.updated_at),
  }));
}
