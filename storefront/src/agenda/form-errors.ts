import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-client';

/** A server field path as react-hook-form names it: `days[1].ranges[0].to` → `days.1.ranges.0.to`. */
export const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * Puts `details.fields` of a refused save on the form's inputs (paths the form has, as told by
 * `known`) and answers whether any landed; the caller shows the rest as a general error.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: (path: string) => boolean,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const items = error.fieldErrors
    .map((item) => ({ path: formPath(item.field), message: item.message }))
    .filter((item) => known(item.path));
  items.forEach(({ path, message }, index) => {
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return items.length > 0;
}
