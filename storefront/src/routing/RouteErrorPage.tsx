import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { isChunkLoadError } from './lazy-page';

/**
 * Shown instead of a page that failed to render, never a blank screen. A page whose code could
 * not be downloaded gets its own explanation, because reloading is the cure; React.lazy keeps
 * the failed import, so Retry reloads the document rather than re-rendering.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const t = useT();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container
      component={standalone ? 'main' : 'div'}
      maxWidth="sm"
      role="alert"
      data-testid={chunk ? 'chunk-load-error' : 'route-error'}
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }} gutterBottom>
        {chunk ? t('routeError.chunkTitle') : t('routeError.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        {chunk ? t('routeError.chunkText') : t('routeError.text')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<RefreshIcon aria-hidden />}
        onClick={() => window.location.reload()}
      >
        {t('routeError.retry')}
      </Button>
    </Container>
  );
}
