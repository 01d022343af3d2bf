/**
 * The session token (spec point 4): kept in browser local storage under the key `token` and
 * mirrored in memory, so every API call can send it as a bearer value without reading storage.
 * Storage may refuse access (private windows); the session then lasts as long as the page.
 */
const STORAGE_KEY = 'token';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let current: string | null = readStored();

export function getToken(): string | null {
  return current;
}

export function saveToken(token: string): void {
  current = token;
  try {
    window.localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // The token still applies to this page.
  }
}

export function clearToken(): void {
  current = null;
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** Why the server refused the token, when it says so: a ban, with its translated message. */
export interface Refusal {
  banned: string;
}

type Listener = (refusal?: Refusal) => void;
const unauthorizedListeners = new Set<Listener>();

/**
 * The session listens here: an answer 401 to a call that carried the token means the server no
 * longer accepts it (expired, signed out elsewhere), and a 403 `AUTH_USER_BANNED` that the
 * account is suspended (`refusal.banned`, the message with the reason staff gave); either way
 * the session must end, and a ban is told.
 */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function notifyUnauthorized(refusal?: Refusal): void {
  for (const listener of unauthorizedListeners) listener(refusal);
}
