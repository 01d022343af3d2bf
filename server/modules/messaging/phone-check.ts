/**
 * WhatsApp numbers confirmed by their owner: a code goes to the number by WhatsApp and the user
 * types it back. WhatsApp notices go only to a confirmed number (anyone can type a stranger's);
 * until then a WhatsApp choice goes by e-mail. The number is the account's own (`phone_number`,
 * accounts): once it changes it no longer matches the confirmed one, which stops counting.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import {
  PHONE_CODE_DIGITS,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  PHONE_CODES_PER_DAY,
  PHONE_CODES_PER_NUMBER,
  PHONE_CODES_PER_USER,
} from '../../../common/notifications';
import { whatsappDigits } from '../../../common/phone';
import { AppError, type Platform } from '../../platform';
import { readerOf, renderPhoneCode } from './notice-texts';
import type { NoticeContact, NotificationDeps } from './notifications';
import type { WhatsAppClient } from './whatsapp';

type Row = Record<string, unknown>;

export interface PhoneCheckStatus {
  /** The account's number, as typed; null when it has none. */
  phoneNumber: string | null;
  confirmed: boolean;
  /** While a code sent to this number may still be typed. */
  codeExpiresAt: string | null;
}

/** The numbers these users confirmed (user id → the E.164 number). */
export async function confirmedNumbers(
  db: Knex | Knex.Transaction,
  userIds: number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db('whatsapp_numbers')
    .whereIn('user_id', [...new Set(userIds)])
    .whereNotNull('confirmed_at')
    .select('user_id', 'e164');
  return new Map(rows.map((r) => [Number(r.user_id), String(r.e164)]));
}

/**
 * Where WhatsApp may reach the contact: their number in E.164, only when it is the one they
 * confirmed (their number and region make it; either changed, it is another number).
 */
export function confirmedDestination(
  contact: { userId: number; phone: string | null; region: string },
  confirmed: Map<number, string>,
): string | undefined {
  const to = whatsappDigits(contact.phone, contact.region);
  return to !== undefined && confirmed.get(contact.userId) === to ? to : undefined;
}

export function createPhoneCheck(
  platform: Platform,
  deps: Pick<NotificationDeps, 'contacts'>,
  whatsapp: WhatsAppClient,
  clock: () => Date,
) {
  const { db, config, rateLimiter, logger } = platform;

  /** A code is kept as an HMAC bound to its user and number: the table alone gives nothing. */
  const hashOf = (userId: number, to: string, code: string) =>
    createHmac('sha256', config.jwt.secret)
      .update(`phone-code:${userId}:${to}:${code}`)
      .digest('hex');

  async function contactOf(userId: number) {
    const contact = (await deps.contacts([userId])).get(userId);
    if (!contact) throw new AppError('USER_NOT_FOUND', 404);
    return contact;
  }

  /** The state of the contact's number now (its E.164 form is what a row confirms). */
  function statusOf(contact: NoticeContact, row: Row | undefined): PhoneCheckStatus {
    const to = whatsappDigits(contact.phone, contact.region);
    const current = to !== undefined && row?.e164 === to;
    const confirmed = current && row?.confirmed_at != null;
    const expires = row?.code_expires_at ? new Date(row.code_expires_at as string) : undefined;
    const pending =
      current &&
      !confirmed &&
      row?.code_hash != null &&
      expires !== undefined &&
      expires > clock() &&
      Number(row?.code_tries) < PHONE_CODE_TRIES;
    return {
      phoneNumber: contact.phone,
      confirmed,
      codeExpiresAt: pending ? expires.toISOString() : null,
    };
  }

  const rowOf = (reader: Knex | Knex.Transaction, userId: number) =>
    reader('whatsapp_numbers').where({ user_id: userId }).first();

  return {
    async status(userId: number): Promise<PhoneCheckStatus> {
      const contact = await contactOf(userId);
      return statusOf(contact, await rowOf(db, userId));
    },

    /**
     * Sends a new code to the account's number (the previous one stops working). The code is
     * stored before it is sent, and withdrawn when WhatsApp refuses it.
     */
    async sendCode(userId: number): Promise<PhoneCheckStatus> {
      const contact = await contactOf(userId);
      const to = whatsappDigits(contact.phone, contact.region);
      if (!to) throw new AppError('PHONE_REQUIRED', 422);
      const current = statusOf(contact, await rowOf(db, userId));
      if (current.confirmed) return current;
      await rateLimiter.hit(`phone-code:user:${userId}`, PHONE_CODES_PER_USER, 15 * 60);
      await rateLimiter.hit(`phone-code:user-day:${userId}`, PHONE_CODES_PER_DAY, 24 * 60 * 60);
      await rateLimiter.hit(`phone-code:number:${to}`, PHONE_CODES_PER_NUMBER, 60 * 60);
      await rateLimiter.hit(`phone-code:number-day:${to}`, PHONE_CODES_PER_DAY, 24 * 60 * 60);
      const code = String(randomInt(0, 10 ** PHONE_CODE_DIGITS)).padStart(PHONE_CODE_DIGITS, '0');
      const now = clock();
      const hash = hashOf(userId, to, code);
      const [row] = await db('whatsapp_numbers')
        .insert({
          user_id: userId,
          e164: to,
          code_hash: hash,
          code_expires_at: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000),
          code_tries: 0,
          confirmed_at: null,
          updated_at: now,
        })
        .onConflict('user_id')
        .merge()
        .returning('*');
      try {
        await whatsapp.send(to, renderPhoneCode(code, PHONE_CODE_MINUTES, readerOf(contact)));
      } catch (error) {
        // Never received: withdrawn, unless a newer code took its place meanwhile.
        await db('whatsapp_numbers')
          .where({ user_id: userId, code_hash: hash })
          .update({ code_hash: null, code_expires_at: null });
        logger.warn({ err: error, userId }, 'a WhatsApp number code was not sent');
        throw new AppError('PHONE_CODE_NOT_SENT', 502);
      }
      return statusOf(contact, row);
    },

    /** Confirms the number with the code sent to it; a wrong code counts as a try. */
    async confirm(userId: number, code: string): Promise<PhoneCheckStatus> {
      const contact = await contactOf(userId);
      const to = whatsappDigits(contact.phone, contact.region);
      const outcome = await db.transaction(async (trx) => {
        const row = await trx('whatsapp_numbers').where({ user_id: userId }).forUpdate().first();
        const pending = statusOf(contact, row).codeExpiresAt !== null;
        if (!row || !to || !pending) return { error: 'PHONE_CODE_EXPIRED' as const };
        const given = Buffer.from(hashOf(userId, to, code));
        const expected = Buffer.from(String(row.code_hash));
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          const [{ code_tries: tries }] = await trx('whatsapp_numbers')
            .where({ user_id: userId })
            .increment('code_tries', 1)
            .returning('code_tries');
          const left = PHONE_CODE_TRIES - Number(tries);
          // The wrong try is kept (committed) before the refusal.
          return left > 0
            ? { error: 'PHONE_CODE_INVALID' as const, left }
            : { error: 'PHONE_CODE_EXPIRED' as const };
        }
        const [confirmed] = await trx('whatsapp_numbers')
          .where({ user_id: userId })
          .update({
            confirmed_at: clock(),
            code_hash: null,
            code_expires_at: null,
            code_tries: 0,
            updated_at: clock(),
          })
          .returning('*');
        return { row: confirmed as Row };
      });
      if (outcome.error) {
        throw new AppError(outcome.error, 422, {
          ...(outcome.left ? { params: { tries: outcome.left } } : {}),
        });
      }
      return statusOf(contact, outcome.row);
    },
  };
}

export type PhoneCheck = ReturnType<typeof createPhoneCheck>;

/**
 * The WhatsApp number the user asked to confirm, for the data download: the number (E.164
 * digits) and when it was confirmed (null while a code is pending). The code itself is never
 * part of it: only its keyed hash is stored.
 */
export async function whatsappNumberOfUser(
  db: Knex,
  userId: number,
): Promise<{ number: string; confirmedAt: string | null } | null> {
  const row = await db('whatsapp_numbers').where({ user_id: userId }).first('e164', 'confirmed_at');
  if (!row) return null;
  return {
    number: String(row.e164),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
  };
}
