import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { ImageAvatar, type ImageLoading } from '../media/ResponsiveImage';
import { RouteLink } from '../routing/RouteLink';
import type { ProfileCard as Card_ } from './catalogue-api';

export function fullName(profile: { firstName: string; lastName: string }): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
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
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: size / 2.6 }}
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
      <Typography variant="body2" color="text.secondary">
        {t('profileCard.noReviews')}
      </Typography>
    );
  }
  const label = t('profileCard.rating', { rating: avg.toFixed(1), count });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} role="img" aria-label={label}>
      <Rating value={avg} precision={0.5} readOnly size="small" aria-hidden />
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {avg.toFixed(1)} ({count})
      </Typography>
    </Box>
  );
}

export function PremiumBadge() {
  const t = useT();
  return (
    <Chip
      size="small"
      color="secondary"
      icon={<WorkspacePremiumIcon aria-hidden />}
      label={t('profileCard.premium')}
    />
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
    <Typography
      variant={small ? 'body2' : 'body1'}
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <Icon fontSize="small" aria-hidden />
      {children}
    </Typography>
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
  return (
    <Card
      variant="outlined"
      data-testid="profile-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouteLink}
        to="profile"
        params={{ query: profile.username }}
        sx={{ flex: 1, alignItems: 'stretch' }}
      >
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <ProfileAvatar profile={profile} loading={loading} />
          <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {profile.isPremium && (
              <Box>
                <PremiumBadge />
              </Box>
            )}
            {profile.department && (
              <IconFact icon={PlaceOutlinedIcon} small>
                {profile.department}
              </IconFact>
            )}
            <RatingSummary avg={profile.ratingAvg} count={profile.ratingCount} />
            {profile.categories.length > 0 && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {profile.categories.map((category) => (
                  <Chip key={category.slug} size="small" variant="outlined" label={category.name} />
                ))}
              </Box>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
      {actions && <Box sx={{ px: 2, pb: 2 }}>{actions}</Box>}
    </Card>
  );
}

export function ProfileCardSkeleton() {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2 }}>
        <Skeleton variant="circular" width={56} height={56} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="70%" sx={{ fontSize: '1.1rem' }} />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width="55%" />
        </Box>
      </CardContent>
    </Card>
  );
}

/** Profile cards stand one a row on phones, two from sm, three from md. */
export const PROFILE_COLUMNS = { sm: 2, md: 3 };
