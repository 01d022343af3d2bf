/**
 * A service page's address: the service it names, and where the page belongs when the address
 * is in another region than the one the service is sold in (a region is a market: the
 * service's currency says which). The route's loader and the page read it alike.
 */
import { regionOfCurrency, type Currency, type Region } from '../../../common/regions';
import { pathFor } from '../../../common/routes';

/** The service an address's `{id}` names: digits, no leading zero; null for anything else. */
export function serviceIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]*$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** The one region a service is sold in, and so the one its page is in. */
export const regionOfService = (service: { currency: Currency }): Region =>
  regionOfCurrency(service.currency);

/**
 * Where a service's page belongs when `region` is not the service's own: the same page in its
 * region, with the address's query (`?date=&half=`) kept. Null when it is already there.
 */
export function servicePageRedirect(
  region: Region,
  service: { id: number; currency: Currency },
  search: string,
): string | null {
  const own = regionOfService(service);
  if (own === region) return null;
  const query = new URLSearchParams(search).toString();
  return `${pathFor('services', own, { query: service.id })}${query ? `?${query}` : ''}`;
}
