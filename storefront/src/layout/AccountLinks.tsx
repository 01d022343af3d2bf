import AccountBalanceWalletIcon from 'plain-icon:AccountBalanceWallet';
import CalendarMonthIcon from 'plain-icon:CalendarMonth';
import ChatIcon from 'plain-icon:Chat';
import DashboardIcon from 'plain-icon:Dashboard';
import FavoriteIcon from 'plain-icon:Favorite';
import GroupIcon from 'plain-icon:Group';
import HomeWorkIcon from 'plain-icon:HomeWork';
import LogoutIcon from 'plain-icon:Logout';
import PersonIcon from 'plain-icon:Person';
import SettingsIcon from 'plain-icon:Settings';
import ShoppingBagIcon from 'plain-icon:ShoppingBag';
import StorefrontIcon from 'plain-icon:Storefront';
import WorkIcon from 'plain-icon:Work';
import WorkspacePremiumIcon from 'plain-icon:WorkspacePremium';
import { useId } from 'react';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import type { RouteName } from '../../../common/routes';
import { useSession } from '../session/session';
import { useSignOutToHome } from '../session/use-sign-out';
import {
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  MenuLinkItem,
  MenuSeparator,
} from '../ui';
import styles from './HeaderMenus.module.css';

/**
 * The account's choices, loaded the first time they show (`AccountControls.tsx` renders the
 * header's buttons): the menu under the user's name and the list inside the phone menu.
 */

interface AccountLink {
  to: RouteName;
  label: StorefrontKey;
  icon: typeof SettingsIcon;
}

/**
 * A prosker's pages, their business first: one entry each, the money (what was received, the
 * payouts) in one place; linking Mercado Pago is a section of the settings.
 */
const PROSKER_LINKS: AccountLink[] = [
  { to: 'sellerHome', label: 'header.sellerHome', icon: DashboardIcon },
  { to: 'sellerClients', label: 'header.sellerClients', icon: GroupIcon },
  { to: 'adminServices', label: 'header.proskerJobs', icon: WorkIcon },
  { to: 'agenda', label: 'header.agenda', icon: CalendarMonthIcon },
  { to: 'chat', label: 'header.messages', icon: ChatIcon },
  { to: 'settingsServices', label: 'header.myServices', icon: StorefrontIcon },
  { to: 'billing', label: 'header.money', icon: AccountBalanceWalletIcon },
  { to: 'mySubscription', label: 'header.mySubscription', icon: WorkspacePremiumIcon },
  { to: 'settings', label: 'header.profile', icon: PersonIcon },
  { to: 'settingsAccount', label: 'header.accountSettings', icon: SettingsIcon },
];

/** A client's pages: what they hired, their messages, favourites, addresses and settings. */
const CLIENT_LINKS: AccountLink[] = [
  { to: 'myOrders', label: 'header.myOrders', icon: ShoppingBagIcon },
  { to: 'chat', label: 'header.messages', icon: ChatIcon },
  { to: 'myFavorites', label: 'header.myFavorites', icon: FavoriteIcon },
  { to: 'myAddress', label: 'header.myAddress', icon: HomeWorkIcon },
  { to: 'settings', label: 'header.accountSettings', icon: SettingsIcon },
];

/** The user's own pages, as the menu lists them for this user. */
function accountLinks(role: string): AccountLink[] {
  return role === 'prosker' ? PROSKER_LINKS : CLIENT_LINKS;
}

function useSignOut(): () => void {
  const signOutToHome = useSignOutToHome();
  return () => void signOutToHome('signedOut');
}

/** Header, wide screens: the menu under the signed-in user's name. */
export function AccountMenuPopup({
  anchor,
  menuId,
  role,
  onClose,
}: {
  anchor: HTMLElement | null;
  menuId: string;
  /** The user's role: proskers have more pages. */
  role: string;
  onClose: () => void;
}) {
  const t = useT();
  const signOut = useSignOut();
  return (
    <Menu id={menuId} anchor={anchor} onClose={onClose} label={t('header.accountMenu')}>
      {accountLinks(role).map(({ to, label, icon: Icon }) => (
        <MenuLinkItem
          key={to}
          render={<RouteLink to={to} />}
          icon={<Icon fontSize="small" />}
          onClick={onClose}
        >
          {t(label)}
        </MenuLinkItem>
      ))}
      <MenuSeparator />
      <MenuItem
        icon={<LogoutIcon fontSize="small" />}
        onClick={() => {
          onClose();
          signOut();
        }}
        testId="sign-out"
      >
        {t('header.signOut')}
      </MenuItem>
    </Menu>
  );
}

/** Phone menu: the same choices as a list inside the drawer. */
export function AccountMenuList({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const { user } = useSession();
  const signOut = useSignOut();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.account}>
      <h2 id={titleId} className={`${styles.overline} ${styles.accountTitle}`}>
        {user ? user.firstName : t('header.account')}
      </h2>
      <List className={styles.accountList}>
        {user ? (
          <>
            {accountLinks(user.role).map(({ to, label, icon: Icon }) => (
              <ListItem key={to} action>
                <ListItemButton render={<RouteLink to={to} />} onClick={onNavigate}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(label)} />
                </ListItemButton>
              </ListItem>
            ))}
            <ListItem action>
              <ListItemButton
                onClick={() => {
                  onNavigate();
                  signOut();
                }}
                data-testid="sign-out"
              >
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary={t('header.signOut')} />
              </ListItemButton>
            </ListItem>
          </>
        ) : (
          <>
            <ListItem action>
              <ListItemButton render={<RouteLink to="signIn" />} onClick={onNavigate}>
                <ListItemText primary={t('header.signIn')} />
              </ListItemButton>
            </ListItem>
            <ListItem action>
              <ListItemButton render={<RouteLink to="signUp" />} onClick={onNavigate}>
                <ListItemText primary={t('header.signUp')} />
              </ListItemButton>
            </ListItem>
          </>
        )}
      </List>
    </section>
  );
}
