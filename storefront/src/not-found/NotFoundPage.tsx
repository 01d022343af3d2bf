import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../app/use-page-title';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';

export default function NotFoundPage() {
  const t = useT();
  // Rendered on the server, the answer's status says it too, and search engines leave it out.
  usePageTitle(t('notFound.title'), { status: 404, noindex: true });
  return (
    <Container
      maxWidth="sm"
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
      data-testid="not-found"
    >
      <Typography variant="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouteLink} to="home" variant="contained">
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
