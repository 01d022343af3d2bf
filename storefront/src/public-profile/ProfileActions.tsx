import ChatOutlinedIcon from 'plain-icon:ChatOutlined';
import FavoriteBorderIcon from 'plain-icon:FavoriteBorder';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { LazyPart, lazyPart } from '../navigation/lazy-part';
import { RouteLink } from '../navigation/RouteLink';
import { accountNeededSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import type { ProfileDetail } from '../profiles/catalogue-api';
import styles from './ProfilePage.module.css';
import { LinkButton } from '../ui';

const SignedInActions = lazyPart(() => import('./SignedInActions').then((m) => m.SignedInActions));

/**
 * What a visitor who is not signed in is offered: each leads to the page that says why an
 * account is needed, then back here.
 */
const SIGNED_OUT_ACTIONS = [
  {
    label: 'profile.addFavorite',
    intent: 'favorite',
    Icon: FavoriteBorderIcon,
    variant: 'contained',
  },
  { label: 'profile.chat', intent: 'chat', Icon: ChatOutlinedIcon, variant: 'outlined' },
] as const;

/**
 * Favorite and chat: a visitor is asked to sign up or in first, then comes back here (plain
 * links); a signed-in user's buttons load for them alone.
 */
export function ProfileActions({ profile }: { profile: ProfileDetail }) {
  const t = useT();
  const { user } = useSession();
  const { pathname, search } = useLocation();

  if (user) {
    return (
      <LazyPart>
        <SignedInActions profile={profile} />
      </LazyPart>
    );
  }
  const next = `${pathname}${search}`;
  return (
    <div className={styles.actions}>
      {SIGNED_OUT_ACTIONS.map(({ label, intent, Icon, variant }) => (
        <LinkButton
          key={label}
          variant={variant}
          startIcon={<Icon fontSize="inherit" aria-hidden />}
          render={
            <RouteLink
              to="accountNeeded"
              search={accountNeededSearch(intent, profile.username, next)}
            />
          }
        >
          {t(label)}
        </LinkButton>
      ))}
    </div>
  );
}
