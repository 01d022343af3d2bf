/**
 * The sitemaps (sitemaps.org protocol 0.9): an index naming one sitemap of pages (home,
 * categories, content pages, FAQ, blog), as many sitemaps of listed profiles as there are
 * user-id ranges holding one, and as many of services on offer (of listed proskers) as there are
 * service-id ranges holding one. Every page is listed in each region it exists in, with its
 * alternates in the other region (hreflang), and its last change; a profile and a service exist
 * only in the region they sell in.
 *
 * Profile and service sitemaps are written while they are read: pages of PAGE_ROWS rows walked
 * by id, each turned into XML and handed on only when the reader has taken the previous one, so
 * memory stays flat at any number of rows. A range of ids never holds more rows than fit in one
 * sitemap, so no sitemap needs counting, and the index is one index probe per range.
 */
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { REGIONS, type Region } from '../../../common/regions';
import { pathFor, type RouteName, type RouteParams } from '../../../common/routes';
import { CONTENT_PAGE_ROUTES, type ContentPageSlug } from '../../../common/content';
import { escapeHtml } from '../../platform/mail';

/** The protocol's limit of URLs in one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;
/** Profiles read from the database at a time. */
const PAGE_ROWS = 1000;

/** The language tag of each region's pages. */
const HREFLANG: Record<Region, string> = { uy: LANGUAGE_TAGS.es, br: LANGUAGE_TAGS.br };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAPS_PREFIX = '/sitemaps';
export const PAGES_SITEMAP = 'pages.xml';
/** What the sitemaps by id range list. */
export type RangeKind = 'profiles' | 'services';
export const rangeSitemapFile = (kind: RangeKind, range: number) => `${kind}-${range}.xml`;
/** What a range sitemap's file name names, or null (`profiles-007.xml` is no name). */
export function rangeOfSitemap(file: string): { kind: RangeKind; range: number } | null {
  const match = /^(profiles|services)-(0|[1-9][0-9]{0,8})\.xml$/.exec(file);
  return match ? { kind: match[1] as RangeKind, range: Number(match[2]) } : null;
}

export interface SitemapSource {
  /** Numbers of the user-id ranges of `size` ids that hold a listed profile, ascending. */
  profileRanges(size: number): Promise<number[]>;
  /** Listed profiles with a user id in `(after, through]`, by user id, at most `limit`. */
  profilesBetween(range: {
    after: number;
    through: number;
    limit: number;
  }): Promise<{ userId: number; username: string; updatedAt: Date; region: Region }[]>;
  /** Numbers of the service-id ranges of `size` ids that hold a service on offer, ascending. */
  serviceRanges(size: number): Promise<number[]>;
  /**
   * Services on offer with an id in `(after, through]`, by id, at most `limit`; `listed` says
   * whether their prosker is listed (only those are in the sitemap).
   */
  servicesBetween(range: {
    after: number;
    through: number;
    limit: number;
  }): Promise<{ id: number; region: Region; updatedAt: Date; listed: boolean }[]>;
  /** The categories shown, with their slug in each region and their last change. */
  categories(): Promise<{ slugs: Record<Region, string>; updatedAt: Date }[]>;
  /** What a region publishes of the content. */
  content(region: Region): Promise<{
    pages: { slug: string; updatedAt: Date }[];
    posts: { slug: string; updatedAt: Date }[];
    faq: Date | null;
  }>;
}

/** One page of the storefront and its last change in each region that shows it. */
export interface SitemapPage {
  route: RouteName;
  /** The route's parameters, the same in every region unless `paramsByRegion` names them. */
  params?: RouteParams;
  /** Parameters that differ by region: a category's slug (ADR 0028). */
  paramsByRegion?: Partial<Record<Region, RouteParams>>;
  lastmod: Partial<Record<Region, Date>>;
}

/** A W3C datetime, to the second, in UTC. */
export const w3cDate = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/** A page's absolute address in each region it exists in, with that region's last change. */
interface Located {
  loc: Partial<Record<Region, string>>;
  lastmod: Partial<Record<Region, string>>;
}

/** The `<url>` entries of a page: one per region it exists in, each naming every alternate. */
function located({ loc, lastmod }: Located): string {
  const regions = REGIONS.filter((region) => loc[region] !== undefined);
  const alternates =
    regions.length > 1
      ? regions
          .map(
            (region) =>
              `    <xhtml:link rel="alternate" hreflang="${HREFLANG[region]}" href="${loc[region]}"/>\n`,
          )
          .join('')
      : '';
  return regions
    .map(
      (region) =>
        `  <url>\n    <loc>${loc[region]}</loc>\n    <lastmod>${lastmod[region]}</lastmod>\n${alternates}  </url>\n`,
    )
    .join('');
}

/** The `<url>` entries of a storefront page. */
export function urlEntries(page: SitemapPage, publicUrl: string): string {
  const regions = REGIONS.filter((region) => page.lastmod[region]);
  return located({
    loc: Object.fromEntries(
      regions.map((region) => [
        region,
        escapeHtml(
          `${publicUrl}${pathFor(page.route, region, page.paramsByRegion?.[region] ?? page.params)}`,
        ),
      ]),
    ),
    lastmod: Object.fromEntries(regions.map((region) => [region, w3cDate(page.lastmod[region]!)])),
  });
}

/**
 * The absolute address of a route with one parameter, per region, as a function of the
 * parameter: the route's path worked out once, not for each of a million profiles.
 */
function addressOf(route: RouteName, param: string, publicUrl: string) {
  const mark = 'PARAM';
  const parts = Object.fromEntries(
    REGIONS.map((region) => [
      region,
      `${publicUrl}${pathFor(route, region, { [param]: mark })}`.split(mark).map(escapeHtml),
    ]),
  ) as Record<Region, string[]>;
  return (region: Region, value: string) =>
    parts[region].join(escapeHtml(encodeURIComponent(value)));
}

const latest = (dates: (Date | null | undefined)[]) => {
  const times = dates.filter((d): d is Date => Boolean(d)).map((d) => d.getTime());
  return times.length ? new Date(Math.max(...times)) : undefined;
};

/** The same date in every region. */
const everywhere = (at: Date | undefined): Partial<Record<Region, Date>> =>
  at ? Object.fromEntries(REGIONS.map((region) => [region, at])) : {};

/** Each region's value of `pick`, keyed by slug: the regions a slug exists in. */
function bySlug(
  perRegion: Record<Region, { slug: string; updatedAt: Date }[]>,
): Map<string, Partial<Record<Region, Date>>> {
  const slugs = new Map<string, Partial<Record<Region, Date>>>();
  for (const region of REGIONS) {
    for (const { slug, updatedAt } of perRegion[region]) {
      slugs.set(slug, { ...slugs.get(slug), [region]: updatedAt });
    }
  }
  return slugs;
}

/** One page of a range's rows as `<url>` entries, and the id the next page starts after. */
interface RangePage {
  xml: string;
  /** Null when the range has no more rows. */
  next: number | null;
}

/**
 * A range sitemap as XML pieces, the next page read when the previous piece has been taken; null
 * when the range lists nothing (pages whose rows are all left out are passed over).
 */
async function rangeSitemap(
  after: number,
  readPage: (after: number) => Promise<RangePage>,
): Promise<AsyncIterable<string> | null> {
  let page = await readPage(after);
  while (!page.xml && page.next !== null) page = await readPage(page.next);
  if (!page.xml) return null;
  return (async function* pieces() {
    yield `${XML_DECLARATION}${URLSET_OPEN}`;
    for (;;) {
      if (page.xml) yield page.xml;
      if (page.next === null) break;
      page = await readPage(page.next);
    }
    yield URLSET_CLOSE;
  })();
}

/** A row's `<url>` entry in the one region it exists in: no alternate in the other. */
const inOwnRegion = (loc: string, region: Region, updatedAt: Date) =>
  located({ loc: { [region]: loc }, lastmod: { [region]: w3cDate(updatedAt) } });

/** Where the page after one of `ids` starts: after its last, or nowhere when it was short. */
const nextAfter = (ids: number[]) => (ids.length < PAGE_ROWS ? null : ids[ids.length - 1]);

export function createSitemaps(
  source: SitemapSource,
  publicUrl: string,
  options: { maxUrls?: number } = {},
) {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  /**
   * Ids a profile or service sitemap covers: every profile and every service is listed once, in
   * its own region.
   */
  const rangeSize = Math.max(1, maxUrls);
  const profileAddress = addressOf('profile', 'query', publicUrl);
  const serviceAddress = addressOf('services', 'query', publicUrl);
  const within = (range: number) => ({ through: (range + 1) * rangeSize, limit: PAGE_ROWS });

  /** Every page but the profiles, at most one sitemap's worth (newest posts first). */
  async function pages(): Promise<SitemapPage[]> {
    const [categories, uy, br] = await Promise.all([
      source.categories(),
      source.content('uy'),
      source.content('br'),
    ]);
    const content = { uy, br };
    const categoriesChanged = latest(categories.map((c) => c.updatedAt));
    const list: SitemapPage[] = [
      { route: 'home', lastmod: everywhere(categoriesChanged) },
      { route: 'categories', lastmod: everywhere(categoriesChanged) },
      ...categories.map((c): SitemapPage => ({
        route: 'category',
        paramsByRegion: Object.fromEntries(
          REGIONS.map((region) => [region, { name: c.slugs[region] }]),
        ),
        lastmod: everywhere(c.updatedAt),
      })),
    ];
    const pagesBySlug = bySlug({ uy: uy.pages, br: br.pages });
    for (const [slug, lastmod] of pagesBySlug) {
      const route = CONTENT_PAGE_ROUTES[slug as ContentPageSlug] as RouteName | undefined;
      if (route) list.push({ route, lastmod });
    }
    const faq: SitemapPage = { route: 'faq', lastmod: {} };
    const blog: SitemapPage = { route: 'blog', lastmod: {} };
    for (const region of REGIONS) {
      const faqChanged = content[region].faq;
      if (faqChanged) faq.lastmod[region] = faqChanged;
      const postChanged = latest(content[region].posts.map((p) => p.updatedAt));
      if (postChanged) blog.lastmod[region] = postChanged;
    }
    list.push(faq, blog);
    for (const [slug, lastmod] of bySlug({ uy: uy.posts, br: br.posts })) {
      list.push({ route: 'blogPost', params: { slug }, lastmod });
    }
    const withUrls = list.filter((page) => Object.keys(page.lastmod).length > 0);
    // Pages in both regions count twice; what does not fit (the oldest posts) is left out.
    const kept: SitemapPage[] = [];
    let urls = 0;
    for (const page of withUrls) {
      urls += Object.keys(page.lastmod).length;
      if (urls > maxUrls) break;
      kept.push(page);
    }
    return kept;
  }

  return {
    maxUrls,
    rangeSize,

    /**
     * The sitemap index: the pages' sitemap, then one sitemap per range of listed profiles, then
     * one per range of services on offer.
     */
    async index(): Promise<string> {
      const [profileRanges, serviceRanges, list] = await Promise.all([
        source.profileRanges(rangeSize),
        source.serviceRanges(rangeSize),
        pages(),
      ]);
      const pagesChanged = latest(list.flatMap((p) => Object.values(p.lastmod)));
      const entry = (file: string, lastmod?: Date) =>
        `  <sitemap>\n    <loc>${escapeHtml(`${publicUrl}${SITEMAPS_PREFIX}/${file}`)}</loc>\n${
          lastmod ? `    <lastmod>${w3cDate(lastmod)}</lastmod>\n` : ''
        }  </sitemap>\n`;
      return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entry(
        PAGES_SITEMAP,
        pagesChanged,
      )}${[
        ...profileRanges.map((range) => rangeSitemapFile('profiles', range)),
        ...serviceRanges.map((range) => rangeSitemapFile('services', range)),
      ]
        .map((file) => entry(file))
        .join('')}</sitemapindex>\n`;
    },

    /** The pages' sitemap. */
    async pages(): Promise<string> {
      const list = await pages();
      return `${XML_DECLARATION}${URLSET_OPEN}${list.map((page) => urlEntries(page, publicUrl)).join('')}${URLSET_CLOSE}`;
    },

    /**
     * The sitemap of the profiles of one user-id range, as XML pieces to write in turn, or null
     * when the range lists nobody (no such sitemap). The next page is read when the previous
     * one has been taken.
     */
    profiles(range: number): Promise<AsyncIterable<string> | null> {
      return rangeSitemap(range * rangeSize, async (after) => {
        const rows = await source.profilesBetween({ after, ...within(range) });
        return {
          xml: rows
            .map((p) => inOwnRegion(profileAddress(p.region, p.username), p.region, p.updatedAt))
            .join(''),
          next: nextAfter(rows.map((p) => p.userId)),
        };
      });
    },

    /**
     * The sitemap of the services on offer of one service-id range, those of listed proskers
     * only, as `profiles` writes its own; null when it lists none.
     */
    services(range: number): Promise<AsyncIterable<string> | null> {
      return rangeSitemap(range * rangeSize, async (after) => {
        const rows = await source.servicesBetween({ after, ...within(range) });
        return {
          xml: rows
            .filter((service) => service.listed)
            .map((service) =>
              inOwnRegion(
                serviceAddress(service.region, String(service.id)),
                service.region,
                service.updatedAt,
              ),
            )
            .join(''),
          next: nextAfter(rows.map((service) => service.id)),
        };
      });
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
