/**
 * The content pages' texts (namespace `content`, `common/locales/*\/content.ts`) with keys
 * checked against the Spanish source at compile time.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { esContent } from '../../../common/locales/es/content';
import type { TextKeys, TextValues } from '../i18n/use-t';

/** A plural text is asked for by its base key with a `count` (`faq.count`, not `faq.count_one`). */
type PluralBase<K> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
export type ContentKey = PluralBase<TextKeys<typeof esContent>>;
export type ContentT = (key: ContentKey, values?: TextValues) => string;

export function useContentT(): ContentT {
  const { t } = useTranslation('content');
  return useCallback<ContentT>((key, values) => t(key, values ?? {}), [t]);
}
