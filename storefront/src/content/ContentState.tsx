import type { ReactNode } from 'react';
import { ApiError } from '../api/api-client';
import NotFoundPage from '../not-found/NotFoundPage';
import { useContentT } from '../i18n/content-text';
import { Skeleton } from '../ui';
import styles from './ContentState.module.css';
import { Alert, LoadFailedAlert } from '../layout/rare-states';

/** A content query's loading (skeleton lines), not found (the 404 page) and error states. */
export function ContentState({
  query,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown; isFetching: boolean };
  children: ReactNode;
}) {
  const t = useContentT();
  if (query.isPending) {
    return (
      <div aria-busy="true" data-testid="content-loading">
        <Skeleton variant="text" fontSize="2.5rem" width="60%" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="text" />
        ))}
      </div>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.error) {
    return (
      <LoadFailedAlert
        title={t('page.loadError')}
        error={query.error}
        retryLabel={t('page.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId="content-error"
      />
    );
  }
  return <>{children}</>;
}

/** Said once when the text is es standing in for the reader's language. */
export function FallbackNote({ show }: { show: boolean }) {
  const t = useContentT();
  if (!show) return null;
  return (
    <Alert severity="info" className={styles.fallback} data-testid="content-fallback">
      {t('page.fallback')}
    </Alert>
  );
}
