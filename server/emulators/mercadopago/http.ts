/**
 * Request and answer helpers of the Mercado Pago emulator: the MP error shape, body reading (the
 * app's body parser may have read it already), field checks, ids, dates and money.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { DEFAULT_REGION, TIME_ZONES } from '../../../common/regions';
import { isoInZone } from '../../../common/time';

/** One entry of an MP error's `cause` array. Codes are numbers or strings at Mercado Pago too. */
export interface MpCause {
  code: string | number;
  description: string;
}

/**
 * An answer in Mercado Pago's error shape, `{ message, error, status, cause }`. The SDK turns the
 * HTTP status into its typed error (MPBadRequestError, MPAuthenticationError, ...) and keeps
 * `cause` as `error.causes`.
 */
export class MpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly causes: MpCause[] = [],
  ) {
    super(message);
  }

  body() {
    return { message: this.message, error: this.error, status: this.status, cause: this.causes };
  }
}

export const badRequest = (code: string | number, description: string, message = description) =>
  new MpError(400, 'bad_request', message, [{ code, description }]);

export const notFound = (code: string | number, description: string) =>
  new MpError(404, 'not_found', description, [{ code, description }]);

export const unauthorized = (description = 'invalid access token') =>
  new MpError(401, 'unauthorized', description, [{ code: 'unauthorized', description }]);

export const forbidden = (description = 'The caller is not authorized to access this resource') =>
  new MpError(403, 'forbidden', description, [{ code: 4, description }]);

/** Turns thrown MpErrors (and anything unexpected) into MP-shaped answers. */
export function mpErrors(logger: { warn(...a: unknown[]): void }): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      let error: MpError;
      if (caught instanceof MpError) error = caught;
      else if ((caught as { status?: number })?.status === 413) {
        error = new MpError(413, 'request_entity_too_large', 'Request body too large');
      } else {
        logger.warn({ err: caught }, 'mercadopago emulator: unexpected error');
        error = new MpError(500, 'internal_error', 'Internal server error', [
          { code: 'internal_error', description: 'Internal server error' },
        ]);
      }
      ctx.status = error.status;
      ctx.body = error.body();
    }
  };
}

const BODY_LIMIT_BYTES = 256 * 1024;

export type Json = Record<string, unknown>;

/**
 * The request body as an object: JSON or form-encoded. Bodies the app's parser already read come
 * from ctx.request.body; mounted alone, the emulator reads the stream itself.
 */
export async function readBody(ctx: Context): Promise<Json> {
  const parsed: unknown = (ctx.request as { body?: unknown }).body;
  if (parsed !== undefined && parsed !== null) {
    if (typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
    if (typeof parsed === 'string') return parseText(parsed, Boolean(ctx.is('urlencoded')));
    throw badRequest('invalid_body', 'The body must be a JSON object');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return parseText(Buffer.concat(chunks).toString('utf8'), Boolean(ctx.is('urlencoded')));
}

function parseText(text: string, form: boolean): Json {
  if (text.trim() === '') return {};
  if (form) return Object.fromEntries(new URLSearchParams(text));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('invalid_json', 'The body is not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('invalid_body', 'The body must be a JSON object');
  }
  return value as Json;
}

/** A single query parameter (a repeated one counts as absent). */
export function queryParam(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A search answer as Mercado Pago pages it: the records that match every filter given in the
 * query (`normalize` reads a wanted value as the records hold it), `limit` (1 to `maxLimit`,
 * 30 by default) from `offset`.
 */
export function searchAnswer<T>(
  ctx: Context,
  records: T[],
  options: {
    filters: [string, (record: T) => unknown][];
    render: (record: T) => unknown;
    maxLimit: number;
    normalize?: (name: string, wanted: string) => string;
  },
) {
  const limit = Math.min(Math.max(numberOf(queryParam(ctx, 'limit')) ?? 30, 1), options.maxLimit);
  const offset = Math.max(numberOf(queryParam(ctx, 'offset')) ?? 0, 0);
  const matches = records.filter((record) =>
    options.filters.every(([name, read]) => {
      const wanted = queryParam(ctx, name);
      if (wanted === undefined) return true;
      return read(record) === (options.normalize ? options.normalize(name, wanted) : wanted);
    }),
  );
  return {
    paging: { total: matches.length, limit, offset },
    results: matches.slice(offset, offset + limit).map(options.render),
  };
}

/** JSON with sorted keys: two bodies with the same content have the same fingerprint. */
export function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v as Json)
          .sort()
          .map((k) => [k, canonical((v as Json)[k])]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)) ?? 'undefined')
    .digest('hex');
}

export const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export const optionalString = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest('invalid_parameter', `${field} must be a string`);
  return value;
};

/** A number, or a numeric string (browser forms send strings). */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const round2 = (value: number) => Math.round(value * 100) / 100;

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A stable number in [min, min + span) for a seed: the same account gets the same id. */
export function stableNumber(seed: string, min: number, span: number): number {
  const digest = createHash('sha256').update(seed).digest();
  return min + Number(digest.readBigUInt64BE(0) % BigInt(span));
}

/**
 * Numeric ids that keep growing across restarts (payments, refunds, notifications): the product's
 * database outlives the emulator's memory, so a new run must not hand out an id seen before.
 */
export function idSequence(): () => number {
  let last = Date.now();
  return () => {
    last = Math.max(last + 1, Date.now());
    return last;
  };
}

/**
 * Mercado Pago writes dates in the seller's local time with its offset (-03:00 in Uruguay and
 * Brazil today); the emulator writes them on the default region's clock.
 */
export function mpDate(date: Date | null | undefined): string | null {
  if (!date) return null;
  return isoInZone(date, TIME_ZONES[DEFAULT_REGION]);
}

export const DAY_MS = 24 * 3600_000;

/** Adds calendar months, keeping the day of the month when it exists (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addPeriod(date: Date, frequency: number, type: 'days' | 'months'): Date {
  return type === 'days'
    ? new Date(date.getTime() + frequency * DAY_MS)
    : addMonths(date, frequency);
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Webhooks and redirects leave this machine never: only loopback hosts are allowed. */
export function isLoopbackUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (!['http:', 'https:'].includes(url.protocol)) return false;
    const host = url.hostname.toLowerCase();
    return (
      host === 'localhost' ||
      host.endsWith('.localhost') ||
      /^127(\.\d{1,3}){3}$/.test(host) ||
      host === '[::1]' ||
      host === '::1'
    );
  } catch {
    return false;
  }
}

export function noStore(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Pragma', 'no-cache');
}
