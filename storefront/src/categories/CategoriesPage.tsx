import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../app/use-page-title';
import { useT } from '../i18n/use-t';
import { CategoryList } from './CategoryList';

export default function CategoriesPage() {
  const t = useT();
  usePageTitle(t('categories.title'), { description: t('categories.intro') });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" id="categories-title" gutterBottom>
        {t('categories.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4, maxWidth: '60ch' }}>
        {t('categories.intro')}
      </Typography>
      <CategoryList labelledBy="categories-title" />
    </Container>
  );
}
