import type { RouteName } from '../../../common/routes';
import type { StorefrontKey } from '../i18n/use-t';

/** The bar's own links; every other page about the product is in the "more" panel. */
export const NAV_LINKS: { to: RouteName; label: StorefrontKey }[] = [
  { to: 'home', label: 'nav.home' },
  { to: 'profiles', label: 'nav.profiles' },
  { to: 'categories', label: 'nav.categories' },
  { to: 'subscriptionLanding', label: 'nav.premium' },
];
