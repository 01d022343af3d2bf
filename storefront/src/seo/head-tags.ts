/**
 * The head of a server-rendered page as HTML: title, description, canonical address, the same
 * page in the other region (`hreflang`), link previews (OpenGraph, Twitter) and JSON-LD.
 */
import { escapeHtml } from '../../../common/html';
import { LANGUAGE_TAGS, type Language } from '../../../common/i18n';
import { DEFAULT_REGION, REGIONS, type Region } from '../../../common/regions';
import { switchRegionPath } from '../../../common/routes';
import { jsonForHtml } from './json-for-html';
import { shortDescription, type PageHead } from './page-head';

/** The language each region's addresses are written in, for `hreflang`. */
const REGION_LANGUAGE: Record<Region, Language> = { uy: 'es', br: 'br' };
const OG_LOCALES: Record<Language, string> = { es: 'es_UY', en: 'en_US', br: 'pt_BR' };

export interface HeadContext {
  /** The page's path and query as requested. */
  url: string;
  /** The product's public origin, e.g. `https://prosk.uy`. */
  publicUrl: string;
  language: Language;
  siteName: string;
  /** Used when the page gives none (a short statement of what the product is). */
  defaultDescription: string;
}

const tag = (name: string, attributes: Record<string, string>) =>
  `<${name} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')}>`;

function absolute(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, publicUrl).href;
}

/** Fields of structured data that hold addresses. */
const ADDRESS_FIELDS = new Set(['url', 'image', 'logo', 'item', 'mainEntityOfPage']);

/** Structured data with its root-relative addresses made absolute. */
function withAbsoluteAddresses(value: unknown, publicUrl: string, key = ''): unknown {
  if (typeof value === 'string') {
    return ADDRESS_FIELDS.has(key) && value.startsWith('/') ? absolute(publicUrl, value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => withAbsoluteAddresses(item, publicUrl, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withAbsoluteAddresses(v, publicUrl, k)]),
    );
  }
  return value;
}

export function headTags(head: PageHead, context: HeadContext): string {
  const { publicUrl, language, siteName } = context;
  const url = new URL(context.url, publicUrl);
  const canonical = absolute(
    publicUrl,
    head.canonicalSearch ? url.pathname + url.search : url.pathname,
  );
  const title = head.title ?? siteName;
  const description = shortDescription(head.description ?? context.defaultDescription);
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    tag('meta', { name: 'description', content: description }),
  ];
  if (head.noindex) {
    lines.push(tag('meta', { name: 'robots', content: 'noindex' }));
  } else {
    lines.push(tag('link', { rel: 'canonical', href: canonical }));
    const inRegion = (region: Region) =>
      head.alternates?.[region] ?? switchRegionPath(url.pathname, region);
    const regions = head.regions ?? REGIONS;
    for (const region of regions) {
      const path = inRegion(region) + (head.canonicalSearch ? url.search : '');
      lines.push(
        tag('link', {
          rel: 'alternate',
          hreflang: LANGUAGE_TAGS[REGION_LANGUAGE[region]],
          href: absolute(publicUrl, path),
        }),
      );
    }
    lines.push(
      tag('link', {
        rel: 'alternate',
        hreflang: 'x-default',
        href: absolute(
          publicUrl,
          inRegion(regions.includes(DEFAULT_REGION) ? DEFAULT_REGION : regions[0]),
        ),
      }),
    );
  }
  const image = head.image ? absolute(publicUrl, head.image) : undefined;
  lines.push(
    tag('meta', { property: 'og:site_name', content: siteName }),
    tag('meta', { property: 'og:type', content: head.type ?? 'website' }),
    tag('meta', { property: 'og:title', content: title }),
    tag('meta', { property: 'og:description', content: description }),
    tag('meta', { property: 'og:url', content: canonical }),
    tag('meta', { property: 'og:locale', content: OG_LOCALES[language] }),
    tag('meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: title }),
    tag('meta', { name: 'twitter:description', content: description }),
  );
  if (image) {
    lines.push(
      tag('meta', { property: 'og:image', content: image }),
      tag('meta', { name: 'twitter:image', content: image }),
    );
  }
  for (const data of head.structuredData ?? []) {
    lines.push(
      `<script type="application/ld+json">${jsonForHtml({
        '@context': 'https://schema.org',
        ...(withAbsoluteAddresses(data, publicUrl) as object),
      })}</script>`,
    );
  }
  return lines.join('\n    ');
}
