import PlaceOutlinedIcon from 'plain-icon:PlaceOutlined';
import BusinessOutlinedIcon from 'plain-icon:BusinessOutlined';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import { HydrationSection } from '../layout/hydration-section';
import { LazyPart, lazyPart } from '../navigation/lazy-part';
import { NotFoundPage } from '../not-found';
import { RouteLink } from '../navigation/RouteLink';
import { useSession } from '../session/session';
import { useProfile } from '../profiles/catalogue-api';
import { useProskerServices } from '../jobs/jobs-api';
import { ProfileReviews, ProfileSection, ProfileServices } from '../jobs/ProfileJobSections';
import { useRegion } from '../navigation/use-region';
import { breadcrumbs, professionalService } from '../seo/structured-data';
import { BannerPicture } from '../profiles/BannerPicture';
import {
  IconFact,
  PremiumBadge,
  ProfileAvatar,
  RatingSummary,
  fullName,
} from '../profiles/ProfileCard';
import { Gallery } from './Gallery';
import { Posts } from './Posts';
import { ProfileActions } from './ProfileActions';
import styles from './ProfilePage.module.css';
import { Chip, LinkChip, Skeleton, Text } from '../ui';
import { LoadFailedAlert } from '../layout/rare-states';

/** How complete the profile is: its owner's alone, loaded for them. */
const CompletenessPanel = lazyPart(() =>
  import('../profiles/CompletenessPanel').then((m) => m.CompletenessPanel),
);

/** The banner's width: the container's, less its padding. */
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
    <ProfileSection id={`profile-${name}`} title={t(`profile.${name}`)}>
      {children}
    </ProfileSection>
  );
}

/**
 * `perfil/{username}`: the public profile; its owner also sees how complete it is. Plain parts
 * (docs/adr/0023-plain-public-parts.md); what only a signed-in user has loads for them.
 */
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
      <div
        className={`${styles.page} ${styles.loading}`}
        aria-busy="true"
        aria-label={t('profile.loading')}
      >
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="circular" width={96} height={96} />
        <Skeleton variant="text" width="40%" fontSize="2rem" />
        <Skeleton variant="text" width="60%" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className={styles.page}>
        <LoadFailedAlert
          title={t('profile.loadFailed')}
          error={profile.error}
          retryLabel={t('profiles.retry')}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
          testId="profile-error"
        />
      </div>
    );
  }
  const data = profile.data;
  const owner = user?.id === data.id;

  return (
    <div className={styles.page} data-testid="profile-page">
      {owner && data.completeness && (
        <LazyPart>
          <CompletenessPanel completeness={data.completeness} />
        </LazyPart>
      )}
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
        frameClassName={styles.banner}
        tint={33}
      />
      <div className={styles.head}>
        <div className={styles.photo}>
          {/* Above the fold: the page's largest picture when there is no banner. */}
          <ProfileAvatar
            profile={data}
            size={112}
            loading={data.bannerImg ? 'eager' : 'priority'}
          />
        </div>
        <div className={styles.identity}>
          <h1 className={styles.name}>{name}</h1>
          <div className={styles.facts}>
            {data.isPremium && <PremiumBadge />}
            {data.department && <IconFact icon={PlaceOutlinedIcon}>{data.department}</IconFact>}
            {data.company && <IconFact icon={BusinessOutlinedIcon}>{data.company}</IconFact>}
            <RatingSummary avg={data.ratingAvg} count={data.ratingCount} />
          </div>
        </div>
        {!owner && <ProfileActions profile={data} />}
      </div>

      <div className={styles.columns}>
        <div className={styles.main}>
          <Section name="about">
            <Text className={styles.userText}>
              {data.description || t('profile.noDescription')}
            </Text>
          </Section>
          <HydrationSection>
            <ProfileServices proskerId={data.id} owner={owner} />
          </HydrationSection>
          <HydrationSection>
            <ProfileReviews proskerId={data.id} />
          </HydrationSection>
          <HydrationSection>
            <Section name="gallery">
              <Gallery username={username} name={name} />
            </Section>
          </HydrationSection>
          <HydrationSection>
            <Section name="posts">
              <Posts username={username} />
            </Section>
          </HydrationSection>
        </div>
        <div className={styles.side}>
          <HydrationSection>
            <Section name="categories">
              <div className={styles.chipRow}>
                {data.categories.map((category) => (
                  <LinkChip
                    key={category.slug}
                    variant="filled"
                    size="medium"
                    render={<RouteLink to="category" params={{ name: category.slug }} />}
                  >
                    {category.name}
                  </LinkChip>
                ))}
              </div>
            </Section>
          </HydrationSection>
          <HydrationSection>
            <Section name="skills">
              <div className={styles.chipRow}>
                {data.skills.map((skill) => (
                  <Chip key={skill.slug} size="medium">
                    {skill.name}
                  </Chip>
                ))}
              </div>
            </Section>
          </HydrationSection>
        </div>
      </div>
    </div>
  );
}
