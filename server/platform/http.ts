/**
 * Routes are declared as data: method, path, who may call, the input schemas and the error
 * codes the route may answer. The same declarations build the router and the OpenAPI document,
 * and a test compares the router's layers with the document so neither drifts.
 */
import Router, { type RouterMiddleware } from '@koa/router';
import type { Context, Next } from 'koa';
import type { AnyObject, ObjectSchema, ValidationError } from 'yup';
import type { Language } from '../../common/i18n';
import { yup, isMessageKey } from '../../common/validation';
import { AppError, type FieldError } from './errors';
import type { AuthState } from './auth';

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
  /** Extra middleware run before the handler (rate limits, uploads). */
  before?: ((ctx: AppContext, next: Next) => Promise<unknown>)[];
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

/** Validates input against a schema; unknown fields and broken rules become field errors. */
export async function validate<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
  options: { stripUnknown?: boolean } = {},
): Promise<T> {
  try {
    const strict = options.stripUnknown ? schema : schema.noUnknown(true);
    return (await strict.validate(input ?? {}, {
      abortEarly: false,
      stripUnknown: options.stripUnknown ?? false,
    })) as T;
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new AppError('VALIDATION_FAILED', 422, { fields: toFieldErrors(error) });
    }
    throw error;
  }
}

export interface Guards {
  user(ctx: AppContext, optional: boolean): Promise<void>;
  staff(ctx: AppContext, roles?: string[]): Promise<void>;
}

/** Builds a router from route declarations. */
export function buildRouter(prefix: string, routes: RouteSpec[], guards: Guards): Router {
  const router = new Router({ prefix });
  for (const spec of routes) {
    const middleware = async (ctx: AppContext) => {
      if (spec.access === 'user') await guards.user(ctx, false);
      if (spec.access === 'optionalUser') await guards.user(ctx, true);
      if (spec.access === 'staff') await guards.staff(ctx, spec.staffRoles);
      const query = spec.query ? await validate(spec.query, ctx.query) : {};
      const body = spec.body
        ? await validate(spec.body, ctx.request.body, { stripUnknown: spec.stripUnknownBody })
        : {};
      await spec.handler(ctx, { query, body });
    };
    const before = spec.before ?? [];
    router[spec.method](
      spec.path,
      ...(before as RouterMiddleware[]),
      middleware as RouterMiddleware,
    );
  }
  return router;
}

// ---------------------------------------------------------------------------------------------
// OpenAPI

type JsonSchema = Record<string, unknown>;

function describeToJsonSchema(
  description: ReturnType<ObjectSchema<AnyObject>['describe']>,
): JsonSchema {
  const convert = (field: {
    type: string;
    optional?: boolean;
    fields?: Record<string, unknown>;
    innerType?: unknown;
    oneOf?: unknown[];
  }): JsonSchema => {
    switch (field.type) {
      case 'object': {
        const properties: Record<string, JsonSchema> = {};
        const required: string[] = [];
        for (const [name, child] of Object.entries(field.fields ?? {})) {
          const c = child as typeof field;
          properties[name] = convert(c);
          if (c.optional === false) required.push(name);
        }
        return { type: 'object', properties, ...(required.length ? { required } : {}) };
      }
      case 'array':
        return {
          type: 'array',
          items: field.innerType ? convert(field.innerType as typeof field) : {},
        };
      case 'date':
        return { type: 'string', format: 'date-time' };
      case 'mixed':
        return {};
      default: {
        const values = (field.oneOf ?? []).filter((v) => v !== undefined && v !== null);
        return { type: field.type, ...(values.length ? { enum: values } : {}) };
      }
    }
  };
  return convert(description as never);
}

export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}');
}

export function buildOpenApi(options: {
  title: string;
  version: string;
  serverUrl: string;
  routes: RouteSpec[];
}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const errorRef = { $ref: '#/components/schemas/Error' };
  for (const spec of options.routes) {
    const path = toOpenApiPath(spec.path);
    const parameters: JsonSchema[] = [];
    for (const match of spec.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
      parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
    }
    if (spec.query) {
      const schema = describeToJsonSchema(spec.query.describe()) as {
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
                'application/json': { schema: describeToJsonSchema(spec.body.describe()) },
              },
            },
          }
        : {}),
      responses: {
        '200': { description: 'Success' },
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
