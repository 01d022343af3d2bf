/**
 * The content pages' texts (namespace `content`, `common/locales/*\/content.ts`) with keys
 * checked against the Spanish source at compile time.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { esContent } from '../../../common/locales/es/content';
import type { PluralBase, TextKeys, TextValues } from './use-t';

export type ContentKey = PluralBase<TextKeys<typeof esContent>>;
export type ContentT = (key: ContentKey, values?: TextValues) => string;

export function useContentT(): ContentT {
  const { t } = useTranslation('content');
  return useCallback<ContentT>((key, values) => t(key, values ?? {}), [t]);
}
