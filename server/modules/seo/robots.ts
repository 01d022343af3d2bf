/**
 * robots.txt: the public pages are open to crawlers; the pages of a signed-in user or of staff
 * (the route table's `auth` and `staff` flags, in both regions), the pages of signing in and of
 * one-use links, and the server's own paths (APIs, development pages, emulators) are not. It
 * names the sitemap index.
 */
import { REGIONS } from '../../../common/regions';
import {
  ROUTES,
  ROUTE_NAMES,
  routePattern,
  type RouteDef,
  type RouteName,
} from '../../../common/routes';

/**
 * Public pages with nothing to index: signing in and up, the pages one-use links open (their
 * tokens must not end in an index) and the sign-in callbacks.
 */
const UNINDEXED_ROUTES: RouteName[] = [
  'signIn',
  'signUp',
  'forgotPassword',
  'confirmMail',
  'accountNeeded',
  'newPassword',
  'emailVerification',
  'unsubscribe',
  'facebookCallback',
  'googleCallback',
  'mercadoPagoCallback',
  'notFound',
];

/**
 * The path prefix that covers a route's every address: its words up to the first parameter
 * (`/servicios/` for `/servicios/:query`; `/app/chat` for `/app/chat/:conversationId?`, which
 * is a page without it too).
 */
export function routePrefix(pattern: string): string {
  const segments = pattern.split('/');
  const at = segments.findIndex((s) => s.startsWith(':'));
  if (at === -1) return pattern;
  const words = segments.slice(0, at).join('/');
  return segments[at].endsWith('?') ? words : `${words}/`;
}

/**
 * Whether a robots.txt rule covers a path, as the main crawlers read it: a prefix, or with a
 * final `$` the path itself only.
 */
export function coversPath(rule: string, pathname: string): boolean {
  return rule.endsWith('$') ? pathname === rule.slice(0, -1) : pathname.startsWith(rule);
}

/**
 * The storefront's paths crawlers keep out of, the fewest rules that cover them, sorted. A
 * closed page whose path begins an open one's (`/br/conta` and `/br/contato`) is closed by two
 * rules, itself (`/br/conta$`) and what is under it (`/br/conta/`).
 */
export function disallowedRoutePrefixes(): string[] {
  const isClosed = (name: RouteName) => {
    const route: RouteDef = ROUTES[name];
    return route.auth || route.staff || UNINDEXED_ROUTES.includes(name);
  };
  const patterns = (names: RouteName[]) =>
    names.flatMap((name) => REGIONS.map((region) => routePattern(name, region)));
  const open = patterns(ROUTE_NAMES.filter((name) => !isClosed(name)));
  const rules = patterns(ROUTE_NAMES.filter(isClosed)).flatMap((pattern) => {
    const prefix = routePrefix(pattern);
    const clash = open.some((o) => o !== prefix && coversPath(prefix, o));
    return clash && !prefix.endsWith('/') ? [`${prefix}$`, `${prefix}/`] : [prefix];
  });
  const unique = [...new Set(rules)].sort();
  return unique.filter(
    (rule) => !unique.some((other) => other !== rule && coversPath(other, rule.replace(/\$$/, ''))),
  );
}

export function robotsTxt(options: { publicUrl: string; serverPaths: string[]; sitemap: string }) {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(options.serverPaths)].sort().map((p) => `Disallow: ${p}`),
    ...disallowedRoutePrefixes().map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${options.publicUrl}${options.sitemap}`,
  ];
  return `${lines.join('\n')}\n`;
}
