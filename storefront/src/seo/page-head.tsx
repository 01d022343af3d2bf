import { createContext, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { Region } from '../../../common/regions';

/** A JSON-LD node (schema.org); `@context` is added when it is written out. */
export type StructuredData = Record<string, unknown>;

/** What a page says about itself in the document's head. */
export interface PageHead {
  /** The tab's and the search result's title, already with the product's name. */
  title?: string;
  /** One or two sentences for search results and link previews (cut at 160 characters). */
  description?: string;
  /** An absolute or root-relative image for link previews (a profile's photo). */
  image?: string;
  /** OpenGraph type: 'website' unless the page is a profile or an article. */
  type?: 'website' | 'profile' | 'article';
  structuredData?: StructuredData[];
  /** Keep the page out of search results (a hidden profile, a not-found page). */
  noindex?: boolean;
  /** The answer's status when the server renders the page: 404 for what does not exist. */
  status?: number;
  /** The query string is part of the page's identity (a search's results). */
  canonicalSearch?: boolean;
  /**
   * The page's path in each region where it is not the same words with the other region's
   * prefix (a category under its translated slug, docs/adr/0028-translated-slugs.md).
   */
  alternates?: Partial<Record<Region, string>>;
  /**
   * The regions the page is in, when not both: a service is sold in its own region only, so its
   * page names no alternate in the other.
   */
  regions?: readonly Region[];
}

/**
 * While the server renders a page, pages write their head here; the server turns it into
 * `<title>`, `<meta>`, `<link>` and JSON-LD. Later writers win field by field, so a page's own
 * title replaces the layout's default, and a page that finds nothing sets status 404.
 */
export class HeadCollector {
  head: PageHead = {};

  merge(head: PageHead): void {
    for (const [key, value] of Object.entries(head) as [keyof PageHead, unknown][]) {
      if (value === undefined) continue;
      if (key === 'structuredData') {
        this.head.structuredData = [
          ...(this.head.structuredData ?? []),
          ...(value as StructuredData[]),
        ];
      } else {
        (this.head as Record<string, unknown>)[key] = value;
      }
    }
  }
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({
  collector,
  children,
}: {
  collector: HeadCollector;
  children: ReactNode;
}) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Cuts a description at a word boundary, within the length search results show. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,.;:]$/, '')}…`;
}

/**
 * Declares the page's head. On the server it is collected during the render; in the browser,
 * after a navigation, the title, description and robots follow the page (link previews and
 * structured data only matter to the first answer, which the server wrote).
 */
export function usePageHead(head: PageHead): void {
  const collector = useContext(HeadContext);
  if (collector) collector.merge(head);
  const { title, description, noindex } = head;
  useEffect(() => {
    if (title !== undefined) document.title = title;
    if (description !== undefined) {
      const text = shortDescription(description);
      setMeta('name', 'description', text);
      setMeta('property', 'og:description', text);
    }
    if (title !== undefined) setMeta('property', 'og:title', title);
    setMeta('name', 'robots', noindex ? 'noindex' : undefined);
  }, [title, description, noindex]);
}
