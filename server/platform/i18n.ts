import i18next, { type TFunction } from 'i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  NAMESPACES,
  type Language,
  languageFromHeader,
  withBrazilianPlurals,
} from '../../common/i18n';
import { RESOURCES } from '../../common/i18n-resources';

const instance = i18next.createInstance();
void instance.init({
  resources: RESOURCES,
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: 'errors',
  ns: [...NAMESPACES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
withBrazilianPlurals(instance);

/** A translator fixed to one language. */
export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

export { languageFromHeader };
export type { Language };
