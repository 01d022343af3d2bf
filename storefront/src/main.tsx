import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyLayoutMode, savedLayoutMode } from './preferences/layout-mode';
import './pwa/register';

// Before the first render, so a saved dark or right-to-left layout never flashes the default.
applyLayoutMode(savedLayoutMode());

const container = document.getElementById('root');
if (!container) throw new Error('The storefront needs an element with id "root"');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
