import { useT } from '../i18n/use-t';
import { usePageHead, type PageHead } from './page-head';

/**
 * Names the browser tab (and the server-rendered `<title>`) after the page, in the interface
 * language; `head` adds what else the page says about itself (description, image, JSON-LD).
 */
export function usePageTitle(page: string, head: Omit<PageHead, 'title'> = {}): void {
  const t = useT();
  usePageHead({ ...head, title: t('app.pageTitle', { page }) });
}
