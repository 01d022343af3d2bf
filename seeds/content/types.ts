/**
 * The shape of the content the demo data seeds: pages, legal texts, FAQ entries, blog posts,
 * team members and partners, each written in the three interface languages.
 *
 * Bodies are Markdown. Headings start at `##` (the page shows the title as its only `#`).
 * A link to a screen of the product names its route instead of a path, so that it follows the
 * reader's region: `[search proskers](route:profiles)`, `[plans](route:subscriptionPlans)`,
 * `[the FAQ](route:faq#how-do-i-pay)`, `[search](route:profiles?q=plomeria)`.
 */
export type SeedLanguage = 'es' | 'en' | 'br';

export interface SeedText {
  title: string;
  /** One or two sentences: the page's description, a post's excerpt, a team member's role. */
  summary: string;
  /** Markdown; may be empty for team members and partners. */
  body: string;
  /** Blog posts only: tags in this language, e.g. ['Hogar', 'Consejos']. */
  tags?: string[];
}

export interface SeedContentItem {
  kind: 'page' | 'faq' | 'post' | 'team' | 'partner';
  /** Stable, lowercase, hyphenated key: a page's name, a post's address, a FAQ anchor. */
  slug: string;
  /** 'all' unless the text differs by region (legal pages). */
  region?: 'all' | 'uy' | 'br';
  /** FAQ entries: who the question is for. */
  section?: 'clients' | 'proskers';
  /** Order within its list (FAQ section, team, partners). */
  position?: number;
  /** Blog posts: the author's name as shown. */
  author?: string;
  /** A public path under storefront/public: a post's cover, a member's photo, a partner's logo. */
  image?: string;
  /** Partners: their website. */
  link?: string;
  /** Legal pages: the version and the date it takes effect (YYYY-MM-DD). */
  version?: string;
  effectiveOn?: string;
  /** Blog posts: the publication date (YYYY-MM-DD). */
  publishedAt?: string;
  text: Record<SeedLanguage, SeedText>;
}
