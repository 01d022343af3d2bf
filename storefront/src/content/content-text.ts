/**
 * The content pages' texts (namespace `content`, `common/locales/*\/content.ts`) with keys
 * checked against the Spanish source at compile time, and the pages' dates.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { esContent } from '../../../common/locales/es/content';
import { useFormat } from '../billing/format';
import type { PluralBase, TextKeys, TextValues } from '../i18n/use-t';

export type ContentKey = PluralBase<TextKeys<typeof esContent>>;
export type ContentT = (key: ContentKey, values?: TextValues) => string;

export function useContentT(): ContentT {
  const { t } = useTranslation('content');
  return useCallback<ContentT>((key, values) => t(key, values ?? {}), [t]);
}

/** A date (an ISO time or a YYYY-MM-DD day) as the reader writes it: "25 de noviembre de 2026". */
export function useLongDate(): (value: string) => string {
  const { date } = useFormat();
  return useCallback(
    (value: string) =>
      value.length === 10 ? date(`${value}T00:00:00Z`, { utc: true }) : date(value),
    [date],
  );
}
