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

function buildFormatters(language: Language, words: FormatWords): Formatters {
  const percentFormat = once(
    () =>
      new Intl.NumberFormat(LANGUAGE_TAGS[language], {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return {
    money: (amount, currency, { whole = false } = {}) =>
      writeMoney(amount, currency, whole && Number.isInteger(amount) ? 0 : 2, words),
    date: (iso, options) =>
      writeLongDate(typeof iso === 'string' ? new Date(iso) : iso, words, options),
    percent: (bps) => percentFormat().format(bps / 10_000),
  };
}

const byLanguage = new Map<Language, Formatters>();

/** The formatters of the interface language, made once per language. */
export function useFormat(): Formatters {
  const { language } = useLanguage();
  const { i18n } = useTranslation('storefront');
  let made = byLanguage.get(language);
  if (!made) {
    const words = i18n.getResource(language, 'storefront', 'formats') as FormatWords | undefined;
    // The storefront's texts are loaded before the first render; never cache a half-made one.
    if (!words) throw new Error(`the ${language} storefront texts are not loaded`);
    made = buildFormatters(language, words);
    byLanguage.set(language, made);
  }
  return made;
}
