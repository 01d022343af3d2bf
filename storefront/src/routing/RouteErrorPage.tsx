import RefreshIcon from 'plain-icon:Refresh';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import surfaces from '../layout/surfaces.module.css';
import { isChunkLoadError } from '../chunks/import-with-timeout';
import styles from './RouteErrorPage.module.css';
import { Button, Text } from '../ui';

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

  const Root = standalone ? 'main' : 'div';
  return (
    <Root
      className={surfaces.messagePage}
      role="alert"
      data-testid={chunk ? 'chunk-load-error' : 'route-error'}
    >
      <h1 className={styles.title}>{chunk ? t('routeError.chunkTitle') : t('routeError.title')}</h1>
      <Text tone="secondary" className={surfaces.messageText}>
        {chunk ? t('routeError.chunkText') : t('routeError.text')}
      </Text>
      <Button
        variant="contained"
        startIcon={<RefreshIcon fontSize="inherit" aria-hidden />}
        onClick={() => window.location.reload()}
      >
        {t('routeError.retry')}
      </Button>
    </Root>
  );
}
