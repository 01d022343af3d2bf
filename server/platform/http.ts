/**
 * Routes are declared as data: method, path, who may call, the input schemas and the error
 * codes the route may answer. The same declarations build the router and the OpenAPI document,
 * and a test compares the router's layers with the document so neither drifts.
 */
import Router, { type RouterMiddleware } from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { AnyObject, AnyObjectSchema, AnySchema, ObjectSchema, ValidationError } from 'yup';
import type { Language } from '../../common/i18n';
import { yup, isMessageKey } from '../../common/validation';
import { AppError, notFound, type FieldError } from './errors';
import type { AuthState } from './auth';
import {
  departures,
  toJsonSchema,
  type DescribedField,
  type JsonSchema,
  type ResponseSpec,
} from './contract';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Access = 'public' | 'user' | 'staff' | 'optionalUser';

export interface RequestState {
  requestId: string;
  language: Language;
  auth?: AuthState;
}

export type AppContext = Context & { state: RequestState };

export interface RouteSpec<Q extends AnyObject = AnyObject, B extends AnyObject = AnyObject> {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** Staff roles allowed; every staff role when omitted. */
  staffRoles?: string[];
  query?: ObjectSchema<Q>;
  body?: ObjectSchema<B>;
  /** Error codes this route may answer, besides the ones every route may (see COMMON_ERRORS). */
  errors?: string[];
  /**
   * Drop body fields the schema does not name instead of refusing them: for react-admin, whose
   * updates send the whole record back, read-only fields included.
   */
  stripUnknownBody?: boolean;
  /**
   * What the body's rules read besides the body (yup's `$` context), e.g. the region whose way
   * of writing phone numbers applies. Runs after the access check.
   */
  bodyContext?: (ctx: AppContext) => Promise<Record<string, unknown>>;
  /** Extra middleware run before the handler (rate limits, uploads). */
  before?: ((ctx: AppContext, next: Next) => Promise<unknown>)[];
  /** What the route answers on success (see contract.ts). */
  response?: ResponseSpec;
  handler(ctx: AppContext, input: { query: Q; body: B }): Promise<void> | void;
}

/** Declares a route with its input types inferred from its schemas. */
export function route<Q extends AnyObject = AnyObject, B extends AnyObject = AnyObject>(
  spec: RouteSpec<Q, B>,
): RouteSpec {
  return spec as unknown as RouteSpec;
}

export const COMMON_ERRORS = ['INTERNAL', 'PAYLOAD_TOO_LARGE'];

function toFieldErrors(error: ValidationError): FieldError[] {
  const inner = error.inner.length > 0 ? error.inner : [error];
  return inner.map((item) => {
    const message: unknown = item.message;
    if (isMessageKey(message)) {
      // An unknown field is reported on that field, not on the object that holds it.
      const field =
        message.key === 'fields.unknownField'
          ? [item.path, message.params?.field].filter(Boolean).join('.')
          : (item.path ?? '');
      return { field, key: message.key, params: message.params };
    }
    return { field: item.path ?? '', key: 'fields.invalid' };
  });
}

/** The largest id a path or a filter may name: PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647;

/** Names of ids (path parameters, fields): `id` and `…Id`, and lists of them, `…Ids`. */
const ID_NAME = /^(id|[a-z][A-Za-z0-9]*Ids?)$/;

/** The `:id` of a path as a number; NOT_FOUND unless a positive id in PostgreSQL's range. */
export function idOf(ctx: AppContext, param = 'id'): number {
  const id = parseId(ctx.params[param]);
  if (id === undefined) throw notFound();
  return id;
}

/** A positive integer id in PostgreSQL's range (digits only), or undefined. */
export function parseId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

const fieldPath = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * The path of the first text holding a NUL character (PostgreSQL cannot store one), in a value
 * or in its keys, or undefined. Walks without recursion, so no nesting depth can overflow it.
 */
export function findNulByte(value: unknown, root = ''): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, fieldPath(path, i)]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return path || 'body';
        stack.push([item, fieldPath(path, key)]);
      }
    }
  }
  return undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date as ISO 8601 text that names a real day and time: yup (like `Date`) reads '2026-02-30'
 * as the 2nd of March, month 13 as next January and year 0 as 1900.
 */
export function isRealDateTime(text: string): boolean {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= (month === 2 && !leap ? 28 : daysInMonth) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

/**
 * Values yup would crash on or read as something else: an array or an object where text is
 * expected (its trim and lowercase transforms throw), a date that does not exist. Each becomes a
 * field error and is left out of the copy given to yup, so the rest is still checked.
 */
function withoutMisreadValues(
  schema: AnySchema,
  value: unknown,
  path: string,
  errors: FieldError[],
  name = '',
): unknown {
  const described = schema as AnySchema & {
    fields?: Record<string, AnySchema>;
    innerType?: AnySchema;
  };
  if (described.type === 'string' && value !== null && typeof value === 'object') {
    errors.push({ field: path, key: 'fields.invalid' });
    return undefined;
  }
  if (described.type === 'date' && typeof value === 'string' && !isRealDateTime(value.trim())) {
    errors.push({ field: path, key: 'fields.date' });
    return undefined;
  }
  // An id names a row of a PostgreSQL `integer` column: a larger one names nothing.
  if (described.type === 'number' && ID_NAME.test(name) && Number(value) > MAX_ID) {
    errors.push({ field: path, key: 'fields.unknownChoice' });
    return undefined;
  }
  if (described.type === 'object' && described.fields && isPlainObject(value)) {
    let copy: Record<string, unknown> | undefined;
    for (const [key, child] of Object.entries(described.fields)) {
      if (!Object.hasOwn(value, key)) continue;
      const cleaned = withoutMisreadValues(child, value[key], fieldPath(path, key), errors, key);
      if (cleaned !== value[key]) {
        copy ??= { ...value };
        copy[key] = cleaned;
      }
    }
    return copy ?? value;
  }
  if (described.type === 'array' && described.innerType && Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const cleaned = withoutMisreadValues(
        described.innerType!,
        item,
        fieldPath(path, i),
        errors,
        name,
      );
      if (cleaned !== item) {
        copy ??= [...value];
        copy[i] = cleaned;
      }
    });
    return copy ?? value;
  }
  return value;
}

/** Each schema's copy that refuses unknown fields, made once (yup copies a schema to change it). */
const strictSchemas = new WeakMap<AnyObjectSchema, AnyObjectSchema>();
function refusingUnknown<T extends AnyObject>(schema: ObjectSchema<T>): ObjectSchema<T> {
  let strict = strictSchemas.get(schema);
  if (!strict) {
    strict = schema.noUnknown(true);
    strictSchemas.set(schema, strict);
  }
  return strict as ObjectSchema<T>;
}

/**
 * Validates input against a schema; unknown fields, broken rules, values of the wrong shape and
 * text holding a NUL character become field errors (422), never a crash.
 */
export async function validate<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
  options: { stripUnknown?: boolean; context?: Record<string, unknown> } = {},
): Promise<T> {
  const nul = findNulByte(input);
  if (nul !== undefined) {
    throw new AppError('VALIDATION_FAILED', 422, {
      fields: [{ field: nul, key: 'fields.invalid' }],
    });
  }
  const shapeErrors: FieldError[] = [];
  const checked = withoutMisreadValues(schema, input ?? {}, '', shapeErrors);
  let value: T;
  try {
    const strict = options.stripUnknown ? schema : refusingUnknown(schema);
    value = (await strict.validate(checked, {
      abortEarly: false,
      stripUnknown: options.stripUnknown ?? false,
      context: options.context,
    })) as T;
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const misshapen = new Set(shapeErrors.map((e) => e.field));
      const fields = toFieldErrors(error).filter((e) => !misshapen.has(e.field));
      throw new AppError('VALIDATION_FAILED', 422, { fields: [...shapeErrors, ...fields] });
    }
    // A rule that cannot even read the value was given one of a shape it does not expect.
    if (error instanceof TypeError) {
      throw new AppError('VALIDATION_FAILED', 422, {
        fields: shapeErrors.length ? shapeErrors : [{ field: '', key: 'fields.invalid' }],
      });
    }
    throw error;
  }
  if (shapeErrors.length) throw new AppError('VALIDATION_FAILED', 422, { fields: shapeErrors });
  return value;
}

/**
 * Path parameters are checked before any handler reads them: an id that is not a positive
 * integer within PostgreSQL's range, or any parameter holding a NUL character, names nothing
 * (404 with the route's own not-found code when it declares one).
 */
export function checkPathParams(ctx: AppContext, spec: RouteSpec): void {
  const params = (ctx as { params?: Record<string, string> }).params ?? {};
  for (const [name, value] of Object.entries(params)) {
    if (value.includes('\u0000') || (ID_NAME.test(name) && parseId(value) === undefined)) {
      const code = spec.errors?.find((c) => c !== 'NOT_FOUND' && c.endsWith('_NOT_FOUND'));
      throw new AppError(code ?? 'NOT_FOUND', 404);
    }
  }
}

/** An answer that breaks its route's contract: a fault of the server, never of the caller. */
export class ContractBroken extends Error {
  override readonly name = 'ContractBroken';
}

/** Compares a success answer with what the route declares; throws ContractBroken if it departs. */
function answerCheck(spec: RouteSpec): (ctx: AppContext) => void {
  const response = spec.response;
  const described = response?.body ? (response.body.describe() as DescribedField) : undefined;
  const where = `${spec.method.toUpperCase()} ${spec.path}`;
  return (ctx) => {
    if (ctx.status >= 300 && ctx.status !== 302) return;
    // Every route declares one (the OpenAPI test says so); nothing to compare with otherwise.
    if (!response) return;
    const status = response.status ?? 200;
    const problems: string[] = [];
    if (ctx.status !== status) problems.push(`status ${ctx.status} is not ${status}`);
    if (described) problems.push(...departures(described, ctx.body));
    // A redirect's body is koa's "Redirecting to …" note, never data.
    else if (!response.file && ctx.body != null && status !== 302) {
      problems.push('body is not in the contract');
    }
    if (problems.length) {
      const message = `${where}: ${problems.join('; ')}`;
      // Seen where the check runs (tests, development) even with the log silenced.
      process.stderr.write(`contract broken: ${message}\n`);
      throw new ContractBroken(message);
    }
  };
}

export interface Guards {
  user(ctx: AppContext, optional: boolean): Promise<void>;
  staff(ctx: AppContext, roles?: string[]): Promise<void>;
}

/**
 * Builds a router from route declarations. Who may call is checked first, then the path, and
 * only then is anything else read: a `before` step (an upload's multipart body) never runs for a
 * caller the route refuses.
 */
export function buildRouter(
  prefix: string,
  routes: RouteSpec[],
  guards: Guards,
  options: {
    /** Checks the request may not skip whatever the route (a dialect's query parameters). */
    check?: (ctx: AppContext) => void;
    /** Compare every success answer with the route's contract (tests, development). */
    checkResponses?: boolean;
  } = {},
): Router {
  const router = new Router({ prefix });
  for (const spec of routes) {
    const expected = options.checkResponses ? answerCheck(spec) : undefined;
    const gate = async (ctx: AppContext, next: Next) => {
      if (spec.access === 'user') await guards.user(ctx, false);
      if (spec.access === 'optionalUser') await guards.user(ctx, true);
      if (spec.access === 'staff') await guards.staff(ctx, spec.staffRoles);
      checkPathParams(ctx, spec);
      options.check?.(ctx);
      await next();
    };
    const middleware = async (ctx: AppContext) => {
      const query = spec.query ? await validate(spec.query, ctx.query) : {};
      const body = spec.body
        ? await validate(spec.body, ctx.request.body, {
            stripUnknown: spec.stripUnknownBody,
            context: await spec.bodyContext?.(ctx),
          })
        : {};
      await spec.handler(ctx, { query, body });
      expected?.(ctx);
    };
    const before = spec.before ?? [];
    router[spec.method](
      spec.path,
      gate as RouterMiddleware,
      ...(before as RouterMiddleware[]),
      middleware as RouterMiddleware,
    );
  }
  return router;
}

/** What the request body parser could not read, as the error envelope names it. */
export function bodyParseError(error: unknown): AppError {
  const e = error as { status?: number; statusCode?: number };
  const status = e?.status ?? e?.statusCode;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 413, { cause: error });
  // An encoding or a character set the server does not speak.
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, { cause: error });
  // Anything else (broken JSON, a compressed body that does not decompress) is not readable.
  return new AppError('VALIDATION_FAILED', 422, {
    fields: [{ field: 'body', key: 'fields.invalid' }],
    cause: error,
  });
}

/**
 * The body parser of the API: JSON, forms and text within the limit, on the methods that carry a
 * body. What cannot be read is refused as `bodyParseError` says, and so is text with a NUL
 * character, wherever it hides, before any route sees it.
 */
export function bodyParser(options: {
  limitKb: number;
  /** Paths whose raw text is kept (`ctx.state.rawBody`): signed webhooks check it. */
  keepRaw?: (path: string) => boolean;
}): Middleware {
  const limit = `${options.limitKb}kb`;
  const settings = {
    jsonLimit: limit,
    formLimit: limit,
    textLimit: limit,
    multipart: false,
    parsedMethods: [
      HttpMethodEnum.POST,
      HttpMethodEnum.PUT,
      HttpMethodEnum.PATCH,
      HttpMethodEnum.DELETE,
    ],
    onError: (error: Error) => {
      throw bodyParseError(error);
    },
  };
  const parseKeepingRaw = koaBody({ ...settings, includeUnparsed: true });
  const parsePlain = koaBody(settings);
  return (ctx, next) => {
    const keep = options.keepRaw?.(ctx.path) ?? false;
    const parse = keep ? parseKeepingRaw : parsePlain;
    // Text is read as UTF-8: a body declared in another character set would be misread.
    const charset = ctx.request.charset;
    if (charset && !/^utf-?8$/i.test(charset) && ctx.request.length !== 0) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415);
    }
    return parse(ctx, async () => {
      if (keep) {
        const raw = (ctx.request as { rawBody?: unknown }).rawBody;
        ctx.state.rawBody = typeof raw === 'string' ? raw : '';
      }
      const nul = findNulByte(ctx.request.body);
      if (nul !== undefined) {
        throw new AppError('VALIDATION_FAILED', 422, {
          fields: [{ field: nul || 'body', key: 'fields.invalid' }],
        });
      }
      await next();
    });
  };
}

// ---------------------------------------------------------------------------------------------
// OpenAPI

export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}');
}

/** The success answer of an operation, as its route declares it. */
function successResponse(
  response: ResponseSpec | undefined,
  components: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  if (!response) return { '200': { description: 'Success' } };
  const status = String(response.status ?? 200);
  const description = { '204': 'No content', '302': 'Sent elsewhere' }[status] ?? 'Success';
  if (response.file) {
    return {
      [status]: { description, content: { [response.file]: { schema: { type: 'string' } } } },
    };
  }
  if (!response.body) return { [status]: { description } };
  const schema = toJsonSchema(response.body, { components, closed: true });
  return { [status]: { description, content: { 'application/json': { schema } } } };
}

export function buildOpenApi(options: {
  title: string;
  version: string;
  serverUrl: string;
  routes: RouteSpec[];
}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const components: Record<string, JsonSchema> = {};
  const errorRef = { $ref: '#/components/schemas/Error' };
  for (const spec of options.routes) {
    const path = toOpenApiPath(spec.path);
    const parameters: JsonSchema[] = [];
    for (const match of spec.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
      parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
    }
    if (spec.query) {
      const schema = toJsonSchema(spec.query) as {
        properties?: Record<string, JsonSchema>;
        required?: string[];
      };
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: schema.required?.includes(name) ?? false,
          schema: prop,
        });
      }
    }
    const codes = [
      ...new Set([
        ...COMMON_ERRORS,
        ...(spec.errors ?? []),
        ...(spec.body || spec.query ? ['VALIDATION_FAILED'] : []),
        ...(spec.access === 'user' || spec.access === 'staff'
          ? ['AUTH_REQUIRED', 'AUTH_INVALID_TOKEN']
          : []),
        ...(spec.access === 'staff' ? ['PERMISSION_DENIED'] : []),
      ]),
    ];
    paths[path] ??= {};
    paths[path][spec.method] = {
      summary: spec.summary,
      tags: [spec.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(spec.access === 'user' || spec.access === 'staff' ? { security: [{ bearer: [] }] } : {}),
      ...(spec.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: toJsonSchema(spec.body) },
              },
            },
          }
        : {}),
      responses: {
        ...successResponse(spec.response, components),
        default: { description: 'An error', content: { 'application/json': { schema: errorRef } } },
      },
      'x-error-codes': codes.sort(),
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: options.title, version: options.version },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                details: { type: 'object' },
              },
            },
          },
        },
      },
    },
  };
}
