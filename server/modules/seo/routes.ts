/**
 * The seo module's answers, outside the API: `/robots.txt` (text) and the sitemaps (XML), the
 * profile and service sitemaps streamed as they are read.
 */
import { Readable } from 'node:stream';
import Router from '@koa/router';
import { notFound } from '../../platform';
import {
  PAGES_SITEMAP,
  rangeOfSitemap,
  SITEMAP_INDEX_PATH,
  SITEMAPS_PREFIX,
  type Sitemaps,
} from './sitemap';

export const ROBOTS_PATH = '/robots.txt';
/** A shared cache may keep them an hour: a new profile waits at most that long to be listed. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

export function seoRouter(sitemaps: Sitemaps, robots: string) {
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
    const named = rangeOfSitemap(file);
    const pieces = named && (await sitemaps[named.kind](named.range));
    if (!pieces) throw notFound();
    ctx.type = XML;
    ctx.set('Cache-Control', CACHE_CONTROL);
    // Written as it is read: the stream asks for the next piece when the socket has room.
    ctx.body = Readable.from(pieces, { objectMode: false });
  });

  return router;
}
