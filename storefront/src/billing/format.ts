/**
 * Money, dates and percentages in the interface language, so `UYU 590` reads "$ 590" in
 * Spanish and `BRL 39.9` reads "R$ 39,90" in Portuguese. Money and dates are written from the
 * catalogue's `formats` (`i18n/plain-formats.ts`: no Intl on the public pages); percentages,
 * which only the office shows, with Intl. A date is a day on the clock of the page's region,
 * whoever writes it (the server or the browser) and wherever the reader is.
 */
import type { Currency } from '../../../common/billing';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import type { Language } from '../../../common/i18n';
import { useTranslation } from 'react-i18next';
import type { Region } from '../../../common/regions';
import { dayOn, writeLongDate, writeMoney } from '../i18n/plain-formats';
import type { FormatWords, ZoneOffsets } from '../i18n/plain-formats';
import { REGION_OFFSETS } from '../i18n/region-offsets';
import { useLanguage } from '../i18n/use-language';
import { useRegion } from '../routing/use-region';

export interface Formatters {
  /** An amount with its currency; `whole` drops ",00" from round amounts (prices on cards). */
  money: (amount: number, currency: Currency, options?: { whole?: boolean }) => string;
  /**
   * A day such as "21 de diciembre de 2026": a calendar day (YYYY-MM-DD) as it is, an instant
   * (ISO) as its day on the region's clock.
   */
  date: (value: string) => string;
  /** An instant's day (YYYY-MM-DD) on the region's clock. */
  day: (instant: string | number) => string;
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
    date: (day) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
  };
}

/**
 * A language's formatters, days on the clock of a zone given by its offsets: from the
 * language's `formats` texts, or with Intl when they are missing.
 */
export function buildFormatters(
  language: Language,
  words: FormatWords | undefined,
  offsets: ZoneOffsets,
): Formatters {
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
        date: (day) => writeLongDate(day, words),
      }
    : intlWriters(tag);
  const { date } = writers;
  const day = (instant: string | number) => dayOn(instant, offsets);
  return {
    ...writers,
    date: (value) => date(value.length === 10 ? value : day(value)),
    day,
    percent: (bps) => percentFormat().format(bps / 10_000),
  };
}

const made = new Map<`${Language}:${Region}`, Formatters>();

/**
 * The formatters of the interface language and the page's region, made once per pair from the
 * language's texts. Should its texts have failed to load, Intl writes the prices and dates
 * (not kept: the texts may come later).
 */
export function useFormat(): Formatters {
  const { language } = useLanguage();
  const region = useRegion();
  const { i18n } = useTranslation('storefront');
  const key = `${language}:${region}` as const;
  const kept = made.get(key);
  if (kept) return kept;
  const words = i18n.getResource(language, 'storefront', 'formats') as FormatWords | undefined;
  const formatters = buildFormatters(language, words, REGION_OFFSETS[region]);
  if (words) made.set(key, formatters);
  return formatters;
}
