import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_TAGS,
  isLanguage,
  type Language,
} from '../../common/i18n';
import { esBackoffice } from '../../common/locales/es/backoffice';
import { enBackoffice } from '../../common/locales/en/backoffice';
import { brBackoffice } from '../../common/locales/br/backoffice';
import { esErrors } from '../../common/locales/es/errors';
import { enErrors } from '../../common/locales/en/errors';
import { brErrors } from '../../common/locales/br/errors';
import { storedLocale } from './store';

export const CATALOGUES = { es: esBackoffice, en: enBackoffice, br: brBackoffice } as const;
const FIELD_MESSAGES = { es: esErrors.fields, en: enErrors.fields, br: brErrors.fields } as const;

type Messages = { [key: string]: string | Messages };

/** Texts in i18next's `{{name}}` style, nested or not, in polyglot's `%{name}` style. */
const polyglotStyle = (messages: Messages): Messages =>
  Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [
      key,
      typeof text === 'string' ? text.replace(/\{\{(\w+)\}\}/g, '%{$1}') : polyglotStyle(text),
    ]),
  );

/** The field messages the server and the shared schemas use (`fields.phone.uy` is nested). */
const fieldMessages = (language: Language): Messages => polyglotStyle(FIELD_MESSAGES[language]);

/**
 * react-admin looks up `ra.*` and `resources.*`; everything else of ours sits under
 * `backoffice.*`. English underneath is a safety net for keys a react-admin upgrade adds
 * before the catalogues catch up: better an English word than a raw key.
 */
function messagesFor(locale: string): TranslationMessages {
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const { ra, resources, ...own } = CATALOGUES[language];
  return mergeTranslations(englishMessages, {
    ra,
    resources,
    backoffice: own,
    fields: fieldMessages(language),
  });
}

/** The language to start in: the one chosen last time on this browser, else Spanish. */
export function initialLanguage(): Language {
  const stored = storedLocale();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const polyglot = polyglotI18nProvider(
  messagesFor,
  initialLanguage(),
  LANGUAGES.map((language) => ({
    locale: language,
    name: CATALOGUES[language].languages[language],
  })),
  // Server messages arrive already translated and are passed through translate() as keys.
  { allowMissing: true },
);

export function currentLanguage(): Language {
  const locale = polyglot.getLocale();
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** The BCP 47 tag of the interface language, for Accept-Language and Intl formatting. */
export function currentLanguageTag(): string {
  return LANGUAGE_TAGS[currentLanguage()];
}

function syncDocument(): void {
  document.documentElement.lang = currentLanguageTag();
  document.title = CATALOGUES[currentLanguage()].title;
}

export const i18nProvider: I18nProvider = {
  ...polyglot,
  async changeLocale(locale, options) {
    await polyglot.changeLocale(locale, options);
    syncDocument();
  },
};

syncDocument();
