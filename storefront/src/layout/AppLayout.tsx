import { Suspense, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieNotice } from '../content/CookieNotice';
import { PwaStatus } from '../pwa/PwaStatus';
import { ScrollManager } from '../routing/ScrollManager';
import { LoginFailure } from '../session/LoginFailure';
import { Footer } from './Footer';
import { Header } from './Header';
import { HydrationSection } from './hydration-section';
import { SignedInOnly, lazyPart } from './lazy-part';
import { NoticeSnackbar } from './NoticeSnackbar';
import { PageLoading } from './PageLoading';
import { SkipLink } from './SkipLink';
import styles from './AppLayout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Asks a signed-in user to accept new legal texts: loaded for signed-in users only. */
const LegalPrompt = lazyPart(() => import('../content/LegalPrompt').then((m) => m.LegalPrompt));

const noChanges = () => () => undefined;

/**
 * A page rendered on the server shows before its code runs: links work at once, but a field
 * typed into or a button pressed then would be lost. Its controls stay disabled until the
 * browser has taken that part over (a fieldset disables every control inside it), and the
 * fieldset itself takes no room (`display: contents`). The layout and the page each have one:
 * the page's code may come later than the layout's.
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return (
    <fieldset
      className={styles.untilHydrated}
      disabled={!hydrated}
      // Controls that are not form elements (menus, selects) are marked too.
      aria-disabled={hydrated ? undefined : true}
    >
      {children}
    </fieldset>
  );
}

export function AppLayout() {
  return (
    <div className={styles.page}>
      <UntilHydrated>
        <SkipLink targetId={MAIN_CONTENT_ID} />
        <CookieNotice />
        <Header />
        <main className={styles.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            {/* The page's code may arrive after the layout's: its controls wait for it. */}
            <UntilHydrated>
              <Outlet />
            </UntilHydrated>
          </Suspense>
        </main>
        <HydrationSection>
          <Footer />
        </HydrationSection>
        <ScrollManager />
        <LoginFailure />
        <NoticeSnackbar />
        <SignedInOnly>
          <LegalPrompt />
        </SignedInOnly>
        <PwaStatus />
      </UntilHydrated>
    </div>
  );
}
