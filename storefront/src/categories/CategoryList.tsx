import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { CardList, CardListSkeleton } from '../layout/grids';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { RouteLink } from '../routing/RouteLink';
import { categoryIcon } from './category-icons';
import { categoryName, useCategories } from './use-categories';
import type { Category } from './use-categories';

const SKELETON_COUNT = 8;

const COLUMNS = { xs: 2, sm: 3, md: 4 };

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
    <CardListSkeleton
      count={SKELETON_COUNT}
      columns={COLUMNS}
      label={t('categories.loading')}
      testId="categories-loading"
      card={
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Skeleton variant="text" width="70%" sx={{ fontSize: '1.1rem' }} />
          </CardContent>
        </Card>
      }
    />
  );
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
      <LoadFailedAlert
        title={t('categories.loadFailed')}
        error={error}
        retryLabel={t('categories.retry')}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="categories-error"
      />
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
    <CardList
      columns={COLUMNS}
      labelledBy={labelledBy}
      label={labelledBy ? undefined : t('categories.listLabel')}
      busy={isFetching}
      testId="category-list"
    >
      {data.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} />
        </li>
      ))}
    </CardList>
  );
}
