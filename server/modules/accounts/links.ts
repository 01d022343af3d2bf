/**
 * Single-use links sent by mail, and the key a sign-up leaves in its browser. The token is
 * random and only its SHA-256 is stored; using it is one UPDATE that succeeds once, so two
 * clicks cannot both pass.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export type LinkPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'sign_up_browser';

export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  verify_email: 48 * 3600,
  reset_password: 3600,
  change_email: 48 * 3600,
  // The browser that signed up (a cookie), for as long as its verification links may come.
  sign_up_browser: 48 * 3600,
};

/**
 * A verification link signs in (in the browser that signed up) only this long after it was
 * mailed, as long as a reset link lives: after that it still verifies (ADR 0026).
 */
export const SIGN_IN_BY_LINK_SECONDS = 3600;

/** What is stored of a single-use token: its SHA-256, never the token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const hash = tokenHash;

export async function createLink(
  trx: Knex | Knex.Transaction,
  userId: number,
  purpose: LinkPurpose,
  email?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx('account_tokens').insert({
    user_id: userId,
    purpose,
    token_hash: hash(token),
    email: email ?? null,
    expires_at: new Date(Date.now() + LINK_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

/**
 * Marks a link used and answers its row, or undefined when unknown, used or expired (or of
 * another user than `userId`, when given).
 */
export async function consumeLink(
  trx: Knex | Knex.Transaction,
  purpose: LinkPurpose,
  token: string,
  userId?: number,
): Promise<{ id: number; user_id: number; email: string | null; created_at: Date } | undefined> {
  const [row] = await trx('account_tokens')
    .where({ token_hash: hash(token), purpose })
    .modify((query) => {
      if (userId !== undefined) query.where({ user_id: userId });
    })
    .whereNull('used_at')
    .where('expires_at', '>', trx.fn.now())
    .update({ used_at: trx.fn.now() })
    .returning(['id', 'user_id', 'email', 'created_at']);
  return row;
}

/** Older unused links of the same purpose stop working when a new one is sent. */
export async function retireLinks(
  trx: Knex | Knex.Transaction,
  userId: number,
  purpose: LinkPurpose,
): Promise<void> {
  await trx('account_tokens')
    .where({ user_id: userId, purpose })
    .whereNull('used_at')
    .update({ used_at: trx.fn.now() });
}
