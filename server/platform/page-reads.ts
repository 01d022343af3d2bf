/**
 * The API's public reads answered in-process, for the pages the server renders: a page's loader
 * asks for `/profiles/ana?region=uy` as the browser would, and gets what the API would have
 * answered it, from the same route declarations (the modules' `routes`, exported by their
 * `index.ts`) and so the same services, DTOs and hiding of contact data, as a visitor with no
 * session. No socket, no HTTP, no proxy in between: it works the same behind any of them.
 *
 * Only GET routes open to visitors are reachable (`public`, and `optionalUser` as a visitor);
 * anything else answers 404, as a path the API does not have.
 */
import type { Language } from '../../common/i18n';
import { AppError } from './errors';
import { checkPathParams, validate, type AppContext, type RouteSpec } from './http';
import type { Logger } from './logger';
import { errorEnvelope } from './middleware';

/** An answer as the API would send it: its status and its JSON text. */
export interface PageRead {
  status: number;
  body: string;
}

export type PageReads = (path: string, language: Language) => Promise<PageRead>;

interface Readable {
  spec: RouteSpec;
  segments: string[];
}

/** The path parameters of `pathname` when it matches the route's segments (`:name` each). */
function paramsOf(segments: string[], pathname: string): Record<string, string> | null {
  const have = pathname.split('/').filter(Boolean);
  if (have.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(have[i]);
      } catch {
        return null;
      }
    } else if (segment !== have[i]) return null;
  }
  return params;
}

/** A request's context as the route's handler reads it: its parameters, query and language. */
function visitorContext(
  params: Record<string, string>,
  query: Record<string, string | string[]>,
  language: Language,
): AppContext {
  const headers: Record<string, string> = {};
  return {
    method: 'GET',
    params,
    query,
    request: { query, body: undefined },
    state: { requestId: 'page-render', language },
    status: 200,
    body: undefined,
    set(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    get: () => '',
  } as unknown as AppContext;
}

/** The storefront API's reads, answered in-process (`routes`: every route the API serves). */
export function createPageReads(routes: RouteSpec[], logger: Logger): PageReads {
  const readable: Readable[] = routes
    .filter((spec) => spec.method === 'get')
    .filter((spec) => spec.access === 'public' || spec.access === 'optionalUser')
    .filter((spec) => !spec.before?.length)
    .map((spec) => ({ spec, segments: spec.path.split('/').filter(Boolean) }));

  return async function read(path, language) {
    const url = new URL(path, 'http://api');
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length === 1 ? values[0] : values;
    }
    // Literal segments win over parameters, as the router orders them.
    let found: { spec: RouteSpec; params: Record<string, string> } | undefined;
    for (const { spec, segments } of readable) {
      const params = paramsOf(segments, url.pathname);
      if (params && (!found || Object.keys(params).length < Object.keys(found.params).length)) {
        found = { spec, params };
      }
    }
    const ctx = visitorContext(found?.params ?? {}, query, language);
    try {
      if (!found) throw new AppError('ROUTE_NOT_FOUND', 404);
      const { spec } = found;
      checkPathParams(ctx, spec);
      const input = spec.query ? await validate(spec.query, query) : {};
      await spec.handler(ctx, { query: input, body: {} });
      const status = ctx.status;
      return {
        status: ctx.body === undefined || ctx.body === null ? 204 : status,
        body: ctx.body === undefined || ctx.body === null ? '' : JSON.stringify(ctx.body),
      };
    } catch (caught) {
      const answer = errorEnvelope(caught, language, logger, {
        requestId: 'page-render',
        path: url.pathname,
      });
      return { status: answer.status, body: JSON.stringify(answer.body) };
    }
  };
}
