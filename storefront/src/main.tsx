import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getToken } from './api/auth-token';
import { createQueryClient } from './api/query-client';
import 'palette.css';
import './ui/tokens.css';
import './preferences/baseline.css';
import { App } from './app/App';
import { i18n, i18nReady } from './i18n/i18n';
import { applyLayoutMode, savedLayoutMode } from './preferences/layout-mode';
import { preloadPageAt } from './routing/pages';
import { readRenderedState } from './ssr/state';

// Before the first render, so a saved dark or right-to-left layout never flashes the default.
const layout = savedLayoutMode();
applyLayoutMode(layout);

// The page's own code loads beside the first texts, not after the first render asks for it.
preloadPageAt(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The storefront needs an element with id "root"');

const queryClient = createQueryClient();
const rendered = readRenderedState();
// The answers the server rendered with are reused either way: nothing is asked for twice.
if (rendered) hydrate(queryClient, rendered.queries);

const app = (
  <StrictMode>
    <App
      queryClient={queryClient}
      viewport={rendered?.viewport}
      noticeRead={rendered?.noticeRead}
    />
  </StrictMode>
);

/**
 * The server renders public pages for a visitor: signed out, in the page's language, light and
 * left to right. When this browser matches, React takes the markup over as it is; a signed-in
 * user or one with other preferences gets the page rendered afresh (same content, their way).
 */
function canHydrate(): boolean {
  return (
    rendered !== null &&
    rendered.hydratable &&
    container!.firstElementChild !== null &&
    getToken() === null &&
    i18n.language === rendered.language &&
    layout.mode === 'light' &&
    layout.direction === 'ltr'
  );
}

// The first texts are fetched beside the app's code; if they cannot be, the page still renders
// (keys instead of words would be worse than a short wait, so the wait is bounded by the fetch).
// In a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (a tap or a scroll meanwhile is not held up).
void i18nReady.finally(() => {
  startTransition(() => {
    if (canHydrate()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // The service worker is registered after the first render, its code fetched then.
  void import('./pwa/register');
});
