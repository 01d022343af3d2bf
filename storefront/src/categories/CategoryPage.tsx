import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { REGIONS } from '../../../common/regions';
import { pathFor } from '../../../common/routes';
import { categoryPageRedirect } from '../../../common/slugs';
import { ApiError } from '../api/api-client';
import { usePageTitle } from '../seo/use-page-title';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import surfaces from '../layout/surfaces.module.css';
import { skillName, useCategory, useProfileSearch } from '../profiles/catalogue-api';
import { NoProfiles, ProfileResults } from '../profiles/ProfileResults';
import { NotFoundPage } from '../not-found';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { breadcrumbs } from '../seo/structured-data';
import { categoryIcon } from './category-icons';
import styles from './CategoryPage.module.css';
import { categoryName } from './use-categories';
import { Avatar, Chip, Skeleton, Text, linkClass } from '../ui';
import { LoadFailedAlert } from '../layout/rare-states';

/** A filter chip: pressed when its skill (or "all") is the one shown. */
function SkillChip({
  label,
  pressed,
  onClick,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <Chip pressed={pressed} onClick={onClick}>
      {label}
    </Chip>
  );
}

/**
 * `categorias/{slug}`: the category, its skills as filters (in the address) and its proskers.
 * The slugs are the region's; another region's move to them (docs/adr/0028-translated-slugs.md).
 * Plain parts only (docs/adr/0023-plain-public-parts.md).
 */
export default function CategoryPage() {
  const t = useT();
  const { language } = useLanguage();
  const slug = useParams().name ?? '';
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const skill = params.get('skill') ?? undefined;
  const category = useCategory(slug);
  const results = useProfileSearch({ category: slug, skill });
  const name = category.data ? categoryName(category.data, language) : '';
  const region = useRegion();
  // An address with another region's slug (an old link) moves to the region's, in place.
  const moved = category.data
    ? categoryPageRedirect(region, { name: slug, search }, category.data)
    : null;
  useEffect(() => {
    if (moved) navigate(moved, { replace: true });
  }, [moved, navigate]);
  const slugs = category.data?.slugs;
  usePageTitle(name || t('categories.title'), {
    description: name ? t('category.metaDescription', { name }) : undefined,
    alternates: slugs
      ? Object.fromEntries(
          REGIONS.map((other) => [other, pathFor('category', other, { name: slugs[other] })]),
        )
      : undefined,
    structuredData: name
      ? [
          breadcrumbs([
            { name: t('home.title'), path: pathFor('home', region) },
            { name: t('categories.title'), path: pathFor('categories', region) },
            { name, path: pathFor('category', region, { name: slugs?.[region] ?? slug }) },
          ]),
        ]
      : [],
  });

  if (category.error instanceof ApiError && category.error.status === 404) return <NotFoundPage />;
  const Icon = categoryIcon(category.data?.icon ?? null);
  const showSkill = (next?: string) =>
    setParams(next ? new URLSearchParams({ skill: next }) : new URLSearchParams());

  return (
    <div className={surfaces.page}>
      <nav aria-label={t('category.breadcrumb')} className={styles.breadcrumb}>
        <RouteLink className={linkClass} to="categories">
          {t('categories.title')}
        </RouteLink>
      </nav>
      {category.isPending && <Skeleton variant="text" width="50%" fontSize="2.5rem" />}
      {category.isError && (
        <LoadFailedAlert
          title={t('category.loadFailed')}
          error={category.error}
          retryLabel={t('profiles.retry')}
          onRetry={() => void category.refetch()}
          retrying={category.isFetching}
          testId="category-error"
        />
      )}
      {category.data && (
        <>
          <div className={styles.header}>
            <Avatar size={40} brand className={styles.icon}>
              <Icon fontSize="inherit" aria-hidden />
            </Avatar>
            <Text variant="h1" id="category-title">
              {name}
            </Text>
          </div>
          {category.data.skills.length > 0 && (
            <div
              role="group"
              aria-label={t('category.skillsLabel')}
              className={`${surfaces.chipRow} ${styles.skills}`}
              data-testid="category-skills"
            >
              <SkillChip
                label={t('category.allSkills')}
                pressed={!skill}
                onClick={() => showSkill()}
              />
              {category.data.skills.map((item) => (
                <SkillChip
                  key={item.slug}
                  label={skillName(item, language)}
                  pressed={skill === item.slug}
                  onClick={() => showSkill(skill === item.slug ? undefined : item.slug)}
                />
              ))}
            </div>
          )}
        </>
      )}
      <h2 className={styles.proskersTitle} id="category-proskers">
        {t('category.proskers')}
      </h2>
      <ProfileResults
        results={results}
        label={t('category.proskers')}
        empty={
          <NoProfiles text={t('category.empty')} to="profiles" link={t('category.searchAll')} />
        }
      />
    </div>
  );
}
