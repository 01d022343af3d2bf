import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { i18nReady } from './i18n/i18n';
import { applyLayoutMode, savedLayoutMode } from './preferences/layout-mode';

// Before the first render, so a saved dark or right-to-left layout never flashes the default.
applyLayoutMode(savedLayoutMode());

const container = document.getElementById('root');
if (!container) throw new Error('The storefront needs an element with id "root"');

// The first texts are fetched beside the app's code; if they cannot be, the page still renders
// (keys instead of words would be worse than a short wait, so the wait is bounded by the fetch).
void i18nReady.finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
