import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '../../../common/constants';
import { ContentLinks } from '../content/ContentLinks';
import { useT } from '../i18n/use-t';

export function Footer() {
  const t = useT();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4, mt: 6 }}
    >
      <Container maxWidth="lg">
        <Box component="nav" aria-label={t('footer.tagline')} sx={{ mb: 3 }}>
          <ContentLinks columns={{ xs: 2, md: 4 }} testId="footer-links" />
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'space-between',
            gap: 1,
            borderTop: 1,
            borderColor: 'divider',
            pt: 2,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('footer.tagline')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>{' '}
            <span data-testid="app-version">{t('footer.version', { version: APP_VERSION })}</span>
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
