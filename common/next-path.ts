/**
 * Where a visitor was going before signing in or up: a path of this site carried in the `next`
 * query parameter, through sign-up, the verification mail and its page (ADR 0026). The server
 * refuses any other `next` and the storefront ignores it, so no link of ours sends anyone to
 * another site (an open redirect).
 */

/** The query parameter that remembers where a visitor was going. */
export const NEXT_PARAM = 'next';

/** Longer than any address of the storefront with its query. */
export const NEXT_PATH_MAX = 1000;

const BASE = 'http://next.invalid';

/**
 * The path itself when it is a path of this site, else null. A path starts with one `/`; `//`
 * and `/\` start another site's address, and browsers drop tabs and line breaks before reading
 * an address (`/\t/evil.example` is `//evil.example`), so blanks, control characters and
 * backslashes are refused anywhere. What is left must still resolve on this site.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > NEXT_PATH_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u0020\u007f-\u009f]/.test(value)) return null;
  try {
    return new URL(value, BASE).origin === BASE ? value : null;
  } catch {
    return null;
  }
}
