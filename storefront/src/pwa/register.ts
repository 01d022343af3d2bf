/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker of the production build (`storefront/vite.config.ts`), once the
 * page has rendered: `main.tsx` imports this module later, so its code is not in the first load.
 * An installed update waits for the user's choice (`update-state.ts`).
 */
import { registerSW } from 'virtual:pwa-register';
import { registered, updateFound } from './update-state';

if (import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  registered(
    registerSW({
      immediate: true,
      onNeedRefresh: updateFound,
      onRegisterError: () => undefined,
    }),
  );
}
