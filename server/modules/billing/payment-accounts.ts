/**
 * A prosker's Mercado Pago account, linked by OAuth: the authorization page of the region,
 * a single-use state bound to the user (stored hashed, 10 minutes), the code exchanged with the
 * marketplace's credentials, tokens sealed at rest and refreshed before they expire. Tokens
 * never leave this file in clear except to call Mercado Pago.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { OAuth } from 'mercadopago';
import type { Region } from '../../../common/regions';
import { AppError, type Platform } from '../../platform';
import { mpConfig, mpErrorBody } from './mp-client';
import type { Sealer } from './sealer';

const STATE_TTL_MS = 10 * 60 * 1000;
/** Refresh a seller's token when it has less than this left (tokens last 180 days). */
const REFRESH_MARGIN_MS = 30 * 24 * 60 * 60 * 1000;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** What Mercado Pago answers when a code or a refresh token is exchanged for a seller's tokens. */
export interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  public_key?: string;
  user_id?: number;
  expires_in?: number;
  live_mode?: boolean;
}

/**
 * The columns of a seller's link from Mercado Pago's token answer, its tokens sealed: how a link
 * is stored, by the OAuth callback, a refresh and the demo data alike.
 */
export function linkColumns(sealer: Sealer, answer: TokenAnswer) {
  if (!answer.access_token || !answer.refresh_token || !answer.user_id) {
    throw new AppError('PAYMENT_ACCOUNT_LINK_FAILED', 502);
  }
  return {
    mp_user_id: answer.user_id,
    access_token_enc: sealer.seal(answer.access_token),
    refresh_token_enc: sealer.seal(answer.refresh_token),
    public_key: answer.public_key ?? null,
    expires_at: new Date(Date.now() + (answer.expires_in ?? 0) * 1000),
    live_mode: Boolean(answer.live_mode),
  };
}

/** Users with a linked account, among `userIds` (profile completeness reads it). */
export async function linkedPaymentAccounts(db: Knex, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db('payment_accounts').whereIn('user_id', userIds).select('user_id');
  return new Set(rows.map((r) => Number(r.user_id)));
}

/** Mercado Pago refused to refresh a seller's token (the token expiring at `expiresAt`). */
class RefreshRefused extends Error {
  constructor(
    readonly expiresAt: Date,
    cause: unknown,
  ) {
    super('Mercado Pago refused to refresh the token', { cause });
  }
}

export function createPaymentAccounts(platform: Platform, sealer: Sealer) {
  const { db, config, logger, events } = platform;
  const mp = config.mercadoPago;
  const redirectUri = `${config.publicUrl}/user/mercado-pago/callback`;

  const tokenRow = (answer: TokenAnswer) => linkColumns(sealer, answer);

  /**
   * Tells the seller their link is failing (`linkFailing`): Mercado Pago refused to refresh the
   * token. Its own transaction, since the refresh's rolled back; the ref names the token (its
   * expiry), so the daily retries of one token are told once.
   */
  async function linkFailing(userId: number, expiresAt: Date) {
    await db.transaction(async (trx) => {
      await events.emit(trx, {
        type: 'billing.changed',
        userId,
        change: 'linkFailing',
        ref: `link:${userId}:${expiresAt.getTime()}`,
        date: expiresAt.toISOString(),
      });
    });
  }

  async function refreshRow(userId: number, trx: Knex.Transaction) {
    const row = await trx('payment_accounts').where({ user_id: userId }).forUpdate().first();
    if (!row) return undefined;
    if (new Date(row.expires_at).getTime() - Date.now() > REFRESH_MARGIN_MS) return row;
    let answer: TokenAnswer;
    try {
      answer = (await new OAuth(mpConfig(mp.accessToken, { timeoutMs: mp.timeoutMs })).refresh({
        body: {
          client_id: mp.clientId,
          client_secret: mp.clientSecret,
          refresh_token: sealer.open(row.refresh_token_enc),
        },
      })) as TokenAnswer;
    } catch (error) {
      // Mercado Pago answered no (a revoked or spent refresh token): the link will stop working.
      // An outage is not the link's fault; the next run tries again.
      const status = mpErrorBody(error)?.status ?? 0;
      if (status >= 400 && status < 500) throw new RefreshRefused(new Date(row.expires_at), error);
      throw error;
    }
    const [updated] = await trx('payment_accounts')
      .where({ user_id: userId })
      .update({ ...tokenRow(answer), refreshed_at: new Date() })
      .returning('*');
    logger.info({ userId }, 'payment account token refreshed');
    return updated;
  }

  /** Refreshes the seller's token when close to expiry; a refusal is told to the seller. */
  async function refresh(userId: number) {
    try {
      return await db.transaction((trx) => refreshRow(userId, trx));
    } catch (error) {
      if (error instanceof RefreshRefused) {
        await linkFailing(userId, error.expiresAt).catch((failure: unknown) =>
          logger.error({ err: failure, userId }, 'a failing payment account link not told'),
        );
      }
      throw error;
    }
  }

  return {
    /** Where to send the prosker to authorize us, with a fresh state bound to them. */
    async authorizationUrl(userId: number, region: Region) {
      const state = randomBytes(24).toString('base64url');
      await db('payment_link_states').where('expires_at', '<', new Date()).delete();
      await db('payment_link_states').insert({
        state_hash: hash(state),
        user_id: userId,
        region,
        expires_at: new Date(Date.now() + STATE_TTL_MS),
      });
      const url = new URL(mp.authUrl[region]);
      url.search = new URLSearchParams({
        client_id: mp.clientId,
        response_type: 'code',
        platform_id: 'mp',
        redirect_uri: redirectUri,
        state,
        ...(mp.emulator ? { country: region } : {}),
      }).toString();
      return url.toString();
    },

    /** The callback: the state must be this user's and fresh; the code is exchanged once. */
    async completeLink(userId: number, code: string, state: string) {
      const [pending] = await db('payment_link_states')
        .where({ state_hash: hash(state), user_id: userId })
        .where('expires_at', '>', new Date())
        .delete()
        .returning('region');
      if (!pending) throw new AppError('PAYMENT_ACCOUNT_LINK_FAILED', 400);
      let answer: TokenAnswer;
      try {
        answer = (await new OAuth(mpConfig(mp.accessToken, { timeoutMs: mp.timeoutMs })).create({
          body: {
            client_id: mp.clientId,
            client_secret: mp.clientSecret,
            code,
            redirect_uri: redirectUri,
          },
        })) as TokenAnswer;
      } catch (error) {
        logger.warn({ err: error, userId }, 'Mercado Pago refused the authorization code');
        throw new AppError('PAYMENT_ACCOUNT_LINK_FAILED', 400);
      }
      await db.transaction(async (trx) => {
        await trx('payment_accounts')
          .insert({ user_id: userId, region: pending.region, ...tokenRow(answer) })
          .onConflict('user_id')
          .merge();
        await events.emit(trx, { type: 'user.changed', userId });
      });
      return this.status(userId);
    },

    async unlink(userId: number) {
      await db.transaction(async (trx) => {
        await trx('payment_accounts').where({ user_id: userId }).delete();
        await events.emit(trx, { type: 'user.changed', userId });
      });
    },

    /** What the owner may see: never a token. */
    async status(userId: number) {
      const row = await db('payment_accounts').where({ user_id: userId }).first();
      return row
        ? {
            linked: true as const,
            mercadoPagoUserId: Number(row.mp_user_id),
            region: row.region as Region,
            liveMode: Boolean(row.live_mode),
            linkedAt: new Date(row.linked_at).toISOString(),
          }
        : { linked: false as const };
    },

    /** A seller's usable access token (refreshed first when close to expiry), or undefined. */
    async sellerToken(userId: number): Promise<{ token: string; region: Region } | undefined> {
      let row = await db('payment_accounts').where({ user_id: userId }).first();
      // Only a token close to expiry takes the row lock (one refresh, however many callers).
      if (row && new Date(row.expires_at).getTime() - Date.now() <= REFRESH_MARGIN_MS) {
        row = await refresh(userId);
      }
      return row ? { token: sealer.open(row.access_token_enc), region: row.region } : undefined;
    },

    /** The seller behind a Mercado Pago user id (notifications carry it). */
    async sellerByMpUser(mpUserId: number) {
      const row = await db('payment_accounts').where({ mp_user_id: mpUserId }).first('user_id');
      return row ? this.sellerToken(Number(row.user_id)) : undefined;
    },

    /** Scheduled: refresh every token that expires within the margin. */
    async refreshExpiring() {
      const due = await db('payment_accounts')
        .where('expires_at', '<', new Date(Date.now() + REFRESH_MARGIN_MS))
        .select('user_id');
      for (const { user_id: id } of due) {
        try {
          await refresh(Number(id));
        } catch (error) {
          logger.warn({ err: error, userId: Number(id) }, 'payment account refresh failed');
        }
      }
      return due.length;
    },
  };
}

export type PaymentAccounts = ReturnType<typeof createPaymentAccounts>;
