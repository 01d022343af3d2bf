import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/RefreshOutlined';
import type { ReactNode } from 'react';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import type { ProfileCard as CardData } from './catalogue-api';
import { ProfileCard, ProfileCardSkeleton, profileGridSx } from './ProfileCard';
import { LoadMoreButton } from '../layout/LoadMoreButton';

interface ResultsQuery {
  data?: { pages: { data: CardData[] }[] };
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * Profile cards of a cursor-paginated answer: skeletons while loading, an error with Retry,
 * an empty state, and "load more" while the server has a next cursor.
 */
export function ProfileResults({
  results,
  label,
  empty,
  skeletons = 6,
  actions,
  showMore = true,
}: {
  results: ResultsQuery;
  label: string;
  empty: ReactNode;
  skeletons?: number;
  actions?: (profile: CardData) => ReactNode;
  showMore?: boolean;
}) {
  const t = useT();
  if (results.isPending) {
    return (
      <Box
        component="ul"
        sx={profileGridSx}
        aria-busy="true"
        aria-label={t('profiles.loading')}
        data-testid="profiles-loading"
      >
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <ProfileCardSkeleton />
          </li>
        ))}
      </Box>
    );
  }
  if (results.isError && !results.data) {
    return (
      <Alert
        severity="error"
        data-testid="profiles-error"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<RefreshIcon aria-hidden />}
            disabled={results.isFetching}
            onClick={() => void results.refetch()}
          >
            {t('profiles.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('profiles.loadFailed')}</AlertTitle>
        {generalErrorText(results.error, t)}
      </Alert>
    );
  }
  const items = results.data?.pages.flatMap((page) => page.data) ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <Box
        component="ul"
        sx={{ ...profileGridSx, opacity: results.isPlaceholderData ? 0.6 : 1 }}
        aria-label={label}
        aria-busy={results.isFetching ? 'true' : 'false'}
        data-testid="profile-list"
      >
        {items.map((profile) => (
          <li key={profile.id}>
            <ProfileCard profile={profile} actions={actions?.(profile)} />
          </li>
        ))}
      </Box>
      {results.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {generalErrorText(results.error, t)}
        </Alert>
      )}
      {showMore && (
        <LoadMoreButton
          pages={results}
          label={t('profiles.loadMore')}
          testId="load-more"
          centered
        />
      )}
    </>
  );
}
