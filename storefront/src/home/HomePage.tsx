import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { usePageTitle } from '../app/use-page-title';
import { CategoryList } from '../categories/CategoryList';
import { LatestPosts } from '../content/LatestPosts';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { useProfileSearch } from '../profiles/catalogue-api';
import { ProfileResults } from '../profiles/ProfileResults';
import { SearchBox } from '../profiles/SearchBox';
import { organization } from '../seo/structured-data';

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
      empty={<Typography color="text.secondary">{t('profiles.empty')}</Typography>}
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
      <Box
        component="section"
        aria-labelledby="home-hero-title"
        sx={(theme) => ({
          py: { xs: 6, md: 10 },
          background: `linear-gradient(135deg, ${theme.palette.primary.main}26, ${theme.palette.secondary.main}26)`,
        })}
      >
        <Container maxWidth="lg">
          <Typography variant="h1" id="home-hero-title" sx={{ maxWidth: '18ch', mb: 2 }}>
            {t('home.heroTitle')}
          </Typography>
          <Typography
            variant="body1"
            color="text.secondary"
            sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: '55ch', mb: 4 }}
          >
            {t('home.heroText')}
          </Typography>
          <Box sx={{ mb: 3 }}>
            <SearchBox />
          </Box>
          <Button
            component={RouteLink}
            to="categories"
            variant="outlined"
            size="large"
            endIcon={
              <ArrowForwardIcon aria-hidden sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
            }
          >
            {t('home.browseCategories')}
          </Button>
        </Container>
      </Box>
      <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h2" id="home-categories-title" sx={{ mb: 3 }}>
          {t('home.categoriesTitle')}
        </Typography>
        <CategoryList labelledBy="home-categories-title" />
      </Container>
      <Container component="section" maxWidth="lg" sx={{ pb: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 3 }}>
          <Typography variant="h2" id="home-featured-title" sx={{ flex: 1 }}>
            {t('home.featuredTitle')}
          </Typography>
          <Link component={RouteLink} to="profiles">
            {t('home.seeAllProskers')}
          </Link>
        </Box>
        <FeaturedProskers />
      </Container>
      <LatestPosts />
    </>
  );
}
