/**
 * Staff write Markdown; readers get HTML that can do nothing but show text, links and images.
 * markdown-it turns the Markdown (raw HTML included) into HTML, then sanitize-html keeps only
 * an allow-list of tags and attributes: no script, no style, no event handler, no `javascript:`
 * link. Links to a screen of the product are written `route:<name>` and become that screen's
 * path in the reader's region; every link gets `rel="noopener"`, and a link leaving the site
 * opens in a new tab.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { ROUTES, pathFor, type Region, type RouteName } from '../../../common/routes';

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });
// markdown-it refuses links it does not know; `route:` links are resolved before sanitizing.
const validateLink = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) => url.startsWith('route:') || validateLink(url);

const ROUTE_LINK = /^route:([A-Za-z]+)([?#].*)?$/;

/** A `route:<name>[?query][#hash]` link as the region's path; undefined when no such route. */
export function routeLink(href: string, region: Region): string | undefined {
  const match = ROUTE_LINK.exec(href);
  if (!match || !Object.hasOwn(ROUTES, match[1])) return undefined;
  try {
    return `${pathFor(match[1] as RouteName, region)}${match[2] ?? ''}`;
  } catch {
    // A route that needs a parameter cannot be linked without one.
    return undefined;
  }
}

const SAFE_SRC = /^(?:\/(?!\/)|https:\/\/)/;

function options(region: Region): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'strong',
      'em',
      'del',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'code',
      'pre',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      th: ['align'],
      td: ['align'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    // A page's only h1 is its title: a heading written as `#` shows as the next level.
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const internal = routeLink(href, region);
        if (internal) return { tagName, attribs: { ...attribs, href: internal, rel: 'noopener' } };
        // An unknown screen: the words stay, the link goes.
        if (href.startsWith('route:')) return { tagName, attribs: {} };
        const leaves = /^https?:\/\//i.test(href);
        return {
          tagName,
          attribs: {
            ...attribs,
            rel: leaves ? 'noopener noreferrer' : 'noopener',
            ...(leaves ? { target: '_blank' } : {}),
          },
        };
      },
      img: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: SAFE_SRC.test(attribs.src ?? '')
          ? { ...attribs, loading: 'lazy', decoding: 'async' }
          : { alt: attribs.alt ?? '' },
      }),
    },
    // A dropped image source leaves no broken image behind.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** Markdown as safe HTML for a reader in the region. */
export function renderMarkdown(source: string, region: Region): string {
  return sanitizeHtml(markdown.render(source), options(region));
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Markdown as plain text (an RSS description, a search over answers). */
export function markdownText(source: string): string {
  return sanitizeHtml(markdown.render(source), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}
