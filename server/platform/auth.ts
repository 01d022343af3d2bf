/**
 * Bearer tokens are JWTs that name a server-side session; every request checks the session in
 * the database, so signing out or a ban ends access at once on every instance.
 */
import { createSecretKey, randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import { AppError, unauthorized } from './errors';

export type SubjectType = 'user' | 'staff';

export interface AuthState {
  subjectType: SubjectType;
  subjectId: number;
  sessionId: string;
  role?: string;
}

/** argon2id with the parameters the accounts issue fixes (m=19456 KiB, t=2, p=1). */
const ARGON2_OPTIONS = {
  type: argon2.argon2id as 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
}

interface TokenClaims {
  sub: string;
  typ: SubjectType;
  jti: string;
}

export function createTokenService(db: Knex, options: { secret: string; ttlSeconds: number }) {
  // A key object made once: given a text, jsonwebtoken tries (and fails) to read it as a public
  // key on every verification, which costs far more than the signature check itself.
  const key = createSecretKey(Buffer.from(options.secret, 'utf8'));

  /**
   * Verifies the signature and expiry alone: who the token names, with its session id. The
   * session may have ended since; `verify` checks that too.
   */
  function claims(token: string): AuthState {
    let verified: TokenClaims;
    try {
      verified = jwt.verify(token, key, { algorithms: ['HS256'] }) as TokenClaims;
    } catch {
      throw unauthorized('AUTH_INVALID_TOKEN');
    }
    return { subjectType: verified.typ, subjectId: Number(verified.sub), sessionId: verified.jti };
  }

  /** Sessions neither revoked nor expired, as `s`. */
  const open = () =>
    db('auth_sessions as s').whereNull('s.revoked_at').where('s.expires_at', '>', db.fn.now());

  const claimed = (auth: AuthState) => ({
    's.id': auth.sessionId,
    's.subject_type': auth.subjectType,
    's.subject_id': auth.subjectId,
  });

  /** The session a token claims while it is open, as `s` (a check may join what it needs). */
  const openSession = (auth: AuthState) => open().where(claimed(auth));

  return {
    async issue(
      subjectType: SubjectType,
      subjectId: number,
      meta: { userAgent?: string; ip?: string } = {},
      trx?: Knex.Transaction,
    ): Promise<string> {
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + options.ttlSeconds * 1000);
      await (trx ?? db)('auth_sessions').insert({
        id: sessionId,
        subject_type: subjectType,
        subject_id: subjectId,
        expires_at: expiresAt,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip ?? null,
      });
      return jwt.sign({ typ: subjectType, jti: sessionId }, key, {
        algorithm: 'HS256',
        subject: String(subjectId),
        expiresIn: options.ttlSeconds,
      });
    },

    claims,

    openSession,

    /** The session a token claims, open or ended, as `s`; `isOpen` selects whether it is open. */
    session: (auth: AuthState) => db('auth_sessions as s').where(claimed(auth)),
    isOpen: () => db.raw('(s.revoked_at IS NULL AND s.expires_at > now()) AS open'),

    /** Verifies signature, expiry and that the session is still open. */
    async verify(token: string): Promise<AuthState> {
      const auth = claims(token);
      if (!(await openSession(auth).first('s.id'))) throw unauthorized('AUTH_INVALID_TOKEN');
      return auth;
    },

    /** Which of these sessions of the subject type are still open (neither revoked nor expired). */
    async openSessions(sessionIds: string[], subjectType: SubjectType): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      // One array parameter, however many sockets an instance holds.
      const rows = await open()
        .whereRaw('s.id = ANY(?::uuid[])', [sessionIds])
        .where({ 's.subject_type': subjectType })
        .select('s.id');
      return new Set(rows.map((r: { id: string }) => r.id));
    },

    async revoke(sessionId: string, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('auth_sessions')
        .where({ id: sessionId })
        .whereNull('revoked_at')
        .update({ revoked_at: db.fn.now() });
    },

    /** Ends every open session of a subject, optionally keeping one (the caller's). */
    async revokeAll(
      subjectType: SubjectType,
      subjectId: number,
      options: { except?: string; trx?: Knex.Transaction } = {},
    ): Promise<number> {
      const query = (options.trx ?? db)('auth_sessions')
        .where({ subject_type: subjectType, subject_id: subjectId })
        .whereNull('revoked_at');
      if (options.except) query.whereNot({ id: options.except });
      return query.update({ revoked_at: db.fn.now() });
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

/** The refusal of a try past its limit, with the seconds until the window resets. */
export function rateLimited(code: string, resetIn: number): AppError {
  return new AppError(code, 429, {
    params: { seconds: resetIn },
    headers: { 'Retry-After': String(resetIn) },
  });
}

/**
 * A fixed-window counter kept in PostgreSQL, so limits hold across instances. Windows are short
 * so that an attacker cannot lock a real user out for long.
 */
export function createRateLimiter(db: Knex) {
  return {
    /** Counts one try; past the limit, refuses with `code` (sign-in's own by default). */
    async hit(
      key: string,
      limit: number,
      windowSeconds: number,
      code = 'AUTH_RATE_LIMITED',
      trx?: Knex.Transaction,
    ): Promise<void> {
      // The counting lives in SQL (migration platform_rate_limit_hit) so that other statements
      // can count in the same call as their own change.
      const { rows } = await (trx ?? db).raw<{ rows: { hits: number; reset_in: number }[] }>(
        'SELECT hits, reset_in FROM rate_limit_hit(?, ?)',
        [key, windowSeconds],
      );
      const row = rows[0];
      if (row.hits > limit) throw rateLimited(code, row.reset_in);
    },
    async clear(key: string): Promise<void> {
      await db('rate_limits').where({ key }).delete();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
