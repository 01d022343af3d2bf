import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from 'plain-icon:PlaceOutlined';
import BusinessOutlinedIcon from 'plain-icon:BusinessOutlined';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { pathFor } from '../../../../common/routes';
import { ApiError } from '../../api/api-client';
import { usePageTitle } from '../../app/use-page-title';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import { NotFoundPage } from '../../routing/pages';
import { RouteLink } from '../../routing/RouteLink';
import { useSession } from '../../session/session';
import { useProfile } from '../catalogue-api';
import { useProskerServices } from '../../jobs/jobs-api';
import { ProfileReviews, ProfileServices } from '../../jobs/ProfileJobSections';
import { useRegion } from '../../routing/use-region';
import { breadcrumbs, professionalService } from '../../seo/structured-data';
import { BannerPicture } from '../BannerPicture';
import { CompletenessPanel } from '../CompletenessPanel';
import { IconFact, PremiumBadge, ProfileAvatar, RatingSummary, fullName } from '../ProfileCard';
import { Gallery } from './Gallery';
import { Posts } from './Posts';
import { ProfileActions } from './ProfileActions';

const sectionTitleSx = { fontSize: { xs: '1.25rem', md: '1.4rem' }, mb: 1.5 } as const;

/** The banner's frame: the page's width (the container's, less its padding), a fixed height. */
const bannerSx = {
  height: { xs: 120, sm: 200 },
  borderRadius: 3,
  backgroundColor: 'action.hover',
} as const;
const BANNER_SIZES =
  '(min-width: 1200px) 1152px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/** A part of the profile page, headed by its name (`profile.{name}`), which also labels it. */
function Section({
  name,
  children,
}: {
  name: 'about' | 'gallery' | 'posts' | 'categories' | 'skills';
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Box component="section" aria-labelledby={`profile-${name}`}>
      <Typography variant="h2" id={`profile-${name}`} sx={sectionTitleSx}>
        {t(`profile.${name}`)}
      </Typography>
      {children}
    </Box>
  );
}

/** `perfil/{username}`: the public profile; its owner also sees how complete it is. */
export default function ProfilePage() {
  const t = useT();
  const username = useParams().query ?? '';
  const { user } = useSession();
  const profile = useProfile(username);
  const name = profile.data ? fullName(profile.data) : '';
  const region = useRegion();
  // The same answer the services section shows: asked for once, read twice.
  const services = useProskerServices(profile.data?.id);
  const loaded = profile.data;
  const path = pathFor('profile', region, { query: username });
  usePageTitle(name || t('profile.title'), {
    type: 'profile',
    description: loaded ? loaded.description || t('profile.metaDescription', { name }) : undefined,
    image: loaded?.profileImg ?? undefined,
    structuredData: loaded
      ? [
          professionalService({
            name,
            path,
            description: loaded.description,
            image: loaded.profileImg,
            area: loaded.department,
            country: loaded.countryCode,
            ratingAvg: loaded.ratingAvg,
            ratingCount: loaded.ratingCount,
            categories: loaded.categories.map((c) => c.name),
            offers: (services.data ?? [])
              .filter((s) => s.enabled)
              .map((s) => ({
                title: s.title,
                description: s.description,
                price: s.price,
                currency: s.currency,
              })),
          }),
          breadcrumbs([
            { name: t('home.title'), path: pathFor('home', region) },
            { name: t('profiles.title'), path: pathFor('profiles', region) },
            { name, path },
          ]),
        ]
      : [],
  });

  if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundPage />;
  if (profile.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }} aria-busy="true" aria-label={t('profile.loading')}>
        <Skeleton variant="rounded" height={180} sx={{ mb: 2 }} />
        <Skeleton variant="circular" width={96} height={96} sx={{ mb: 2 }} />
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="60%" />
      </Container>
    );
  }
  if (profile.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {t('profiles.retry')}
            </Button>
          }
        >
          {generalErrorText(profile.error, t)}
        </Alert>
      </Container>
    );
  }
  const data = profile.data;
  const owner = user?.id === data.id;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} data-testid="profile-page">
      {owner && data.completeness && <CompletenessPanel completeness={data.completeness} />}
      <BannerPicture
        url={data.bannerImg}
        label={{
          picture: t('profile.bannerAlt', { name }),
          none: t('profile.bannerAlt', { name }),
        }}
        sizes={BANNER_SIZES}
        // The page's largest picture.
        loading="priority"
        testId="profile-banner"
        frameSx={bannerSx}
        tint="55"
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          gap: 2,
          mt: { xs: -5, sm: -6 },
          px: { xs: 1, sm: 3 },
          mb: 3,
        }}
      >
        <Box sx={{ borderRadius: '50%', border: 4, borderColor: 'background.default' }}>
          {/* Above the fold: the page's largest picture when there is no banner. */}
          <ProfileAvatar
            profile={data}
            size={112}
            loading={data.bannerImg ? 'eager' : 'priority'}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 0.5 }}>
            {data.isPremium && <PremiumBadge />}
            {data.department && <IconFact icon={PlaceOutlinedIcon}>{data.department}</IconFact>}
            {data.company && <IconFact icon={BusinessOutlinedIcon}>{data.company}</IconFact>}
            <RatingSummary avg={data.ratingAvg} count={data.ratingCount} />
          </Box>
        </Box>
        {!owner && <ProfileActions profile={data} />}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 4, alignContent: 'start' }}>
          <Section name="about">
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {data.description || t('profile.noDescription')}
            </Typography>
          </Section>
          <ProfileServices proskerId={data.id} owner={owner} />
          <ProfileReviews proskerId={data.id} />
          <Section name="gallery">
            <Gallery username={username} name={name} />
          </Section>
          <Section name="posts">
            <Posts username={username} />
          </Section>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Section name="categories">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {data.categories.map((category) => (
                <Chip
                  key={category.slug}
                  label={category.name}
                  color="primary"
                  component={RouteLink}
                  to="category"
                  params={{ name: category.slug }}
                  clickable
                />
              ))}
            </Box>
          </Section>
          <Section name="skills">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {data.skills.map((skill) => (
                <Chip key={skill.slug} label={skill.name} variant="outlined" />
              ))}
            </Box>
          </Section>
        </Box>
      </Box>
    </Container>
  );
}
