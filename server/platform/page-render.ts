/**
 * Public pages answered with their content: the storefront's server build renders them with
 * the same components the browser runs (title, description, links between regions, link
 * previews, structured data, status 404 for what does not exist). Signed-in and staff pages,
 * and any page whose rendering fails or runs out of time, get the plain shell, which the
 * browser renders itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isIPv6 } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
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
import { categoryPageRedirect, type Slugged } from '../../common/slugs';
import { ROOT_ELEMENT, pageDocument, type PageDocument } from '../../common/page-document';
import type { RenderInput } from '../../storefront/src/ssr/entry-server';
import type { RenderedPage } from '../../storefront/src/ssr/render-worker';
import { COMPRESS_EACH_PART } from './compression';
import type { Logger } from './logger';

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
  // A service with the visitor's choice of day: drawn in the browser (its prosker's profile,
  // which lists it, is the page the server renders for search engines).
  'services',
]);

export interface PageRenderOptions {
  /** The storefront's browser build (`index.html` is the template). */
  distDir: string;
  /** The storefront's server build: the render worker's script. */
  serverEntry: string;
  publicUrl: string;
  /** Where the storefront's API answers, e.g. `/admin/api`. */
  apiPrefix: string;
  logger: Logger;
  /** Worker threads that render pages. */
  workers: number;
  /** Longest wait for a page's answers. */
  budgetMs?: number;
}

/** Pages waiting for a worker beyond this many are left to the browser to render. */
const MAX_QUEUED = 200;

/**
 * Pages about one thing (a profile, a category, a post) that do not exist when the API has no
 * such thing: the API is asked first, since the status leaves before the page is rendered.
 */
const SUBJECTS: Partial<Record<RouteName, (match: RouteMatch) => string>> = {
  profile: ({ params, region }) =>
    `/profiles/${encodeURIComponent(params.query ?? '')}?region=${region}`,
  category: ({ params, region }) =>
    `/categories/${encodeURIComponent(params.name ?? '')}?region=${region}`,
  blogPost: ({ params, region }) =>
    `/content/posts/${encodeURIComponent(params.slug ?? '')}?region=${region}`,
};

/**
 * Pages whose subject may be named by an address of another region (a category by its Spanish
 * slug under /br, ADR 0028): the address the page belongs at, from the subject's answer and the
 * requested query string, or null when it is there already.
 */
const MOVED: Partial<
  Record<RouteName, (match: RouteMatch, body: string, search: string) => string | null>
> = {
  category: ({ params, region }, body, search) =>
    categoryPageRedirect(
      region,
      { name: params.name ?? '', search },
      JSON.parse(body) as Slugged & { skills: Slugged[] },
    ),
};

/** Whether the server renders a matched route's page (a public, renderable one). */
function rendersOnServer(match: RouteMatch): boolean {
  const route = ROUTES[match.name] as { auth: boolean; staff?: boolean };
  return !route.auth && !route.staff && !CLIENT_ONLY.has(match.name);
}

/** The page's language: Portuguese under /br, Spanish elsewhere (a saved choice is the browser's). */
function pageLanguage(pathname: string): Language {
  return regionOfPath(pathname) === 'br' ? 'br' : 'es';
}

function loopbackOrigin(ctx: Koa.Context): string {
  const { localAddress, localPort } = ctx.req.socket;
  const host = !localAddress
    ? '127.0.0.1'
    : isIPv6(localAddress)
      ? `[${localAddress}]`
      : localAddress;
  return `${ctx.protocol === 'https' ? 'https' : 'http'}://${host}:${localPort}`;
}

/**
 * Whether the page's subject exists: the API's status for it (0 when it could not say), asked
 * in the page's language, and the answer's body when it does (the render reads it rather than
 * asking again).
 */
async function subjectAnswer(
  url: string,
  language: Language,
): Promise<{ status: number; body?: string }> {
  try {
    const response = await fetch(url, {
      headers: { 'Accept-Language': LANGUAGE_TAGS[language], 'X-Language': language },
      signal: AbortSignal.timeout(2000),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { status: response.status };
    }
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 0 };
  }
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

  /**
   * Sends the page as it renders: the head's start (styles and scripts to fetch) at once, the
   * rest when the worker is done; if rendering fails, the browser gets the shell's rest and
   * renders the page itself.
   */
  function stream(ctx: Koa.Context, language: Language, rendering: Promise<RenderedPage>) {
    const rendered = documentFor(language, true);
    const body = new PassThrough();
    ctx.status = 200;
    ctx.body = body;
    ctx.compress = COMPRESS_EACH_PART;
    body.write(rendered.start);
    rendering.then(
      (page) => body.end(`${page.headHtml}${rendered.middle}${page.rootHtml}${rendered.end}`),
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
   * region's address, the rendered page for a public route, the shell for the rest.
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
      const apiOrigin = loopbackOrigin(ctx);
      const input: RenderInput = {
        url: ctx.url,
        language,
        userAgent: ctx.get('user-agent'),
        noticeRead: ctx.cookies.get(COOKIE_NOTICE_COOKIE) === COOKIE_NOTICE_READ,
        apiOrigin,
        publicUrl: options.publicUrl,
        budgetMs: options.budgetMs,
      };
      // The layout (phone or desktop) is guessed from the user agent; the cookie notice is
      // left out once its cookie says it was read.
      ctx.vary('User-Agent');
      ctx.vary('Cookie');
      const subject = SUBJECTS[match.name]?.(match);
      const answer = subject
        ? await subjectAnswer(`${apiOrigin}${options.apiPrefix}${subject}`, language)
        : // The not-found page itself (where the browser sends an unknown path) says so too.
          { status: match.name === 'notFound' ? 404 : 200 };
      const { status } = answer;
      const moved =
        answer.body !== undefined ? MOVED[match.name]?.(match, answer.body, ctx.querystring) : null;
      if (moved) {
        ctx.redirect(moved);
        ctx.status = 301;
        return;
      }
      if (subject && answer.body !== undefined) input.answered = { [subject]: answer.body };
      const rendering = pool.exec('render', [input]) as Promise<RenderedPage>;
      if (status >= 200 && status < 300) {
        stream(ctx, language, rendering);
        return;
      }
      // A page that does not exist (or could not be checked) is rendered whole, with its status.
      try {
        const page = await rendering;
        const rendered = documentFor(language, true);
        ctx.status = page.status;
        ctx.body = `${rendered.start}${page.headHtml}${rendered.middle}${page.rootHtml}${rendered.end}`;
        return;
      } catch (error) {
        options.logger.warn({ err: error, path: ctx.path }, 'page rendered in the browser instead');
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
