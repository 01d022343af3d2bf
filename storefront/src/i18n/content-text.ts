/**
 * The content pages' texts (namespace `content`, `common/locales/*\/content.ts`) with keys
 * checked against the Spanish source at compile time.
 */
import { useCallback } from 'react';
import type { esContent } from '../../../common/locales/es/content';
import { useTexts } from './texts';
import type { PluralBase, TextKeys, TextValues } from './use-t';

export type ContentKey = PluralBase<TextKeys<typeof esContent>>;
export type ContentT = (key: ContentKey, values?: TextValues) => string;

export function useContentT(): ContentT {
  const { content } = useTexts();
  return useCallback<ContentT>((key, values) => content(key, values ?? {}), [content]);
}
