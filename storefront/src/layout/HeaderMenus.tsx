import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { ContentLinks } from '../content/ContentLinks';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { AccountMenuList } from './AccountLinks';
import { NAV_LINKS, activeLinkSx } from './nav-links';
import { PreferenceControls } from './PreferenceControls';

/**
 * The header's overlays, loaded the first time one opens (`Header.tsx` renders their buttons):
 * the phone menu's drawer and the panels of the "more" and preferences buttons.
 */

/** Phones: the links, the content pages, the account and the preferences in a drawer. */
export function PhoneMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
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
        <IconButton aria-label={t('header.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('header.navigation')}>
        <List>
          {NAV_LINKS.map(({ to, label }) => (
            <ListItem key={to} disablePadding>
              <ListItemButton component={RouteLink} to={to} onClick={onClose} sx={activeLinkSx}>
                <ListItemText primary={t(label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box component="nav" aria-label={t('header.morePages')} sx={{ px: 2, py: 2 }}>
        <ContentLinks columns={{ xs: 2 }} onNavigate={onClose} testId="phone-menu-content-links" />
      </Box>
      <Divider />
      <AccountMenuList onNavigate={onClose} />
      <Divider />
      <Box component="section" aria-label={t('header.preferences')} sx={{ p: 2 }}>
        <Typography variant="overline" component="h2" color="text.secondary" sx={{ mb: 1 }}>
          {t('header.preferences')}
        </Typography>
        <PreferenceControls stacked />
      </Box>
    </Drawer>
  );
}

/** What a bar button's panel is given: where it opens, how it closes, the id it answers to. */
export interface HeaderPanelProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  panelId: string;
}

/**
 * A panel under its bar button: a dialog that takes the focus, closes with Escape or a click
 * outside and gives the focus back.
 */
function PanelPopover({
  anchor,
  onClose,
  panelId,
  title,
  children,
}: HeaderPanelProps & { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          id: panelId,
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { p: 3, mt: 1, maxWidth: 'calc(100vw - 32px)' },
        },
      }}
    >
      <Typography id={titleId} variant="overline" component="h2" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Popover>
  );
}

/** Every content page (landings, help, company, legal) in the footer's groups. */
export function MorePanel(props: HeaderPanelProps) {
  const t = useT();
  return (
    <PanelPopover {...props} title={t('header.morePages')}>
      <Box component="nav" aria-label={t('header.morePages')} sx={{ mt: 1, width: 680 }}>
        <ContentLinks
          columns={{ xs: 4 }}
          onNavigate={props.onClose}
          testId="header-content-links"
        />
      </Box>
    </PanelPopover>
  );
}

/** Region, language, dark mode and direction. */
export function PreferencesPanel(props: HeaderPanelProps) {
  const t = useT();
  return (
    <PanelPopover {...props} title={t('header.preferences')}>
      <Box sx={{ mt: 1.5, width: 240 }}>
        <PreferenceControls stacked />
      </Box>
    </PanelPopover>
  );
}
