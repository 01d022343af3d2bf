import type { i18n as I18n } from 'i18next';

/** Interface languages; es is the default and the fallback (spec point 9). */
export const LANGUAGES = ['es', 'en', 'br'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const FALLBACK_LANGUAGE: Language = 'es';

/** BCP 47 tags, for `lang` attributes, Intl and Accept-Language. */
export const LANGUAGE_TAGS: Record<Language, string> = { es: 'es-UY', en: 'en', br: 'pt-BR' };

export const NAMESPACES = [
  'errors',
  'storefront',
  'backoffice',
  'dev',
  'mail',
  'agenda',
  'notifications',
  'content',
  'office',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces every storefront page needs before its first render (the header's, the
 * footer's and the home page's words). `STOREFRONT_LATER_NAMESPACES` come with the code of the
 * pages and parts that use them; the agenda's when its page asks for them; never the back
 * office's, the development pages', the mails' or the notices' (the server writes a notice's
 * words).
 */
export const STOREFRONT_FIRST_NAMESPACES = [
  'storefront',
  'content',
] as const satisfies readonly Namespace[];

/**
 * Texts the home page never shows: the messages of a form's fields (`errors`) and the office's
 * pages (`office`: jobs, billing, settings, addresses, chat; `useT` finds them by key through
 * `fallbackNS`). Every page and part drawn with MUI loads them with its code; a component that
 * asks for them before they arrive waits behind its loading state.
 */
/** Where the storefront's `useT` finds a key its own namespace lacks (i18next's `fallbackNS`). */
export const STOREFRONT_FALLBACK_NAMESPACE = 'office' satisfies Namespace;

export const STOREFRONT_LATER_NAMESPACES = [
  'errors',
  'office',
] as const satisfies readonly Namespace[];

/**
 * Our `br` is Brazilian Portuguese, but Intl reads `br` as Breton (one, two, few, many): a
 * count of 2 would find no Portuguese text. Plurals of `br` follow pt-BR's rules.
 */
export function withBrazilianPlurals(instance: I18n): void {
  const resolver = instance.services.pluralResolver as {
    getRule(code: string, options?: object): unknown;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(code === 'br' ? 'pt-BR' : code, options);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the interface language from an Accept-Language header: pt (any region) is br,
 * es and en as themselves; anything else falls back to es.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((item) => item.tag && !Number.isNaN(item.q) && item.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'pt' || base === 'br') return 'br';
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
