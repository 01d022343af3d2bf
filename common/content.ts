/**
 * The content staff keep: pages (landings, about us, how-tos, legal texts), FAQ entries, blog
 * posts, team members and partners, each written per language with es as the fallback; and the
 * contact form's messages. Shared by the server, the storefront and the back office.
 */
import type { Language } from './i18n';
import type { RouteName } from './routes';

export const CONTENT_KINDS = ['page', 'faq', 'post', 'team', 'partner'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Where an item applies: everywhere, or only in one region (legal texts that differ). */
export const CONTENT_REGIONS = ['all', 'uy', 'br'] as const;
export type ContentRegion = (typeof CONTENT_REGIONS)[number];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The language a missing translation falls back to. */
export const CONTENT_FALLBACK_LANGUAGE: Language = 'es';

/** The pages the storefront shows, by slug. */
export const CONTENT_PAGES = [
  'marketing',
  'proskers',
  'clients',
  'about',
  'how-to-sell',
  'how-to-buy',
  'terms',
  'privacy',
  'cookies',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number];

/** The storefront route that shows each page. */
export const CONTENT_PAGE_ROUTES: Record<ContentPageSlug, RouteName> = {
  marketing: 'marketing',
  proskers: 'proskersLanding',
  clients: 'clientsLanding',
  about: 'about',
  'how-to-sell': 'howToSell',
  'how-to-buy': 'howToBuy',
  terms: 'terms',
  privacy: 'privacy',
  cookies: 'cookies',
};

/** Legal texts: versioned, with an effective date and a history of every edit. */
export const LEGAL_PAGES = ['terms', 'privacy', 'cookies'] as const;
/** The legal texts a user accepts (at sign-up, and again when a new version is published). */
export const ACCEPTED_DOCUMENTS = ['terms', 'privacy'] as const;
export type AcceptedDocument = (typeof ACCEPTED_DOCUMENTS)[number];

export const isLegalPage = (slug: string) => (LEGAL_PAGES as readonly string[]).includes(slug);

export const FAQ_SECTIONS = ['clients', 'proskers'] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

/** A slug: lowercase words of letters and digits joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 400;
export const CONTENT_BODY_MAX = 100_000;
export const CONTENT_TAGS_MAX = 8;
export const CONTENT_TAG_MAX = 40;
export const LEGAL_VERSION_MAX = 20;

/** Blog posts per page of the list. */
export const BLOG_PAGE_SIZE = 9;
/** Words a reader reads in a minute, for a post's reading time. */
export const READING_WORDS_PER_MINUTE = 200;

export const CONTACT_TOPICS = [
  'general',
  'account',
  'payments',
  'proskers',
  'privacy',
  'press',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;
export const CONTACT_ANSWER_MAX = 10_000;
/** Messages one e-mail address may send per window, and the window. */
export const CONTACT_PER_ADDRESS = 3;
export const CONTACT_WINDOW_SECONDS = 3600;
/** The contact form's hidden field: a person leaves it empty, a form-filling bot does not. */
export const CONTACT_TRAP_FIELD = 'website';

/** Minutes to read a Markdown text. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}
