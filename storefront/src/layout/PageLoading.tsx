import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useT } from '../i18n/use-t';

/** Shown while a page's code downloads; the bar is at the top where the page will appear. */
export function PageLoading() {
  const t = useT();
  return (
    <Box aria-busy="true" data-testid="page-loading" sx={{ minHeight: '60vh' }}>
      <LinearProgress aria-label={t('loading.page')} />
    </Box>
  );
}
