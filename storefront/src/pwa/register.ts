/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker of the production build (`storefront/vite.config.ts`). A new
 * version waits until the user chooses to reload (`UpdatePrompt`), so a page never changes
 * under someone filling a form. Imported once, for its effect, by `main.tsx`.
 */
import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

let updateWaiting = false;
let activate: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setWaiting(value: boolean) {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

if (import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  activate = registerSW({
    immediate: true,
    onNeedRefresh: () => setWaiting(true),
    onRegisterError: () => undefined,
  });
}

/** Whether a new version is installed and waits for a reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateWaiting,
    () => false,
  );
}

/** Lets the waiting version take over and reloads the page with it. */
export function applyUpdate(): void {
  setWaiting(false);
  void activate?.(true);
}

/** Keeps the current version until the next visit. */
export function postponeUpdate(): void {
  setWaiting(false);
}
