import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { useSession } from '../session/session';
import { LazyPart, lazyPart, useOpenedOnce } from './lazy-part';

/** The account menu's choices come the first time it opens. */
const AccountMenuPopup = lazyPart(() => import('./AccountLinks').then((m) => m.AccountMenuPopup));

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
