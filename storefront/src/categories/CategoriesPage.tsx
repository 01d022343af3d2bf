import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import surfaces from '../layout/surfaces.module.css';
import { CategoryList } from './CategoryList';
import styles from './CategoryPage.module.css';
import { Text } from '../ui';

export default function CategoriesPage() {
  const t = useT();
  usePageTitle(t('categories.title'), { description: t('categories.intro') });
  return (
    <div className={surfaces.page}>
      <Text variant="h1" gutterBottom id="categories-title">
        {t('categories.title')}
      </Text>
      <Text tone="secondary" className={styles.intro}>
        {t('categories.intro')}
      </Text>
      <CategoryList labelledBy="categories-title" heading="h2" />
    </div>
  );
}
