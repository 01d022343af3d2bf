import type { AuthProvider, UserIdentity } from 'react-admin';
import { ApiError, httpClient } from './http-client';
import { tokenStorage } from './session';

export type StaffRole = 'admin' | 'support';

export interface Staff {
  id: number | string;
  email: string;
  name: string;
  role: StaffRole;
}

function isStaff(value: unknown): value is Staff {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email, name, role } = value as Record<string, unknown>;
  return (
    (typeof id === 'number' || typeof id === 'string') &&
    typeof email === 'string' &&
    typeof name === 'string' &&
    (role === 'admin' || role === 'support')
  );
}

function malformed(): ApiError {
  return new ApiError('backoffice.errors.badResponse', 200, null);
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return typeof error.status === 'number' ? error.status : undefined;
  }
  return undefined;
}

/**
 * Staff sign-in against the back-office API. The staff member is fetched from /auth/me at
 * most once per page load and kept in memory: react-admin checks auth on every navigation.
 */
export function createAuthProvider(apiBase: string): AuthProvider {
  let staff: Staff | null = null;
  let pending: Promise<Staff> | null = null;

  function currentStaff(): Promise<Staff> {
    if (staff) return Promise.resolve(staff);
    pending ??= httpClient(`${apiBase}/auth/me`)
      .then(({ json }: { json: unknown }) => {
        if (!isStaff(json)) throw malformed();
        staff = json;
        return json;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    async login({ email, password }: { email: string; password: string }) {
      // A stale token must not ride along with a fresh sign-in.
      tokenStorage.clear();
      staff = null;
      // Rejections carry the server's translated message, which the login form shows as is.
      const { json } = await httpClient(`${apiBase}/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      const session: unknown = json;
      if (
        typeof session !== 'object' ||
        session === null ||
        !('access_token' in session) ||
        typeof session.access_token !== 'string' ||
        !('staff' in session) ||
        !isStaff(session.staff)
      ) {
        throw malformed();
      }
      tokenStorage.set(session.access_token);
      staff = session.staff;
    },

    async logout() {
      const hadToken = tokenStorage.get() !== null;
      staff = null;
      if (hadToken) {
        try {
          await httpClient(`${apiBase}/auth/logout`, { method: 'POST' });
        } catch {
          // Revocation is best effort: the token is forgotten here whatever the server says.
        }
      }
      tokenStorage.clear();
    },

    async checkAuth() {
      // `message: false`: a first visit goes to the login page without an error toast.
      if (!tokenStorage.get()) throw { message: false };
      await currentStaff();
    },

    async checkError(error: unknown) {
      // 401: the token is gone or revoked, so sign out (with the server's message).
      // 403: signed in but not allowed here; stay, and let the failed call show its error.
      if (statusOf(error) === 401) throw error;
    },

    async getIdentity(): Promise<UserIdentity> {
      const me = await currentStaff();
      return { id: me.id, fullName: me.name, email: me.email, role: me.role };
    },

    async getPermissions() {
      if (!tokenStorage.get()) return undefined;
      const me = await currentStaff();
      return me.role;
    },
  };
}
