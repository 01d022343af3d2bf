import ArrowForwardIcon from 'plain-icon:ArrowForward';
import { usePageTitle } from '../app/use-page-title';
import { CategoryList } from '../categories/CategoryList';
import { LatestPosts } from '../content/LatestPosts';
import surfaces from '../layout/surfaces.module.css';
import { useT } from '../i18n/use-t';
import { HydrationSection } from '../layout/hydration-section';
import { RouteLink } from '../routing/RouteLink';
import { useProfileSearch } from '../profiles/catalogue-api';
import { ProfileResults } from '../profiles/ProfileResults';
import { SearchBox } from '../profiles/SearchBox';
import { organization } from '../seo/structured-data';
import styles from './HomePage.module.css';
import { LinkButton } from '../ui';

/** The first page of the search, as a strip of featured proskers (premium and best rated first). */
function FeaturedProskers() {
  const t = useT();
  const results = useProfileSearch({}, 6);
  return (
    <ProfileResults
      results={results}
      label={t('home.featuredTitle')}
      skeletons={3}
      showMore={false}
      // Below the hero and the categories: their photos wait until the page scrolls near.
      seenAtOnce={0}
      empty={<p className={surfaces.secondary}>{t('profiles.empty')}</p>}
    />
  );
}

export default function HomePage() {
  const t = useT();
  usePageTitle(t('home.title'), {
    structuredData: [organization(t('app.name'), t('app.description'))],
  });
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={surfaces.container}>
          <h1 className={styles.heroTitle} id="home-hero-title">
            {t('home.heroTitle')}
          </h1>
          <p className={`${styles.heroText} ${surfaces.secondary}`}>{t('home.heroText')}</p>
          <div className={styles.heroSearch}>
            <SearchBox />
          </div>
          <LinkButton
            variant="outlined"
            size="large"
            render={<RouteLink to="categories" />}
            endIcon={<ArrowForwardIcon fontSize="inherit" aria-hidden />}
            directionalIcon
          >
            {t('home.browseCategories')}
          </LinkButton>
        </div>
      </section>
      <section className={`${surfaces.container} ${styles.categories}`}>
        <h2
          className={`${surfaces.sectionTitle} ${styles.sectionTitle}`}
          id="home-categories-title"
        >
          {t('home.categoriesTitle')}
        </h2>
        <HydrationSection>
          <CategoryList labelledBy="home-categories-title" />
        </HydrationSection>
      </section>
      <section className={`${surfaces.container} ${surfaces.sectionEnd}`}>
        <div className={surfaces.titleRow}>
          <h2 className={surfaces.sectionTitle} id="home-featured-title">
            {t('home.featuredTitle')}
          </h2>
          <RouteLink className={surfaces.link} to="profiles">
            {t('home.seeAllProskers')}
          </RouteLink>
        </div>
        <HydrationSection>
          <FeaturedProskers />
        </HydrationSection>
      </section>
      <HydrationSection>
        <LatestPosts />
      </HydrationSection>
    </>
  );
}
