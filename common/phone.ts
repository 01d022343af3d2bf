/**
 * Phone numbers (docs/adr/0025-phone-numbers.md): read as people of a region type them, stored
 * in E.164 ('+59899123456'), written back in the region's national form. libphonenumber reads
 * them with its smallest metadata cut down to the marketplace regions' countries
 * (`phone-metadata.ts`, written by `scripts/phone-metadata.ts`): the marketplace takes its
 * regions' numbers (common/regions.ts), with as many digits as the region's numbers have.
 *
 * Only pages that read or show a number import this file (sign-up, sign-in, settings, the
 * agenda, the back office): the metadata stays out of the public pages' first load.
 */
import {
  parsePhoneNumberFromString as parseWith,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import { PHONE_METADATA } from './phone-metadata';
import { DEFAULT_REGION, REGIONS, REGION_FACTS, isRegion, type Region } from './regions';

/** A number read with the marketplace's metadata, national to `country` when given. */
function parsePhoneNumberFromString(text: string, country?: CountryCode): PhoneNumber | undefined {
  return country ? parseWith(text, country, PHONE_METADATA) : parseWith(text, PHONE_METADATA);
}

/** What a typed number may hold: digits, spaces, dashes, dots, slashes, brackets, a leading +. */
const TYPED = /^\+?[0-9\s().\-/]+$/;
/** Longer than any way of writing a number (15 digits and their separators). */
export const PHONE_TYPED_MAX = 30;

const regionOf = (number: PhoneNumber): Region | undefined =>
  REGIONS.find((region) => REGION_FACTS[region].countryCode === number.country);

/** A valid number of a marketplace region, as long as that region's numbers are. */
function marketplaceNumber(number: PhoneNumber | undefined): PhoneNumber | undefined {
  if (!number?.isValid()) return undefined;
  const region = regionOf(number);
  const digits = number.nationalNumber.length;
  return region && REGION_FACTS[region].phoneNationalDigits.includes(digits) ? number : undefined;
}

/**
 * Reads what was typed on a page of `region`. With a + (or 00) it is an international number of
 * any marketplace region. Without, it is the region's national form: its digits after the trunk
 * 0, the 0 itself when the region requires it (Uruguay). `lenient` also takes the national
 * digits without a required 0 and the country code without its + (for signing in).
 */
function read(typed: string, region: Region, lenient: boolean): PhoneNumber | undefined {
  const text = typed.trim();
  if (text.length > PHONE_TYPED_MAX || !TYPED.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return marketplaceNumber(parsePhoneNumberFromString(`+${digits}`));
  if (digits.startsWith('00')) {
    return marketplaceNumber(parsePhoneNumberFromString(`+${digits.slice(2)}`));
  }
  const facts = REGION_FACTS[region];
  if (lenient) {
    const number = parsePhoneNumberFromString(digits, facts.countryCode);
    return number && regionOf(number) === region ? marketplaceNumber(number) : undefined;
  }
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  if (facts.phoneLeadingZero === 'required' && !digits.startsWith('0')) return undefined;
  if (!facts.phoneNationalDigits.includes(national.length)) return undefined;
  return marketplaceNumber(parsePhoneNumberFromString(`${facts.phonePrefix}${national}`));
}

/**
 * The E.164 form of a number typed on a page of `region` ('099 123 456' on uy:
 * '+59899123456'), or undefined when it is not a number the region's rule accepts.
 */
export function phoneE164(typed: string, region: Region): string | undefined {
  return read(typed, region, false)?.number;
}

/** Whether a value is a stored number: E.164 of a marketplace region. */
export function isPhoneE164(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(value) && phoneE164(value, DEFAULT_REGION) === value;
}

/**
 * The stored numbers a sign-in by phone may mean, likeliest first: the typed text read as the
 * page's region writes numbers (with or without its 0, country code, spaces or dashes), then as
 * the other regions write theirs. Empty when it is no number at all.
 */
export function phoneReadings(typed: string, region: Region): string[] {
  const order = [region, ...REGIONS.filter((other) => other !== region)];
  const readings = order.map((each) => read(typed, each, true)?.number);
  return [...new Set(readings.filter((number): number is NonNullable<typeof number> => !!number))];
}

/**
 * A stored number for people of `region`: the region's own numbers in its national form
 * ('099 123 456', '(11) 98765-4321'), another region's in the international form
 * ('+55 11 98765 4321'). A value that is not E.164 (typed before numbers were) as it is.
 */
export function phoneForDisplay(stored: string, region: Region): string {
  const number = stored.startsWith('+') ? parsePhoneNumberFromString(stored) : undefined;
  if (!number) return stored;
  return regionOf(number) === region ? number.formatNational() : number.formatInternational();
}

/** A stored number in the international form ('+598 99 123 456'): for staff, of every region. */
export function phoneInternational(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/**
 * The region's example number as hints and messages show it, in its national and international
 * forms, each kept on one line (no-break spaces).
 */
export function phoneExamples(region: Region): { example: string; international: string } {
  const example = REGION_FACTS[region].phoneExample;
  const keep = (text: string) => text.replace(/ /g, '\u00a0');
  return {
    example: keep(example),
    international: keep(phoneInternational(phoneE164(example, region)!)),
  };
}

/**
 * The number as WhatsApp's Cloud API takes it: E.164 digits without the + ('59899123456').
 * A number stored before E.164 is read as its owner's region writes numbers.
 */
export function whatsappDigits(stored: string | null, region: string): string | undefined {
  if (!stored) return undefined;
  return read(stored, isRegion(region) ? region : DEFAULT_REGION, true)?.number.slice(1);
}
