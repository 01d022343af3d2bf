import { useLocaleState } from 'react-admin';
import { LANGUAGE_TAGS, isLanguage } from '../../../common/i18n';

/**
 * The back office's one way to write a date and a time: in the interface language's format,
 * on a 24-hour clock where that language reads one (Spanish and Portuguese: "14:00", never
 * "2:00 p. m."). Every date field and every date inside a sentence goes through here.
 */
export function dateTimeOptions(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormatOptions {
  return locale === 'es' || locale === 'br' ? { hourCycle: 'h23', ...options } : options;
}

/** The interface language's tag, for Intl. */
export const languageTag = (locale: string) =>
  isLanguage(locale) ? LANGUAGE_TAGS[locale] : undefined;

/** `value` written with its date and time (or as `options` say) in `locale`. */
export function formatDateTime(
  value: string | number | Date,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  return new Date(value).toLocaleString(languageTag(locale), dateTimeOptions(locale, options));
}

/** `formatDateTime` in the interface language. */
export function useDateTime() {
  const [locale] = useLocaleState();
  return (value: string | number | Date, options?: Intl.DateTimeFormatOptions) =>
    formatDateTime(value, locale, options);
}
