import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, NETWORK_ERROR } from '../api/api-client';
import type { StorefrontKey } from '../i18n/use-t';
import { isOffline } from '../api/connectivity';

/**
 * Puts the server's field errors (`details.fields`) on the form's fields, with the server's
 * translated message. Some errors name no field but clearly belong to one (a wrong current
 * password, an unknown e-mail): `byCode` sends those to their field. Returns whether any field
 * got an error; if so the form needs no general error on top. `fields` lists the form's own
 * fields, so an error for a field the form does not show is not swallowed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  byCode: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = (name: string): name is Path<T> => (fields as readonly string[]).includes(name);
  const found = error.fieldErrors.filter((item) => known(item.field));
  const items: { field: Path<T>; message: string }[] = found.map((item) => ({
    field: item.field as Path<T>,
    message: item.message,
  }));
  const codeField = byCode[error.code];
  if (items.length === 0 && codeField && error.serverMessage) {
    items.push({ field: codeField, message: error.serverMessage });
  }
  items.forEach(({ field, message }, index) => {
    // The first refused field gets the focus, as it would after a client-side check.
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return items.length > 0;
}

/** The text of an error that belongs to no field: the server's, or our own when it had none. */
export function generalErrorText(error: unknown, t: (key: StorefrontKey) => string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.code === NETWORK_ERROR)
      return isOffline() ? t('errors.offline') : t('errors.network');
  }
  return t('errors.unexpected');
}
