import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useParams } from 'react-router-dom';
import type { RouteName } from '../../../common/routes';
import { usePageTitle } from '../app/use-page-title';
import { useT } from '../i18n/use-t';
import { RouteLink } from './RouteLink';
import { backofficeScreen, useBackofficeOrigin } from './backoffice';

/**
 * The staff paths of the spec (`admin/users`, `admin/cupones`, `admin-categorias`…) for a
 * signed-in user: staff work in the back office, on its own origin and with its own sign-in
 * (ADR 0003), so a storefront account is never staff. It says the page is for the team, with a
 * link to the matching back office screen. Visitors are sent to sign-in first, and staff who
 * sign in there are sent on to the back office (`SignInPage`).
 */
export default function StaffOnlyPage({ name }: { name: RouteName }) {
  const t = useT();
  const { id } = useParams();
  usePageTitle(t('staffOnly.title'));
  const origin = useBackofficeOrigin();
  return (
    <Container
      maxWidth="sm"
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
      data-testid="permission-denied"
    >
      <LockOutlinedIcon color="action" sx={{ fontSize: 48, mb: 2 }} aria-hidden />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {t('staffOnly.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('staffOnly.text')}
      </Typography>
      {origin && (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('staffOnly.staffText')}
        </Typography>
      )}
      <Container
        disableGutters
        sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}
      >
        {origin && (
          <Button
            href={`${origin}/${backofficeScreen(name, id)}`}
            variant="outlined"
            endIcon={<OpenInNewIcon aria-hidden />}
            data-testid="backoffice-link"
          >
            {t('staffOnly.open')}
          </Button>
        )}
        <Button component={RouteLink} to="home" variant="contained">
          {t('staffOnly.backHome')}
        </Button>
      </Container>
    </Container>
  );
}
