/**
 * Seo: what search engines read outside the API: `/robots.txt` and the sitemaps
 * (`/sitemap.xml`, `/sitemaps/pages.xml`, `/sitemaps/profiles-<n>.xml`). Owns no table: the
 * listed profiles and categories come from the catalogue, the published pages and posts from
 * content, each through its index.ts.
 */
import { Readable } from 'node:stream';
import Router from '@koa/router';
import { listedProfileRanges, listedProfilesBetween, publicCategories } from '../catalogue';
import { publishedContent } from '../content';
import { notFound, type Platform } from '../../platform';
import { robotsTxt } from './robots';
import {
  createSitemaps,
  PAGES_SITEMAP,
  rangeOfSitemap,
  SITEMAP_INDEX_PATH,
  SITEMAPS_PREFIX,
  type SitemapSource,
} from './sitemap';

export { SITEMAP_INDEX_PATH, SITEMAPS_PREFIX, SITEMAP_MAX_URLS } from './sitemap';
export const ROBOTS_PATH = '/robots.txt';

export interface SeoDeps {
  /** Server paths crawlers keep out of: the APIs, development pages, emulators. */
  serverPaths: string[];
  /** URLs one sitemap holds at most: the protocol's 50,000 unless told (tests). */
  maxUrls?: number;
}

/** A shared cache may keep them an hour: a new profile waits at most that long to be listed. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

export function createSeoModule(platform: Platform, deps: SeoDeps) {
  const { db, config } = platform;
  const source: SitemapSource = {
    profileRanges: (size) => listedProfileRanges(db, size),
    profilesBetween: (range) => listedProfilesBetween(db, range),
    categories: () => publicCategories(db),
    content: (region) => publishedContent(db, region),
  };
  const sitemaps = createSitemaps(source, config.publicUrl, { maxUrls: deps.maxUrls });
  const robots = robotsTxt({
    publicUrl: config.publicUrl,
    serverPaths: deps.serverPaths,
    sitemap: SITEMAP_INDEX_PATH,
  });

  const router = new Router();
  router.get(ROBOTS_PATH, (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.body = robots;
  });
  router.get(SITEMAP_INDEX_PATH, async (ctx) => {
    ctx.type = XML;
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.body = await sitemaps.index();
  });
  router.get(`${SITEMAPS_PREFIX}/:file`, async (ctx) => {
    const file = String(ctx.params.file);
    if (file === PAGES_SITEMAP) {
      ctx.type = XML;
      ctx.set('Cache-Control', CACHE_CONTROL);
      ctx.body = await sitemaps.pages();
      return;
    }
    const range = rangeOfSitemap(file);
    const pieces = range === null ? null : await sitemaps.profiles(range);
    if (!pieces) throw notFound();
    ctx.type = XML;
    ctx.set('Cache-Control', CACHE_CONTROL);
    // Written as it is read: the stream asks for the next piece when the socket has room.
    ctx.body = Readable.from(pieces, { objectMode: false });
  });

  return { router, sitemaps };
}
