/**
 * Whether the server can be reached, as far as the page knows: the browser says it is offline
 * (`navigator.onLine`), or the last API call did not reach the server (its answer failed, or
 * came from the service worker's saved copies). Browsers often say "online" on a network that
 * goes nowhere, so the calls' own outcome counts too. While unreachable, `/health` is asked
 * every few seconds, and the first answer brings the page back online.
 */
import { useSyncExternalStore } from 'react';

const PROBE_MS = 5_000;

let reachable = true;
let probe: number | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function stopProbe() {
  if (probe !== null) window.clearInterval(probe);
  probe = null;
}

function startProbe() {
  if (probe !== null || typeof window === 'undefined') return;
  probe = window.setInterval(() => {
    fetch('/health', { cache: 'no-store' }).then(
      (response) => {
        if (response.ok) reportReached(true);
      },
      () => undefined,
    );
  }, PROBE_MS);
}

/** The API client tells each outcome: the server answered (true), or it did not (false). */
export function reportReached(ok: boolean): void {
  if (ok === reachable) return;
  reachable = ok;
  if (ok) stopProbe();
  else startProbe();
  emit();
}

/** Offline for the page: the browser says so, or the server was not reached last time. */
export const isOffline = (): boolean =>
  !reachable || (typeof navigator !== 'undefined' && navigator.onLine === false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onOnline = () => {
    // Worth trying again at once; the next call says whether it really is back.
    reachable = true;
    stopProbe();
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

/** `isOffline()`, kept up to date. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
