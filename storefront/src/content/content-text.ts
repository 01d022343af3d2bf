/**
 * The content pages' texts (namespace `content`, `common/locales/*\/content.ts`) with keys
 * checked against the Spanish source at compile time, and the date format of the pages.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import type { esContent } from '../../../common/locales/es/content';
import { useLanguage } from '../i18n/use-language';
import type { TextKeys, TextValues } from '../i18n/use-t';

/** A plural text is asked for by its base key with a `count` (`faq.count`, not `faq.count_one`). */
type PluralBase<K> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
export type ContentKey = PluralBase<TextKeys<typeof esContent>>;
export type ContentT = (key: ContentKey, values?: TextValues) => string;

export function useContentT(): ContentT {
  const { t } = useTranslation('content');
  return useCallback<ContentT>((key, values) => t(key, values ?? {}), [t]);
}

/**
 * Made once per language and time zone: a date format is costly to build (its locale data is
 * loaded on the first), and a page of posts formats many dates.
 */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

function longDateFormat(tag: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${tag} ${timeZone ?? ''}`;
  let format = longDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone });
    longDateFormats.set(key, format);
  }
  return format;
}

/** A date (an ISO time or a YYYY-MM-DD day) as the reader writes it: "25 de noviembre de 2026". */
export function useLongDate(): (value: string) => string {
  const { language } = useLanguage();
  return useCallback(
    (value: string) => {
      const day = value.length === 10;
      return longDateFormat(LANGUAGE_TAGS[language], day ? 'UTC' : undefined).format(
        new Date(day ? `${value}T00:00:00Z` : value),
      );
    },
    [language],
  );
}
