import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ApiError, NETWORK_ERROR } from '../api/api-client';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { categoryIcon } from './category-icons';
import { categoryName, useCategories } from './use-categories';
import type { Category } from './use-categories';

const SKELETON_COUNT = 8;

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

function CategoryCard({ category }: { category: Category }) {
  const { language } = useLanguage();
  const Icon = categoryIcon(category.icon);
  return (
    <Card variant="outlined" data-testid="category-card" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouteLink}
        to="category"
        params={{ name: category.slug }}
        sx={{ height: '100%' }}
      >
        <CardContent
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 1.5,
            height: '100%',
          }}
        >
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <Icon aria-hidden />
          </Avatar>
          <Typography variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {categoryName(category, language)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function LoadingCards() {
  const t = useT();
  return (
    <Box
      component="ul"
      sx={gridSx}
      aria-busy="true"
      aria-label={t('categories.loading')}
      data-testid="categories-loading"
    >
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <li key={index}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <Skeleton variant="circular" width={40} height={40} />
              <Skeleton variant="text" width="70%" sx={{ fontSize: '1.1rem' }} />
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}

function errorDetail(error: unknown, t: ReturnType<typeof useT>): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.code === NETWORK_ERROR) return t('errors.network');
  }
  return t('errors.unexpected');
}

/**
 * The categories as cards: the same list on the home page and on the categories page. Each
 * card links to its category page (`categorias/{slug}`).
 */
export function CategoryList({ labelledBy }: { labelledBy?: string }) {
  const t = useT();
  const { data, error, isPending, isError, isFetching, refetch } = useCategories();

  if (isPending) return <LoadingCards />;

  if (isError) {
    return (
      <Alert
        severity="error"
        data-testid="categories-error"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<RefreshIcon aria-hidden />}
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            {t('categories.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('categories.loadFailed')}</AlertTitle>
        {errorDetail(error, t)}
      </Alert>
    );
  }

  if (data.length === 0) {
    return (
      <Alert severity="info" data-testid="categories-empty">
        {t('categories.empty')}
      </Alert>
    );
  }

  return (
    <Box
      component="ul"
      sx={gridSx}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('categories.listLabel')}
      aria-busy={isFetching ? 'true' : 'false'}
      data-testid="category-list"
    >
      {data.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} />
        </li>
      ))}
    </Box>
  );
}
