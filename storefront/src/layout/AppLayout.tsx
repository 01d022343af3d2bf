import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieNotice } from './CookieNotice';
import { rarePart } from '../navigation/lazy-part';
import { LoginFailure } from '../session/LoginFailure';
import { Footer } from './Footer';
import { Header } from './Header';
import { HydrationSection, useHydrated } from './hydration-section';
import { SignedInOnly } from '../session/SignedInOnly';
import { SignedInPartsContext, type SignedInParts } from './signed-in-parts';
import { PageLoading } from './PageLoading';
import { SkipLink } from './SkipLink';
import styles from './AppLayout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * What draws nothing on arrival (scrolling after navigations, a notice carried by a later
 * navigation, the installed app's update prompt and outbox): not in the first load.
 */
const ScrollManager = rarePart(() =>
  import('../navigation/ScrollManager').then((m) => m.ScrollManager),
);
const NoticeSnackbar = rarePart(() => import('./NoticeSnackbar').then((m) => m.NoticeSnackbar));
const PwaStatus = rarePart(() => import('../pwa/PwaStatus').then((m) => m.PwaStatus));

/**
 * A page rendered on the server shows before its code runs: links work at once, but a field
 * typed into or a button pressed then would be lost. Its controls stay disabled until the
 * browser has taken that part over (a fieldset disables every control inside it), and the
 * fieldset itself takes no room (`display: contents`). The layout and the page each have one:
 * the page's code may come later than the layout's.
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
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

/** The page's frame; `parts` are what features add to it for a signed-in user. */
export function AppLayout({ parts }: { parts: SignedInParts }) {
  return (
    <SignedInPartsContext value={parts}>
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
            <parts.Prompt />
          </SignedInOnly>
          <PwaStatus />
        </UntilHydrated>
      </div>
    </SignedInPartsContext>
  );
}
