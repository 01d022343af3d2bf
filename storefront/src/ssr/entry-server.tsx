/**
 * Renders a public page on the server with the storefront's own components: the same providers
 * and routes as the browser, a static router and the visitor's language. The route's loader
 * (`routing/loaders.ts`) first fills the query cache with the answers the page shows, read from
 * the API in-process; the page is then rendered once, from that cache. The browser hydrates it.
 */
import { QueryClient, dehydrate, skipToken, type Query } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import type { Language } from '../../../common/i18n';
import { matchRoute } from '../../../common/routes';
import { setApiTransport, type ApiTransport } from '../api/api-client';
import { AppProviders } from '../app/AppProviders';
import { guessViewport } from '../preferences/use-viewport';
import { loadRoute, type Loaded } from '../routing/loaders';
import { buildRoutes } from '../routing/route-table';
import { headTags } from '../seo/head-tags';
import { HeadCollector, HeadProvider, type PageHead } from '../seo/page-head';
import { SERVER_I18N } from './catalogues';
import { jsonForHtml } from '../seo/json-for-html';
import { RENDERED_STATE_ID, type RenderedState } from './state';

export interface RenderInput {
  /** Path and query of the page, e.g. `/perfil/ana?tab=services`. */
  url: string;
  language: Language;
  /** The browser's User-Agent header, to guess between the phone and the desktop layout. */
  userAgent?: string;
  /** Whether the request carried the cookie notice's cookie (the notice was read). */
  noticeRead?: boolean;
  /** The product's public origin, for canonical and preview addresses. */
  publicUrl: string;
  /** Longest wait for the page's answers before giving up on rendering it here. */
  budgetMs?: number;
}

/** How the render reaches the API and tells what its loader learnt. */
export interface RenderHooks {
  /** The API's answer to a GET, in-process (never over HTTP). */
  transport: ApiTransport;
  /** Called once the loader is done, before the page renders: its status is known then. */
  onLoaded?: (loaded: Loaded) => void;
}

export interface RenderOutput {
  status: number;
  /** Where the page belongs instead (a subject named by another region's address). */
  redirect?: string;
  head: PageHead;
  /** What replaces the template's `<title>`: the page's head tags. */
  headHtml: string;
  /** `#root` with the page's markup, and the state the browser takes it over with. */
  rootHtml: string;
  /** Queries the page read that its route's loader did not fill (shown loading). */
  unloaded: string[];
}

/** The page's head tags, and its markup and state, for the built shell. */
function pageParts(
  input: RenderInput,
  parts: { html: string; head: PageHead; state: RenderedState },
): Pick<RenderOutput, 'headHtml' | 'rootHtml'> {
  const t = SERVER_I18N[input.language].getFixedT(input.language, 'storefront');
  const head = headTags(parts.head, {
    url: input.url,
    publicUrl: input.publicUrl,
    language: input.language,
    siteName: t('app.name'),
    defaultDescription: t('app.description'),
  });
  return {
    headHtml: head,
    rootHtml:
      `<div id="root">${parts.html}</div>` +
      `<script type="application/json" id="${RENDERED_STATE_ID}">${jsonForHtml(parts.state)}</script>`,
  };
}

const handler = createStaticHandler(buildRoutes());

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

/** Queries the render read that have no answer and could have been asked: its loader's gaps. */
function unloaded(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled, queryFn } = query.options as {
        enabled?: boolean | ((q: Query) => boolean);
        queryFn?: unknown;
      };
      const on = typeof enabled === 'function' ? enabled(query) : enabled;
      return (
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        on !== false &&
        queryFn !== skipToken &&
        queryFn !== undefined
      );
    });
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`The page's answers took more than ${ms} ms`)), ms).unref();
  });
}

/**
 * Renders the page at `url`: its route's loader, then one render. Throws when the loader fails
 * or outlasts the budget (the caller then sends the plain shell and the browser renders the
 * page itself).
 */
export async function render(input: RenderInput, hooks: RenderHooks): Promise<RenderOutput> {
  setApiTransport(hooks.transport);
  try {
    return await renderOnce(input, hooks);
  } finally {
    setApiTransport(null);
  }
}

async function renderOnce(input: RenderInput, hooks: RenderHooks): Promise<RenderOutput> {
  const url = new URL(input.url, 'http://localhost');
  const queryClient = new QueryClient({
    // A failed answer renders as the page's error (not found, say): never tried again here.
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: 60_000, gcTime: Infinity },
    },
  });
  const match = matchRoute(url.pathname);
  const loaded: Loaded = match
    ? await Promise.race([
        loadRoute(match.name, {
          client: queryClient,
          params: match.params,
          region: match.region,
          language: input.language,
          search: url.searchParams,
        }),
        timeout(input.budgetMs ?? 3000),
      ])
    : { status: 404 };
  hooks.onLoaded?.(loaded);
  if (loaded.redirect) {
    return {
      status: loaded.status,
      redirect: loaded.redirect,
      head: {},
      headHtml: '',
      rootHtml: '',
      unloaded: [],
    };
  }
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error('A public page never redirects on the server');
  const i18n = SERVER_I18N[input.language];
  const viewport = guessViewport(input.userAgent);
  const noticeRead = input.noticeRead ?? false;
  const collector = new HeadCollector();
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <HeadProvider collector={collector}>
      <AppProviders
        i18n={i18n}
        queryClient={queryClient}
        viewport={viewport}
        noticeRead={noticeRead}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </HeadProvider>,
    // Everything is ready when the page is written: no boundary is sent apart with a script
    // to move it in place (the page's policy allows no inline script).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await text(prelude);
  const gaps = unloaded(queryClient);
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  const state: RenderedState = {
    language: input.language,
    viewport,
    noticeRead,
    queries: dehydrate(queryClient),
    hydratable: !failed && gaps.length === 0,
  };
  const head = collector.head;
  return {
    // The loader's status is the one already sent; the page's own says the same.
    status: loaded.status,
    head,
    ...pageParts(input, { html, head, state }),
    unloaded: gaps.map((query) => query.queryHash),
  };
}
