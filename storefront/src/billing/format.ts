/**
 * Money, dates and percentages in the interface language (Intl), so `UYU 590` reads "$ 590" in
 * Spanish and `BRL 39.9` reads "R$ 39,90" in Portuguese.
 */
import { useMemo } from 'react';
import type { Currency } from '../../../common/billing';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import type { Language } from '../../../common/i18n';
import { useLanguage } from '../i18n/use-language';

export interface Formatters {
  /** An amount with its currency; `whole` drops ",00" from round amounts (prices on cards). */
  money: (amount: number, currency: Currency, options?: { whole?: boolean }) => string;
  /** A date (no time) such as "21 de diciembre de 2026". */
  date: (iso: string | Date) => string;
  /** Basis points as a percentage, such as 299 → "2,99 %". */
  percent: (bps: number) => string;
}

export function formatters(language: Language): Formatters {
  const tag = LANGUAGE_TAGS[language];
  const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'long' });
  const percentFormat = new Intl.NumberFormat(tag, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
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
    date: (iso) => dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso),
    percent: (bps) => percentFormat.format(bps / 10_000),
  };
}

/** The formatters of the interface language, rebuilt only when it changes. */
export function useFormat(): Formatters {
  const { language } = useLanguage();
  return useMemo(() => formatters(language), [language]);
}
