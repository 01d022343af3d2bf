import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPLETENESS_KEY } from '../profiles/catalogue-api';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiSend } from '../api/api-client';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useSession } from '../session/session';
import type { SessionUser } from '../session/user';

/** The fields that can show the server's errors (see `applyServerFieldErrors`). */
interface ServerFieldRouting<T extends FieldValues> {
  fields: readonly Path<T>[];
  byCode?: Partial<Record<string, Path<T>>>;
}

/**
 * Saving a settings section: `PUT path` with the form's values. The answer is the updated user,
 * which goes into the session and becomes the form's new starting point. Server errors for one
 * of `serverFields` go on that field; any other error is `failure`, for the form's alert.
 * `saved` is true from a successful save until the next change.
 */
export function useSettingsSave<TValues extends FieldValues, TBody>(
  form: UseFormReturn<TValues, unknown, TBody>,
  path: string,
  valuesOf: (user: SessionUser) => TValues,
  serverFields?: ServerFieldRouting<TValues>,
) {
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const save = async (body: TBody) => {
    setFailure(null);
    setSaved(false);
    try {
      const updated = await apiSend<SessionUser>(path, { method: 'PUT', body });
      setUser(updated);
      form.reset(valuesOf(updated));
      setSaved(true);
      // Names count towards profile completeness.
      void queryClient.invalidateQueries({ queryKey: COMPLETENESS_KEY });
    } catch (error) {
      const onField =
        serverFields !== undefined &&
        applyServerFieldErrors(error, form.setError, serverFields.fields, serverFields.byCode);
      if (!onField) setFailure(error);
    }
  };

  return { save, failure, saved: saved && !form.formState.isDirty };
}
