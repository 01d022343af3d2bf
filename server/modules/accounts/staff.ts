import {
  AppError,
  containingPattern,
  dummyPasswordHash,
  verifyPassword,
  type AppContext,
  type Platform,
} from '../../platform';
import { flaggedIds } from './flags';
import { phoneReadings } from '../../../common/phone';
import { DEFAULT_REGION } from '../../../common/regions';
import { Staff, User } from './models';
import { PROSKER_THRESHOLD, SIGN_IN_LIMITS } from './rules';

/**
 * What staff search users in (full name, e-mail, username): the expression the trigram index
 * `users_search` holds (migration 20261129050000), written the same so the planner uses it.
 */
export const USER_SEARCH_TEXT =
  "(first_name || ' ' || last_name || ' ' || email::text || ' ' || username::text)";

/**
 * Staff: signing in and out, who they are, and the users the back office lists. What staff
 * change on users (edit, ban, export, audit) is in admin-users.ts.
 */
export function createStaffService(platform: Platform) {
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
        const typed = filter.q.trim();
        // A phone typed in national or international form finds the stored E.164 one.
        const phones = phoneReadings(typed, DEFAULT_REGION);
        query.where((w) => {
          w.whereRaw(`${USER_SEARCH_TEXT} ILIKE ?`, [containingPattern(typed)]);
          if (phones.length > 0) w.orWhereIn('phone_number', phones);
        });
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
      // Flagged by staff for an admin (docs/adr/0029).
      if (filter.flagged === true) query.whereIn('id', flaggedIds(db, 'user'));
      if (Array.isArray(filter.id)) {
        query.whereIn('id', filter.id.filter((id) => Number.isInteger(Number(id))).map(Number));
      }
      return query;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
