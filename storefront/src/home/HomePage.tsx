import ArrowForwardIcon from 'plain-icon:ArrowForward';
import { usePageTitle } from '../seo/use-page-title';
import { CategoryList } from '../categories/CategoryList';
import { LatestPosts } from '../content/LatestPosts';
import surfaces from '../layout/surfaces.module.css';
import { useT } from '../i18n/use-t';
import { HydrationSection } from '../layout/hydration-section';
import { RouteLink } from '../navigation/RouteLink';
import { useProfileSearch } from '../profiles/catalogue-api';
import { ProfileResults } from '../profiles/ProfileResults';
import { SearchBox } from '../layout/SearchBox';
import { organization } from '../seo/structured-data';
import styles from './HomePage.module.css';
import { Container, LinkButton, Text, linkClass } from '../ui';

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
      empty={<Text tone="secondary">{t('profiles.empty')}</Text>}
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
        <Container>
          <Text variant="h1" className={styles.heroTitle} id="home-hero-title">
            {t('home.heroTitle')}
          </Text>
          <Text tone="secondary" className={styles.heroText}>
            {t('home.heroText')}
          </Text>
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
        </Container>
      </section>
      <Container as="section" className={styles.categories}>
        <Text variant="h2" className={styles.sectionTitle} id="home-categories-title">
          {t('home.categoriesTitle')}
        </Text>
        <HydrationSection>
          <CategoryList labelledBy="home-categories-title" />
        </HydrationSection>
      </Container>
      <Container as="section" className={surfaces.sectionEnd}>
        <div className={surfaces.titleRow}>
          <Text variant="h2" id="home-featured-title">
            {t('home.featuredTitle')}
          </Text>
          <RouteLink className={linkClass} to="profiles">
            {t('home.seeAllProskers')}
          </RouteLink>
        </div>
        <HydrationSection>
          <FeaturedProskers />
        </HydrationSection>
      </Container>
      <HydrationSection>
        <LatestPosts />
      </HydrationSection>
    </>
  );
}
