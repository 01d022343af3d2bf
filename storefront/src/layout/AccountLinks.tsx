import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatIcon from '@mui/icons-material/Chat';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FavoriteIcon from '@mui/icons-material/Favorite';
import GroupIcon from '@mui/icons-material/Group';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WorkIcon from '@mui/icons-material/Work';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useId } from 'react';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import type { RouteName } from '../../../common/routes';
import { useSession } from '../session/session';
import { useSignOutToHome } from '../session/use-sign-out';

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
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('header.accountMenu') } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {accountLinks(role).map(({ to, label, icon: Icon }) => (
        <MenuItem key={to} component={RouteLink} to={to} onClick={onClose}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {t(label)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          signOut();
        }}
        data-testid="sign-out"
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
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
    <Box component="section" aria-labelledby={titleId} sx={{ pt: 1 }}>
      <Typography
        id={titleId}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ px: 2, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {user ? user.firstName : t('header.account')}
      </Typography>
      <List dense={false} sx={{ pt: 0 }}>
        {user ? (
          <>
            {accountLinks(user.role).map(({ to, label, icon: Icon }) => (
              <ListItem key={to} disablePadding>
                <ListItemButton component={RouteLink} to={to} onClick={onNavigate}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(label)} />
                </ListItemButton>
              </ListItem>
            ))}
            <ListItem disablePadding>
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
            <ListItem disablePadding>
              <ListItemButton component={RouteLink} to="signIn" onClick={onNavigate}>
                <ListItemText primary={t('header.signIn')} />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton component={RouteLink} to="signUp" onClick={onNavigate}>
                <ListItemText primary={t('header.signUp')} />
              </ListItemButton>
            </ListItem>
          </>
        )}
      </List>
    </Box>
  );
}
