import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './ContentBody.module.css';

/**
 * Staff's text as the server rendered it: HTML it has already sanitized (no script, no
 * handler). Links within the site move through the router instead of reloading the page.
 */
export function ContentBody({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank' || event.metaKey || event.ctrlKey) return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <div
      className={styles.body}
      data-testid={testId}
      onClick={follow}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
