import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { usePageTitle } from '../app/use-page-title';
import { CategoryList } from '../categories/CategoryList';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';

export default function HomePage() {
  const t = useT();
  usePageTitle(t('home.title'));
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
          <Button
            component={RouteLink}
            to="categories"
            variant="contained"
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
    </>
  );
}
