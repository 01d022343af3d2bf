import {
  bearerToken,
  forbidden,
  unauthorized,
  type AppContext,
  type Platform,
} from '../../platform';
import { Staff } from './models';
import { bannedError, type StaffRole } from './rules';

/**
 * The routers' guards: who the bearer of a request is (a user of the storefront or a staff
 * member of the back office) and whether they may pass.
 */
export function createGuards(platform: Platform) {
  const { db, tokens } = platform;
  return {
    async user(ctx: AppContext, optional: boolean) {
      const token = bearerToken(ctx.get('authorization'));
      if (!token) {
        if (optional) return;
        throw unauthorized();
      }
      const auth = tokens.claims(token);
      if (auth.subjectType !== 'user') throw unauthorized('AUTH_INVALID_TOKEN');
      // The session and its user's state in one round trip (every request pays it). A ban ends
      // the sessions, yet the token's bearer is told why on their next request.
      const user = await tokens
        .session(auth)
        .join('users as u', 'u.id', 's.subject_id')
        .first('u.banned_at', 'u.ban_reason', 'u.closed_at', tokens.isOpen());
      if (!user || user.closed_at) throw unauthorized('AUTH_INVALID_TOKEN');
      if (user.banned_at) throw bannedError(user.ban_reason);
      if (!user.open) throw unauthorized('AUTH_INVALID_TOKEN');
      ctx.state.auth = auth;
    },
    async staff(ctx: AppContext, roles?: string[]) {
      const token = bearerToken(ctx.get('authorization'));
      if (!token) throw unauthorized();
      const auth = await tokens.verify(token);
      if (auth.subjectType !== 'staff') throw forbidden();
      const staff = await Staff.query(db).findById(auth.subjectId).whereNull('disabled_at');
      if (!staff) throw unauthorized('AUTH_INVALID_TOKEN');
      if (roles && !roles.includes(staff.role as StaffRole)) throw forbidden();
      ctx.state.auth = { ...auth, role: staff.role };
    },
  };
}
