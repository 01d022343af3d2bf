import { Link, useLocation } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import type { Ref } from 'react';
import { pathFor } from '../../../common/routes';
import type { Region } from '../../../common/regions';
import type { RouteName, RouteParams } from '../../../common/routes';
import { useRegion } from './use-region';

export interface RouteLinkProps extends Omit<LinkProps, 'to'> {
  /**
   * The route's name in common/routes.ts; the
   * path words come from the current region.
   */
  to: RouteName;
  params?: RouteParams;
  /** Another region than the current page's, for the rare link that crosses regions. */
  region?: Region;
  search?: string;
  hash?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The only way the storefront links to its own pages: by route name, so that the region
 * switch changes every path word and no hand-written path can drift from the route table.
 */
export function RouteLink({ to, params, region, search, hash, ...rest }: RouteLinkProps) {
  const currentRegion = useRegion();
  const { pathname } = useLocation();
  const path = pathFor(to, region ?? currentRegion, params);
  const current = path === pathname ? 'page' : undefined;
  return (
    <Link
      aria-current={current}
      {...rest}
      to={{ pathname: path, search: search ?? '', hash: hash ?? '' }}
    />
  );
}
