import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { isLanguage, languageFromHeader } from '../../common/i18n';
import { AppError } from './errors';
import type { AppContext } from './http';
import { translator } from './i18n';
import type { Logger } from './logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives every request an id (kept from X-Request-Id when well-formed), its language and a log
 * line when it ends. Bodies and headers are not logged, so no credential can reach the log.
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const c = ctx as AppContext;
    const incoming = ctx.get('x-request-id');
    c.state.requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const chosen = ctx.get('x-language');
    c.state.language = isLanguage(chosen) ? chosen : languageFromHeader(ctx.get('accept-language'));
    ctx.set('X-Request-Id', c.state.requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (ctx.path !== '/health') {
        logger.info(
          {
            requestId: c.state.requestId,
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(ms * 10) / 10,
          },
          'request',
        );
      }
    }
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

/**
 * The one error envelope: `{ error: { code, message, details? } }` with the message and each
 * field's message translated to the request's language. Anything unexpected is a logged 500.
 */
export function errorEnvelope(logger: Logger): Middleware {
  return async (ctx, next) => {
    const c = ctx as AppContext;
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new AppError('ROUTE_NOT_FOUND', 404);
    } catch (caught) {
      const error =
        caught instanceof AppError
          ? caught
          : (fromLibraryError(caught) ?? new AppError('INTERNAL', 500));
      if (error.code === 'INTERNAL') {
        logger.error(
          { err: caught, requestId: c.state.requestId, path: ctx.path },
          'unexpected error',
        );
      }
      const t = translator(c.state.language ?? 'es');
      const fields = error.options.fields?.map((f) => ({
        field: f.field,
        code: f.key,
        message: t(f.key, { ...f.params }),
      }));
      ctx.status = error.status;
      for (const [name, value] of Object.entries(error.options.headers ?? {})) ctx.set(name, value);
      ctx.body = {
        error: {
          code: error.code,
          message: t(`codes.${error.code}`, { ...error.options.params }),
          ...(fields ? { details: { fields } } : {}),
        },
      };
    }
  };
}
