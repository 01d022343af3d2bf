/**
 * Public pages answered with their content: the storefront's server build renders them with
 * the same components the browser runs (title, description, links between regions, link
 * previews, structured data, status 404 for what does not exist). Signed-in and staff pages,
 * and any page whose rendering fails or runs out of time, get the plain shell, which the
 * browser renders itself.
 *
 * A page is rendered once, in a worker thread: its route's loader (`storefront/src/routing/
 * loaders.ts`) asks for the answers the page shows, and this thread answers each with the API's
 * own handlers in-process (`page-reads.ts`), over a message port: never over HTTP, so the same
 * behind any proxy. The loader's status (404 for an unknown profile) leaves before the first
 * byte. A visitor's page is cacheable for a short while (ETag from what it was rendered from,
 * 304 when it has not changed); nothing that may be a signed-in user's is.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import type Koa from 'koa';
import workerpool from 'workerpool';
import { LANGUAGE_TAGS, type Language } from '../../common/i18n';
import {
  ROUTES,
  matchRoute,
  regionOfPath,
  type RouteMatch,
  type RouteName,
} from '../../common/routes';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_READ } from '../../common/cookie-notice';
import { ROOT_ELEMENT, pageDocument, type PageDocument } from '../../common/page-document';
import type { RenderInput } from '../../storefront/src/ssr/entry-server';
import type {
  ApiAnswer,
  ApiRead,
  RenderEvent,
  RenderedPage,
} from '../../storefront/src/ssr/render-worker';
import { COMPRESS_EACH_PART } from './compression';
import type { Logger } from './logger';
import type { PageRead, PageReads } from './page-reads';

/** Public routes whose page only makes sense in the visitor's own browser. */
const CLIENT_ONLY: ReadonlySet<RouteName> = new Set<RouteName>([
  'signIn',
  'signUp',
  'confirmMail',
  'accountNeeded',
  'forgotPassword',
  'newPassword',
  'emailVerification',
  'googleCallback',
  'facebookCallback',
]);

export interface PageRenderOptions {
  /** The storefront's browser build (`index.html` is the template). */
  distDir: string;
  /** The storefront's server build: the render worker's script. */
  serverEntry: string;
  publicUrl: string;
  /** The storefront API's public reads, answered in-process. */
  reads: PageReads;
  logger: Logger;
  /** Worker threads that render pages. */
  workers: number;
  /** Longest wait for a page's answers. */
  budgetMs?: number;
}

/** Pages waiting for a worker beyond this many are left to the browser to render. */
const MAX_QUEUED = 200;

/** Pages that name one person (a link from a mail): never kept by any cache. */
const PERSONAL: ReadonlySet<RouteName> = new Set<RouteName>(['unsubscribe']);

/**
 * How long a visitor's page may be reused: a browser keeps it 30 s, a shared cache (CDN) 60 s;
 * both may then ask again with its ETag and get 304 when nothing it shows changed.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=30, s-maxage=60';
/** What may be someone's own: never stored (a session's header or any cookie but the notice's). */
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/**
 * Whether the request may come from a signed-in user: it carries a bearer token, or a cookie
 * other than the notice's (Prosk sets no other; a session cookie would be one). The storefront
 * keeps its token in the browser, so a navigation never says; the page rendered is a visitor's
 * either way, and what is the user's own is asked for by the browser with its token.
 */
function maybeSignedIn(ctx: Koa.Context): boolean {
  if (ctx.get('authorization')) return true;
  const cookies = ctx.get('cookie');
  if (!cookies) return false;
  return cookies
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .some((name) => name !== '' && name !== COOKIE_NOTICE_COOKIE);
}

/** Whether `If-None-Match` names `etag` (weak comparison, as for a GET). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Whether the server renders a matched route's page (a public, renderable one). */
function rendersOnServer(match: RouteMatch): boolean {
  const route = ROUTES[match.name] as { auth: boolean; staff?: boolean };
  return !route.auth && !route.staff && !CLIENT_ONLY.has(match.name);
}

/** The page's language: Portuguese under /br, Spanish elsewhere (a saved choice is the browser's). */
function pageLanguage(pathname: string): Language {
  return regionOfPath(pathname) === 'br' ? 'br' : 'es';
}

export function createPageRenderer(options: PageRenderOptions) {
  const templateFile = path.join(options.distDir, 'index.html');
  let template: string | undefined;
  const templateText = () => (template ??= readFileSync(templateFile, 'utf8'));
  const documents = new Map<string, PageDocument>();
  /** The template cut for a language, the page's language on `<html>`. */
  const documentFor = (language: Language, rendered: boolean): PageDocument => {
    const key = `${language}:${rendered}`;
    let document = documents.get(key);
    if (!document) {
      const attributes = `lang="${LANGUAGE_TAGS[language]}"`;
      document = pageDocument(
        templateText(),
        rendered ? `${attributes} data-rendered-language="${language}"` : attributes,
      );
      documents.set(key, document);
    }
    return document;
  };
  let pool: workerpool.Pool | null | undefined;
  const workers = () =>
    (pool ??= existsSync(options.serverEntry)
      ? workerpool.pool(options.serverEntry, {
          workerType: 'thread',
          // All started with the first page: no visitor waits for a thread to load the build.
          minWorkers: options.workers,
          maxWorkers: options.workers,
          maxQueueSize: MAX_QUEUED,
        })
      : null);

  /** The plain shell in the page's language, for the browser to render. */
  function shell(language: Language, extraHead = ''): string {
    const { start, title, middle, end } = documentFor(language, false);
    return `${start}${title}${extraHead}${middle}${ROOT_ELEMENT}${end}`;
  }

  /** An identity of the build the pages are rendered with (its template names its scripts). */
  let build: string | undefined;
  const buildTag = () =>
    (build ??= createHash('sha256').update(templateText()).digest('base64url'));

  /**
   * The page's ETag: a digest of everything it is rendered from (the build, the address, the
   * language, the request's layout and notice cookie, the day, and each answer its loader read).
   */
  function etagOf(input: RenderInput, reads: Map<string, PageRead>): string {
    const hash = createHash('sha256');
    hash.update(buildTag());
    hash.update(`\n${input.url}\n${input.language}\n${input.userAgent ?? ''}\n`);
    hash.update(`${input.noticeRead ? 1 : 0}\n${new Date().toISOString().slice(0, 10)}\n`);
    for (const key of [...reads.keys()].sort()) {
      const read = reads.get(key)!;
      hash.update(`${key}\n${read.status}\n${read.body}\n`);
    }
    return `W/"${hash.digest('base64url').slice(0, 27)}"`;
  }

  /**
   * Renders the page in a worker, answering its loader's reads in-process. `loaded` settles with
   * the page's status (or where it moved) as soon as the loader is done, before the page is
   * rendered; `rendering` with the page.
   */
  function renderInWorker(pool: workerpool.Pool, input: RenderInput) {
    const { port1, port2 } = new MessageChannel();
    const reads = new Map<string, PageRead>();
    port1.on('message', ({ id, path: asked, language }: ApiRead) => {
      options.reads(asked, language).then(
        (read) => {
          reads.set(`${language} ${asked}`, read);
          port1.postMessage({ id, ...read } satisfies ApiAnswer);
        },
        (error: unknown) => {
          options.logger.error({ err: error, path: asked }, 'a page’s read failed');
          port1.postMessage({ id, status: 500, body: '' } satisfies ApiAnswer);
        },
      );
    });
    let onLoaded: (loaded: RenderEvent['loaded']) => void = () => undefined;
    const loaded = new Promise<RenderEvent['loaded']>((resolve) => (onLoaded = resolve));
    const rendering = new Promise<RenderedPage>((resolve, reject) => {
      // Throws at once when MAX_QUEUED pages wait already: that page gets the shell.
      (
        pool.exec('render', [input, port2], {
          transfer: [port2],
          on: (event: RenderEvent) => {
            if (event.loaded) onLoaded(event.loaded);
          },
        }) as Promise<RenderedPage>
      ).then(resolve, reject);
    }).finally(() => port1.close());
    return {
      reads,
      // The page's own answer settles it too (a worker that never reached its loader's end).
      loaded: Promise.race([
        loaded,
        rendering.then(({ status, redirect }) => ({ status, redirect })),
      ]),
      rendering,
    };
  }

  /**
   * Sends the page as it renders: the head's start (styles and scripts to fetch) at once, the
   * rest when the worker is done; if rendering fails, the browser gets the shell's rest and
   * renders the page itself.
   */
  function stream(ctx: Koa.Context, language: Language, rendering: Promise<RenderedPage>) {
    const rendered = documentFor(language, true);
    const body = new PassThrough();
    ctx.body = body;
    ctx.compress = COMPRESS_EACH_PART;
    body.write(rendered.start);
    rendering.then(
      (page) => {
        if (page.unloaded.length) {
          options.logger.warn(
            { path: ctx.path, unloaded: page.unloaded },
            'page rendered with queries its route’s loader did not fill',
          );
        }
        body.end(`${page.headHtml}${rendered.middle}${page.rootHtml}${rendered.end}`);
      },
      (error: unknown) => {
        options.logger.warn({ err: error, path: ctx.path }, 'page rendered in the browser instead');
        const plain = documentFor(language, false);
        body.end(`${plain.title}${plain.middle}${ROOT_ELEMENT}${plain.end}`);
      },
    );
  }

  /**
   * Answers a page address: 404 with the shell for an unknown path (the browser shows the
   * not-found page), 301 to the page's address in its region for a subject named by another
   * region's address, the rendered page for a public route (with its loader's status, and 304
   * when the visitor's copy is current), the shell for the rest.
   */
  async function answerPage(ctx: Koa.Context): Promise<void> {
    const language = pageLanguage(ctx.path);
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    const match = matchRoute(ctx.path);
    if (!match) {
      ctx.status = 404;
      ctx.body = shell(language, '\n    <meta name="robots" content="noindex" />');
      return;
    }
    const pool = rendersOnServer(match) ? workers() : null;
    if (pool) {
      const input: RenderInput = {
        url: ctx.url,
        language,
        userAgent: ctx.get('user-agent'),
        noticeRead: ctx.cookies.get(COOKIE_NOTICE_COOKIE) === COOKIE_NOTICE_READ,
        publicUrl: options.publicUrl,
        budgetMs: options.budgetMs,
      };
      // The layout (phone or desktop) is guessed from the user agent; the cookie notice is
      // left out once its cookie says it was read; a request with a token is never shared.
      ctx.vary('User-Agent');
      ctx.vary('Cookie');
      ctx.vary('Authorization');
      const { reads, loaded, rendering } = renderInWorker(pool, input);
      // A page given up on is still settled, never an unhandled rejection.
      rendering.catch(() => undefined);
      const outcome = await loaded.catch((error: unknown) => {
        options.logger.warn({ err: error, path: ctx.path }, 'page rendered in the browser instead');
        return null;
      });
      if (outcome?.redirect) {
        ctx.redirect(outcome.redirect);
        ctx.status = 301;
        return;
      }
      if (outcome) {
        ctx.status = outcome.status;
        if (PERSONAL.has(match.name) || maybeSignedIn(ctx)) {
          ctx.set('Cache-Control', PRIVATE_PAGE_CACHE);
        } else if (outcome.status === 200) {
          const etag = etagOf(input, reads);
          ctx.set('ETag', etag);
          ctx.set('Cache-Control', PUBLIC_PAGE_CACHE);
          const asked = ctx.get('if-none-match');
          if (asked && matches(asked, etag)) {
            ctx.status = 304;
            ctx.body = null;
            return;
          }
        }
        stream(ctx, language, rendering);
        return;
      }
    }
    ctx.status = 200;
    ctx.body = shell(language);
  }

  return {
    answerPage,
    /** Ends the render workers (pages asked for after this get the shell). */
    async close() {
      const running = pool;
      pool = null;
      await running?.terminate();
    },
  };
}
