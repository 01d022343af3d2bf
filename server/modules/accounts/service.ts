import type { Platform } from '../../platform';
import {
  AppError,
  bearerToken,
  dummyPasswordHash,
  forbidden,
  unauthorized,
  verifyPassword,
  type AppContext,
} from '../../platform';
import { Staff, User } from './models';
import { PROSKER_THRESHOLD, SIGN_IN_LIMITS, type StaffRole } from './rules';

export function createAccountsService(platform: Platform) {
  const { db, tokens, rateLimiter } = platform;

  return {
    db,

    /** Staff sign-in: rate limited per account and per address; answers a bearer token. */
    async staffSignIn(
      input: { email: string; password: string },
      meta: { ip: string; userAgent?: string },
    ) {
      const email = input.email.toLowerCase();
      await rateLimiter.hit(
        `staff-sign-in:ip:${meta.ip}`,
        SIGN_IN_LIMITS.perAddress.limit,
        SIGN_IN_LIMITS.perAddress.windowSeconds,
      );
      await rateLimiter.hit(
        `staff-sign-in:account:${email}`,
        SIGN_IN_LIMITS.perAccount.limit,
        SIGN_IN_LIMITS.perAccount.windowSeconds,
      );
      const staff = await Staff.query(db).findOne({ email }).whereNull('disabled_at');
      const ok = await verifyPassword(
        staff?.password_hash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!staff || !ok) throw new AppError('AUTH_INVALID_CREDENTIALS', 401);
      await rateLimiter.clear(`staff-sign-in:account:${email}`);
      await Staff.query(db).patch({ last_login_at: new Date() }).where({ id: staff.id });
      const token = await tokens.issue('staff', staff.id, meta);
      return { token, staff };
    },

    async signOut(ctx: AppContext) {
      if (ctx.state.auth) await tokens.revoke(ctx.state.auth.sessionId);
    },

    async findStaff(id: number) {
      return Staff.query(db).findById(id).whereNull('disabled_at');
    },

    async findUser(id: number) {
      return User.query(db).findById(id);
    },

    /** Base query of users for the back office, with its filters applied. */
    adminUsersQuery(filter: Record<string, unknown>) {
      const query = db('users').select('*');
      if (typeof filter.q === 'string' && filter.q.trim()) {
        const term = `%${filter.q.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        query.where((w) =>
          w
            .whereILike('first_name', term)
            .orWhereILike('last_name', term)
            .orWhereILike('email', term)
            .orWhereILike('username', term),
        );
      }
      if (filter.role === 'prosker') query.where('type_user', '>=', PROSKER_THRESHOLD);
      if (filter.role === 'client') query.where('type_user', '<', PROSKER_THRESHOLD);
      if (typeof filter.banned === 'boolean') {
        if (filter.banned) query.whereNotNull('banned_at');
        else query.whereNull('banned_at');
      }
      const day = /^\d{4}-\d{2}-\d{2}$/;
      if (typeof filter.createdFrom === 'string' && day.test(filter.createdFrom)) {
        query.where('created_at', '>=', filter.createdFrom);
      }
      if (typeof filter.createdTo === 'string' && day.test(filter.createdTo)) {
        // The whole "to" day is included.
        query.where('created_at', '<', db.raw("?::date + interval '1 day'", [filter.createdTo]));
      }
      if (Array.isArray(filter.id)) {
        query.whereIn('id', filter.id.filter((id) => Number.isInteger(Number(id))).map(Number));
      }
      return query;
    },

    /** Guards used by the router: who the bearer is and whether they may pass. */
    guards: {
      async user(ctx: AppContext, optional: boolean) {
        const token = bearerToken(ctx.get('authorization'));
        if (!token) {
          if (optional) return;
          throw unauthorized();
        }
        const auth = await tokens.verify(token);
        if (auth.subjectType !== 'user') throw unauthorized('AUTH_INVALID_TOKEN');
        const user = await User.query(db)
          .findById(auth.subjectId)
          .select('id', 'banned_at', 'closed_at');
        if (!user || user.closed_at) throw unauthorized('AUTH_INVALID_TOKEN');
        if (user.banned_at) throw new AppError('AUTH_USER_BANNED', 403);
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
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
