import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '../../../common/constants';
import { useT } from '../i18n/use-t';

export function Footer() {
  const t = useT();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4, mt: 6 }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.tagline')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>{' '}
          <span data-testid="app-version">{t('footer.version', { version: APP_VERSION })}</span>
        </Typography>
      </Container>
    </Box>
  );
}
