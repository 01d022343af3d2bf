/**
 * What differs between the marketplace's regions, in one table: the country, the currency, the
 * IANA time zone, the Mercado Pago site and the identification documents. Everything else
 * (paths, prices, seeds, database checks) reads it from here. Uruguay is the default region
 * (docs/adr/0002-region-paths.md).
 */

import { PHONE_MIN_DIGITS } from './constants';

export const REGIONS = ['uy', 'br'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'uy';

export const isRegion = (value: unknown): value is Region =>
  (REGIONS as readonly unknown[]).includes(value);

export const CURRENCIES = ['UYU', 'BRL'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const COUNTRY_CODES = ['UY', 'BR'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Mercado Pago names a country by its site: MLU is Uruguay, MLB Brazil. */
export type MpSite = 'MLU' | 'MLB';

/** The documents a person identifies with: Uruguay's cédula or other, Brazil's CPF or CNPJ. */
const UY_DOCUMENTS = ['CI', 'Otro'] as const;
const BR_DOCUMENTS = ['CPF', 'CNPJ'] as const;
export const IDENTIFICATION_TYPES = [...UY_DOCUMENTS, ...BR_DOCUMENTS] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];

export interface RegionFacts {
  countryCode: CountryCode;
  currency: Currency;
  /** IANA time zone of the region's local times (agenda, jobs, schedules). */
  timeZone: string;
  mercadoPagoSite: MpSite;
  identificationTypes: readonly IdentificationType[];
  /** The international prefix of the region's phone numbers (E.164). */
  phonePrefix: string;
  /**
   * How people of the region type a number without its prefix (common/phone.ts): how many
   * digits it has after the trunk 0, and whether that 0 must be typed (the specification's rule
   * for Uruguay: starting with 0, at least 9 digits).
   */
  phoneNationalDigits: readonly number[];
  phoneLeadingZero: 'required' | 'optional';
  /** A number as the region writes it, for the hints of phone fields. */
  phoneExample: string;
}

export const REGION_FACTS: Record<Region, RegionFacts> = {
  uy: {
    countryCode: 'UY',
    currency: 'UYU',
    timeZone: 'America/Montevideo',
    mercadoPagoSite: 'MLU',
    identificationTypes: UY_DOCUMENTS,
    phonePrefix: '+598',
    // With the 0 typed before them, the specification's minimum of digits.
    phoneNationalDigits: [PHONE_MIN_DIGITS - 1],
    phoneLeadingZero: 'required',
    phoneExample: '099 123 456',
  },
  br: {
    countryCode: 'BR',
    currency: 'BRL',
    timeZone: 'America/Sao_Paulo',
    mercadoPagoSite: 'MLB',
    identificationTypes: BR_DOCUMENTS,
    phonePrefix: '+55',
    // The area code (2 digits) and the number: 8 digits for a landline, 9 for a mobile.
    phoneNationalDigits: [10, 11],
    phoneLeadingZero: 'optional',
    phoneExample: '(11) 98765-4321',
  },
};

const byRegion = <T>(pick: (facts: RegionFacts) => T) =>
  Object.fromEntries(REGIONS.map((region) => [region, pick(REGION_FACTS[region])])) as Record<
    Region,
    T
  >;

export const CURRENCY_BY_REGION = byRegion((facts) => facts.currency);
export const TIME_ZONES = byRegion((facts) => facts.timeZone);
export const SITE_BY_REGION = byRegion((facts) => facts.mercadoPagoSite);
export const COUNTRY_BY_REGION = byRegion((facts) => facts.countryCode);

/** The region of a currency (a job or service carries its currency, not its region). */
export const regionOfCurrency = (currency: Currency): Region =>
  REGIONS.find((region) => REGION_FACTS[region].currency === currency) ?? DEFAULT_REGION;

/** The region of a country code ('UY', 'br'); the default region for none or another country. */
export const regionOfCountry = (countryCode: string | null | undefined): Region =>
  REGIONS.find((region) => REGION_FACTS[region].countryCode === countryCode?.toUpperCase()) ??
  DEFAULT_REGION;
