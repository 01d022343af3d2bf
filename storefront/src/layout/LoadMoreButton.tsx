import type { ReactNode } from 'react';
import { Button } from '../ui';
import styles from './LoadMoreButton.module.css';

/** What `LoadMoreButton` needs of an infinite query. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Loads the next page of an infinite query, busy while it loads; nothing once there is none.
 * `centered` puts it in the middle under a list of results; otherwise it starts the line.
 */
export function LoadMoreButton({
  pages,
  label,
  testId,
  centered = false,
}: {
  pages: PagedQuery;
  label: ReactNode;
  testId?: string;
  centered?: boolean;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={centered ? styles.centered : styles.start}>
      <Button
        variant="outlined"
        onClick={() => void pages.fetchNextPage()}
        loading={pages.isFetchingNextPage}
        data-testid={testId}
      >
        {label}
      </Button>
    </div>
  );
}
