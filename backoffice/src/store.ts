import { localStorageStore, type Store } from 'react-admin';

const LOCALE_KEY = 'locale';

const base = localStorageStore('1', 'ProskBackoffice');

/**
 * react-admin's store, except that signing out (which resets the store) keeps the chosen
 * language: it is a preference of the person at the desk, not part of the session.
 */
export const store: Store = {
  ...base,
  reset() {
    const locale: unknown = base.getItem(LOCALE_KEY);
    base.reset();
    if (locale !== undefined) base.setItem(LOCALE_KEY, locale);
  },
};

export function storedLocale(): unknown {
  return base.getItem(LOCALE_KEY);
}
