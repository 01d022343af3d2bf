import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_TAGS,
  NAMESPACES,
  RESOURCES,
  isLanguage,
  withBrazilianPlurals,
} from '../../../common/i18n';
import type { Language } from '../../../common/i18n';
import { regionOfPath } from '../../../common/routes';
import { STORAGE_KEYS, readPreference } from '../preferences/storage';

/**
 * The language shown on arrival: the visitor's saved choice, otherwise Portuguese for a /br
 * link (someone who was sent a Brazilian address expects Portuguese) and Spanish elsewhere.
 * Nothing is saved until the visitor picks a language.
 */
function initialLanguage(): Language {
  const saved = readPreference(STORAGE_KEYS.language);
  if (isLanguage(saved)) return saved;
  return regionOfPath(window.location.pathname) === 'br' ? 'br' : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = isLanguage(language)
    ? LANGUAGE_TAGS[language]
    : LANGUAGE_TAGS[DEFAULT_LANGUAGE];
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', applyDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: initialLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'storefront',
  // The catalogues are bundled, so there is nothing to wait for before the first render.
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities such as &amp;.
  interpolation: { escapeValue: false },
});
withBrazilianPlurals(i18n);
