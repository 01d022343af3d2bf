import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useId, useState } from 'react';
import type { RouteName } from '../../../common/routes';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { AccountMenu, AccountMenuList, PhoneAccountShortcut } from './AccountControls';
import { PreferenceControls } from './PreferenceControls';

/** Only pages that work are linked; features add theirs here as they land. */
const NAV_LINKS: { to: RouteName; label: StorefrontKey }[] = [
  { to: 'home', label: 'nav.home' },
  { to: 'profiles', label: 'nav.profiles' },
  { to: 'categories', label: 'nav.categories' },
];

const activeLinkSx = {
  '&[aria-current="page"]': { bgcolor: 'action.selected' },
} as const;

function Logo() {
  const t = useT();
  return (
    <Typography
      component={RouteLink}
      to="home"
      aria-label={t('header.homeLink')}
      variant="h6"
      sx={{
        color: 'primary.main',
        fontWeight: 800,
        letterSpacing: '-0.02em',
        textDecoration: 'none',
        fontSize: '1.6rem',
        borderRadius: 1,
        px: 0.5,
      }}
    >
      {t('app.name')}
    </Typography>
  );
}

function PhoneMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        edge="end"
        color="inherit"
        aria-label={t('header.openMenu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="menu-button"
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        data-testid="phone-menu"
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: 'min(320px, 85vw)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('header.menu')}
          </Typography>
          <IconButton aria-label={t('header.closeMenu')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('header.navigation')}>
          <List>
            {NAV_LINKS.map(({ to, label }) => (
              <ListItem key={to} disablePadding>
                <ListItemButton component={RouteLink} to={to} onClick={close} sx={activeLinkSx}>
                  <ListItemText primary={t(label)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Divider />
        <AccountMenuList onNavigate={close} />
        <Divider />
        <Box component="section" aria-label={t('header.preferences')} sx={{ p: 2 }}>
          <Typography variant="overline" component="h2" color="text.secondary" sx={{ mb: 1 }}>
            {t('header.preferences')}
          </Typography>
          <PreferenceControls stacked />
        </Box>
      </Drawer>
    </>
  );
}

function DesktopNav() {
  const t = useT();
  return (
    <>
      <Box component="nav" aria-label={t('header.navigation')} sx={{ display: 'flex', gap: 0.5 }}>
        {NAV_LINKS.map(({ to, label }) => (
          <Button key={to} component={RouteLink} to={to} color="inherit" sx={activeLinkSx}>
            {t(label)}
          </Button>
        ))}
      </Box>
      <Box sx={{ flex: 1 }} />
      <PreferenceControls />
      <AccountMenu />
    </>
  );
}

export function Header() {
  const theme = useTheme();
  // Decided in script rather than CSS so each control exists once on the page.
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <Logo />
          {phone ? (
            <>
              <Box sx={{ flex: 1 }} />
              <PhoneAccountShortcut />
              <PhoneMenu />
            </>
          ) : (
            <DesktopNav />
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
