import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { isLanguage, languageFromHeader, type Language } from '../../common/i18n';
import { databaseError, databaseUnavailable, isDatabaseUnavailable } from './db';
import { AppError } from './errors';
import type { AppContext } from './http';
import { translator } from './i18n';
import type { Logger } from './logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Errors Koa meets outside the middleware chain (a client that hangs up or sends a broken
 * request while its body is read or its answer written) go to the log, never to the console.
 */
export function logStrayErrors(app: Koa, logger: Logger): void {
  app.on('error', (error: Error & { code?: string }) => {
    logger.warn({ code: error.code, message: error.message }, 'connection error');
  });
}

/**
 * The edge of every request, in one middleware because it runs on every answer: an id (kept from
 * X-Request-Id when well-formed), the language, the error envelope and one access log line.
 * Bodies and headers are never logged, so no credential can reach the log.
 */
export function requestEdge(logger: Logger): Middleware {
  // Access lines carry only the fixed fields below, so they skip the costly redaction pass.
  const accessLog = logger.child({}, { redact: { paths: [] } });
  return async (ctx, next) => {
    const c = ctx as AppContext;
    const started = process.hrtime.bigint();
    const incoming = ctx.get('x-request-id');
    c.state.requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const chosen = ctx.get('x-language');
    c.state.language = isLanguage(chosen) ? chosen : languageFromHeader(ctx.get('accept-language'));
    ctx.set('X-Request-Id', c.state.requestId);
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new AppError('ROUTE_NOT_FOUND', 404);
    } catch (caught) {
      writeErrorEnvelope(c, caught, logger);
    }
    if (ctx.path === '/health') return;
    // The route's pattern, not the path: paths can carry tokens and personal data.
    const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
    accessLog.info(
      {
        requestId: c.state.requestId,
        method: ctx.method,
        route: matched ? String(matched) : ctx.path.startsWith('/assets/') ? '/assets' : '(page)',
        status: ctx.status,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      },
      'request',
    );
  };
}

interface KoaHttpError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
}

function fromLibraryError(error: unknown): AppError | undefined {
  const e = error as KoaHttpError;
  const status = e?.status ?? e?.statusCode;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 413);
  if (status === 400 || status === 415 || status === 422) {
    return new AppError('VALIDATION_FAILED', 422, {
      fields: [{ field: 'body', key: 'fields.invalid' }],
    });
  }
  return undefined;
}

const camelCase = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Input that PostgreSQL refused: text that is not a number or a date, a number out of range, a
 * NUL character, an impossible date (class 22, data exception); a reference to a row that does
 * not exist or a missing value (class 23). Bad input, so a 4xx naming the field when the
 * database names the column; the statement failed, so nothing was written.
 */
function fromDatabaseError(error: unknown): AppError | undefined {
  const { code, detail, column } = databaseError(error) as {
    code?: string;
    detail?: string;
    column?: string;
  };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  if (code.startsWith('22')) {
    return new AppError('VALIDATION_FAILED', 422, {
      ...(column ? { fields: [{ field: camelCase(column), key: 'fields.invalid' }] } : {}),
      cause: error,
    });
  }
  if (code === '23503') {
    if (detail?.includes('still referenced')) {
      return new AppError('RESOURCE_IN_USE', 409, { cause: error });
    }
    const key = /^Key \(([a-z0-9_]+)\)=/.exec(detail ?? '')?.[1];
    return new AppError('VALIDATION_FAILED', 422, {
      ...(key ? { fields: [{ field: camelCase(key), key: 'fields.unknownChoice' }] } : {}),
      cause: error,
    });
  }
  if (code === '23502') {
    return new AppError('VALIDATION_FAILED', 422, {
      ...(column ? { fields: [{ field: camelCase(column), key: 'fields.required' }] } : {}),
      cause: error,
    });
  }
  if (code === '23514') return new AppError('VALIDATION_FAILED', 422, { cause: error });
  return undefined;
}

/**
 * The one error envelope: `{ error: { code, message, details? } }` with the message and each
 * field's message translated to the language. Anything unexpected is a logged 500. Answers the
 * status, the headers and the body, for an HTTP answer or a socket's acknowledgement alike.
 */
export function errorEnvelope(
  caught: unknown,
  language: Language,
  logger: Logger,
  where: { requestId?: string; path: string },
) {
  // The database is away (stopped, restarting, frozen, too slow): 503, try again shortly.
  if (!(caught instanceof AppError) && isDatabaseUnavailable(caught)) {
    caught = databaseUnavailable(caught);
  }
  const refusedByDatabase = caught instanceof AppError ? undefined : fromDatabaseError(caught);
  if (refusedByDatabase) {
    const { code, constraint } = databaseError(caught);
    logger.warn({ ...where, sqlstate: code, constraint }, 'input refused by the database');
  }
  const error =
    caught instanceof AppError
      ? caught
      : (refusedByDatabase ?? fromLibraryError(caught) ?? new AppError('INTERNAL', 500));
  if (error.code === 'INTERNAL') {
    logger.error({ err: caught, ...where }, 'unexpected error');
  }
  const t = translator(language);
  const fields = error.options.fields?.map((f) => ({
    field: f.field,
    code: f.key,
    message: t(f.key, { ...f.params }),
  }));
  return {
    status: error.status,
    headers: error.options.headers ?? {},
    body: {
      error: {
        code: error.code,
        message: t(`codes.${error.code}`, { ...error.options.params }),
        ...(fields || error.options.details
          ? { details: { ...error.options.details, ...(fields ? { fields } : {}) } }
          : {}),
      },
    },
  };
}

function writeErrorEnvelope(ctx: AppContext, caught: unknown, logger: Logger): void {
  const answer = errorEnvelope(caught, ctx.state.language ?? 'es', logger, {
    requestId: ctx.state.requestId,
    path: ctx.path,
  });
  ctx.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
  ctx.body = answer.body;
}
