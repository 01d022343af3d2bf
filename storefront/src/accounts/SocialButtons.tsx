import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import { API_BASE } from '../api/api-client';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { rememberSocialStart } from '../session/after-sign-in';

const PROVIDERS = [
  { provider: 'google', Icon: GoogleIcon },
  { provider: 'facebook', Icon: FacebookIcon },
] as const;

/**
 * Google and Facebook sign-in. These are plain links to the API's start call, which answers
 * with a redirect to the provider and sets the state cookie: the browser must go there itself.
 */
export function SocialButtons({ next }: { next: string | null }) {
  const t = useT();
  const region = useRegion();
  const remember = () => rememberSocialStart({ next, region });
  const query = `?${new URLSearchParams({ region }).toString()}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {PROVIDERS.map(({ provider, Icon }) => (
        <Button
          key={provider}
          variant="outlined"
          size="large"
          href={`${API_BASE}/auth/${provider}/start${query}`}
          onClick={remember}
          startIcon={<Icon aria-hidden />}
          data-testid={`${provider}-sign-in`}
        >
          {t(`signIn.${provider}`)}
        </Button>
      ))}
      <Typography variant="caption" color="text.secondary" data-testid="social-terms">
        {t('signIn.socialTerms')}{' '}
        <Link component={RouteLink} to="terms">
          {t('signUp.termsLink')}
        </Link>{' '}
        {t('signUp.termsAnd')}{' '}
        <Link component={RouteLink} to="privacy">
          {t('signUp.privacyLink')}
        </Link>
        .
      </Typography>
    </Box>
  );
}
