import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import LogoutIcon from '@mui/icons-material/Logout';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WorkIcon from '@mui/icons-material/Work';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import type { RouteName } from '../../../common/routes';
import { useSession } from '../session/session';
import { useSignOutToHome } from '../session/use-sign-out';

interface AccountLink {
  to: RouteName;
  label: StorefrontKey;
  icon: typeof SettingsIcon;
  /** Only proskers have it (their services, their jobs, receiving payments). */
  prosker?: boolean;
}

const ACCOUNT_LINKS: AccountLink[] = [
  { to: 'settings', label: 'header.settings', icon: SettingsIcon },
  { to: 'myOrders', label: 'header.myOrders', icon: ShoppingBagIcon },
  { to: 'settingsServices', label: 'header.myServices', icon: StorefrontIcon, prosker: true },
  { to: 'adminServices', label: 'header.proskerJobs', icon: WorkIcon, prosker: true },
  { to: 'agenda', label: 'header.agenda', icon: CalendarMonthIcon, prosker: true },
  { to: 'myFavorites', label: 'header.myFavorites', icon: FavoriteIcon },
  { to: 'myAddress', label: 'header.myAddress', icon: HomeWorkIcon },
  { to: 'mySubscription', label: 'header.mySubscription', icon: WorkspacePremiumIcon },
  { to: 'billing', label: 'header.billing', icon: ReceiptLongIcon },
  {
    to: 'settingsPayments',
    label: 'header.payments',
    icon: AccountBalanceWalletIcon,
    prosker: true,
  },
];

/** The user's own pages, as the menu lists them for this user. */
function accountLinks(role: string): AccountLink[] {
  return ACCOUNT_LINKS.filter((link) => !link.prosker || role === 'prosker');
}

function useSignOut(): () => void {
  const signOutToHome = useSignOutToHome();
  return () => void signOutToHome('signedOut');
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * The first name beside the avatar; from md to lg, where the bar holds the links, the
 * preferences and the chat link, only screen readers get it (the avatar shows its initial).
 */
const nameSx = (theme: Theme) => ({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  [theme.breakpoints.down('lg')]: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** Header, wide screens: the user's first name opening a menu, or sign-in and sign-up links. */
export function AccountMenu() {
  const t = useT();
  const { user } = useSession();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  if (!user) {
    return (
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, whiteSpace: 'nowrap' }}>
        <Button component={RouteLink} to="signIn" color="inherit" data-testid="header-sign-in">
          {t('header.signIn')}
        </Button>
        <Button component={RouteLink} to="signUp" variant="contained" data-testid="header-sign-up">
          {t('header.signUp')}
        </Button>
      </Box>
    );
  }

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          <Avatar
            aria-hidden
            sx={{ width: 28, height: 28, fontSize: '0.9rem', bgcolor: 'primary.main' }}
          >
            {initialOf(user.firstName)}
          </Avatar>
        }
        data-testid="account-menu-button"
        sx={(theme) => ({
          maxWidth: 200,
          // The avatar alone from md to lg: no room kept for the hidden name.
          [theme.breakpoints.down('lg')]: {
            minWidth: 0,
            px: 0.5,
            '& .MuiButton-startIcon': { mx: 0 },
          },
        })}
      >
        <Box component="span" sx={nameSx}>
          {user.firstName}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': t('header.accountMenu') } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {accountLinks(user.role).map(({ to, label, icon: Icon }) => (
          <MenuItem key={to} component={RouteLink} to={to} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(label)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
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
    </>
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

/**
 * Header, phones: the bar has room for one account control next to the menu button, so the
 * signed-in state shows without opening the menu.
 */
export function PhoneAccountShortcut() {
  const t = useT();
  const { user } = useSession();
  if (!user) {
    return (
      <Button component={RouteLink} to="signIn" color="inherit" size="small">
        {t('header.signIn')}
      </Button>
    );
  }
  return (
    <IconButton
      component={RouteLink}
      to="settings"
      aria-label={t('header.settings')}
      title={t('header.settings')}
      data-testid="phone-account-shortcut"
    >
      <Avatar
        aria-hidden
        sx={{ width: 30, height: 30, fontSize: '0.95rem', bgcolor: 'primary.main' }}
      >
        {initialOf(user.firstName)}
      </Avatar>
    </IconButton>
  );
}
