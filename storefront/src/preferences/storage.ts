/**
 * Browser storage for visitor preferences. Storage can be missing or refuse writes (private
 * windows, full quota, disabled cookies); a preference that cannot be kept must never break
 * the page, so failures fall back to "nothing stored".
 */
export const STORAGE_KEYS = {
  language: 'language',
  mode: 'mode',
  direction: 'direction',
  /**
   * Where the cookie notice's choice was kept before it moved into a cookie
   * (`layout/cookie-notice-choice.ts`): read once, then removed.
   */
  cookieNotice: 'prosk-cookie-notice',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readPreference(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The choice still applies to this visit.
  }
}

export function forgetPreference(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
