import CloseIcon from 'plain-icon:Close';
import ExpandMoreIcon from 'plain-icon:ExpandMore';
import LanguageIcon from 'plain-icon:Language';
import MenuIcon from 'plain-icon:Menu';
import SearchIcon from 'plain-icon:Search';
import { useId, useRef, useState } from 'react';
import type { ComponentType, ReactNode, Ref } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../../common/routes';
import type { RouteName } from '../../../common/routes';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { SearchBox } from './SearchBox';
import { useOffline } from '../api/connectivity';
import { landingRoute } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { AccountMenu, PhoneAccountShortcut } from './AccountControls';
import type { HeaderPanelProps } from './HeaderMenus';
import { LazyPart, lazyPart, useOpenedOnce } from '../navigation/lazy-part';
import { SignedInOnly } from '../session/SignedInOnly';
import styles from './Bar.module.css';
import { ICON_BUTTON, TEXT_BUTTON } from './bar-buttons';
import { NAV_LINKS } from './nav-links';
import surfaces from './surfaces.module.css';
import { useNarrowerThan } from '../preferences/use-viewport';
import { useSignedInParts } from './signed-in-parts';

/** The header's drawer and panels come the first time one opens (`HeaderMenus.tsx`). */
const PhoneMenuDrawer = lazyPart(() => import('./HeaderMenus').then((m) => m.PhoneMenuDrawer));
const MorePanelContent = lazyPart(() => import('./HeaderMenus').then((m) => m.MorePanel));
const PreferencesPanelContent = lazyPart(() =>
  import('./HeaderMenus').then((m) => m.PreferencesPanel),
);

/** Shown (with its tooltip) only while the server cannot be reached. */
const OfflineIndicator = lazyPart(() =>
  import('../pwa/OfflineIndicator').then((m) => m.OfflineIndicator),
);

/** The signed-in user's links in the bar: the chat and the notices. */
function SignedInLinks() {
  const { BarLinks } = useSignedInParts();
  return (
    <SignedInOnly>
      <BarLinks />
    </SignedInOnly>
  );
}

/** Pages with their own search field, where the header's would be a second one. */
const PAGES_WITH_SEARCH: RouteName[] = ['home', 'profiles'];

/** The way home: a signed-in prosker's is their business. */
function Logo() {
  const t = useT();
  const { user } = useSession();
  const to = landingRoute(user?.role);
  return (
    <RouteLink
      className={styles.logo}
      to={to}
      aria-label={t(to === 'sellerHome' ? 'header.sellerHomeLink' : 'header.homeLink')}
    >
      {t('app.name')}
    </RouteLink>
  );
}

function PhoneMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={t('header.openMenu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="menu-button"
      >
        <MenuIcon fontSize="inherit" />
      </button>
      {opened && (
        <LazyPart>
          <PhoneMenuDrawer open={open} onClose={() => setOpen(false)} />
        </LazyPart>
      )}
    </>
  );
}

interface HeaderPanelButtonProps {
  /** The button's visible content; `label` names it for screen readers when it is an icon. */
  button: ReactNode;
  label: string;
  testId: string;
  /** The panel it opens, with its heading and content. */
  panel: ComponentType<HeaderPanelProps>;
}

/**
 * A bar button opening a panel under it (the "more" pages, the preferences): a dialog that
 * takes the focus, closes with Escape or a click outside and gives the focus back.
 */
function HeaderPanel({ button, label, testId, panel: Panel }: HeaderPanelButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className={TEXT_BUTTON}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={testId}
      >
        {button}
      </button>
      {opened && (
        <LazyPart>
          <Panel anchor={anchor} onClose={() => setAnchor(null)} panelId={panelId} />
        </LazyPart>
      )}
    </>
  );
}

/** Every content page (landings, help, company, legal) in the footer's groups. */
function MorePanel() {
  const t = useT();
  return (
    <HeaderPanel
      button={
        <>
          {t('header.more')}
          <ExpandMoreIcon fontSize="inherit" aria-hidden />
        </>
      }
      label={t('header.more')}
      testId="header-more"
      panel={MorePanelContent}
    />
  );
}

/** Region, language, dark mode and direction behind one button that says which are chosen. */
function PreferencesPanel() {
  const t = useT();
  // Under lg the bar has no room for the codes: the button's name still says them.
  const withCodes = !useNarrowerThan('lg');
  const region = useRegion();
  const { language } = useLanguage();
  // The language as its ISO code ("PT" for Brazilian Portuguese), not the app's key.
  const codes = `${region} · ${LANGUAGE_TAGS[language].slice(0, 2)}`.toUpperCase();
  const names = {
    region: t(`preferences.regions.${region}`),
    language: t(`preferences.languages.${language}`),
  };
  return (
    <HeaderPanel
      button={
        <>
          <LanguageIcon fontSize="inherit" aria-hidden />
          {withCodes && <span>{codes}</span>}
        </>
      }
      // What the button shows starts its name (WCAG 2.5.3, label in name).
      label={
        withCodes
          ? t('header.preferencesButtonCodes', { codes, ...names })
          : t('header.preferencesButton', names)
      }
      testId="header-preferences"
      panel={PreferencesPanelContent}
    />
  );
}

/** The button that shows or hides the search row under the bar (narrow screens). */
function SearchToggle({
  open,
  controls,
  onToggle,
  buttonRef,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  return (
    <button
      type="button"
      ref={buttonRef}
      className={ICON_BUTTON}
      aria-label={t(open ? 'search.close' : 'search.open')}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
      data-testid="header-search-toggle"
    >
      {open ? <CloseIcon fontSize="inherit" /> : <SearchIcon fontSize="inherit" />}
    </button>
  );
}

/**
 * Wide screens: links with the "more" panel, the search (a field from lg, a button under it),
 * the preferences button and the account. The search leads to the same results as the "search
 * proskers" link (an empty search lists every prosker).
 */
function DesktopNav({ search, inline }: { search: ReactNode; inline: boolean }) {
  const t = useT();
  // Under lg the logo alone leads home; where the header has its search, that takes the
  // place of the "search proskers" link.
  const narrow = useNarrowerThan('lg');
  const links = NAV_LINKS.filter(
    ({ to }) => !(search && to === 'profiles') && !(narrow && to === 'home'),
  );
  return (
    <>
      <nav className={styles.nav} aria-label={t('header.navigation')}>
        {links.map(({ to, label }) => (
          <RouteLink key={to} className={TEXT_BUTTON} to={to}>
            {t(label)}
          </RouteLink>
        ))}
        <MorePanel />
      </nav>
      {/* The field may narrow but never to a stub; the button never shrinks. */}
      <div
        className={inline ? `${styles.searchSlot} ${styles.searchSlotInline}` : styles.searchSlot}
      >
        {search}
      </div>
      <PreferencesPanel />
      <SignedInLinks />
      <AccountMenu />
    </>
  );
}

export function Header() {
  const { Connection } = useSignedInParts();
  // Decided in script rather than CSS so each control exists once on the page.
  const phone = useNarrowerThan('md');
  // Under lg the bar has no room for a field next to the links and preferences.
  const narrow = useNarrowerThan('lg');
  const offline = useOffline();
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.name;
  const withSearch = !route || !PAGES_WITH_SEARCH.includes(route);
  // Open for the page it was opened on: any navigation closes it.
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const searchOpen = withSearch && narrow && searchOpenAt === pathname;
  const searchRowId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeSearch = (refocus: boolean) => {
    setSearchOpenAt(null);
    if (refocus) toggleRef.current?.focus();
  };
  const toggle = withSearch && narrow && (
    <SearchToggle
      open={searchOpen}
      controls={searchRowId}
      buttonRef={toggleRef}
      onToggle={() => (searchOpen ? closeSearch(false) : setSearchOpenAt(pathname))}
    />
  );
  const inline = withSearch && !narrow && (
    <div className={styles.searchInline}>
      <SearchBox variant="compact" />
    </div>
  );
  return (
    <header className={styles.appBar}>
      <SignedInOnly>
        <Connection />
      </SignedInOnly>
      <div className={surfaces.container}>
        {/* Phones: the logo and five icon buttons (search, chat, notifications, account, menu)
            share 328 px, so the icons sit closer; their padding keeps them apart. */}
        <div className={styles.toolbar}>
          <Logo />
          {offline && (
            <LazyPart>
              <OfflineIndicator />
            </LazyPart>
          )}
          {phone ? (
            <>
              <div className={styles.grow} />
              {toggle}
              <SignedInLinks />
              <PhoneAccountShortcut />
              <PhoneMenu />
            </>
          ) : (
            <DesktopNav search={inline || toggle} inline={Boolean(inline)} />
          )}
        </div>
        {searchOpen && (
          <div
            id={searchRowId}
            className={styles.searchRow}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                closeSearch(true);
              }
            }}
          >
            <SearchBox variant="compact" autoFocus onSearched={() => closeSearch(false)} />
          </div>
        )}
      </div>
    </header>
  );
}
