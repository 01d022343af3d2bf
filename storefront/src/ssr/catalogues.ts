/**
 * The server's translations for rendering pages: every catalogue, bundled into the server's
 * build only (the browser loads the storefront's namespaces per language).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGES,
  NAMESPACES,
  STOREFRONT_FALLBACK_NAMESPACE,
  withBrazilianPlurals,
  type Language,
} from '../../../common/i18n';
import { RESOURCES } from '../../../common/i18n-resources';

function instanceFor(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'storefront',
    fallbackNS: STOREFRONT_FALLBACK_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  withBrazilianPlurals(instance);
  return instance;
}

/** One read-only instance per language, shared by every render. */
export const SERVER_I18N = Object.fromEntries(
  LANGUAGES.map((language) => [language, instanceFor(language)]),
) as Record<Language, I18n>;
