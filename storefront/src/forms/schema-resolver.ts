import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';

type LooseResolver<TValues extends FieldValues, TOutput extends FieldValues> = (
  values: Record<string, unknown>,
  context: unknown,
  options: ResolverOptions<TValues>,
) => Promise<ResolverResult<TValues, TOutput>>;

/**
 * The forms validate with the very schemas the server enforces (common/schemas). Form inputs
 * hold strings, while a schema may expect `undefined` or `null` for "not given"; `prepare`
 * turns the one into the other before validation, so the schema stays untouched.
 */
export function schemaResolver<TValues extends FieldValues, S extends AnyObjectSchema>(
  schema: S,
  prepare: (values: TValues) => Record<string, unknown> = (values) => values,
): Resolver<TValues, unknown, InferType<S>> {
  const base = yupResolver(schema) as unknown as LooseResolver<TValues, InferType<S>>;
  return (values, context, options) => base(prepare(values), context, options);
}

/** Drops empty strings, for schemas whose optional fields must be absent rather than ''. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Partial<T>;
}

/**
 * `schemaResolver` for forms that send their own values: the schema decides what is wrong (with
 * its messages), and a valid form submits its values as typed, not the schema's cast ones.
 */
export function checkedBySchema<TValues extends FieldValues, S extends AnyObjectSchema>(
  schema: S,
  prepare?: (values: TValues) => Record<string, unknown>,
): Resolver<TValues, unknown, TValues> {
  const resolve = schemaResolver<TValues, S>(schema, prepare);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values, errors: {} };
  };
}
