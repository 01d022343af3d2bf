import { useQuery } from '@tanstack/react-query';
import { matchRoute, type RouteName } from '../../../common/routes';
import { apiGet } from '../api/api-client';
import type { Answer } from '../api/contract';

/** A back office origin as the server reports it: plain http(s), without a trailing slash. */
export function cleanOrigin(value: string | undefined | null): string | null {
  return value && /^https?:\/\//.test(value) ? value.replace(/\/+$/, '') : null;
}

/** Where the back office lives: the server says (`GET /app-config`), as it is configured. */
export function useBackofficeOrigin(): string | null {
  const { data } = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => apiGet<Answer<'/app-config'>>('/app-config', { signal }),
    staleTime: Infinity,
  });
  return cleanOrigin(data?.backofficeUrl);
}

/** The back office screen (react-admin, hash routes) of each staff path of the storefront. */
export function backofficeScreen(name: RouteName | undefined, id: string | undefined): string {
  const one = (list: string) => (id ? `${list}/${encodeURIComponent(id)}` : list);
  switch (name) {
    case 'adminUsers':
      return '#/users';
    case 'adminUserEdit':
      return one('#/users');
    case 'adminCoupons':
      return '#/coupons';
    case 'adminCouponEdit':
      return one('#/coupons');
    case 'adminCategories':
      return '#/categories';
    case 'adminSkills':
      return '#/skills';
    case 'adminCancellation':
      return '#/cancellation-reasons';
    default:
      return '#/';
  }
}

/** The back office address matching a storefront path (its home for any other path). */
export function backofficeAddress(origin: string, path: string | null): string {
  const match = path ? matchRoute(path.split(/[?#]/)[0]) : null;
  return `${origin}/${backofficeScreen(match?.name, match?.params.id)}`;
}
