import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { CardList, CardListSkeleton } from '../layout/grids';
import { RouteLink } from '../navigation/RouteLink';
import { categoryIcon } from './category-icons';
import styles from './CategoryList.module.css';
import { categoryName, useCategories } from './use-categories';
import type { Category } from './use-categories';
import { Avatar, Card, CardContent, CardLink, Skeleton, Text } from '../ui';
import { Alert, LoadFailedAlert } from '../layout/rare-states';

const SKELETON_COUNT = 8;

const COLUMNS = { xs: 2, sm: 3, md: 4 };

function CategoryCard({ category, heading }: { category: Category; heading: 'h2' | 'h3' }) {
  const { language } = useLanguage();
  const Icon = categoryIcon(category.icon);
  return (
    <Card data-testid="category-card">
      <CardLink render={<RouteLink to="category" params={{ name: category.slug }} />}>
        <CardContent className={styles.content}>
          <Avatar size={40} brand className={styles.icon}>
            <Icon fontSize="inherit" aria-hidden />
          </Avatar>
          <Text variant="h3" as={heading}>
            {categoryName(category, language)}
          </Text>
        </CardContent>
      </CardLink>
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
        <Card>
          <CardContent className={styles.content}>
            <Skeleton variant="circular" width={40} height={40} />
            <Skeleton variant="text" width="70%" fontSize="1.1rem" />
          </CardContent>
        </Card>
      }
    />
  );
}

/**
 * The categories as cards: the same list on the home page and on the categories page. Each
 * card links to its category page (`categorias/{slug}`). Each card's name is a heading one level
 * under the list's title: `h3` under the home page's section (`h2`), `h2` under the categories
 * page's `h1`.
 */
export function CategoryList({
  labelledBy,
  heading = 'h3',
}: {
  labelledBy?: string;
  heading?: 'h2' | 'h3';
}) {
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
          <CategoryCard category={category} heading={heading} />
        </li>
      ))}
    </CardList>
  );
}
