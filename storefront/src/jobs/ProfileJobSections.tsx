import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import type { ReactNode } from 'react';
import { useFormat } from '../billing/format';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { RouteLink } from '../routing/RouteLink';
import { thumbOf, useProskerReviews, useProskerServices } from './jobs-api';
import { spreadRowSx } from './parts';
import { CardList } from '../layout/grids';

const titleSx = { fontSize: { xs: '1.25rem', md: '1.4rem' }, mb: 1.5 } as const;

/** A titled section of the profile (its id names it for the tests too), an action by the title. */
function ProfileSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Typography variant="h2" id={id} sx={titleSx}>
      {title}
    </Typography>
  );
  return (
    <Box component="section" aria-labelledby={id} data-testid={id}>
      {action === undefined ? (
        heading
      ) : (
        <Box sx={spreadRowSx('baseline', 1)}>
          {heading}
          {action}
        </Box>
      )}
      {children}
    </Box>
  );
}

/**
 * A profile section's query while it is not showing content: a skeleton while it loads, the
 * error when it failed, `empty` (when given) once it loaded nothing.
 */
function SectionState({
  query,
  height,
  failed,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  height: number;
  failed: string;
  empty: string | null;
}) {
  const t = useT();
  if (query.isPending) return <Skeleton variant="rounded" height={height} />;
  if (query.isError) {
    return (
      <Alert severity="error">
        {failed} {generalErrorText(query.error, t)}
      </Alert>
    );
  }
  if (query.isSuccess && empty !== null) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  return null;
}

/** A prosker's published services, each with "Contratar" (visitors sign in first). */
export function ProfileServices({ proskerId, owner }: { proskerId: number; owner: boolean }) {
  const t = useT();
  const { money } = useFormat();
  const services = useProskerServices(proskerId);
  return (
    <ProfileSection
      id="profile-services"
      title={t('jobs.profile.servicesTitle')}
      action={
        owner && (
          <Button component={RouteLink} to="settingsServices" size="small">
            {t('jobs.profile.manage')}
          </Button>
        )
      }
    >
      <SectionState
        query={services}
        height={120}
        failed={t('jobs.profile.servicesFailed')}
        empty={services.data?.length === 0 ? t('jobs.profile.servicesEmpty') : null}
      />
      {services.isSuccess && services.data.length > 0 && (
        <CardList>
          {services.data.map((service) => (
            <li key={service.id}>
              <Card
                variant="outlined"
                component="article"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                data-testid="profile-service"
              >
                {service.image && (
                  // The square thumb, cut to the card's band: the large size would show more
                  // of the picture, so only the thumb is offered.
                  <ResponsiveImage
                    sources={{ src: thumbOf(service.image) ?? service.image }}
                    alt=""
                    width={320}
                    height={160}
                    sizes="320px"
                    testId="profile-service-image"
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 160,
                      objectFit: 'cover',
                      bgcolor: 'action.hover',
                    }}
                  />
                )}
                <CardContent sx={{ flex: 1 }}>
                  <Typography
                    variant="h3"
                    sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {service.title}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      mt: 0.5,
                      overflowWrap: 'anywhere',
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {service.description}
                  </Typography>
                  {service.requiresAppointment && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}
                    >
                      <EventAvailableOutlinedIcon fontSize="inherit" aria-hidden />
                      {t('jobs.service.appointment')}
                    </Typography>
                  )}
                </CardContent>
                <CardActions
                  sx={{ px: 2, pb: 2, justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <Typography sx={{ fontWeight: 700 }} data-testid="profile-service-price">
                    {money(service.price, service.currency, { whole: true })}
                  </Typography>
                  {!owner && (
                    <Button
                      component={RouteLink}
                      to="services"
                      params={{ query: service.id }}
                      variant="contained"
                      size="small"
                      aria-label={t('jobs.profile.hireLabel', { title: service.title })}
                    >
                      {t('jobs.profile.hire')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            </li>
          ))}
        </CardList>
      )}
    </ProfileSection>
  );
}

/** The rating summary (average of 5, count) and the newest reviews. */
export function ProfileReviews({ proskerId }: { proskerId: number }) {
  const t = useT();
  const { date } = useFormat();
  const reviews = useProskerReviews(proskerId);
  return (
    <ProfileSection id="profile-reviews" title={t('jobs.profile.reviewsTitle')}>
      <SectionState
        query={reviews}
        height={100}
        failed={t('jobs.profile.reviewsFailed')}
        empty={reviews.data?.count === 0 ? t('jobs.profile.reviewsEmpty') : null}
      />
      {reviews.isSuccess && reviews.data.count > 0 && (
        <>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
            data-testid="reviews-summary"
          >
            <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1 }}>
              {reviews.data.average.toFixed(1)}
            </Typography>
            <Box>
              <Rating
                value={reviews.data.average}
                precision={0.5}
                readOnly
                aria-label={t('jobs.profile.reviewsSummary', {
                  average: reviews.data.average.toFixed(1),
                })}
              />
              <Typography variant="body2" color="text.secondary" data-testid="reviews-count">
                {t('jobs.profile.reviewsCount', { count: reviews.data.count })}
              </Typography>
            </Box>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {reviews.data.data.map((review) => (
              <li key={review.id}>
                <Card variant="outlined" component="article" data-testid="review">
                  <CardContent>
                    <Box sx={spreadRowSx('center', 1)}>
                      <Rating
                        value={review.rating}
                        readOnly
                        size="small"
                        aria-label={t('jobs.review.stars', { count: review.rating })}
                      />
                      <Typography variant="caption" color="text.secondary">
                        {review.clientFirstName} ·{' '}
                        <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
                      </Typography>
                    </Box>
                    <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {review.text}
                    </Typography>
                  </CardContent>
                </Card>
              </li>
            ))}
          </Box>
        </>
      )}
    </ProfileSection>
  );
}
