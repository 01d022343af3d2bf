import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The i18next instance and the translate functions of the namespaces every page reads. */
interface Texts {
  i18n: I18n;
  storefront: TFunction;
  content: TFunction;
}

const TextsContext = createContext<Texts | null>(null);

/**
 * Reads the language and the first namespaces once for the whole tree: the components' `useT`,
 * `useContentT` and `useLanguage` take them from here, and follow a change of language through
 * it. (react-i18next's `useTranslation` copies the i18next instance for each component that
 * calls it; the server renders every component of a page for the first time, so one call
 * instead of hundreds is a tenth of a page's rendering time.)
 */
export function TextsProvider({ children }: { children: ReactNode }) {
  const { t: storefront, i18n } = useTranslation('storefront');
  const { t: content } = useTranslation('content');
  const value = useMemo(() => ({ i18n, storefront, content }), [i18n, storefront, content]);
  return <TextsContext value={value}>{children}</TextsContext>;
}

export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTexts needs a TextsProvider above it (AppProviders)');
  return texts;
}
