/**
 * Storefront-only routes: the account settings sections, which the specification implies
 * ("profile edit, account settings, privacy settings, notification preferences") without giving
 * them a path. They are defined exactly like common/routes.ts entries (path words per region,
 * `auth`) so that moving them there later is a cut and paste; until then this module extends
 * the shared helpers (`pathFor`, `matchRoute`, `switchRegionPath`) with them.
 */
import {
  REGION_PREFIX,
  ROUTES,
  matchRoute,
  pathFor,
  regionOfPath,
  routePattern,
} from '../../../common/routes';
import type { Region, RouteDef, RouteName, RouteParams } from '../../../common/routes';

export const EXTRA_ROUTES = {
  settings: { paths: { uy: 'cuenta', br: 'conta' }, auth: true },
  settingsAccount: { paths: { uy: 'cuenta/acceso', br: 'conta/acesso' }, auth: true },
  settingsPrivacy: { paths: { uy: 'cuenta/privacidad', br: 'conta/privacidade' }, auth: true },
  settingsNotifications: {
    paths: { uy: 'cuenta/notificaciones', br: 'conta/notificacoes' },
    auth: true,
  },
  settingsData: { paths: { uy: 'cuenta/mis-datos', br: 'conta/meus-dados' }, auth: true },
} satisfies Record<string, RouteDef>;

export type ExtraRouteName = keyof typeof EXTRA_ROUTES;
export type AppRouteName = RouteName | ExtraRouteName;
export const EXTRA_ROUTE_NAMES = Object.keys(EXTRA_ROUTES) as ExtraRouteName[];

export function isExtraRoute(name: AppRouteName): name is ExtraRouteName {
  return name in EXTRA_ROUTES;
}

export function routeDef(name: AppRouteName): RouteDef {
  return isExtraRoute(name) ? EXTRA_ROUTES[name] : ROUTES[name];
}

/** react-router pattern of any storefront route; extra routes have no parameters. */
export function appRoutePattern(name: AppRouteName, region: Region): string {
  if (!isExtraRoute(name)) return routePattern(name, region);
  return `${REGION_PREFIX[region]}/${EXTRA_ROUTES[name].paths[region]}`;
}

export function appPathFor(name: AppRouteName, region: Region, params: RouteParams = {}): string {
  return isExtraRoute(name) ? appRoutePattern(name, region) : pathFor(name, region, params);
}

function matchExtraRoute(pathname: string): { name: ExtraRouteName; region: Region } | null {
  const region = regionOfPath(pathname);
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const name = EXTRA_ROUTE_NAMES.find((n) => appRoutePattern(n, region) === trimmed);
  return name ? { name, region } : null;
}

/** The same page in the other region's words, extra routes included. */
export function switchAppRegionPath(pathname: string, to: Region): string {
  const extra = matchExtraRoute(pathname);
  if (extra) return appPathFor(extra.name, to);
  const match = matchRoute(pathname);
  return match ? pathFor(match.name, to, match.params) : pathFor('home', to);
}
