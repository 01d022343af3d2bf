/**
 * The accounts use cases of the storefront: sign-up, verification, sign-in, password reset,
 * settings, addresses and data rights. Staff have theirs in staff.ts.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { DATA_RETENTION_YEARS } from '../../../common/constants';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../common/i18n';
import { phoneReadings } from '../../../common/phone';
import { DEFAULT_REGION, type Region } from '../../../common/regions';
import type {
  AddressInput,
  SignUpInput,
  SocialCompletionInput,
  accountSchema,
  notificationsSchema,
  privacySchema,
  profileSchema,
} from '../../../common/schemas/accounts';
import { personNamesSchema } from '../../../common/schemas/accounts';
import type { yup } from '../../../common/validation';
import {
  AppError,
  dummyPasswordHash,
  hashPassword,
  notFound,
  validate,
  verifyPassword,
  type FieldError,
  type Platform,
} from '../../platform';
import { storedKeysOf } from '../../platform/uploads';
import { ownerUserDto, publicUserDto } from './dto';
import { userRegion } from './facts';
import { bannedError, duplicateError } from './rules';
import { SIGN_IN_BY_LINK_SECONDS, consumeLink, createLink, retireLinks, tokenHash } from './links';
import { changeEmailMail, resetMail, verificationMail } from './mails';
import { insertAddress, updateAddressIn } from './addresses';
import { Address, User } from './models';
import type { AccountsDeps } from './index';
import type { SocialProfile, SocialProvider } from './social';
import { CUSTOMER_SIGN_IN_LIMITS, USER_TYPE } from './rules';

/** Per address the limit comes from config (SIGN_UP_LIMIT_PER_ADDRESS, 10 by default). */
const SIGN_UP_WINDOW_SECONDS = 3600;
/** How long a provider's identity waits for the completion form of a social sign-up. */
export const SOCIAL_PENDING_SECONDS = 30 * 60;

/** What the storefront's completion form shows and sends back (its token). */
export interface SocialCompletion {
  token: string;
  provider: SocialProvider;
  email: string;
  firstName: string;
  lastName: string;
}
/**
 * Verification and reset mails: 5 per e-mail address; per client address the limit comes from
 * config (MAIL_LIMIT_PER_ADDRESS, 20 by default), counting both kinds.
 */
const MAIL_LIMIT = { perEmail: 5, windowSeconds: 900 };

type Profile = yup.InferType<typeof profileSchema>;
type AccountChange = yup.InferType<typeof accountSchema>;
type Privacy = yup.InferType<typeof privacySchema>;
type Notifications = yup.InferType<typeof notificationsSchema>;

const recipient = (user: User) => ({
  email: user.email,
  firstName: user.first_name,
  language: user.language as Language,
  region: user.region as Region,
});

/** Personal data beyond the name and e-mail, emptied when an account is closed or taken over. */
const PERSONAL_DATA_EMPTIED = {
  pending_email: null,
  phone_number: null,
  birth_date: null,
  company: null,
  description: null,
  identification_type: null,
  identification_number: null,
  banner_img: null,
};

/** The instant before which a closing (or a last transaction) is past the retention period. */
export function retentionLimit(now: Date): Date {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - DATA_RETENTION_YEARS);
  return limit;
}

/** Removes what hangs off an account (addresses, links, social sign-ins) and ends its sessions. */
async function forgetLinkedData(trx: Knex.Transaction, tokens: Platform['tokens'], userId: number) {
  await trx('addresses').where({ user_id: userId }).delete();
  await trx('social_identities').where({ user_id: userId }).delete();
  await trx('account_tokens').where({ user_id: userId }).delete();
  await tokens.revokeAll('user', userId, { trx });
}

export function createAccountsService(platform: Platform, deps: AccountsDeps) {
  const { db, tokens, rateLimiter, mail, config, events } = platform;
  const publicUrl = config.publicUrl;
  /** Other modules (the public profile) follow a user's changes through this event. */
  const changed = (userId: number, trx: Knex.Transaction) =>
    events.emit(trx, { type: 'user.changed', userId });
  /**
   * A change the account's owner must hear about (`account.notice`), in its transaction. The
   * ref names the change: the first verification once per account, a password change by its
   * time, an e-mail change by its link, a closing once.
   */
  const notice = (
    trx: Knex.Transaction,
    userId: number,
    change: 'verified' | 'passwordChanged' | 'emailChanged' | 'closed',
    ref: string,
    about: { email?: string; firstName?: string; language?: string; region?: string } = {},
  ) => events.emit(trx, { type: 'account.notice', userId, change, ref, ...about });
  const passwordRef = (userId: number, at: Date) => `password:${userId}:${at.getTime()}`;

  /** The owner's account; category and skill names in `language` (else the account's). */
  async function loadOwner(userId: number, trx?: Knex.Transaction, language?: Language) {
    const user = await User.query(trx ?? db)
      .findById(userId)
      .whereNull('closed_at');
    if (!user) throw notFound('USER_NOT_FOUND');
    const [addresses, paymentAccountLinked, taxonomy] = await Promise.all([
      Address.query(trx ?? db)
        .where({ user_id: userId })
        .orderBy([{ column: 'is_default', order: 'desc' }, 'id']),
      deps.paymentAccountLinked(userId),
      deps.taxonomyNames(
        [userId],
        language ?? (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE),
      ),
    ]);
    return ownerUserDto(user, addresses, { paymentAccountLinked }, taxonomy.get(userId));
  }

  /** A mail asked for by a visitor: limited per client address and per e-mail address. */
  async function mailLimits(kind: 'verify' | 'reset', email: string, ip: string) {
    await rateLimiter.hit(`mail:ip:${ip}`, config.mailLimitPerAddress, MAIL_LIMIT.windowSeconds);
    await rateLimiter.hit(
      `mail:${kind}:${email.toLowerCase()}`,
      MAIL_LIMIT.perEmail,
      MAIL_LIMIT.windowSeconds,
    );
  }

  /** The two likeliest accounts of a login: verified ones first, then the oldest. */
  const accountsOf = (login: { email: string } | { phone_number: string }) =>
    User.query(db)
      .where(login)
      .whereNull('closed_at')
      .orderByRaw('email_verified_at IS NULL, id')
      .limit(2);

  /**
   * The accounts a sign-in by phone may mean: those of the first reading of the typed number
   * that has any (the page's region's way of writing numbers comes first).
   */
  async function phoneCandidates(readings: string[]): Promise<User[]> {
    for (const number of readings) {
      const found = await accountsOf({ phone_number: number });
      if (found.length > 0) return found;
    }
    return [];
  }

  /**
   * Ties a provider identity to an account in `trx`. An address the provider proves for the
   * first time also verifies the account and accepts the legal texts, as the page beside the
   * buttons says.
   */
  async function linkIdentity(
    trx: Knex.Transaction,
    userId: number,
    profile: SocialProfile,
    firstVerified: boolean,
  ) {
    if (firstVerified) {
      await notice(trx, userId, 'verified', `verified:${userId}`);
      const { region } = await trx('users').where({ id: userId }).first('region');
      await deps.acceptLegal(trx, userId, region);
    }
    await trx('social_identities').insert({
      provider: profile.provider,
      subject: profile.subject,
      user_id: userId,
      email: profile.email,
    });
    await changed(userId, trx);
  }

  /**
   * Staff work in the back office and never sign in here (ADR 0003). A staff member who gives
   * their own e-mail and password on the storefront's form is told where to go instead: the
   * back office origin comes with the refusal. Without the right password nothing tells a staff
   * address from an unknown one.
   */
  async function refuseStaff(email: string, password: string) {
    const member = await db('staff')
      .where({ email: email.toLowerCase() })
      .whereNull('disabled_at')
      .first('password_hash');
    if (member && (await verifyPassword(member.password_hash, password))) {
      throw new AppError('AUTH_STAFF_USE_BACKOFFICE', 403, {
        details: { backofficeUrl: config.backofficeOrigin },
      });
    }
  }

  async function openSession(userId: number, meta: { ip?: string; userAgent?: string }) {
    await User.query(db)
      .patch({ last_login_at: new Date() } as Partial<User>)
      .where({ id: userId });
    return tokens.issue('user', userId, meta);
  }

  /** A session for the account a provider identity leads to, unless it is closed or banned. */
  async function socialSession(
    userId: number,
    failed: string,
    meta: { ip?: string; userAgent?: string },
  ) {
    const user = await User.query(db).findById(userId);
    if (!user || user.closed_at) throw new AppError(failed, 400);
    if (user.banned_at) throw bannedError(user.ban_reason);
    return openSession(userId, meta);
  }

  async function checkPassword(userId: number, password: string) {
    const user = await User.query(db).findById(userId).select('password_hash');
    if (!(await verifyPassword(user?.password_hash ?? null, password))) {
      throw new AppError('AUTH_CURRENT_PASSWORD_WRONG', 403);
    }
  }

  return {
    loadOwner,

    regionOf: (userId: number) => userRegion(db, userId),

    /** Users by id or username whose profile the viewer may see: visible ones, and their own. */
    /** Public profiles by id or username, as visitors see them, names in `language`. */
    async publicUsers(
      column: 'id' | 'username',
      value: string | number,
      language: Language,
      viewerId?: number,
    ) {
      const users = await User.query(db)
        .where(column, value)
        .whereNull('banned_at')
        .whereNull('closed_at')
        .whereNotNull('email_verified_at');
      const shown = await Promise.all(
        users.map((u) => u.id === viewerId || deps.profileVisible(u.id)),
      );
      const visible = users.filter((_, i) => shown[i]);
      const names = await deps.taxonomyNames(
        visible.map((u) => u.id),
        language,
      );
      return visible.map((u) => publicUserDto(u, names.get(u.id)));
    },

    async divisions(countryCode: string) {
      return db('divisions')
        .where({ country_code: countryCode })
        .orderBy('name')
        .select('code', 'name');
    },

    async signOut(sessionId: string) {
      await tokens.revoke(sessionId);
    },

    /**
     * Creates the account and mails its verification link (carrying `next`). Answers the key
     * the sign-up's browser keeps: with it, following the link there signs in (ADR 0026).
     */
    async signUp(input: SignUpInput, ip: string) {
      await rateLimiter.hit(
        `sign-up:ip:${ip}`,
        config.signUpLimitPerAddress,
        SIGN_UP_WINDOW_SECONDS,
      );
      const existing = await db('users')
        .where({ email: input.email })
        .orWhere({ username: input.username })
        .select('email', 'username');
      const fields: FieldError[] = [];
      if (existing.some((u) => u.email.toLowerCase() === input.email.toLowerCase())) {
        fields.push({ field: 'email', key: 'codes.EMAIL_TAKEN' });
      }
      if (existing.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) {
        fields.push({ field: 'username', key: 'codes.USERNAME_TAKEN' });
      }
      if (fields.length) {
        throw new AppError(fields[0].field === 'email' ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN', 409, {
          fields,
        });
      }
      const passwordHash = await hashPassword(input.password);
      let created: { user: User; token: string; browserKey: string };
      try {
        created = await db.transaction(async (trx) => {
          const user = await User.query(trx).insertAndFetch({
            type_user: input.type === 'prosker' ? USER_TYPE.prosker : USER_TYPE.client,
            first_name: input.firstName,
            last_name: input.lastName,
            username: input.username,
            email: input.email,
            phone_number: input.phoneNumber,
            birth_date: input.birthDate,
            company: input.company ?? null,
            password_hash: passwordHash,
            password_changed_at: new Date(),
            language: input.language ?? DEFAULT_LANGUAGE,
            region: input.region ?? DEFAULT_REGION,
          } as Partial<User>);
          await changed(user.id, trx);
          await deps.acceptLegal(trx, user.id, input.region ?? DEFAULT_REGION);
          return {
            user,
            token: await createLink(trx, user.id, 'verify_email'),
            browserKey: await createLink(trx, user.id, 'sign_up_browser'),
          };
        });
      } catch (error) {
        // The unique constraints decide under concurrency; the check above is for messages.
        throw duplicateError(error) ?? error;
      }
      await mail.deliver(
        verificationMail(publicUrl, recipient(created.user), created.token, input.next),
      );
      return { email: created.user.email, browserKey: created.browserKey };
    },

    /**
     * Follows a verification link: a new account's e-mail, or a changed e-mail. A sign-up's
     * link followed in the browser that signed up (its `browserKey`) within an hour of being
     * mailed also signs in, once: the answer then carries the session token (ADR 0026).
     */
    async verifyEmail(
      token: string,
      browser: { browserKey?: string; ip?: string; userAgent?: string } = {},
    ) {
      const result = await db.transaction(async (trx) => {
        const signUp = await consumeLink(trx, 'verify_email', token);
        if (signUp) {
          const first = await User.query(trx)
            .patch({ email_verified_at: new Date() } as Partial<User>)
            .where({ id: signUp.user_id })
            .whereNull('email_verified_at');
          const user = await User.query(trx).findById(signUp.user_id).select('email');
          await changed(signUp.user_id, trx);
          if (first) await notice(trx, signUp.user_id, 'verified', `verified:${signUp.user_id}`);
          const fresh =
            Date.now() - new Date(signUp.created_at).getTime() < SIGN_IN_BY_LINK_SECONDS * 1000;
          const sameBrowser =
            fresh &&
            browser.browserKey !== undefined &&
            (await consumeLink(trx, 'sign_up_browser', browser.browserKey, signUp.user_id)) !==
              undefined;
          // Verified, the account needs no browser key any more.
          await retireLinks(trx, signUp.user_id, 'sign_up_browser');
          return { email: user!.email, userId: signUp.user_id, signsIn: sameBrowser };
        }
        const change = await consumeLink(trx, 'change_email', token);
        if (!change?.email) throw new AppError('AUTH_TOKEN_INVALID', 400);
        const before = await User.query(trx).findById(change.user_id).select('email').forUpdate();
        try {
          await User.query(trx)
            .patch({
              email: change.email,
              pending_email: null,
              email_verified_at: new Date(),
            } as Partial<User>)
            .where({ id: change.user_id });
        } catch (error) {
          throw duplicateError(error) ?? error;
        }
        await changed(change.user_id, trx);
        // The old address is told too: it is carried, since the account no longer has it.
        await notice(trx, change.user_id, 'emailChanged', `email:${change.id}`, {
          email: before?.email,
        });
        return { email: change.email, userId: change.user_id, signsIn: false };
      });
      if (!result.signsIn) return { email: result.email };
      const user = await User.query(db).findById(result.userId);
      if (!user || user.banned_at || user.closed_at) return { email: result.email };
      return { email: result.email, access_token: await this.openSession(user.id, browser) };
    },

    /** A new verification link (the older ones stop working), carrying `next`. */
    async resendVerification(email: string, ip: string, next?: string) {
      await mailLimits('verify', email, ip);
      const user = await User.query(db)
        .findOne({ email })
        .whereNull('email_verified_at')
        .whereNull('closed_at');
      if (!user) return;
      const token = await db.transaction(async (trx) => {
        await retireLinks(trx, user.id, 'verify_email');
        return createLink(trx, user.id, 'verify_email');
      });
      await mail.deliver(verificationMail(publicUrl, recipient(user), token, next));
    },

    async signIn(
      input: { email?: string; phoneNumber?: string; password: string; region?: Region },
      meta: { ip: string; userAgent?: string },
    ) {
      // A number in any of its forms is one login: its likeliest E.164 reading names it.
      const readings = input.email
        ? []
        : phoneReadings(input.phoneNumber!, input.region ?? DEFAULT_REGION);
      const login = input.email ?? readings[0] ?? input.phoneNumber!;
      await rateLimiter.hit(
        `sign-in:ip:${meta.ip}`,
        config.signInLimitPerAddress,
        CUSTOMER_SIGN_IN_LIMITS.perAddress.windowSeconds,
      );
      await rateLimiter.hit(
        `sign-in:account:${login.toLowerCase()}`,
        CUSTOMER_SIGN_IN_LIMITS.perAccount.limit,
        CUSTOMER_SIGN_IN_LIMITS.perAccount.windowSeconds,
      );
      // A phone number belongs to the verified accounts that give it: an unverified sign-up
      // with someone else's number neither shares nor takes it. With no verified owner, the one
      // unverified account with that number is the candidate (it learns it must verify).
      const candidates = input.email
        ? await accountsOf({ email: input.email })
        : await phoneCandidates(readings);
      const owners = candidates.some((c) => c.email_verified_at)
        ? candidates.filter((c) => c.email_verified_at)
        : candidates;
      if (owners.length > 1) throw new AppError('AUTH_PHONE_SHARED', 409);
      const user = owners[0];
      const ok = await verifyPassword(
        user?.password_hash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!user || !ok) {
        if (input.email) await refuseStaff(input.email, input.password);
        throw new AppError('AUTH_INVALID_CREDENTIALS', 401);
      }
      if (user.banned_at) throw bannedError(user.ban_reason);
      if (!user.email_verified_at) {
        throw new AppError('AUTH_EMAIL_NOT_VERIFIED', 403, { details: { email: user.email } });
      }
      await rateLimiter.clear(`sign-in:account:${login.toLowerCase()}`);
      return this.openSession(user.id, meta);
    },

    openSession,

    /**
     * After a provider vouched for the person: their linked account, else the verified account
     * with the same e-mail (now linked). Anyone else has no account yet: the identity waits,
     * behind a single-use token, for the completion form (birth date, client or prosker), and
     * only `completeSocialSignUp` makes the account.
     */
    async socialSignIn(
      profile: SocialProfile,
      meta: { ip?: string; userAgent?: string },
    ): Promise<{ access_token: string } | { completion: SocialCompletion }> {
      const failed = `AUTH_SOCIAL_${profile.provider.toUpperCase()}_FAILED`;
      type Found = { userId: number } | { completion: SocialCompletion };
      const found = await db.transaction(async (trx): Promise<Found> => {
        const linked = await trx('social_identities')
          .where({ provider: profile.provider, subject: profile.subject })
          .first('user_id');
        if (linked) return { userId: Number(linked.user_id) };
        if (!profile.email) throw new AppError('AUTH_SOCIAL_EMAIL_REQUIRED', 400);
        if (!profile.emailVerified) throw new AppError(failed, 400);
        const existing = await User.query(trx)
          .findOne({ email: profile.email })
          .whereNull('closed_at')
          .whereNotNull('email_verified_at')
          .forUpdate();
        if (existing) {
          await linkIdentity(trx, existing.id, profile, false);
          return { userId: existing.id };
        }
        const token = randomBytes(32).toString('base64url');
        await trx('social_pending_sign_ups').insert({
          token_hash: tokenHash(token),
          provider: profile.provider,
          subject: profile.subject,
          email: profile.email,
          first_name: profile.firstName,
          last_name: profile.lastName,
          picture: profile.picture,
          expires_at: new Date(Date.now() + SOCIAL_PENDING_SECONDS * 1000),
        });
        const completion: SocialCompletion = {
          token,
          provider: profile.provider,
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
        };
        return { completion };
      });
      if ('completion' in found) return found;
      return { access_token: await socialSession(found.userId, failed, meta) };
    },

    /**
     * The completion form of a social sign-up: the pending identity (used once, within its
     * half hour) becomes a verified account with the birth date and kind the person gave. An
     * account nobody verified with that e-mail starts clean on the same row (ADR 0012).
     */
    async completeSocialSignUp(
      input: SocialCompletionInput,
      meta: { ip?: string; userAgent?: string },
    ) {
      let failed = 'AUTH_SOCIAL_PENDING_INVALID';
      const userId = await db.transaction(async (trx) => {
        const [pending] = await trx('social_pending_sign_ups')
          .where({ token_hash: tokenHash(input.token) })
          .whereNull('used_at')
          .where('expires_at', '>', trx.fn.now())
          .update({ used_at: trx.fn.now() })
          .returning(['provider', 'subject', 'email', 'first_name', 'last_name', 'picture']);
        if (!pending) throw new AppError('AUTH_SOCIAL_PENDING_INVALID', 400);
        // The names an account gets pass the sign-up's rule, the provider's as much as typed
        // ones: a refusal undoes the token's use, so the form may be sent again corrected.
        const names = await validate(personNamesSchema, {
          firstName: input.firstName ?? pending.first_name,
          lastName: input.lastName ?? pending.last_name,
        });
        const profile: SocialProfile = {
          provider: pending.provider,
          subject: pending.subject,
          email: pending.email,
          emailVerified: true,
          ...names,
          picture: pending.picture,
        };
        failed = `AUTH_SOCIAL_${profile.provider.toUpperCase()}_FAILED`;
        // Finished meanwhile in another tab: that account it is.
        const linked = await trx('social_identities')
          .where({ provider: profile.provider, subject: profile.subject })
          .first('user_id');
        if (linked) return Number(linked.user_id);
        const chosen = {
          type_user: input.type === 'prosker' ? USER_TYPE.prosker : USER_TYPE.client,
          birth_date: input.birthDate,
          language: input.language ?? DEFAULT_LANGUAGE,
          region: input.region ?? DEFAULT_REGION,
        };
        const existing = await User.query(trx)
          .findOne({ email: profile.email })
          .whereNull('closed_at')
          .forUpdate();
        if (existing?.email_verified_at) {
          // Its owner verified the address in the meantime: theirs, linked as at sign-in.
          await linkIdentity(trx, existing.id, profile, false);
          return existing.id;
        }
        let id: number;
        if (existing) {
          id = existing.id;
          await startClean(trx, tokens, id, profile);
          await trx('users').where({ id }).update(chosen);
        } else {
          const account = { ...(await socialAccount(trx, profile)), ...chosen } as Partial<User>;
          try {
            id = (await User.query(trx).insertAndFetch(account)).id;
          } catch (error) {
            throw duplicateError(error) ?? error;
          }
        }
        await linkIdentity(trx, id, profile, true);
        return id;
      });
      return { access_token: await socialSession(userId, failed, meta) };
    },

    async forgotPassword(email: string, ip: string) {
      await mailLimits('reset', email, ip);
      const user = await User.query(db).findOne({ email }).whereNull('closed_at');
      // The specification asks that the e-mail exist (point 5) and names the error (point 8).
      if (!user) throw new AppError('AUTH_EMAIL_NOT_FOUND', 404);
      const token = await db.transaction(async (trx) => {
        await retireLinks(trx, user.id, 'reset_password');
        return createLink(trx, user.id, 'reset_password');
      });
      await mail.deliver(resetMail(publicUrl, recipient(user), token));
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (trx) => {
        const link = await consumeLink(trx, 'reset_password', token);
        if (!link) throw new AppError('AUTH_TOKEN_INVALID', 400);
        const before = await User.query(trx)
          .findById(link.user_id)
          .select('email_verified_at')
          .forUpdate();
        const now = new Date();
        const updated = await User.query(trx)
          .patch({
            password_hash: passwordHash,
            password_changed_at: now,
            // Following the mailed link proves the address, so it counts as verified.
            email_verified_at: db.raw('COALESCE(email_verified_at, now())'),
          } as unknown as Partial<User>)
          .where({ id: link.user_id })
          .whereNull('closed_at');
        if (updated === 0) throw new AppError('AUTH_PASSWORD_RESET_FAILED', 400);
        await tokens.revokeAll('user', link.user_id, { trx });
        await notice(trx, link.user_id, 'passwordChanged', passwordRef(link.user_id, now));
        if (!before?.email_verified_at) {
          await notice(trx, link.user_id, 'verified', `verified:${link.user_id}`);
        }
      });
    },

    async updateProfile(userId: number, input: Profile) {
      await db.transaction(async (trx) => {
        await User.query(trx)
          .patch({
            first_name: input.firstName,
            last_name: input.lastName,
            birth_date: input.birthDate,
            phone_number: input.phoneNumber,
            company: input.company ?? null,
            description: input.description ?? null,
            identification_type: input.identificationType ?? null,
            identification_number: input.identificationNumber ?? null,
            ...(input.language ? { language: input.language } : {}),
            ...(input.region ? { region: input.region } : {}),
            updated_at: new Date(),
          } as Partial<User>)
          .where({ id: userId });
        await changed(userId, trx);
      });
      return loadOwner(userId);
    },

    async updateAccount(userId: number, sessionId: string, input: AccountChange) {
      await checkPassword(userId, input.currentPassword);
      const user = await User.query(db).findById(userId);
      if (!user) throw notFound('USER_NOT_FOUND');
      let emailLink: string | undefined;
      const newEmail =
        input.email && input.email.toLowerCase() !== user.email.toLowerCase() ? input.email : null;
      if (newEmail) {
        const taken = await db('users').where({ email: newEmail }).first('id');
        if (taken) {
          throw new AppError('EMAIL_TAKEN', 409, {
            fields: [{ field: 'email', key: 'codes.EMAIL_TAKEN' }],
          });
        }
      }
      const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
      await db.transaction(async (trx) => {
        const now = new Date();
        await User.query(trx)
          .patch({
            ...(input.phoneNumber ? { phone_number: input.phoneNumber } : {}),
            ...(newEmail ? { pending_email: newEmail } : {}),
            ...(passwordHash ? { password_hash: passwordHash, password_changed_at: now } : {}),
            updated_at: new Date(),
          } as Partial<User>)
          .where({ id: userId });
        if (newEmail) {
          await retireLinks(trx, userId, 'change_email');
          emailLink = await createLink(trx, userId, 'change_email', newEmail);
        }
        if (passwordHash) {
          await tokens.revokeAll('user', userId, { except: sessionId, trx });
          await notice(trx, userId, 'passwordChanged', passwordRef(userId, now));
        }
      });
      if (newEmail && emailLink) {
        await mail.deliver(
          changeEmailMail(publicUrl, { ...recipient(user), email: newEmail }, emailLink),
        );
      }
      return loadOwner(userId);
    },

    async updatePrivacy(userId: number, privacy: Privacy) {
      await User.query(db)
        .patch({ privacy } as Partial<User>)
        .where({ id: userId });
      return loadOwner(userId);
    },

    async updateNotifications(userId: number, notifications: Notifications) {
      await User.query(db)
        .patch({ notifications } as Partial<User>)
        .where({ id: userId });
      return loadOwner(userId);
    },

    /** Everything kept about the user, for the data-rights download. */
    async exportData(userId: number) {
      const owner = await loadOwner(userId);
      const sessions = await db('auth_sessions')
        .where({ subject_type: 'user', subject_id: userId })
        .orderBy('created_at', 'desc')
        .select('created_at', 'expires_at', 'revoked_at', 'user_agent', 'ip');
      const socialAccounts = await db('social_identities')
        .where({ user_id: userId })
        .select('provider', 'email', 'created_at');
      const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
      return {
        exportedAt: new Date().toISOString(),
        account: owner,
        sessions: sessions.map((session) => ({
          ...session,
          created_at: iso(session.created_at),
          expires_at: iso(session.expires_at),
          revoked_at: iso(session.revoked_at),
        })),
        socialAccounts: socialAccounts.map((social) => ({
          ...social,
          created_at: iso(social.created_at),
        })),
        messages: await deps.userMessages(userId),
        whatsappNumber: await deps.userWhatsAppNumber(userId),
        addresses: owner.addresses,
        notificationSettings: owner.notifications,
        ...(await deps.exportSections(userId)),
      };
    },

    /** What closing the account would do: its open jobs, cancelled or keeping it open. */
    async closingPreview(userId: number) {
      await loadOwner(userId);
      const jobs = await deps.openWork.openJobs(userId);
      return { canClose: jobs.every((job) => job.refusal === null), jobs };
    },

    /**
     * Closes an account: its open jobs are cancelled under the job rules (refused, changing
     * nothing, while a paid one is not finished nor refunded), every session ends, the profile
     * disappears at once and personal data is replaced; the row (and its payments and jobs)
     * stays for the retention period. A closed account has no name: others see its side
     * ("Cliente de Prosk", `common/people.ts`).
     */
    async closeAccount(userId: number, currentPassword: string) {
      await checkPassword(userId, currentPassword);
      await db.transaction(async (trx) => {
        // Who is told: the account as it was, since closing replaces it.
        const last = await User.query(trx)
          .findById(userId)
          .select('email', 'first_name', 'language', 'region', 'profile_img')
          .forUpdate();
        // The picture is no one's any more: its file goes once this commits.
        const picture = storedKeysOf([last?.profile_img]);
        if (picture.length > 0) {
          await events.emit(trx, { type: 'files.forgotten', userId, keys: picture });
        }
        // Each job cancelled tells its other side (`job.changed`) in this transaction.
        await deps.openWork.cancelOpenJobs(trx, userId);
        const anonymous = `closed${userId}`;
        await User.query(trx)
          .patch({
            username: `x${String(userId).padStart(7, '0')}`.slice(0, 20).padEnd(8, '0'),
            first_name: '',
            last_name: '',
            email: `${anonymous}@closed.invalid`,
            ...PERSONAL_DATA_EMPTIED,
            profile_img: null,
            password_hash: null,
            closed_at: new Date(),
          } as Partial<User>)
          .where({ id: userId });
        await forgetLinkedData(trx, tokens, userId);
        await changed(userId, trx);
        if (last) {
          await notice(trx, userId, 'closed', `closed:${userId}`, {
            email: last.email,
            firstName: last.first_name,
            language: last.language,
            region: last.region,
          });
        }
      });
    },

    /**
     * The retention period (privacy text §6, spec point 9): a closed account is kept
     * DATA_RETENTION_YEARS from its closing or its last transaction, the later; then what is
     * left of it is deleted or anonymised so that nothing links to the person. `now` is the
     * clock (tests move it). Answers the ids forgotten.
     */
    async forgetExpired(now: Date = new Date()) {
      const limit = retentionLimit(now);
      const closed = await db('users')
        .whereNotNull('closed_at')
        .whereNull('forgotten_at')
        .where('closed_at', '<', limit)
        .orderBy('id')
        .limit(500)
        .pluck('id');
      const forgotten: number[] = [];
      for (const id of closed.map(Number)) {
        const last = await deps.retention.lastTransaction(id);
        if (last && last >= limit) continue;
        await db.transaction(async (trx) => {
          // The picture went at the closing; what the modules kept goes now.
          const keys = await deps.retention.forget(trx, id);
          if (keys.length > 0)
            await events.emit(trx, { type: 'files.forgotten', userId: id, keys });
          await trx('auth_sessions').where({ subject_type: 'user', subject_id: id }).delete();
          await trx('account_tokens').where({ user_id: id }).delete();
          await trx('addresses').where({ user_id: id }).delete();
          await trx('social_identities').where({ user_id: id }).delete();
          await trx('users')
            .where({ id })
            .update({ ...PERSONAL_DATA_EMPTIED, profile_img: null, forgotten_at: now });
          await changed(id, trx);
        });
        forgotten.push(id);
      }
      return forgotten;
    },

    addresses: {
      async list(userId: number) {
        return Address.query(db)
          .where({ user_id: userId })
          .orderBy([{ column: 'is_default', order: 'desc' }, 'id']);
      },

      async create(userId: number, input: AddressInput) {
        return db.transaction((trx) => insertAddress(trx, events, userId, input));
      },

      async update(userId: number, id: number, input: AddressInput) {
        return db.transaction(async (trx) => {
          const { after } = await updateAddressIn(trx, userId, id, input);
          await changed(userId, trx);
          return after;
        });
      },

      async remove(userId: number, id: number) {
        await db.transaction(async (trx) => {
          await trx.raw('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
          const current = await Address.query(trx).findOne({ id, user_id: userId });
          if (!current) throw notFound();
          await trx('addresses').where({ id }).delete();
          if (current.is_default) {
            const next = await trx('addresses')
              .where({ user_id: userId })
              .orderBy('id')
              .first('id');
            if (next) await trx('addresses').where({ id: next.id }).update({ is_default: true });
          }
          await changed(userId, trx);
        });
      },
    },
  };
}

/**
 * What an account made by a provider starts with: the provider's names, e-mail (verified) and
 * picture, and a username from the person's name plus digits, retried on the rare collision.
 */
async function socialAccount(
  trx: Knex.Transaction,
  profile: SocialProfile,
): Promise<Partial<User>> {
  const letters = `${profile.firstName}${profile.lastName}`
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, 14);
  for (let attempt = 0; ; attempt += 1) {
    const digits = String(randomInt(100000, 999999));
    const username = `${letters || 'user'}${digits}`.slice(0, 20).padEnd(8, '0');
    const taken = await trx('users').where({ username }).first('id');
    if (taken && attempt < 5) continue;
    return {
      type_user: USER_TYPE.client,
      username,
      first_name: profile.firstName || '-',
      last_name: profile.lastName || '-',
      email: profile.email!,
      email_verified_at: new Date(),
      profile_img: profile.picture,
    };
  }
}

/**
 * A sign-up that nobody verified, taken over by the person a provider vouches for: whatever
 * its registrant chose (password, names, username, phone, profile, addresses, settings) goes,
 * every session and mailed link ends, and the account starts as a new social account would.
 * Only the row (its id), a staff ban and the test-user flag stay.
 */
async function startClean(
  trx: Knex.Transaction,
  tokens: Platform['tokens'],
  userId: number,
  profile: SocialProfile,
) {
  const reset = trx.raw('DEFAULT');
  await trx('users')
    .where({ id: userId })
    .update({
      ...(await socialAccount(trx, profile)),
      password_hash: null,
      password_changed_at: new Date(),
      ...PERSONAL_DATA_EMPTIED,
      language: reset,
      region: reset,
      privacy: reset,
      notifications: reset,
      updated_at: new Date(),
    });
  await forgetLinkedData(trx, tokens, userId);
}

export type AccountsService = ReturnType<typeof createAccountsService>;
