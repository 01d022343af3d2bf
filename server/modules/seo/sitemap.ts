/**
 * The sitemaps (sitemaps.org protocol 0.9): an index naming one sitemap of pages (home,
 * categories, content pages, FAQ, blog) and as many sitemaps of listed profiles as there are
 * user-id ranges holding one. Every page is listed in each region it exists in, with its
 * alternates in the other region (hreflang), and its last change; a profile exists only in the
 * region it sells in.
 *
 * Profile sitemaps are written while they are read: pages of PAGE_ROWS rows walked by user id,
 * each turned into XML and handed on only when the reader has taken the previous one, so memory
 * stays flat at any number of profiles. A range of user ids never holds more profiles than fit
 * in one sitemap, so no sitemap needs counting, and the index is one index probe per range.
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
export const profilesSitemap = (range: number) => `profiles-${range}.xml`;
/** The range of a profile sitemap's file name, or null (`profiles-007.xml` is no name). */
export function rangeOfSitemap(file: string): number | null {
  const match = /^profiles-(0|[1-9][0-9]{0,8})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
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

export function createSitemaps(
  source: SitemapSource,
  publicUrl: string,
  options: { maxUrls?: number } = {},
) {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  /** User ids a profile sitemap covers: every profile is listed once, in its own region. */
  const rangeSize = Math.max(1, maxUrls);
  const profileAddress = addressOf('profile', 'query', publicUrl);

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

    /** The sitemap index: the pages' sitemap, then one sitemap per range of listed profiles. */
    async index(): Promise<string> {
      const [ranges, list] = await Promise.all([source.profileRanges(rangeSize), pages()]);
      const pagesChanged = latest(list.flatMap((p) => Object.values(p.lastmod)));
      const entry = (file: string, lastmod?: Date) =>
        `  <sitemap>\n    <loc>${escapeHtml(`${publicUrl}${SITEMAPS_PREFIX}/${file}`)}</loc>\n${
          lastmod ? `    <lastmod>${w3cDate(lastmod)}</lastmod>\n` : ''
        }  </sitemap>\n`;
      return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entry(
        PAGES_SITEMAP,
        pagesChanged,
      )}${ranges.map((range) => entry(profilesSitemap(range))).join('')}</sitemapindex>\n`;
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
    async profiles(range: number): Promise<AsyncIterable<string> | null> {
      const through = (range + 1) * rangeSize;
      const read = (after: number) => source.profilesBetween({ after, through, limit: PAGE_ROWS });
      const first = await read(range * rangeSize);
      if (first.length === 0) return null;
      const entries = (rows: typeof first) =>
        rows
          .map((p) => {
            // A profile exists in the region it sells in only: no alternate in the other.
            return located({
              loc: { [p.region]: profileAddress(p.region, p.username) },
              lastmod: { [p.region]: w3cDate(p.updatedAt) },
            });
          })
          .join('');
      return (async function* pieces() {
        yield `${XML_DECLARATION}${URLSET_OPEN}`;
        let rows = first;
        for (;;) {
          yield entries(rows);
          if (rows.length < PAGE_ROWS) break;
          rows = await read(rows[rows.length - 1].userId);
          if (rows.length === 0) break;
        }
        yield URLSET_CLOSE;
      })();
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
