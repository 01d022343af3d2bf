import type { RouteObject } from 'react-router-dom';
import { REGIONS, type Region } from '../../../common/regions';
import { ROUTES, ROUTE_NAMES, routePattern } from '../../../common/routes';
import type { RouteName } from '../../../common/routes';
import { AppLayout } from '../layout/AppLayout';
import { SIGNED_IN_PARTS } from './signed-in-parts';
import { RouteErrorPage } from './RouteErrorPage';
import { RoutePage } from './pages';
import { UnknownPath } from './UnknownPath';

/** What every route of the table carries, for guards, breadcrumbs and analytics to read. */
export interface RouteHandle {
  name: RouteName;
  region: Region;
  auth: boolean;
  staff: boolean;
}

function namedRoutes(): RouteObject[] {
  return REGIONS.flatMap((region) =>
    ROUTE_NAMES.map((name) => {
      const def = ROUTES[name];
      const handle: RouteHandle = { name, region, auth: def.auth, staff: def.staff ?? false };
      return {
        id: `${region}:${name}`,
        path: routePattern(name, region),
        element: <RoutePage name={name} />,
        handle,
      };
    }),
  );
}

/**
 * The react-router table, generated from common/routes.ts: every route name in both regions'
 * words. Errors of a page render inside the layout (header and footer stay usable); the outer
 * boundary only catches a broken layout.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout parts={SIGNED_IN_PARTS} />,
      errorElement: <RouteErrorPage standalone />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...namedRoutes(), { path: '*', element: <UnknownPath /> }],
        },
      ],
    },
  ];
}
