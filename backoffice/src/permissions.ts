import { usePermissions } from 'react-admin';
import type { StaffRole } from './auth-provider';

/**
 * The signed-in staff member's role (authProvider.getPermissions); undefined while it loads or
 * when signed out, so anything gated on it stays hidden until the role is known.
 */
export function useStaffRole(): StaffRole | undefined {
  return usePermissions<StaffRole | undefined>().permissions;
}

/** Admins change data; support staff only read and export it. */
export function useIsAdmin(): boolean {
  return useStaffRole() === 'admin';
}
