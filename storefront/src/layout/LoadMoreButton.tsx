import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

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
  const button = (
    <Button
      sx={centered ? undefined : { mt: 2 }}
      variant="outlined"
      onClick={() => void pages.fetchNextPage()}
      loading={pages.isFetchingNextPage}
      disabled={pages.isFetchingNextPage}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  if (!centered) return button;
  return <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>{button}</Box>;
}
