/**
 * Prices and dates written from the catalogue's `formats` instead of with Intl. A page's first
 * `Intl.NumberFormat` or `Intl.DateTimeFormat` loads its locale's data, about 20 ms on a
 * mid-range phone and more than the rest of a profile's hydration, and the public pages
 * only ever need these two shapes. (Intl still formats what the office's pages show, such as
 * percentages.) An instant is written as its day on the region's clock, read from the region's
 * offsets (`region-offsets.ts`), never on the server's or the reader's clock: they would write
 * different days for the hours between their midnights.
 */
import type { Currency } from '../../../common/billing';

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

/**
 * A zone's offsets from UTC: `[fromMinute, offset]` pairs, oldest first (minutes since
 * 1970-01-01T00:00Z, minutes east of UTC); the first also holds before its minute.
 */
export type ZoneOffsets = readonly (readonly [number, number])[];

const pad = (n: number) => String(n).padStart(2, '0');

/** The day (YYYY-MM-DD) an instant falls on in a zone given by its offsets. */
export function dayOn(instant: Date | string | number, offsets: ZoneOffsets): string {
  const minute = new Date(instant).getTime() / 60_000;
  let offset = offsets[0]?.[1] ?? 0;
  for (const [from, then] of offsets) {
    if (from > minute) break;
    offset = then;
  }
  const local = new Date((minute + offset) * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
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
