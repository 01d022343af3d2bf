import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { apiGet } from '../api/api-client';
import type { Answer } from '../api/contract';
import type { RouteName } from '../../../common/routes';
import { usePageTitle } from '../app/use-page-title';
import { useT } from '../i18n/use-t';
import { RouteLink } from './RouteLink';

/** Where the back office lives: the server says (`GET /app-config`), as it is configured. */
function useBackofficeOrigin(): string | null {
  const { data } = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => apiGet<Answer<'/app-config'>>('/app-config', { signal }),
    staleTime: Infinity,
  });
  const value = data?.backofficeUrl;
  return value && /^https?:\/\//.test(value) ? value.replace(/\/+$/, '') : null;
}

/** The back office screen (react-admin, hash routes) of each staff path of the storefront. */
function backofficeScreen(name: RouteName, id: string | undefined): string {
  switch (name) {
    case 'adminUsers':
      return '#/users';
    case 'adminUserEdit':
      return id ? `#/users/${encodeURIComponent(id)}` : '#/users';
    case 'adminCoupons':
      return '#/coupons';
    case 'adminCouponEdit':
      return id ? `#/coupons/${encodeURIComponent(id)}` : '#/coupons';
    case 'adminCategories':
      return '#/categories';
    case 'adminSkills':
      return '#/skills';
    case 'adminCancellation':
      return '#/cancellation-reasons';
    default:
      return '#/';
  }
}

/**
 * The staff paths of the spec (`admin/users`, `admin/cupones`, `admin-categorias`…): staff work
 * in the back office, on its own origin and with its own sign-in, so the storefront cannot tell
 * a staff member from anyone else. Everyone gets 'permission denied', and staff a link to the
 * matching back office screen.
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
