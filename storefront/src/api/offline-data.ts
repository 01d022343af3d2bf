/**
 * The service worker keeps the signed-in user's agenda and jobs answers for reading offline
 * (`sw-routes.ts`). They are one person's data: the cache is emptied when the session ends,
 * and when a different account signs in on this browser.
 */
import { OFFLINE_API_CACHE } from './sw-routes';

const OWNER_KEY = 'prosk-offline-owner';

async function dropCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(OFFLINE_API_CACHE);
  } catch {
    // No cache storage (a private window): nothing was kept.
  }
}

function readOwner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(owner: number | null): void {
  try {
    if (owner === null) window.localStorage.removeItem(OWNER_KEY);
    else window.localStorage.setItem(OWNER_KEY, String(owner));
  } catch {
    // The cache is still dropped at the next sign-out.
  }
}

/** The session ended: forget what was kept for it. */
export function forgetOfflineData(): Promise<void> {
  writeOwner(null);
  return dropCache();
}

/** A user is signed in: what another account left behind is dropped. */
export function claimOfflineData(userId: number): Promise<void> {
  const owner = readOwner();
  if (owner === String(userId)) return Promise.resolve();
  writeOwner(userId);
  return dropCache();
}
