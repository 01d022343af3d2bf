import type { ReactNode } from 'react';
import type { RouteName } from '../../../common/routes';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import type { ProfileCard as CardData } from './catalogue-api';
import { PROFILE_COLUMNS, ProfileCard, ProfileCardSkeleton } from './ProfileCard';
import { CardList, CardListSkeleton } from '../layout/grids';
import { HydrationSection } from '../layout/hydration-section';
import { RouteLink } from '../navigation/RouteLink';

import styles from './ProfileResults.module.css';
import { Alert, LoadFailedAlert, LoadMoreButton } from '../layout/rare-states';

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

/** There is no profile to show: `text`, and a link to where there are some. */
export function NoProfiles({
  text,
  to,
  link,
  suggestion,
  testId = 'profiles-empty',
}: {
  text: string;
  to: RouteName;
  link: string;
  /** The category closest to what was searched, offered first. */
  suggestion?: { slug: string; name: string } | null;
  testId?: string;
}) {
  const t = useT();
  return (
    <Alert severity="info" data-testid={testId}>
      {text}{' '}
      {suggestion ? (
        <RouteLink
          to="category"
          params={{ name: suggestion.slug }}
          data-testid="profiles-suggestion"
        >
          {t('profiles.suggestion', { name: suggestion.name })}
        </RouteLink>
      ) : (
        <RouteLink to={to}>{link}</RouteLink>
      )}
    </Alert>
  );
}

/**
 * The cards whose photos load at once: the first screen of a laptop shows two rows of three and
 * the top of the third (a phone fewer, but a small photo too many costs less than a late one).
 * The others' photos wait until the page scrolls near.
 */
const CARDS_SEEN_AT_ONCE = 9;

/**
 * Profile cards of a cursor-paginated answer: skeletons while loading, an error with Retry,
 * an empty state, and "load more" while the server has a next cursor. `seenAtOnce` cards'
 * photos load at once (none where the list is below the fold).
 */
export function ProfileResults({
  results,
  label,
  empty,
  skeletons = 6,
  actions,
  showMore = true,
  seenAtOnce = CARDS_SEEN_AT_ONCE,
}: {
  results: ResultsQuery;
  label: string;
  empty: ReactNode;
  skeletons?: number;
  actions?: (profile: CardData) => ReactNode;
  showMore?: boolean;
  seenAtOnce?: number;
}) {
  const t = useT();
  if (results.isPending) {
    return (
      <CardListSkeleton
        count={skeletons}
        columns={PROFILE_COLUMNS}
        label={t('profiles.loading')}
        testId="profiles-loading"
        card={<ProfileCardSkeleton />}
      />
    );
  }
  if (results.isError && !results.data) {
    return (
      <LoadFailedAlert
        title={t('profiles.loadFailed')}
        error={results.error}
        retryLabel={t('profiles.retry')}
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
        testId="profiles-error"
      />
    );
  }
  const items = results.data?.pages.flatMap((page) => page.data) ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <CardList
        columns={PROFILE_COLUMNS}
        label={label}
        busy={results.isFetching}
        testId="profile-list"
        dimmed={Boolean(results.isPlaceholderData)}
      >
        {items.map((profile, index) => (
          <li key={profile.id}>
            {/* Each card is taken over on its own: no one long task for the whole list. */}
            <HydrationSection>
              <ProfileCard
                profile={profile}
                actions={actions?.(profile)}
                loading={index < seenAtOnce ? 'eager' : 'lazy'}
              />
            </HydrationSection>
          </li>
        ))}
      </CardList>
      {results.isError && (
        <Alert severity="error" className={styles.moreFailed}>
          {generalErrorText(results.error, t)}
        </Alert>
      )}
      {showMore && results.hasNextPage && (
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
