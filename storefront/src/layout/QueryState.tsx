import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FormAlert } from '../forms/FormAlert';

/** What the component needs of a react-query result. */
interface LoadedQuery<D> {
  isError: boolean;
  data: D | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * A part of a page that shows what a query loaded: while it loads, `loading` (skeletons) in a
 * busy region named `loadingLabel`; when it failed, `failed` as an alert with a button that
 * tries again; once loaded, `children(data)`.
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
  if (query.isError) {
    return (
      <FormAlert
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        }
      >
        {failed}
      </FormAlert>
    );
  }
  if (query.data === undefined) {
    return (
      <Box aria-busy="true" aria-label={loadingLabel}>
        {loading}
      </Box>
    );
  }
  return children(query.data);
}
