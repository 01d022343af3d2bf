import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { usePageTitle } from '../app/use-page-title';
import { generalErrorText } from '../forms/server-errors';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { skillName, useCategory, useProfileSearch } from '../profiles/catalogue-api';
import { NoProfiles, ProfileResults } from '../profiles/ProfileResults';
import { NotFoundPage } from '../routing/pages';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { breadcrumbs } from '../seo/structured-data';
import { categoryIcon } from './category-icons';
import { categoryName } from './use-categories';

/** `categorias/{slug}`: the category, its skills as filters (in the address) and its proskers. */
export default function CategoryPage() {
  const t = useT();
  const { language } = useLanguage();
  const slug = useParams().name ?? '';
  const [params, setParams] = useSearchParams();
  const skill = params.get('skill') ?? undefined;
  const category = useCategory(slug);
  const results = useProfileSearch({ category: slug, skill });
  const name = category.data ? categoryName(category.data, language) : '';
  const region = useRegion();
  usePageTitle(name || t('categories.title'), {
    description: name ? t('category.metaDescription', { name }) : undefined,
    structuredData: name
      ? [
          breadcrumbs([
            { name: t('home.title'), path: pathFor('home', region) },
            { name: t('categories.title'), path: pathFor('categories', region) },
            { name, path: pathFor('category', region, { name: slug }) },
          ]),
        ]
      : [],
  });

  if (category.error instanceof ApiError && category.error.status === 404) return <NotFoundPage />;
  const Icon = categoryIcon(category.data?.icon ?? null);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="nav" aria-label={t('category.breadcrumb')} sx={{ mb: 2 }}>
        <RouteLink to="categories">{t('categories.title')}</RouteLink>
      </Box>
      {category.isPending && <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />}
      {category.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void category.refetch()}>
              {t('profiles.retry')}
            </Button>
          }
        >
          {generalErrorText(category.error, t)}
        </Alert>
      )}
      {category.data && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              <Icon aria-hidden />
            </Avatar>
            <Typography variant="h1" id="category-title">
              {name}
            </Typography>
          </Box>
          {category.data.skills.length > 0 && (
            <Box
              role="group"
              aria-label={t('category.skillsLabel')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
            >
              <Chip
                label={t('category.allSkills')}
                color={skill ? 'default' : 'primary'}
                variant={skill ? 'outlined' : 'filled'}
                aria-pressed={!skill}
                onClick={() => setParams(new URLSearchParams())}
              />
              {category.data.skills.map((item) => (
                <Chip
                  key={item.slug}
                  label={skillName(item, language)}
                  color={skill === item.slug ? 'primary' : 'default'}
                  variant={skill === item.slug ? 'filled' : 'outlined'}
                  aria-pressed={skill === item.slug}
                  onClick={() =>
                    setParams(
                      skill === item.slug
                        ? new URLSearchParams()
                        : new URLSearchParams({ skill: item.slug }),
                    )
                  }
                />
              ))}
            </Box>
          )}
        </>
      )}
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }} id="category-proskers">
        {t('category.proskers')}
      </Typography>
      <ProfileResults
        results={results}
        label={t('category.proskers')}
        empty={
          <NoProfiles text={t('category.empty')} to="profiles" link={t('category.searchAll')} />
        }
      />
    </Container>
  );
}
