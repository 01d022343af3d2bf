import { Suspense, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and while the browser takes the server's markup over, true from then on
 * (and at once for a page the browser renders itself): what the server does not render (its
 * data would be stale in a cached page) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * A part of a server-rendered page that the browser takes over on its own, after the parts
 * around it: React hydrates a Suspense boundary's server markup in a render and a commit of its
 * own, at low priority and in slices. Without it, a whole page is taken over in one commit, one
 * long task that holds a phone's main thread. Nothing here suspends, so the fallback is never
 * shown: the server's markup stays until its part is taken over, and an update that reaches a
 * part first makes React take that part over before applying it.
 */
export function HydrationSection({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
