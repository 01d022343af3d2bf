import { useId, useState } from 'react';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { useSession } from '../session/session';
import styles from './Bar.module.css';
import { ICON_BUTTON, TEXT_BUTTON } from './bar-buttons';
import { LazyPart, lazyPart, useOpenedOnce } from '../navigation/lazy-part';

/** The account menu's choices come the first time it opens. */
const AccountMenuPopup = lazyPart(() => import('./AccountLinks').then((m) => m.AccountMenuPopup));

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * Header, wide screens: the user's first name opening a menu, or sign-in and sign-up links.
 * The phone menu's list of the same choices is `AccountMenuList` (`AccountLinks.tsx`).
 */
export function AccountMenu() {
  const t = useT();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  const menuId = useId();
  const close = () => setAnchor(null);

  if (!user) {
    return (
      <div className={styles.account}>
        <RouteLink className={TEXT_BUTTON} to="signIn" data-testid="header-sign-in">
          {t('header.signIn')}
        </RouteLink>
        <RouteLink className={styles.signUp} to="signUp" data-testid="header-sign-up">
          {t('header.signUp')}
        </RouteLink>
      </div>
    );
  }

  return (
    <>
      <button
        type="button"
        className={`${TEXT_BUTTON} ${styles.accountButton}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="account-menu-button"
      >
        <span className={styles.initial} aria-hidden>
          {initialOf(user.firstName)}
        </span>
        <span className={styles.accountName}>{user.firstName}</span>
      </button>
      {opened && (
        <LazyPart>
          <AccountMenuPopup anchor={anchor} menuId={menuId} role={user.role} onClose={close} />
        </LazyPart>
      )}
    </>
  );
}

/**
 * Header, phones: the bar has room for one account control next to the menu button, so the
 * signed-in state shows without opening the menu.
 */
export function PhoneAccountShortcut() {
  const t = useT();
  const { user } = useSession();
  if (!user) {
    return (
      <RouteLink className={`${TEXT_BUTTON} ${styles.small}`} to="signIn">
        {t('header.signIn')}
      </RouteLink>
    );
  }
  return (
    <RouteLink
      className={`${ICON_BUTTON} ${styles.shortcut}`}
      to="settings"
      aria-label={t('header.settings')}
      title={t('header.settings')}
      data-testid="phone-account-shortcut"
    >
      <span className={`${styles.initial} ${styles.phoneInitial}`} aria-hidden>
        {initialOf(user.firstName)}
      </span>
    </RouteLink>
  );
}
