/**
 * The storefront's route table as data. Every path of the specification's point 2 has its
 * words in both regions; uy paths are the spec's own, br paths live under the `/br` prefix so
 * that a shared link always names its region (see docs/adr/0002-region-paths.md).
 *
 * Links are built from route names with `pathFor`; nothing else writes a path by hand.
 */

import { DEFAULT_REGION, REGIONS, type Region } from './regions';

export { DEFAULT_REGION, REGIONS, type Region };

/** Path prefix of each region; uy is the default and has none. */
export const REGION_PREFIX: Record<Region, string> = { uy: '', br: '/br' };

export interface RouteDef {
  /** Path words per region, without leading slash; `:name` is a parameter, `:name?` optional. */
  paths: Record<Region, string>;
  /** A visitor is sent to sign-in first. */
  auth: boolean;
  /** Only staff may use it (others see 'permission denied'). */
  staff?: boolean;
}

const r = (uy: string, br: string, auth = false, staff = false): RouteDef => ({
  paths: { uy, br },
  auth,
  ...(staff ? { staff } : {}),
});

export const ROUTES = {
  // Public pages
  home: r('', ''),
  marketing: r('marketing', 'marketing'),
  proskersLanding: r('proskers', 'proskers'),
  clientsLanding: r('clientes', 'clientes'),
  subscriptionLanding: r('suscripcion', 'assinatura'),
  about: r('nosotros', 'sobre-nos'),
  howToSell: r('como-vender', 'como-vender'),
  howToBuy: r('como-comprar', 'como-comprar'),
  terms: r('terminos-condiciones', 'termos-condicoes'),
  contact: r('contacto', 'contato'),
  privacy: r('privacidad', 'privacidade'),
  cookies: r('cookies', 'cookies'),
  faq: r('preguntas-frecuentes', 'perguntas-frequentes'),
  blog: r('blog', 'blog'),
  blogPost: r('blog/:slug', 'blog/:slug'),
  billing: r('facturacion', 'faturamento'),
  subscriptionPlans: r('planes-suscripcion', 'planos-assinatura'),
  profile: r('perfil/:query', 'perfil/:query'),
  profiles: r('perfiles', 'perfis'),
  categories: r('categorias', 'categorias'),
  category: r('categorias/:name', 'categorias/:name'),
  // Public: a visitor sees the service and chooses; hiring asks them to sign up or in first.
  services: r('servicios/:query', 'servicos/:query'),
  adminServices: r('admin-servicios', 'admin-servicos', true),
  jobCreate: r('admin-servicios/nuevo', 'admin-servicos/novo', true),
  jobEdit: r('admin-servicios-editar/:jobId', 'admin-servicos-editar/:jobId', true),

  // Signed-in pages
  mySubscription: r('mi-suscripcion', 'minha-assinatura', true),
  myAddress: r('mi-direccion', 'meu-endereco', true),
  myFavorites: r('mis-favoritos', 'meus-favoritos', true),
  myOrders: r('mis-ordenes', 'meus-pedidos', true),
  hiredServices: r('servicios-contratados', 'servicos-contratados', true),
  // The prosker's office: their home (where they land after signing in) and their clients.
  sellerHome: r('mi-negocio', 'meu-negocio', true),
  sellerClients: r('mi-negocio/clientes', 'meu-negocio/clientes', true),
  adminServiceDetail: r('admin-servicios-detalle/:query', 'admin-servicos-detalhe/:query', true),
  adminCoupons: r('admin/cupones', 'admin/cupons', true, true),
  adminCouponEdit: r('admin/cupones/:id/edit', 'admin/cupons/:id/editar', true, true),
  adminUsers: r('admin/users', 'admin/usuarios', true, true),
  adminUserEdit: r('admin/users/:id/edit', 'admin/usuarios/:id/editar', true, true),
  adminSkills: r('admin-especialidades', 'admin-especialidades', true, true),
  adminCategories: r('admin-categorias', 'admin-categorias', true, true),
  adminCancellation: r('admin-cancelacion', 'admin-cancelamento', true, true),

  // Account settings (the spec's profile edit, account, privacy and notification screens)
  settings: r('cuenta', 'conta', true),
  settingsAccount: r('cuenta/acceso', 'conta/acesso', true),
  settingsPrivacy: r('cuenta/privacidad', 'conta/privacidade', true),
  settingsNotifications: r('cuenta/notificaciones', 'conta/notificacoes', true),
  settingsData: r('cuenta/mis-datos', 'conta/meus-dados', true),
  settingsCatalogue: r('cuenta/categorias', 'conta/categorias', true),
  settingsMedia: r('cuenta/fotos-y-videos', 'conta/fotos-e-videos', true),
  settingsPosts: r('cuenta/publicaciones', 'conta/publicacoes', true),
  settingsPayments: r('cuenta/cobros', 'conta/recebimentos', true),
  settingsServices: r('cuenta/servicios', 'conta/servicos', true),
  settingsServiceEdit: r(
    'cuenta/servicios/:serviceId/editar',
    'conta/servicos/:serviceId/editar',
    true,
  ),

  // The app area
  agenda: r('app/agenda', 'app/agenda', true),
  chat: r('app/chat/:conversationId?', 'app/chat/:conversationId?', true),
  notifications: r('app/notificaciones', 'app/notificacoes', true),

  // Authentication
  signIn: r('auth/inicio-de-sesion/:query?', 'auth/entrar/:query?'),
  signUp: r('auth/registrarse/:query?', 'auth/cadastro/:query?'),
  forgotPassword: r('auth/recuperar-contrasena', 'auth/recuperar-senha'),
  confirmMail: r('auth/confirmacion/:email', 'auth/confirmacao/:email'),
  // Why a visitor needs an account for what they pressed (hire, chat, favorite), sign-up first.
  accountNeeded: r('auth/para-continuar', 'auth/para-continuar'),

  // Other paths
  newPassword: r('nueva-contrasena/:token', 'nova-senha/:token'),
  emailVerification: r('user/verification/:token', 'user/verification/:token'),
  unsubscribe: r('desuscribir/:token', 'cancelar-inscricao/:token'),
  facebookCallback: r('login/facebook/callback', 'login/facebook/callback'),
  googleCallback: r('login/google/callback', 'login/google/callback'),
  mercadoPagoCallback: r('user/mercado-pago/callback', 'user/mercado-pago/callback'),
  servicePayment: r('pago-de-servicio/:serviceId', 'pagamento-de-servico/:serviceId', true),
  serviceCheckout: r(
    'pago-de-servicio-checkout/:serviceId',
    'pagamento-de-servico-checkout/:serviceId',
    true,
  ),
  subscriptionPayment: r(
    'pago-de-suscripcion/:subscriptionId',
    'pagamento-de-assinatura/:subscriptionId',
    true,
  ),
  notFound: r('page-not-found', 'pagina-nao-encontrada'),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The named routes the spec asks for: the dashboard home (breadcrumb target) and sign-in. */
export const DASHBOARD_ROUTE: RouteName = 'home';
export const SIGN_IN_ROUTE: RouteName = 'signIn';

export type RouteParams = Record<string, string | number | undefined>;

/** Full path pattern (with region prefix) in react-router's syntax. */
export function routePattern(name: RouteName, region: Region): string {
  const words = ROUTES[name].paths[region];
  const path = `${REGION_PREFIX[region]}/${words}`;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Builds the path of a named route; a missing required parameter is a programming error. */
export function pathFor(name: RouteName, region: Region, params: RouteParams = {}): string {
  const pattern = routePattern(name, region);
  const built = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Route ${name} needs the parameter ${key}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
  return built === '' ? '/' : built;
}

export interface RouteMatch {
  name: RouteName;
  region: Region;
  params: Record<string, string>;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const segment of want) {
    const value = have[i];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[key] = decodeURIComponent(value);
      i += 1;
    } else {
      if (value !== segment) return null;
      i += 1;
    }
  }
  return i === have.length ? params : null;
}

/** The region a path belongs to, from its prefix. */
export function regionOfPath(pathname: string): Region {
  return pathname === REGION_PREFIX.br || pathname.startsWith(`${REGION_PREFIX.br}/`) ? 'br' : 'uy';
}

/** Finds the named route of a path, or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  const region = regionOfPath(pathname);
  for (const name of ROUTE_NAMES) {
    const params = matchPattern(routePattern(name, region), pathname);
    if (params) return { name, region, params };
  }
  return null;
}

/**
 * The same page in the other region's words. Unknown paths go to the other region's home.
 */
export function switchRegionPath(pathname: string, to: Region): string {
  const match = matchRoute(pathname);
  if (!match) return pathFor('home', to);
  return pathFor(match.name, to, match.params);
}
