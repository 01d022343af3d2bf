/**
 * What each public page shows, asked for before it renders (Sharetribe's `loadData`): a route's
 * loader fills the query cache with the same queries (keys and functions) its components read,
 * so that the server renders the page once, from answers already there, and knows its status
 * before the first byte. On the server the queries' answers come from the API's own handlers
 * in-process (`api/api-client.ts`'s transport, `server/platform/page-reads.ts`), never over HTTP.
 *
 * A route without a loader renders with whatever is in the cache (nothing, for a visitor): its
 * queries show their loading state, and the render reports them as not loaded.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CONTENT_PAGE_ROUTES, type ContentPageSlug } from '../../../common/content';
import type { Language } from '../../../common/i18n';
import { COUNTRY_BY_REGION, type Region } from '../../../common/regions';
import type { RouteName } from '../../../common/routes';
import { categoryPageRedirect } from '../../../common/slugs';
import { ApiError } from '../api/api-client';
import { plansQuery } from '../billing/billing-api';
import { categoriesQuery } from '../categories/use-categories';
import { contentPageQuery, faqQuery, postQuery, postsQuery } from '../content/content-api';
import { serviceQuery } from '../jobs/jobs-api';
import { serviceIdOf, servicePageRedirect } from '../jobs/service-address';
import { unsubscribeTargetQuery } from '../notifications/notifications-api';
import {
  categoryQuery,
  prefetchBesideProfile,
  profileQuery,
  profileSearchQuery,
  skillsQuery,
  type ProfileFilters,
} from '../profiles/catalogue-api';
import { FILTER_NAMES } from '../profiles/catalogue-api';
import { divisionsQuery } from '../settings/use-addresses';

export interface LoaderArgs {
  client: QueryClient;
  /** The route's path parameters, decoded. */
  params: Record<string, string | undefined>;
  region: Region;
  language: Language;
  /** The address's query string. */
  search: URLSearchParams;
}

/** What a loader learnt: the page's status, or the address it belongs at instead. */
export interface Loaded {
  status: number;
  redirect?: string;
}

export type RouteLoader = (args: LoaderArgs) => Promise<Loaded>;

const OK: Loaded = { status: 200 };
const NOT_FOUND: Loaded = { status: 404 };

/**
 * The page's subject (a profile, a category, a post, a service): its answer, or the status its page
 * answers when the API has no such thing (404). Any other failure is thrown: the page is then
 * left to the browser.
 */
async function subject<T>(load: () => Promise<T>): Promise<{ data: T } | { status: number }> {
  try {
    return { data: await load() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 404 };
    throw error;
  }
}

/** The search filters of an address, as the search page reads them (`filtersOf`). */
function filtersOf(search: URLSearchParams): ProfileFilters {
  const filters: ProfileFilters = {};
  for (const name of FILTER_NAMES) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** How many results the home page shows, and a search page. */
const HOME_RESULTS = 6;
const SEARCH_RESULTS = 12;
/** How many of the blog's newest posts the home page shows. */
const HOME_POSTS = 3;

export const ROUTE_LOADERS: Partial<Record<RouteName, RouteLoader>> = {
  async home({ client, region, language }) {
    await Promise.all([
      client.prefetchInfiniteQuery(profileSearchQuery({}, HOME_RESULTS, region, language)),
      client.prefetchQuery(categoriesQuery(region, language)),
      client.prefetchInfiniteQuery(postsQuery(undefined, HOME_POSTS, region, language)),
    ]);
    return OK;
  },
  async categories({ client, region, language }) {
    await client.prefetchQuery(categoriesQuery(region, language));
    return OK;
  },
  async category({ client, params, region, language, search }) {
    const name = params.name ?? '';
    const found = await subject(() =>
      client.ensureQueryData(categoryQuery(name, region, language)),
    );
    if (!('data' in found)) return found;
    const redirect = categoryPageRedirect(region, { name, search: search.toString() }, found.data);
    if (redirect) return { status: 301, redirect };
    const skill = search.get('skill') ?? undefined;
    await client.prefetchInfiniteQuery(
      profileSearchQuery({ category: name, skill }, SEARCH_RESULTS, region, language),
    );
    return OK;
  },
  async profiles({ client, region, language, search }) {
    await Promise.all([
      client.prefetchInfiniteQuery(
        profileSearchQuery(filtersOf(search), SEARCH_RESULTS, region, language),
      ),
      client.prefetchQuery(categoriesQuery(region, language)),
      client.prefetchQuery(skillsQuery(region, language)),
      client.prefetchQuery(divisionsQuery(COUNTRY_BY_REGION[region], language)),
    ]);
    return OK;
  },
  async profile({ client, params, region, language }) {
    const username = params.query ?? '';
    // A visitor's view: the server renders no one's own profile.
    const found = await subject(() =>
      client.ensureQueryData(profileQuery(username, null, region, language)),
    );
    if (!('data' in found)) return found;
    await prefetchBesideProfile(client, username, found.data.id);
    return OK;
  },
  async services({ client, params, region, language, search }) {
    const id = serviceIdOf(params.query);
    if (id === null) return NOT_FOUND;
    const found = await subject(() => client.ensureQueryData(serviceQuery(id)));
    if (!('data' in found)) return found;
    // Sold in one region: its page is there.
    const redirect = servicePageRedirect(region, found.data, search.toString());
    if (redirect) return { status: 301, redirect };
    // Its prosker and category; the booking calendar is the browser's to ask for (ADR 0034).
    await Promise.all([
      client.prefetchQuery(profileQuery(String(found.data.proskerId), null, region, language)),
      client.prefetchQuery(categoriesQuery(region, language)),
    ]);
    return OK;
  },
  async blog({ client, region, language, search }) {
    const tag = search.get('tag')?.trim() || undefined;
    await client.prefetchInfiniteQuery(postsQuery(tag, undefined, region, language));
    return OK;
  },
  async blogPost({ client, params, region, language }) {
    const found = await subject(() =>
      client.ensureQueryData(postQuery(params.slug ?? '', region, language)),
    );
    return 'data' in found ? OK : found;
  },
  async faq({ client, region, language }) {
    await client.prefetchQuery(faqQuery(region, language));
    return OK;
  },
  async subscriptionPlans({ client, region, language }) {
    await client.prefetchQuery(plansQuery(region, language));
    return OK;
  },
  async unsubscribe({ client, params }) {
    await client.prefetchQuery(unsubscribeTargetQuery(params.token ?? ''));
    return OK;
  },
  async notFound() {
    return NOT_FOUND;
  },
};

for (const [slug, route] of Object.entries(CONTENT_PAGE_ROUTES) as [ContentPageSlug, RouteName][]) {
  ROUTE_LOADERS[route] = async ({ client, region, language }) => {
    await client.prefetchQuery(contentPageQuery(slug, region, language));
    return OK;
  };
}

/** Loads what the page of route `name` shows into the client's cache; 200 for a route without a loader. */
export function loadRoute(name: RouteName, args: LoaderArgs): Promise<Loaded> {
  return ROUTE_LOADERS[name]?.(args) ?? Promise.resolve(OK);
}
