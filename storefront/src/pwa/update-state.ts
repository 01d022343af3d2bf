/**
 * Whether a new version of the app is installed and waits: set by the service worker's
 * registration (`register.ts`), read by the update prompt (`PwaStatus`, `PwaMessages`). A new
 * version waits until the user chooses to reload, so a page never changes under someone filling
 * a form.
 */
import { useSyncExternalStore } from 'react';

let updateWaiting = false;
let activate: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setWaiting(value: boolean) {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

/** What the registration hands over: how to let the waiting version take over. */
export function registered(takeOver: (reload?: boolean) => Promise<void>): void {
  activate = takeOver;
}

/** The registration found a new version installed and waiting. */
export function updateFound(): void {
  setWaiting(true);
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
