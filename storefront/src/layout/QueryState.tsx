import type { ReactNode } from 'react';
import { ApiError, NETWORK_ERROR } from '../api/api-client';
import { useOffline } from '../api/connectivity';
import { useT } from '../i18n/use-t';
import { Alert, Button } from '../ui';
import styles from './QueryState.module.css';

/** What the component needs of a react-query result. */
interface LoadedQuery<D> {
  isError: boolean;
  error?: unknown;
  data: D | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * A part of a page that shows what a query loaded: while it loads, `loading` (skeletons) in a
 * busy region named `loadingLabel`; when it failed, `failed` as an alert with a button that
 * tries again (offline, it says so: the server was not reached); once loaded, `children(data)`.
 */
export function QueryState<D>({
  query,
  failed,
  retryLabel,
  loadingLabel,
  loading,
  children,
}: {
  query: LoadedQuery<D>;
  failed: string;
  retryLabel: string;
  loadingLabel: string;
  loading: ReactNode;
  children: (data: D) => ReactNode;
}) {
  const t = useT();
  const offline = useOffline();
  if (query.isError) {
    const unreachable =
      offline && query.error instanceof ApiError && query.error.code === NETWORK_ERROR;
    return (
      <Alert
        severity="error"
        className={styles.failed}
        action={
          <Button tone="inherit" size="small" onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        }
      >
        {failed} {unreachable && t('errors.offline')}
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <div aria-busy="true" aria-label={loadingLabel}>
        {loading}
      </div>
    );
  }
  return children(query.data);
}
