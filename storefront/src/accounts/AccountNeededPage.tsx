import { Navigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { useT } from '../i18n/use-t';
import { fullName, ProfileAvatar } from '../profiles/ProfileCard';
import { useProfile } from '../profiles/catalogue-api';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import {
  INTENTS,
  INTENT_PARAM,
  NEXT_PARAM,
  PROSKER_PARAM,
  landingRoute,
  nextSearch,
  safeNext,
} from '../session/after-sign-in';
import { useSession } from '../session/session';
import { LinkButton } from '../ui';
import { AuthLayout } from './AuthLayout';
import styles from './auth.module.css';
import { SocialButtons } from './SocialButtons';

/** A username or an id, as `/profiles/{query}` takes it. */
const PROSKER_QUERY = /^[A-Za-z0-9]{1,40}$/;

/**
 * `auth/para-continuar?intent=hire|chat|favorite&prosker=…&next=…`: a visitor pressed
 * something that needs an account. The page says what and with whom (the name comes from the
 * catalogue, never from the address), offers sign-up first and sign-in second, and every way
 * out carries `next` back to where they were (ADR 0026).
 */
export default function AccountNeededPage() {
  const t = useT();
  const region = useRegion();
  const [params] = useSearchParams();
  const { status, user } = useSession();
  const next = safeNext(params.get(NEXT_PARAM));
  const intent = INTENTS.find((known) => known === params.get(INTENT_PARAM)) ?? null;
  const query = params.get(PROSKER_PARAM) ?? '';
  const prosker = useProfile(query, PROSKER_QUERY.test(query));

  // Signed in (the back button after signing up or in): nothing to ask.
  if (status === 'signedIn') {
    return <Navigate replace to={next ?? pathFor(landingRoute(user?.role), region)} />;
  }

  const name = prosker.data ? fullName(prosker.data) : '';
  const title = !intent
    ? t('accountNeeded.pageTitle')
    : name
      ? t(`accountNeeded.reason.${intent}`, { name })
      : t(`accountNeeded.reasonNoName.${intent}`);
  const search = nextSearch(next);

  return (
    <AuthLayout title={title} testId="account-needed-page">
      {intent && (
        <div className={styles.reason}>
          {prosker.data && <ProfileAvatar profile={prosker.data} size={48} loading="eager" />}
          <p className={styles.text}>{t(`accountNeeded.back.${intent}`)}</p>
        </div>
      )}
      <div className={styles.buttons}>
        <LinkButton
          render={<RouteLink to="signUp" search={search} data-testid="account-needed-sign-up" />}
          variant="contained"
          size="large"
        >
          {t('accountNeeded.signUp')}
        </LinkButton>
        <LinkButton
          render={<RouteLink to="signIn" search={search} data-testid="account-needed-sign-in" />}
          variant="outlined"
          size="large"
        >
          {t('accountNeeded.signIn')}
        </LinkButton>
      </div>
      <p className={styles.divider}>{t('accountNeeded.or')}</p>
      <SocialButtons next={next} />
    </AuthLayout>
  );
}
