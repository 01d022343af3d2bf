import { usePageTitle } from '../app/use-page-title';
import { useT } from '../i18n/use-t';
import surfaces from '../layout/surfaces.module.css';
import { CategoryList } from './CategoryList';
import styles from './CategoryPage.module.css';

export default function CategoriesPage() {
  const t = useT();
  usePageTitle(t('categories.title'), { description: t('categories.intro') });
  return (
    <div className={surfaces.page}>
      <h1 className={`${surfaces.pageTitle} ${surfaces.gutterBottom}`} id="categories-title">
        {t('categories.title')}
      </h1>
      <p className={`${surfaces.secondary} ${styles.intro}`}>{t('categories.intro')}</p>
      <CategoryList labelledBy="categories-title" />
    </div>
  );
}
