import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import { isMessageKey } from '../../../common/validation';

/** How react-admin reads a message with arguments from a form error (see ValidationError). */
const WITH_ARGS = '@@react-admin@@';

/**
 * A form resolver on the very schema the server enforces (common/schemas): the body the form
 * would send (`toBody`, the page's transform) is checked, and each broken rule lands on its
 * input as the translated message of its key (`fields.*`, the same catalogue as the server's).
 */
export function schemaResolver<T extends FieldValues>(
  schema: AnyObjectSchema,
  toBody: (values: T) => unknown = (values) => values,
  /** What the rules read besides the body (yup's `$` context), as the server gives it. */
  contextOf?: (values: T) => Record<string, unknown>,
): Resolver<T> {
  return async (values) => {
    try {
      await schema.validate(toBody(values), { abortEarly: false, context: contextOf?.(values) });
      return { values, errors: {} };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const item of error.inner.length > 0 ? error.inner : [error]) {
        const field = item.path ?? '';
        if (Object.hasOwn(errors, field)) continue; // the first rule to fix comes first
        const message: unknown = item.message;
        errors[field] = {
          type: item.type ?? 'schema',
          message: isMessageKey(message)
            ? WITH_ARGS + JSON.stringify({ message: message.key, args: message.params ?? {} })
            : String(message),
        };
      }
      return { values: {}, errors: errors as FieldErrors<T> };
    }
  };
}
