import CloseIcon from 'plain-icon:Close';
import { ContentLinks } from './ContentLinks';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { Drawer, List, ListItem, ListItemButton, ListItemText, Popover } from '../ui';
import { AccountMenuList } from './AccountLinks';
import styles from './HeaderMenus.module.css';
import { NAV_LINKS } from './nav-links';
import { PreferenceControls } from './PreferenceControls';

/**
 * The header's overlays, loaded the first time one opens (`Header.tsx` renders their buttons):
 * the phone menu's drawer and the panels of the "more" and preferences buttons.
 */

/** Phones: the links, the content pages, the account and the preferences in a drawer. */
export function PhoneMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('header.menu')}
      closeLabel={t('header.closeMenu')}
      closeIcon={<CloseIcon />}
      testId="phone-menu"
    >
      <nav aria-label={t('header.navigation')}>
        <List>
          {NAV_LINKS.map(({ to, label }) => (
            <ListItem key={to} action>
              <ListItemButton render={<RouteLink to={to} />} onClick={onClose}>
                <ListItemText primary={t(label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
      <nav aria-label={t('header.morePages')} className={styles.section}>
        <ContentLinks columns={{ xs: 2 }} onNavigate={onClose} testId="phone-menu-content-links" />
      </nav>
      <hr className={styles.divider} />
      <AccountMenuList onNavigate={onClose} />
      <hr className={styles.divider} />
      <section aria-label={t('header.preferences')} className={styles.section}>
        <h2 className={styles.overline}>{t('header.preferences')}</h2>
        <PreferenceControls stacked />
      </section>
    </Drawer>
  );
}

/** What a bar button's panel is given: where it opens, how it closes, the id it answers to. */
export interface HeaderPanelProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  panelId: string;
}

/** Every content page (landings, help, company, legal) in the footer's groups. */
export function MorePanel({ anchor, onClose, panelId }: HeaderPanelProps) {
  const t = useT();
  return (
    <Popover anchor={anchor} onClose={onClose} id={panelId} title={t('header.morePages')}>
      <nav aria-label={t('header.morePages')} className={styles.morePanel}>
        <ContentLinks columns={{ xs: 4 }} onNavigate={onClose} testId="header-content-links" />
      </nav>
    </Popover>
  );
}

/** Region, language, dark mode and direction. */
export function PreferencesPanel({ anchor, onClose, panelId }: HeaderPanelProps) {
  const t = useT();
  return (
    <Popover anchor={anchor} onClose={onClose} id={panelId} title={t('header.preferences')}>
      <div className={styles.preferencesPanel}>
        <PreferenceControls stacked />
      </div>
    </Popover>
  );
}
