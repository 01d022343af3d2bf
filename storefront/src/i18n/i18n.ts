import i18next from 'i18next';
import type { BackendModule, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_TAGS,
  STOREFRONT_FALLBACK_NAMESPACE,
  STOREFRONT_FIRST_NAMESPACES,
  STOREFRONT_LATER_NAMESPACES,
  isLanguage,
  withBrazilianPlurals,
} from '../../../common/i18n';
import type { Language } from '../../../common/i18n';
import { regionOfPath } from '../../../common/routes';
import { STORAGE_KEYS, readPreference } from '../preferences/storage';
import { importWithTimeout } from '../chunks/import-with-timeout';

/**
 * Each language's catalogues are separate chunks, one per namespace, fetched when that language
 * and namespace are first used: a visitor downloads only the texts of the language they read.
 * Only the storefront's namespaces are listed; the back office's never enter this bundle, nor
 * the notices' (the server writes a notice's words).
 */
const CATALOGUES = import.meta.glob<Record<string, ResourceKey>>(
  '../../../common/locales/*/{errors,storefront,agenda,content,office}.ts',
);

/** The export of `locales/br/storefront.ts` is `brStorefront`, and so on. */
function exportName(language: string, namespace: string) {
  return `${language}${namespace[0].toUpperCase()}${namespace.slice(1)}`;
}

async function loadCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  const load = CATALOGUES[`../../../common/locales/${language}/${namespace}.ts`];
  if (!load) throw new Error(`No ${namespace} texts in ${language}`);
  const module = await importWithTimeout(load);
  const catalogue = module[exportName(language, namespace)];
  if (!catalogue) throw new Error(`The ${language}/${namespace} catalogue has no texts`);
  return catalogue;
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The language shown on arrival: the visitor's saved choice, otherwise the language the server
 * rendered the page in, otherwise Portuguese for a /br link and Spanish elsewhere. Nothing is
 * saved until the visitor picks a language.
 */
export function arrivalLanguage(): Language {
  // On the server (while it renders a page) each request brings its own instance.
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const saved = readPreference(STORAGE_KEYS.language);
  if (isLanguage(saved)) return saved;
  const rendered = document.documentElement.dataset.renderedLanguage;
  if (isLanguage(rendered)) return rendered;
  return regionOfPath(window.location.pathname) === 'br' ? 'br' : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = isLanguage(language)
    ? LANGUAGE_TAGS[language]
    : LANGUAGE_TAGS[DEFAULT_LANGUAGE];
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', applyDocumentLanguage);

/**
 * Resolves once the arrival language's first namespaces are loaded; the app renders after it.
 * Every catalogue is complete in every language (a unit test checks), so no fallback language
 * is downloaded beside the one shown.
 */
export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: arrivalLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...STOREFRONT_FIRST_NAMESPACES],
    defaultNS: 'storefront',
    // The jobs' and billing's texts, looked up by the same keys once a page has loaded them.
    fallbackNS: STOREFRONT_FALLBACK_NAMESPACE,
    // React escapes what it renders; escaping here too would show entities such as &amp;.
    interpolation: { escapeValue: false },
  })
  .then(() => withBrazilianPlurals(i18n));

/**
 * Loads the texts the home page never shows (`STOREFRONT_LATER_NAMESPACES`: form messages, the
 * office's pages): every page and part drawn with MUI waits for them with its code
 * (`lazyPage`, `lazyPart`).
 */
export function loadLaterTexts(): Promise<void> {
  return i18nReady.then(() => i18n.loadNamespaces([...STOREFRONT_LATER_NAMESPACES]));
}
