import WorkspacePremiumIcon from 'plain-icon:WorkspacePremium';
import PlaceOutlinedIcon from 'plain-icon:PlaceOutlined';
import type { ReactNode } from 'react';
import { CURRENCY_BY_REGION } from '../../../common/regions';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { ImageAvatar, type ImageLoading } from '../media/Picture';
import { RouteLink } from '../navigation/RouteLink';
import type { ProfileCard as Card_ } from './catalogue-api';
import styles from './ProfileCard.module.css';
import { Card, CardContent, CardLink, Chip, Skeleton, Stars, Text } from '../ui';
import surfaces from '../layout/surfaces.module.css';

/** How soon a prosker answers in chat, in words (their median first reply). */
function replyText(minutes: number, t: ReturnType<typeof useT>): string {
  if (minutes <= 60) return t('profileCard.replyFast');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return t('profileCard.replyHours', { count: hours });
  return t('profileCard.replyDays', { count: Math.round(hours / 24) });
}

export function fullName(profile: { firstName: string; lastName: string }): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/**
 * A party's name where a closed account may appear (jobs, reviews, chat): a closed account keeps
 * no name, and is named by its side instead (`closedName`, "Cliente de Prosk"), never "- -".
 */
export function partyName(
  person: { firstName: string; lastName: string },
  closedName: string,
): string {
  return fullName(person) || closedName;
}

export function initials(profile: { firstName: string; lastName: string }): string {
  return (
    `${profile.firstName.trim().charAt(0)}${profile.lastName.trim().charAt(0)}`.toUpperCase() || '?'
  );
}

/** A profile's photo (or initials); `loading` says when its picture is fetched. */
export function ProfileAvatar({
  profile,
  size = 56,
  loading = 'lazy',
}: {
  profile: { firstName: string; lastName: string; profileImg: string | null };
  size?: number;
  loading?: ImageLoading;
}) {
  return (
    <ImageAvatar
      url={profile.profileImg}
      size={size}
      loading={loading}
      // Decorative: the name is always beside it (and a card's link is named by its text).
      aria-hidden
      brand
    >
      {initials(profile)}
    </ImageAvatar>
  );
}

/** Stars and the count, or "no reviews yet". */
export function RatingSummary({ avg, count }: { avg: number; count: number }) {
  const t = useT();
  if (count === 0) {
    return (
      <Text variant="body2" tone="secondary">
        {t('profileCard.noReviews')}
      </Text>
    );
  }
  const label = t('profileCard.rating', { rating: avg.toFixed(1), count });
  return (
    <div className={styles.rating} role="img" aria-label={label}>
      <Stars value={avg} />
      <Text variant="body2" as="span" tone="secondary" aria-hidden>
        {avg.toFixed(1)} ({count})
      </Text>
    </div>
  );
}

export function PremiumBadge() {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="accent"
      icon={<WorkspacePremiumIcon fontSize="inherit" aria-hidden />}
    >
      {t('profileCard.premium')}
    </Chip>
  );
}

/** A short fact (the place, the company) in secondary text, its icon before it. */
export function IconFact({
  icon: Icon,
  small = false,
  children,
}: {
  icon: typeof PlaceOutlinedIcon;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <Text variant={small ? 'body2' : 'body1'} tone="secondary" className={surfaces.fact}>
      <Icon fontSize="inherit" aria-hidden />
      {children}
    </Text>
  );
}

/**
 * A result of a search: picture, name, department, categories, rating, premium. `loading` is
 * the picture's: a card in the first rows of a list is seen at once (`eager`).
 */
export function ProfileCard({
  profile,
  actions,
  loading = 'lazy',
}: {
  profile: Card_;
  actions?: ReactNode;
  loading?: ImageLoading;
}) {
  const name = fullName(profile);
  const t = useT();
  const { money } = useFormat();
  return (
    <Card data-testid="profile-card">
      <CardLink render={<RouteLink to="profile" params={{ query: profile.username }} />}>
        <CardContent className={styles.content}>
          <ProfileAvatar profile={profile} loading={loading} />
          <div className={styles.details}>
            <Text variant="h3">{name}</Text>
            {profile.isPremium && <PremiumBadge />}
            {profile.department && (
              <IconFact icon={PlaceOutlinedIcon} small>
                {profile.department}
              </IconFact>
            )}
            <RatingSummary avg={profile.ratingAvg} count={profile.ratingCount} />
            {(profile.jobsDone > 0 || profile.replyMinutes !== null) && (
              <Text variant="body2" tone="secondary">
                {[
                  profile.jobsDone > 0 && t('profileCard.jobsDone', { count: profile.jobsDone }),
                  profile.replyMinutes !== null && replyText(profile.replyMinutes, t),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
            {profile.priceFrom !== null && (
              <Text variant="body2" data-testid="profile-card-price">
                {t('profileCard.priceFrom', {
                  price: money(profile.priceFrom, CURRENCY_BY_REGION[profile.region], {
                    whole: true,
                  }),
                })}
              </Text>
            )}
            {profile.categories.length > 0 && (
              <ul className={styles.chips}>
                {profile.categories.map((category) => (
                  <Chip key={category.slug} as="li" size="small">
                    {category.name}
                  </Chip>
                ))}
              </ul>
            )}
          </div>
        </CardContent>
      </CardLink>
      {actions && <div className={styles.actions}>{actions}</div>}
    </Card>
  );
}

export function ProfileCardSkeleton() {
  return (
    <Card>
      <CardContent className={styles.content}>
        <Skeleton variant="circular" width={56} height={56} />
        <div className={styles.details}>
          <Skeleton variant="text" width="70%" fontSize="1.1rem" />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width="55%" />
        </div>
      </CardContent>
    </Card>
  );
}

/** Profile cards stand one a row on phones, two from sm, three from md. */
export const PROFILE_COLUMNS = { sm: 2, md: 3 };
