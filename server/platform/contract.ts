/**
 * Route contracts: what a route answers, declared next to what it accepts. Answers are described
 * with the same schema language as input (yup), through the builders below, which mark every
 * field as present unless it says otherwise. The same declarations give the OpenAPI document
 * (and from it the storefront's types) and, where the configuration asks for it (tests), a check
 * of every answer against its declaration: a missing field, a wrong type or a field the contract
 * does not name is an error, so an answer can never carry more than it says.
 */
import type { AnySchema, ObjectShape } from 'yup';
import { LANGUAGES } from '../../common/i18n';
import { REGIONS } from '../../common/regions';
import { yup } from '../../common/validation';

/** Builders for answer schemas: every field present unless `.optional()`, null only if `.nullable()`. */
export const out = {
  text: () => yup.string().defined(),
  integer: () => yup.number().integer().defined(),
  number: () => yup.number().defined(),
  boolean: () => yup.boolean().defined(),
  /** An ISO 8601 instant, as `Date.toISOString` writes it. */
  dateTime: () => yup.string().defined().meta({ format: 'date-time' }),
  /** A calendar day, `YYYY-MM-DD`. */
  date: () => yup.string().defined().meta({ format: 'date' }),
  oneOf: <T extends string>(values: readonly T[]) => yup.string().oneOf(values).defined(),
  object: <S extends ObjectShape>(shape: S) => yup.object(shape).defined(),
  list: (item: AnySchema) => yup.array(item).defined(),
  /** Keys chosen by data (a map of counts, of names by language): values of one schema. */
  map: (value: AnySchema) => yup.mixed().defined().meta({ mapOf: value.describe() }),
  /** A text in every language of the product: `{ es, en, br }`. */
  byLanguage: () =>
    yup.object(Object.fromEntries(LANGUAGES.map((l) => [l, yup.string().defined()]))).defined(),
  /** A text of each region of the marketplace: `{ uy, br }`. */
  byRegion: () =>
    yup.object(Object.fromEntries(REGIONS.map((r) => [r, yup.string().defined()]))).defined(),
  /** One of several shapes (an answer that differs by who asks, say). */
  either: (...shapes: AnySchema[]) =>
    yup
      .mixed()
      .defined()
      .meta({ anyOf: shapes.map((shape) => shape.describe() as DescribedField) }),
  /** Any JSON value (a document the product stores as given). */
  json: () => yup.mixed().defined().meta({ json: true }),
  /** A schema the OpenAPI document names under components (the storefront's type name). */
  named: <S extends AnySchema>(name: string, schema: S): S => schema.meta({ name }) as S,
  /** `named` of an `object`: an answer object under its name. */
  namedObject: <S extends ObjectShape>(name: string, shape: S) =>
    yup.object(shape).defined().meta({ name }),
  /** `{ data: [item], nextCursor }`: a page of a cursor-paged list. */
  page: (item: AnySchema) =>
    yup.object({ data: yup.array(item).defined(), nextCursor: yup.string().nullable().defined() }),
};

/** What a route answers on success. */
export interface ResponseSpec {
  /** The success status; 200 when omitted. */
  status?: 200 | 201 | 202 | 204 | 302;
  /** The JSON body; none for 204 and 302. */
  body?: AnySchema;
  /** The content type of a body that is not JSON (a CSV export). */
  file?: string;
}

// ---------------------------------------------------------------------------------------------
// JSON Schema

export type JsonSchema = Record<string, unknown>;

export interface DescribedField {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  meta?: {
    name?: string;
    format?: string;
    mapOf?: DescribedField;
    anyOf?: DescribedField[];
    json?: boolean;
  };
  fields?: Record<string, DescribedField>;
  innerType?: DescribedField;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
}

/** The limits a schema's tests state, in JSON Schema words. */
function testsToJsonSchema(field: DescribedField): JsonSchema {
  const out: JsonSchema = {};
  const text = field.type === 'string';
  for (const test of field.tests ?? []) {
    const params = test.params ?? {};
    if (test.name === 'integer') out.type = 'integer';
    if (test.name === 'email') out.format = 'email';
    if (test.name === 'max' && typeof params.max === 'number') {
      out[text ? 'maxLength' : 'maximum'] = params.max;
    }
    if (test.name === 'min' && typeof params.min === 'number') {
      out[text ? 'minLength' : 'minimum'] = params.min;
    }
    if (test.name === 'matches' && params.regex instanceof RegExp)
      out.pattern = params.regex.source;
  }
  return out;
}

/**
 * A schema in OpenAPI 3.0's JSON Schema words. Named schemas go into `components` (when given)
 * and are referred to by `$ref`.
 */
export function toJsonSchema(
  schema: AnySchema,
  options: { components?: Record<string, JsonSchema>; closed?: boolean } = {},
): JsonSchema {
  const { components, closed = false } = options;
  const convert = (field: DescribedField): JsonSchema => {
    const nullable = field.nullable ? { nullable: true } : {};
    const name = field.meta?.name;
    if (name && components) {
      if (!components[name]) {
        components[name] = {}; // a placeholder stops a schema that names itself
        components[name] = convert({
          ...field,
          nullable: false,
          meta: { ...field.meta, name: undefined },
        });
      }
      const ref = { $ref: `#/components/schemas/${name}` };
      return field.nullable ? { allOf: [ref], nullable: true } : ref;
    }
    if (field.meta?.mapOf) {
      return { type: 'object', additionalProperties: convert(field.meta.mapOf), ...nullable };
    }
    if (field.meta?.anyOf) return { anyOf: field.meta.anyOf.map(convert), ...nullable };
    if (field.meta?.json) return { ...nullable };
    switch (field.type) {
      case 'object': {
        const properties: Record<string, JsonSchema> = {};
        const required: string[] = [];
        for (const [key, child] of Object.entries(field.fields ?? {})) {
          properties[key] = convert(child);
          if (child.optional === false) required.push(key);
        }
        return {
          type: 'object',
          properties,
          ...(required.length ? { required } : {}),
          ...(closed ? { additionalProperties: false } : {}),
          ...nullable,
        };
      }
      case 'array':
        return {
          type: 'array',
          items: field.innerType ? convert(field.innerType) : {},
          ...nullable,
        };
      case 'date':
        return { type: 'string', format: 'date-time', ...nullable };
      default: {
        const values = (field.oneOf ?? []).filter((v) => v !== undefined && v !== null);
        return {
          ...(field.type === 'mixed' ? {} : { type: field.type }),
          ...testsToJsonSchema(field),
          ...(field.meta?.format ? { format: field.meta.format } : {}),
          ...(values.length ? { enum: values } : {}),
          ...nullable,
        };
      }
    }
  };
  return convert(schema.describe() as DescribedField);
}

// ---------------------------------------------------------------------------------------------
// Conformance

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Where a value departs from a described schema: one line per departure, naming the path and
 * what is wrong, never the value (an answer may hold personal data).
 */
export function departures(field: DescribedField, value: unknown, path = 'body'): string[] {
  if (value === undefined) return field.optional === false ? [`${path} is missing`] : [];
  if (value === null) return field.nullable ? [] : [`${path} is null`];
  if (field.meta?.json) return [];
  if (field.meta?.anyOf) {
    const each = field.meta.anyOf.map((shape) => departures(shape, value, path));
    return each.some((found) => found.length === 0)
      ? []
      : [`${path} is none of its shapes (${each.map((found) => found[0]).join('; ')})`];
  }
  if (field.meta?.mapOf) {
    if (!isPlainObject(value)) return [`${path} is not an object`];
    return Object.entries(value).flatMap(([key, item]) =>
      departures(field.meta!.mapOf!, item, `${path}.${key}`),
    );
  }
  const oneOf = (field.oneOf ?? []).filter((v) => v !== undefined && v !== null);
  if (oneOf.length && !oneOf.includes(value)) return [`${path} is not one of its values`];
  switch (field.type) {
    case 'string': {
      if (typeof value !== 'string') return [`${path} is not text`];
      const format = field.meta?.format;
      if (format === 'date-time' && !ISO_INSTANT.test(value)) return [`${path} is not an instant`];
      if (format === 'date' && !ISO_DAY.test(value)) return [`${path} is not a day`];
      return [];
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return [`${path} is not a number`];
      const integer = field.tests?.some((t) => t.name === 'integer');
      return integer && !Number.isInteger(value) ? [`${path} is not an integer`] : [];
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${path} is not true or false`];
    case 'array':
      if (!Array.isArray(value)) return [`${path} is not a list`];
      return field.innerType
        ? value.flatMap((item, i) => departures(field.innerType!, item, `${path}[${i}]`))
        : [];
    case 'object': {
      if (!isPlainObject(value)) return [`${path} is not an object`];
      const fields = field.fields ?? {};
      const unknown = Object.keys(value)
        .filter((key) => !Object.hasOwn(fields, key) && value[key] !== undefined)
        .map((key) => `${path}.${key} is not in the contract`);
      return [
        ...unknown,
        ...Object.entries(fields).flatMap(([key, child]) =>
          departures(child, value[key], `${path}.${key}`),
        ),
      ];
    }
    default:
      return [];
  }
}
