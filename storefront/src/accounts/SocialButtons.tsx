import FacebookIcon from 'plain-icon:Facebook';
import GoogleIcon from 'plain-icon:Google';
import { API_BASE } from '../api/api-client';
import { useT } from '../i18n/use-t';
import surfaces from '../layout/surfaces.module.css';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { rememberSocialStart } from '../session/after-sign-in';
import { LinkButton } from '../ui';
import styles from './auth.module.css';

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
    <div className={styles.buttons}>
      {PROVIDERS.map(({ provider, Icon }) => (
        <LinkButton
          key={provider}
          variant="outlined"
          size="large"
          render={
            <a
              href={`${API_BASE}/auth/${provider}/start${query}`}
              onClick={remember}
              data-testid={`${provider}-sign-in`}
            />
          }
          startIcon={<Icon />}
        >
          {t(`signIn.${provider}`)}
        </LinkButton>
      ))}
      <p className={styles.caption} data-testid="social-terms">
        {t('signIn.socialTerms')}{' '}
        <RouteLink to="terms" className={surfaces.link}>
          {t('signUp.termsLink')}
        </RouteLink>{' '}
        {t('signUp.termsAnd')}{' '}
        <RouteLink to="privacy" className={surfaces.link}>
          {t('signUp.privacyLink')}
        </RouteLink>
        .
      </p>
    </div>
  );
}
