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
 * footer's and the pages' words); the storefront fetches `STOREFRONT_LATER_NAMESPACES` right
 * after them, the others (agenda; office, which `useT` finds by key through `fallbackNS`) when a
 * page first asks for them, and never the back office's,
 * the development pages', the mails' or the notices' (the server writes a notice's words).
 */
export const STOREFRONT_FIRST_NAMESPACES = [
  'storefront',
  'content',
] as const satisfies readonly Namespace[];

/**
 * Texts no page shows before the visitor acts (the messages of a form's fields): fetched once
 * the first namespaces are in, without holding the first render. A page that needs them before
 * they arrive waits for them behind its loading state.
 */
export const STOREFRONT_LATER_NAMESPACES = ['errors'] as const satisfies readonly Namespace[];

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
