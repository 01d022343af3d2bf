import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '../../../common/validation';

/**
 * Field errors come from two places: the shared yup schemas, whose messages are
 * `{ key, params }` under the errors catalogue, and the server, whose messages arrive already
 * translated. Both end up in react-hook-form's `message`, which this turns into text.
 */
export function useFieldMessage(): (message: unknown) => string | undefined {
  const { t } = useTranslation('errors');
  return useCallback(
    (message: unknown) => {
      if (typeof message === 'string') return message || undefined;
      if (isMessageKey(message)) return t(message.key, message.params ?? {});
      return undefined;
    },
    [t],
  );
}
