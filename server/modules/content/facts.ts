/** What other modules may know of the published content: which pages and posts a region shows. */
import type { Knex } from 'knex';
import { CONTENT_PAGES, type ContentKind, type ContentPageSlug } from '../../../common/content';
import type { Language } from '../../../common/i18n';
import type { Region } from '../../../common/regions';
import { readable } from './service';

/** The language a region's pages are read in (and indexed for): Portuguese in Brazil. */
const REGION_LANGUAGE: Record<Region, Language> = { uy: 'es', br: 'br' };

export interface PublishedContent {
  /** The storefront's content pages published for the region, with their last change. */
  pages: { slug: ContentPageSlug; updatedAt: Date }[];
  /** Blog posts out in the region, newest first. */
  posts: { slug: string; updatedAt: Date }[];
  /** The last change of the region's FAQ, or null when it has no published entry. */
  faq: Date | null;
}

type Entry = { slug: string; updated_at: Date };

/**
 * The published pages, posts and FAQ of a region as its readers get them (a translation in the
 * region's language or in es; an item for the region over the same item for every region).
 */
export async function publishedContent(db: Knex, region: Region): Promise<PublishedContent> {
  const language = REGION_LANGUAGE[region];
  const entries = (kind: ContentKind) =>
    readable(db, kind, language, region)
      .clearSelect()
      .select('i.slug', db.raw('greatest(i.updated_at, t.translated_at) AS updated_at'));
  const [pages, posts, faq] = (await Promise.all([
    entries('page').whereIn('i.slug', CONTENT_PAGES),
    entries('post')
      .whereNotNull('i.published_at')
      .where('i.published_at', '<=', db.fn.now())
      .orderBy([
        { column: 'i.published_at', order: 'desc' },
        { column: 'i.id', order: 'desc' },
      ]),
    entries('faq'),
  ])) as [Entry[], Entry[], Entry[]];
  const at = (row: Entry) => new Date(row.updated_at);
  return {
    pages: pages.map((r) => ({ slug: r.slug as ContentPageSlug, updatedAt: at(r) })),
    posts: posts.map((r) => ({ slug: r.slug, updatedAt: at(r) })),
    faq: faq.length ? new Date(Math.max(...faq.map((r) => at(r).getTime()))) : null,
  };
}
