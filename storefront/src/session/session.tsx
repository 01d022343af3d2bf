import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Region } from '../../../common/routes';
import { apiGet, apiSend } from '../api/api-client';
import { clearToken, getToken, onUnauthorized, saveToken } from '../api/auth-token';
import type { SessionUser } from './user';

/** Every react-query key holding the signed-in user's own data starts with this. */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

/**
 * `loading` only while a saved token is tried at start-up; the app waits behind a splash so no
 * page ever renders as a visitor and then jumps to signed in.
 */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

/** A sign-in whose user could not be loaded, or a social sign-in that failed (spec point 8). */
export interface LoginFailure {
  /** The server's translated message, when the failure was an error answer. */
  message: string | null;
  /** Where to send the visitor: the region the sign-in started from. */
  region: Region | null;
}

export interface Session {
  user: SessionUser | null;
  status: SessionStatus;
  /**
   * Stores the token, then loads the user; a failed load ends the session, shows the 'Oh no!'
   * dialog (sending the visitor to sign-in in `failureRegion`, default the current one) and
   * rejects.
   */
  signIn: (token: string, options?: { failureRegion?: Region }) => Promise<SessionUser>;
  /** Tells the server (unless it already ended the session), then forgets token and user. */
  signOut: (options?: { callServer?: boolean }) => Promise<void>;
  /** Loads the user again; a failure ends the session. */
  refresh: () => Promise<SessionUser | null>;
  /** Settings answers carry the updated user; this shows it without another request. */
  setUser: (user: SessionUser) => void;
  loginFailure: LoginFailure | null;
  reportLoginFailure: (failure?: Partial<LoginFailure>) => void;
  dismissLoginFailure: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

const loadUser = () => apiGet<SessionUser>('/user');

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() => (getToken() ? 'loading' : 'signedOut'));
  const [loginFailure, setLoginFailure] = useState<LoginFailure | null>(null);

  const forget = useCallback(() => {
    clearToken();
    setUserState(null);
    setStatus('signedOut');
    queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
  }, [queryClient]);

  // Spec point 4: a token saved by an earlier visit is tried before the app appears.
  useEffect(() => {
    const token = getToken();
    if (!token) return undefined;
    let active = true;
    loadUser().then(
      (loaded) => {
        if (!active || getToken() !== token) return;
        setUserState(loaded);
        setStatus('signedIn');
      },
      () => {
        if (!active || getToken() !== token) return;
        forget();
      },
    );
    return () => {
      active = false;
    };
  }, [forget]);

  // Any call refused with 401 while carrying the token means the session is over.
  useEffect(() => onUnauthorized(forget), [forget]);

  const signIn = useCallback(
    async (token: string, { failureRegion }: { failureRegion?: Region } = {}) => {
      saveToken(token);
      try {
        const loaded = await loadUser();
        setUserState(loaded);
        setStatus('signedIn');
        return loaded;
      } catch (error) {
        forget();
        setLoginFailure({ message: null, region: failureRegion ?? null });
        throw error;
      }
    },
    [forget],
  );

  const signOut = useCallback(
    async ({ callServer = true }: { callServer?: boolean } = {}) => {
      if (callServer && getToken()) {
        try {
          await apiSend('/logout');
        } catch {
          // The token is forgotten either way; a server that did not hear us lets it expire.
        }
      }
      forget();
    },
    [forget],
  );

  const refresh = useCallback(async () => {
    if (!getToken()) return null;
    try {
      const loaded = await loadUser();
      setUserState(loaded);
      setStatus('signedIn');
      return loaded;
    } catch {
      forget();
      return null;
    }
  }, [forget]);

  const setUser = useCallback((next: SessionUser) => setUserState(next), []);

  const reportLoginFailure = useCallback((failure: Partial<LoginFailure> = {}) => {
    setLoginFailure({ message: failure.message ?? null, region: failure.region ?? null });
  }, []);
  const dismissLoginFailure = useCallback(() => setLoginFailure(null), []);

  const value = useMemo<Session>(
    () => ({
      user,
      status,
      signIn,
      signOut,
      refresh,
      setUser,
      loginFailure,
      reportLoginFailure,
      dismissLoginFailure,
    }),
    [
      user,
      status,
      signIn,
      signOut,
      refresh,
      setUser,
      loginFailure,
      reportLoginFailure,
      dismissLoginFailure,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The user on pages that the sign-in guard protects, where there is always one. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser is for signed-in pages only');
  return user;
}
