import type { ComponentType, LazyExoticComponent } from 'react';
import { ROUTES } from '../../../common/routes';
import type { RouteName } from '../../../common/routes';
import { lazyPage } from './lazy-page';

type Page = LazyExoticComponent<ComponentType>;

export const NotFoundPage: Page = lazyPage(() => import('../not-found/NotFoundPage'));

/**
 * The pages that exist so far, by route name. A route name missing here shows the not-found
 * page at its own address until its feature adds the page.
 */
const PAGES: Partial<Record<RouteName, Page>> = {
  home: lazyPage(() => import('../home/HomePage')),
  categories: lazyPage(() => import('../categories/CategoriesPage')),
  notFound: NotFoundPage,
};

/** What a route of the table renders. */
export function RoutePage({ name }: { name: RouteName }) {
  const Page = PAGES[name];
  // Signed-in routes need the session, which the accounts work brings with its sign-in guard
  // (it wraps Page here, using ROUTES[name].auth and .staff). Until then they must not render.
  if (!Page || ROUTES[name].auth) return <NotFoundPage />;
  return <Page />;
}
