import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import { API_BASE } from '../api/api-client';
import { useT } from '../i18n/use-t';
import { useRegion } from '../routing/use-region';
import { rememberSocialStart } from '../session/after-sign-in';

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
      <Button
        variant="outlined"
        size="large"
        href={`${API_BASE}/auth/google/start${query}`}
        onClick={remember}
        startIcon={<GoogleIcon aria-hidden />}
        data-testid="google-sign-in"
      >
        {t('signIn.google')}
      </Button>
      <Button
        variant="outlined"
        size="large"
        href={`${API_BASE}/auth/facebook/start${query}`}
        onClick={remember}
        startIcon={<FacebookIcon aria-hidden />}
        data-testid="facebook-sign-in"
      >
        {t('signIn.facebook')}
      </Button>
    </Box>
  );
}
