/**
 * Money, dates and percentages in the interface language, so `UYU 590` reads "$ 590" in
 * Spanish and `BRL 39.9` reads "R$ 39,90" in Portuguese. Money and dates are written from the
 * catalogue's `formats` (`i18n/plain-formats.ts`: no Intl on the public pages); percentages,
 * which only the office shows, with Intl.
 */
import type { Currency } from '../../../common/billing';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import type { Language } from '../../../common/i18n';
import { useTranslation } from 'react-i18next';
import { writeLongDate, writeMoney, type FormatWords } from '../i18n/plain-formats';
import { useLanguage } from '../i18n/use-language';

export interface Formatters {
  /** An amount with its currency; `whole` drops ",00" from round amounts (prices on cards). */
  money: (amount: number, currency: Currency, options?: { whole?: boolean }) => string;
  /**
   * A date (no time) such as "21 de diciembre de 2026": its local day, or its UTC day with
   * `utc` (a calendar day stored as midnight UTC).
   */
  date: (iso: string | Date, options?: { utc?: boolean }) => string;
  /** Basis points as a percentage, such as 299 → "2,99 %". */
  percent: (bps: number) => string;
}

/** `make()` once, on first use: an Intl object costs tens of milliseconds to build on a phone. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Money and dates as Intl writes them: for a language whose texts did not load. */
function intlWriters(tag: string): Pick<Formatters, 'money' | 'date'> {
  return {
    money: (amount, currency, { whole = false } = {}) => {
      const digits = whole && Number.isInteger(amount) ? 0 : 2;
      return new Intl.NumberFormat(tag, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount);
    },
    date: (iso, { utc = false } = {}) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: utc ? 'UTC' : undefined }).format(
        typeof iso === 'string' ? new Date(iso) : iso,
      ),
  };
}

/** A language's formatters: from its `formats` texts, or with Intl when they are missing. */
export function buildFormatters(language: Language, words: FormatWords | undefined): Formatters {
  const tag = LANGUAGE_TAGS[language];
  const percentFormat = once(
    () =>
      new Intl.NumberFormat(tag, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  const writers: Pick<Formatters, 'money' | 'date'> = words
    ? {
        money: (amount, currency, { whole = false } = {}) =>
          writeMoney(amount, currency, whole && Number.isInteger(amount) ? 0 : 2, words),
        date: (iso, options) =>
          writeLongDate(typeof iso === 'string' ? new Date(iso) : iso, words, options),
      }
    : intlWriters(tag);
  return { ...writers, percent: (bps) => percentFormat().format(bps / 10_000) };
}

const byLanguage = new Map<Language, Formatters>();

/**
 * The formatters of the interface language, made once per language from its texts. Should
 * its texts have failed to load, Intl writes the prices and dates (not kept: the texts may
 * come later).
 */
export function useFormat(): Formatters {
  const { language } = useLanguage();
  const { i18n } = useTranslation('storefront');
  const made = byLanguage.get(language);
  if (made) return made;
  const words = i18n.getResource(language, 'storefront', 'formats') as FormatWords | undefined;
  const formatters = buildFormatters(language, words);
  if (words) byLanguage.set(language, formatters);
  return formatters;
}
