import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './ContentBody.module.css';

/**
 * Staff's text as the server rendered it: HTML it has already sanitized (no script, no
 * handler), at the body size or `small`. Links within the site move through the router instead of reloading the page.
 */
export function ContentBody({
  html,
  testId,
  small = false,
}: {
  html: string;
  testId?: string;
  /** At the smaller body size (a team member's bio under their name). */
  small?: boolean;
}) {
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
      className={small ? `${styles.body} ${styles.small}` : styles.body}
      data-testid={testId}
      onClick={follow}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
