import { useCallback } from 'react';
import type { esOffice } from '../../../common/locales/es/office';
import type { esStorefront } from '../../../common/locales/es/storefront';
import { useTexts } from './texts';

/** Dotted paths to every text of a catalogue, e.g. 'home.heroTitle'. */
export type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A plural text is asked for by its base key with a `count` (`faq.count`, not `faq.count_one`):
 * a key ending in `_one` or `_other` whose pair exists too.
 */
type PluralOf<K, All> = K extends `${infer B}_${'one' | 'other'}`
  ? `${B}_one` extends All
    ? `${B}_other` extends All
      ? B
      : K
    : K
  : K;
export type PluralBase<K> = PluralOf<K, K>;

/** The storefront's keys, with the jobs' and billing's (namespace `office`, found by `fallbackNS`). */
export type StorefrontKey = PluralBase<TextKeys<typeof esStorefront & typeof esOffice>>;
export type TextValues = Record<string, string | number>;

/**
 * The storefront's translate function. Keys are checked against the Spanish source catalogue
 * at compile time, so a typo or a removed text fails the typecheck instead of showing a key.
 */
export function useT(): (key: StorefrontKey, values?: TextValues) => string {
  const { storefront } = useTexts();
  return useCallback(
    (key: StorefrontKey, values?: TextValues) => storefront(key, values ?? {}),
    [storefront],
  );
}
