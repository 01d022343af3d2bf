/**
 * Seo: what search engines read outside the API: `/robots.txt` and the sitemaps
 * (`/sitemap.xml`, `/sitemaps/pages.xml`, `/sitemaps/profiles-<n>.xml`,
 * `/sitemaps/services-<n>.xml`). Owns no table: the listed profiles and categories come from the
 * catalogue, the services on offer from jobs, the published pages and posts from content, each
 * through its index.ts.
 */
import {
  listedAmong,
  listedProfileRanges,
  listedProfilesBetween,
  publicCategories,
} from '../catalogue';
import { publishedContent } from '../content';
import { publishedServiceRanges, publishedServicesBetween } from '../jobs';
import type { Platform } from '../../platform';
import { robotsTxt } from './robots';
import { seoRouter } from './routes';
import { createSitemaps, SITEMAP_INDEX_PATH, type SitemapSource } from './sitemap';

export { SITEMAP_INDEX_PATH, SITEMAPS_PREFIX, SITEMAP_MAX_URLS } from './sitemap';
export { ROBOTS_PATH } from './routes';

export interface SeoDeps {
  /** Server paths crawlers keep out of: the APIs, development pages, emulators. */
  serverPaths: string[];
  /** URLs one sitemap holds at most: the protocol's 50,000 unless told (tests). */
  maxUrls?: number;
}

export function createSeoModule(platform: Platform, deps: SeoDeps) {
  const { db, config } = platform;
  const source: SitemapSource = {
    profileRanges: (size) => listedProfileRanges(db, size),
    profilesBetween: (range) => listedProfilesBetween(db, range),
    serviceRanges: (size) => publishedServiceRanges(db, size),
    async servicesBetween(range) {
      const services = await publishedServicesBetween(db, range);
      const listed = await listedAmong(
        db,
        services.map((service) => service.proskerId),
      );
      return services.map((service) => ({ ...service, listed: listed.has(service.proskerId) }));
    },
    categories: () => publicCategories(db),
    content: (region) => publishedContent(db, region),
  };
  const sitemaps = createSitemaps(source, config.publicUrl, { maxUrls: deps.maxUrls });
  const robots = robotsTxt({
    publicUrl: config.publicUrl,
    serverPaths: deps.serverPaths,
    sitemap: SITEMAP_INDEX_PATH,
  });

  return { router: seoRouter(sitemaps, robots), sitemaps };
}
