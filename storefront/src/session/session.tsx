import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Region } from '../../../common/regions';
import { ApiError, NETWORK_ERROR, apiGet, apiSend } from '../api/api-client';
import { useOffline } from '../api/connectivity';
import { clearToken, getToken, onUnauthorized, saveToken } from '../api/auth-token';
import type { Answer } from '../api/contract';
import { claimOfflineData, forgetOfflineData } from '../api/offline-data';
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
  /** The account is suspended: the dialog says so (`message` holds the reason). */
  banned?: boolean;
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

/** What a session can do, as opposed to what it holds. */
type SessionActions = Omit<Session, 'user' | 'status' | 'loginFailure'>;

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

const loadUser = () => apiGet<Answer<'/user'>>('/user');

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
    // What the service worker kept for reading offline is this user's: it goes with them.
    void forgetOfflineData();
  }, [queryClient]);

  // Spec point 4: a token saved by an earlier visit is tried before the app appears. Only the
  // server's refusal ends the session: when the server was not reached (offline, with no saved
  // copy of the user), the token is kept and tried again once the server can be reached.
  const offline = useOffline();
  const [unreached, setUnreached] = useState(false);
  const waitingForServer = unreached && offline;
  useEffect(() => {
    const token = getToken();
    if (!token || status !== 'loading' || waitingForServer) return undefined;
    let active = true;
    loadUser().then(
      (loaded) => {
        if (!active || getToken() !== token) return;
        void claimOfflineData(loaded.id);
        setUserState(loaded);
        setUnreached(false);
        setStatus('signedIn');
      },
      (error: unknown) => {
        if (!active || getToken() !== token) return;
        if (error instanceof ApiError && error.code === NETWORK_ERROR) setUnreached(true);
        else forget();
      },
    );
    return () => {
      active = false;
    };
    // Tried at start-up, and again when the server can be reached after it could not.
  }, [forget, status, waitingForServer]);

  // Any call refused with 401 while carrying the token means the session is over; a ban is
  // told, with its reason, instead of a silent sign-out.
  useEffect(
    () =>
      onUnauthorized((refusal) => {
        forget();
        if (refusal) setLoginFailure({ message: refusal.banned, region: null, banned: true });
      }),
    [forget],
  );

  // The actions depend only on `forget`, which never changes: they keep their identity, so a
  // consumer may list them in an effect's dependencies.
  const actions = useMemo<SessionActions>(() => {
    /** Loads the user and shows the session as signed in; a failure is the caller's to handle. */
    const loadSignedIn = async () => {
      const loaded = await loadUser();
      void claimOfflineData(loaded.id);
      setUserState(loaded);
      setStatus('signedIn');
      return loaded;
    };
    return {
      signIn: async (token, { failureRegion } = {}) => {
        saveToken(token);
        try {
          return await loadSignedIn();
        } catch (error) {
          forget();
          // A ban was told already, with its reason.
          setLoginFailure((told) => told ?? { message: null, region: failureRegion ?? null });
          throw error;
        }
      },
      signOut: async ({ callServer = true } = {}) => {
        if (callServer && getToken()) {
          try {
            await apiSend('/logout');
          } catch {
            // The token is forgotten either way; a server that did not hear us lets it expire.
          }
        }
        forget();
      },
      refresh: async () => {
        if (!getToken()) return null;
        try {
          return await loadSignedIn();
        } catch {
          forget();
          return null;
        }
      },
      setUser: (next) => setUserState(next),
      reportLoginFailure: (failure = {}) => {
        setLoginFailure({ message: failure.message ?? null, region: failure.region ?? null });
      },
      dismissLoginFailure: () => setLoginFailure(null),
    };
  }, [forget]);

  const value = useMemo<Session>(
    () => ({ user, status, loginFailure, ...actions }),
    [user, status, loginFailure, actions],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The user on pages that the sign-in guard protects, where there is always one. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser is for signed-in pages only');
  return user;
}
