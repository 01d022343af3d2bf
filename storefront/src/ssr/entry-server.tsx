/**
 * Renders a public page on the server with the storefront's own components: the same providers
 * and routes as the browser, a static router, the visitor's language and the answers the page
 * asks for, fetched from the API before the final render. The browser then hydrates it.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient, dehydrate, skipToken, type Query } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import type { Language } from '../../../common/i18n';
import { setApiOrigin } from '../api/api-client';
import { AppProviders } from '../app/AppProviders';
import { DiscoveryPassContext } from '../layout/discovery-pass';
import { guessViewport } from '../layout/use-viewport';
import { buildRoutes } from '../routing/route-table';
import { headTags } from '../seo/head-tags';
import { HeadCollector, HeadProvider, type PageHead } from '../seo/page-head';
import { SERVER_I18N } from './catalogues';
import { RENDERED_STATE_ID, jsonForHtml, type RenderedState } from './state';

export interface RenderInput {
  /** Path and query of the page, e.g. `/perfil/ana?tab=services`. */
  url: string;
  language: Language;
  /** The browser's User-Agent header, to guess between the phone and the desktop layout. */
  userAgent?: string;
  /** Whether the request carried the cookie notice's cookie (the notice was read). */
  noticeRead?: boolean;
  /** Where this process answers the API (its loopback address). */
  apiOrigin: string;
  /** The product's public origin, for canonical and preview addresses. */
  publicUrl: string;
  /** Longest wait for the page's answers before giving up on rendering it here. */
  budgetMs?: number;
  /**
   * API answers the server already has for this page (its subject, asked for to learn the
   * page's status), by API path, in the page's language: read instead of asked for again.
   */
  answered?: Record<string, string>;
}

export interface RenderOutput {
  status: number;
  head: PageHead;
  /** What replaces the template's `<title>`: the page's head tags and its styles. */
  headHtml: string;
  /** `#root` with the page's markup, and the state the browser takes it over with. */
  rootHtml: string;
}

/** The page's head tags and styles, and its markup and state, for the built shell. */
function pageParts(
  input: RenderInput,
  parts: { html: string; styles: string; head: PageHead; state: RenderedState },
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
    headHtml: `${head}\n    ${parts.styles}`,
    rootHtml:
      `<div id="root">${parts.html}</div>` +
      `<script type="application/json" id="${RENDERED_STATE_ID}">${jsonForHtml(parts.state)}</script>`,
  };
}

const handler = createStaticHandler(buildRoutes());
/** Renders after the first: each one may reveal queries that depend on earlier answers. */
const MAX_PASSES = 4;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

/** Queries the last render asked for that are not answered yet and may run. */
function waiting(client: QueryClient): Query[] {
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
 * Renders the page at `url`, or throws when it cannot within the budget (the caller then sends
 * the plain shell and the browser renders the page itself).
 */
export async function render(input: RenderInput): Promise<RenderOutput> {
  setApiOrigin(input.apiOrigin, input.answered, input.language);
  const started = Date.now();
  const budget = input.budgetMs ?? 3000;
  const context = await handler.query(new Request(`http://localhost${input.url}`));
  if (context instanceof Response) throw new Error('A public page never redirects on the server');
  const queryClient = new QueryClient({
    // A failed answer renders as the page's error (not found, say): never tried again here.
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: 60_000, gcTime: Infinity },
    },
  });
  const i18n = SERVER_I18N[input.language];
  const viewport = guessViewport(input.userAgent);
  const noticeRead = input.noticeRead ?? false;

  for (let pass = 1; ; pass += 1) {
    // The first pass only learns what the page asks for (nothing is answered yet): the
    // layout is left out of it. It is never the one sent.
    const discovering = pass === 1;
    const collector = new HeadCollector();
    const cache = createCache({ key: 'css' });
    // Styles are collected for the head rather than written beside each element.
    cache.compat = true;
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <HeadProvider collector={collector}>
          <AppProviders
            i18n={i18n}
            queryClient={queryClient}
            viewport={viewport}
            noticeRead={noticeRead}
          >
            <DiscoveryPassContext.Provider value={discovering}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </DiscoveryPassContext.Provider>
          </AppProviders>
        </HeadProvider>
      </CacheProvider>,
      // Everything is ready when the page is written: no boundary is sent apart with a script
      // to move it in place (the page's policy allows no inline script).
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const html = await text(prelude);
    const next = waiting(queryClient);
    if (!discovering && (next.length === 0 || pass === MAX_PASSES)) {
      const emotion = createEmotionServer(cache);
      const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      const state: RenderedState = {
        language: input.language,
        viewport,
        noticeRead,
        queries: dehydrate(queryClient),
        hydratable: !failed && next.length === 0,
      };
      const head = collector.head;
      return {
        status: head.status ?? 200,
        head,
        ...pageParts(input, { html, styles, head, state }),
      };
    }
    if (next.length === 0) continue;
    const left = budget - (Date.now() - started);
    await Promise.race([
      Promise.all(next.map((query) => query.fetch().catch(() => undefined))),
      timeout(Math.max(left, 0)),
    ]);
  }
}
