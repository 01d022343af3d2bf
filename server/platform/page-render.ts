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
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import { LANGUAGE_TAGS, type Language } from '../../common/i18n';
import {
  ROUTES,
  matchRoute,
  regionOfPath,
  type RouteMatch,
  type RouteName,
} from '../../common/routes';
import type { RenderInput } from '../../storefront/src/ssr/entry-server';
import type { Logger } from './logger';

/** Public routes whose page only makes sense in the visitor's own browser. */
const CLIENT_ONLY: ReadonlySet<RouteName> = new Set<RouteName>([
  'signIn',
  'signUp',
  'confirmMail',
  'forgotPassword',
  'newPassword',
  'emailVerification',
  'googleCallback',
  'facebookCallback',
]);

/** The storefront's server build (`storefront/src/ssr/entry-server.tsx`). */
interface ServerEntry {
  render(input: RenderInput): Promise<{ status: number; document: string }>;
}

export interface PageRenderOptions {
  /** The storefront's browser build (`index.html` is the template). */
  distDir: string;
  /** The storefront's server build. */
  serverEntry: string;
  publicUrl: string;
  logger: Logger;
  /** Longest wait for a page's answers. */
  budgetMs?: number;
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

function loopbackOrigin(ctx: Koa.Context): string {
  const { localAddress, localPort } = ctx.req.socket;
  const host = !localAddress
    ? '127.0.0.1'
    : isIPv6(localAddress)
      ? `[${localAddress}]`
      : localAddress;
  return `${ctx.protocol === 'https' ? 'https' : 'http'}://${host}:${localPort}`;
}

export function createPageRenderer(options: PageRenderOptions) {
  const templateFile = path.join(options.distDir, 'index.html');
  let entry: Promise<ServerEntry | null> | undefined;
  let template: string | undefined;
  const templateText = () => (template ??= readFileSync(templateFile, 'utf8'));
  const load = () =>
    (entry ??= existsSync(options.serverEntry)
      ? (import(pathToFileURL(options.serverEntry).href) as Promise<ServerEntry>)
      : Promise.resolve(null));

  /** The plain shell in the page's language, for the browser to render. */
  function shell(language: Language): string {
    return templateText().replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAGS[language]}"`);
  }

  /**
   * Answers a page address: 404 with the shell for an unknown path (the browser shows the
   * not-found page), the rendered page for a public route, the shell for the rest.
   */
  return async function answerPage(ctx: Koa.Context): Promise<void> {
    const language = pageLanguage(ctx.path);
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    const match = matchRoute(ctx.path);
    if (!match) {
      ctx.status = 404;
      ctx.body = shell(language).replace(
        '</head>',
        '  <meta name="robots" content="noindex" />\n  </head>',
      );
      return;
    }
    const server = rendersOnServer(match) ? await load() : null;
    if (server) {
      try {
        const page = await server.render({
          url: ctx.url,
          language,
          userAgent: ctx.get('user-agent'),
          apiOrigin: loopbackOrigin(ctx),
          publicUrl: options.publicUrl,
          template: templateText(),
          budgetMs: options.budgetMs,
        });
        ctx.status = page.status;
        // The layout (phone or desktop) is guessed from the user agent.
        ctx.vary('User-Agent');
        ctx.body = page.document;
        return;
      } catch (error) {
        options.logger.warn({ err: error, path: ctx.path }, 'page rendered in the browser instead');
      }
    }
    ctx.status = 200;
    ctx.body = shell(language);
  };
}
