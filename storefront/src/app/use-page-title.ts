import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

/** Names the browser tab after the page, in the interface language. */
export function usePageTitle(page: string): void {
  const t = useT();
  const title = t('app.pageTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
