/**
 * The storefront's one formatter: money, numbers, dates, times, relative times and durations, in
 * the interface language, the region's currency and ALWAYS on the region's clock
 * (America/Montevideo, America/Sao_Paulo: `common/regions.ts`), never on the server's or the
 * reader's, so the server and the browser write the same text (a review written at 01:30 UTC is
 * the day before in Montevideo everywhere). No other file of the storefront formats a date or an
 * amount (an ESLint rule forbids Intl's formatters and `toLocale…String` elsewhere).
 *
 * Money and long dates, which the public pages show, are written from the catalogue's `formats`
 * texts without Intl (docs/adr/0023-plain-public-parts.md: a page's first Intl formatter loads
 * its locale's data, tens of milliseconds on a phone); everything else uses Intl, each formatter
 * built once per locale and options and kept. Times are on the 24-hour clock in every language
 * (`h23`), as the whole product writes them.
 *
 * React code calls `useFormat()`; other code (server, tools, tests) `formatFor(language, region,
 * words)`. A value that is a calendar day (YYYY-MM-DD) is written as it is; an instant (ISO,
 * Date or epoch milliseconds) as its day and time on the region's clock. Functions taking an
 * instant accept another region (a job's own, from its currency) instead of the page's.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_TAGS, type Language } from '../../../common/i18n';
import {
  CURRENCY_BY_REGION,
  TIME_ZONES,
  type Currency,
  type Region,
} from '../../../common/regions';
import { regionOfPath } from '../../../common/routes';
import { REGION_OFFSETS } from './region-offsets';
import { dayOn, type ZoneOffsets } from './region-day';

export { dayOn, type ZoneOffsets };
import { useLanguage } from './use-language';

// ---------------------------------------------------------------------------------------------
// Writing without Intl, from the catalogue's `formats` texts.

/** A language's way of writing numbers and dates (`formats` in its storefront catalogue). */
export interface FormatWords {
  /** The twelve month names, joined by `|`. */
  months: string;
  /** `{{day}}`, `{{month}}` and `{{year}}` in the language's order. */
  longDate: string;
  /** The thousands separator and the decimal sign. */
  group: string;
  decimal: string;
  /** Each currency's pattern around `{{amount}}`. */
  money: Record<Currency, string>;
}

const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * `value` (not negative) rounded to `digits` decimals as it is written in decimal, half away
 * from zero, as Intl rounds: 1.005 → "1.01" (`toFixed` rounds the binary value, "1.00").
 */
function rounded(value: number, digits: number): string {
  const scaled = String(Math.round(Number(`${value}e${digits}`))).padStart(digits + 1, '0');
  return digits ? `${scaled.slice(0, -digits)}.${scaled.slice(-digits)}` : scaled;
}

/** `value` with `digits` decimals, its thousands grouped: 1234567.5 → "1.234.567,50". */
export function writeNumber(value: number, digits: number, words: FormatWords): string {
  const [whole, fraction] = rounded(Math.abs(value), digits).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, words.group);
  const sign = value < 0 && Number(whole) + Number(fraction ?? 0) > 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `${words.decimal}${fraction}` : ''}`;
}

/** An amount in its currency: "$ 1.500", "R$ 39,90", "UYU 1,500" (the sign before it all). */
export function writeMoney(
  amount: number,
  currency: Currency,
  digits: number,
  words: FormatWords,
): string {
  const number = writeNumber(amount, digits, words);
  const negative = number.startsWith('-');
  const written = fill(words.money[currency], { amount: negative ? number.slice(1) : number });
  return negative ? `-${written}` : written;
}

/** A day (YYYY-MM-DD) written out: "5 de marzo de 2026", "March 5, 2026". */
export function writeLongDate(day: string, words: FormatWords): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return fill(words.longDate, {
    day: String(Number(date)),
    month: words.months.split('|')[Number(month) - 1] ?? '',
    year,
  });
}

// ---------------------------------------------------------------------------------------------
// Intl, each formatter made once per locale and options.

const intlMade = new Map<string, unknown>();

function kept<T>(kind: string, tag: string, options: object, make: () => T): T {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let made = intlMade.get(key) as T | undefined;
  if (made === undefined) {
    made = make();
    intlMade.set(key, made);
  }
  return made;
}

const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions) =>
  kept('date', tag, options, () => new Intl.DateTimeFormat(tag, options));
const numberFormat = (tag: string, options: Intl.NumberFormatOptions) =>
  kept('number', tag, options, () => new Intl.NumberFormat(tag, options));
const relativeFormat = (tag: string, options: Intl.RelativeTimeFormatOptions) =>
  kept('relative', tag, options, () => new Intl.RelativeTimeFormat(tag, options));

// ---------------------------------------------------------------------------------------------
// The formatter.

/** A calendar day (YYYY-MM-DD), or an instant: an ISO text, a Date or epoch milliseconds. */
export type DateValue = string | number | Date;

const isCalendarDay = (value: DateValue): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

const RELATIVE_STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 86_400 },
  { unit: 'month', seconds: 30 * 86_400 },
  { unit: 'week', seconds: 7 * 86_400 },
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

/** The 24-hour clock, in every language of the product. */
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

export interface Format {
  language: Language;
  region: Region;
  /** The region's IANA time zone. */
  timeZone: string;
  /** The region's currency. */
  currency: Currency;

  /**
   * An amount with its currency (the region's unless given): "$ 590", "R$ 39,90"; `whole`
   * drops ",00" from round amounts (prices on cards).
   */
  money: (amount: number, currency?: Currency, options?: { whole?: boolean }) => string;
  /** The currency's symbol (the region's unless given) as the language writes it: "$", "R$". */
  currencySymbol: (currency?: Currency) => string;
  /** A number with the language's separators: "1.234,5". */
  number: (
    value: number,
    options?: { minimumFractionDigits?: number; maximumFractionDigits?: number },
  ) => string;
  /** Basis points as a percentage: 299 → "2,99%". */
  percent: (bps: number) => string;
  /** A size in bytes in decimal units, as the upload limits: "176 bytes", "820 kB", "1,2 MB". */
  fileSize: (bytes: number) => string;
  /** A size in bytes in binary units, as the chat shows attachments: "12 KB", "1,2 MB". */
  binarySize: (bytes: number) => string;
  /** A span of minutes: "45 min", "1 h", "1 h 30 min". */
  duration: (minutes: number) => string;

  /** "21 de diciembre de 2026" (from the catalogue's texts). */
  date: (value: DateValue, region?: Region) => string;
  /** "lunes, 24 de noviembre de 2026" */
  fullDate: (value: DateValue, region?: Region) => string;
  /** "lun, 7 dic. 2026" */
  shortDate: (value: DateValue, region?: Region) => string;
  /** "5 dic." */
  dayMonth: (value: DateValue, region?: Region) => string;
  /** "jueves, 26 de noviembre" */
  weekdayDayMonth: (value: DateValue, region?: Region) => string;
  /** "09:00" */
  time: (instant: DateValue, region?: Region) => string;
  /** "24 nov. 2026, 09:00" */
  dateTime: (instant: DateValue, region?: Region) => string;
  /** "24 de noviembre de 2026 a las 09:00" ("às" in Portuguese, "at" in English). */
  longDateTime: (instant: DateValue, region?: Region) => string;
  /** Today's time for a today's instant, its day and month ("5 dic.") for an older one. */
  timeOrDayMonth: (instant: DateValue, region?: Region, now?: number) => string;
  /** How long ago or until: "hace 5 minutos", "ayer", "agora", "in 2 days". */
  relative: (instant: DateValue, now?: number) => string;

  /** An instant's day (YYYY-MM-DD) on the region's clock. */
  day: (instant: DateValue, region?: Region) => string;
  /** How many days on the region's clock an instant is before today (0 today, 1 yesterday). */
  daysAgo: (instant: DateValue, region?: Region, now?: number) => number;
  /** The weekdays' names, Monday first. */
  weekdays: () => { short: string; long: string }[];
  /** A day's month, standing alone, short without a dot ("Dic") or long ("Diciembre"). */
  month: (value: DateValue, style?: 'short' | 'long') => string;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The formatter of a language and a region. Money and long dates come from the language's
 * `formats` texts when given, from Intl otherwise (the same text).
 */
export function buildFormat(
  language: Language,
  region: Region,
  words: FormatWords | undefined,
): Format {
  const tag = LANGUAGE_TAGS[language];
  const zone = (other?: Region) => TIME_ZONES[other ?? region];
  const day = (instant: DateValue, other?: Region) =>
    isCalendarDay(instant) ? instant : dayOn(instant, REGION_OFFSETS[other ?? region]);
  /** A date's Intl writing: a calendar day at its noon in UTC, an instant on the region's clock. */
  const dated = (options: Intl.DateTimeFormatOptions) => {
    // This writing's formatter per zone, without building the cache's key for every date of a list.
    const byZone = new Map<string, Intl.DateTimeFormat>();
    const inZone = (timeZone: string) => {
      let made = byZone.get(timeZone);
      if (!made) byZone.set(timeZone, (made = dateFormat(tag, { ...options, timeZone })));
      return made;
    };
    return (value: DateValue, other?: Region): string =>
      isCalendarDay(value)
        ? inZone('UTC').format(new Date(`${value}T12:00:00Z`))
        : inZone(zone(other)).format(new Date(value));
  };
  const number: Format['number'] = (value, options = {}) =>
    numberFormat(tag, options).format(value);
  const unit = (value: number, name: string, display: 'short' | 'long', digits = 0) =>
    numberFormat(tag, {
      style: 'unit',
      unit: name,
      unitDisplay: display,
      maximumFractionDigits: digits,
    }).format(value);
  const time = dated(CLOCK);
  const longDate = dated({ dateStyle: 'long' });
  const months = { short: dated({ month: 'short' }), long: dated({ month: 'long' }) };
  const dayMonth = dated({ day: 'numeric', month: 'short' });
  let weekdayNames: { short: string; long: string }[] | undefined;
  const daysAgo: Format['daysAgo'] = (instant, other, now = Date.now()) =>
    daysBetween(day(instant, other), day(now, other));

  return {
    language,
    region,
    timeZone: zone(),
    currency: CURRENCY_BY_REGION[region],

    money: (amount, currency = CURRENCY_BY_REGION[region], { whole = false } = {}) => {
      const digits = whole && Number.isInteger(amount) ? 0 : 2;
      return words
        ? writeMoney(amount, currency, digits, words)
        : numberFormat(tag, {
            style: 'currency',
            currency,
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(amount);
    },
    currencySymbol: (currency = CURRENCY_BY_REGION[region]) =>
      numberFormat(tag, { style: 'currency', currency })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency,
    number,
    percent: (bps) =>
      numberFormat(tag, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(bps / 10_000),
    fileSize: (bytes) => {
      const [value, name] =
        bytes >= 1_000_000
          ? [bytes / 1_000_000, 'megabyte']
          : bytes >= 1000
            ? [bytes / 1000, 'kilobyte']
            : [bytes, 'byte'];
      // "176 bytes" rather than the short form's "176 byte".
      return unit(value, name, name === 'byte' ? 'long' : 'short', value >= 100 ? 0 : 1);
    },
    binarySize: (bytes) =>
      bytes >= 1_048_576
        ? `${number(bytes / 1_048_576, { maximumFractionDigits: 1 })} MB`
        : `${number(Math.max(1, Math.round(bytes / 1024)), { maximumFractionDigits: 1 })} KB`,
    duration: (minutes) => {
      const hours = Math.floor(minutes / 60);
      const rest = Math.round(minutes - hours * 60);
      const parts = [
        hours ? unit(hours, 'hour', 'short') : '',
        rest || !hours ? unit(rest, 'minute', 'short') : '',
      ];
      return parts.filter(Boolean).join(' ');
    },

    date: (value, other) => {
      const calendarDay = day(value, other);
      return words ? writeLongDate(calendarDay, words) : longDate(calendarDay);
    },
    fullDate: dated({ dateStyle: 'full' }),
    shortDate: dated({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
    dayMonth,
    weekdayDayMonth: dated({ weekday: 'long', day: 'numeric', month: 'long' }),
    time,
    dateTime: dated({ dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }),
    longDateTime: dated({ dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }),
    timeOrDayMonth: (instant, other, now) =>
      daysAgo(instant, other, now) === 0 ? time(instant, other) : dayMonth(instant, other),
    relative: (instant, now = Date.now()) => {
      const relative = relativeFormat(tag, { numeric: 'auto' });
      const seconds = Math.round((new Date(instant).getTime() - now) / 1000);
      const step = RELATIVE_STEPS.find(({ seconds: size }) => Math.abs(seconds) >= size);
      if (!step) return relative.format(0, 'second');
      return relative.format(Math.trunc(seconds / step.seconds), step.unit);
    },

    day,
    daysAgo,
    weekdays: () => {
      // 2024-01-01 was a Monday.
      const monday = Date.UTC(2024, 0, 1, 12);
      const short = dateFormat(tag, { weekday: 'short', timeZone: 'UTC' });
      const long = dateFormat(tag, { weekday: 'long', timeZone: 'UTC' });
      return (weekdayNames ??= Array.from({ length: 7 }, (_, i) => ({
        short: short.format(monday + i * 86_400_000),
        long: long.format(monday + i * 86_400_000),
      })));
    },
    month: (value, style = 'short') => {
      const written = months[style](value);
      return style === 'short' ? written.replace('.', '') : written;
    },
  };
}

const formats = new Map<`${Language}:${Region}`, Format>();

/**
 * The formatter of a language and a region for code outside React (the server, tools), kept
 * per pair once made from the language's `formats` texts.
 */
export function formatFor(language: Language, region: Region, words?: FormatWords): Format {
  const key = `${language}:${region}` as const;
  const made = formats.get(key);
  if (made) return made;
  const format = buildFormat(language, region, words);
  if (words) formats.set(key, format);
  return format;
}

/**
 * The formatter of the interface language and the page's region (its path's prefix). Should the
 * language's texts have failed to load, Intl writes the prices and dates (not kept: the texts
 * may come later).
 */
export function useFormat(): Format {
  const { language } = useLanguage();
  const region = regionOfPath(useLocation().pathname);
  const { i18n } = useTranslation('storefront');
  const made = formats.get(`${language}:${region}`);
  if (made) return made;
  const words = i18n.getResource(language, 'storefront', 'formats') as FormatWords | undefined;
  return formatFor(language, region, words);
}
