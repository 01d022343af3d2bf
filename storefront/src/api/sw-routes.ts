/**
 * What the service worker does with which address (`docs/adr/0021-installable-and-offline-agenda.md`).
 * Read by `storefront/vite.config.ts` when the worker is generated, and by the page to name
 * the cache it clears on sign-out; plain data so unit tests can check it.
 */

/**
 * Page navigations the worker never answers with the app shell: the server's own addresses
 * (the API, the back office API, sockets, development pages, media, feeds, sitemaps, the
 * emulators) and the static content images.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/admin\/api(\/|$)/,
  /^\/backoffice\/api(\/|$)/,
  /^\/socket\.io(\/|$)/,
  /^\/dev(\/|$)/,
  /^\/media(\/|$)/,
  /^\/rss(\/|$)/,
  /^\/sitemap\.xml$/,
  /^\/sitemaps?(\/|$)/,
  /^\/robots\.txt$/,
  /^\/health$/,
  /^\/emulators(\/|$)/,
  /^\/content(\/|$)/,
];

/** The cache of the API answers kept for reading offline: the signed-in user's own data. */
export const OFFLINE_API_CACHE = 'prosk-offline-api';

/**
 * The API reads the offline agenda and jobs need (storefront API under `/admin/api`): the
 * session's user and subscription (the agenda's premium gate), the week, special dates and
 * events, and the user's jobs (list and detail). Nothing else is kept.
 */
export const OFFLINE_API_READS =
  /\/admin\/api\/(user|user\/subscription|agenda\/availability|agenda\/special-dates|agenda\/events|user\/jobs|user\/jobs\/\d+)(\?.*)?$/;

/**
 * The header the worker adds to an answer it gives from its cache instead of the network, so
 * the page knows it shows a saved copy (and that the server was not reached). The worker's
 * plugin in `vite.config.ts` writes this name literally: it is serialized into the worker.
 */
export const SAVED_COPY_HEADER = 'X-Prosk-Saved-Copy';

/** Seconds the worker waits for the network before it answers a kept read from its cache. */
export const API_NETWORK_TIMEOUT_SECONDS = 4;

/** Whether the worker would answer a navigation to `pathname` with the app shell. */
export const servesShell = (pathname: string) =>
  !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));

/** Whether the worker keeps the answer of a GET to `url` (absolute) for reading offline. */
export const keepsForOffline = (url: string) => OFFLINE_API_READS.test(new URL(url).href);
