/**
 * Credentials: the marketplace's own token and public key (from the options) and the sellers'
 * tokens issued by the OAuth flow. Sellers' access tokens and public keys are signed with the
 * application's client secret, so a seller linked before a restart of the dev server can still
 * charge after it. Refresh tokens and codes live in memory only.
 *
 * Formats (opaque to the product, like Mercado Pago's):
 *   access token  APP_USR-{appId}-{issuedAt base36}{u|b}-{32 hex}-{userId}
 *   public key    APP_USR-{8 hex}-{4 hex}-{4 hex}-{u|b}{userId}
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { isSite, type Caller, type Site } from './core';
import { badRequest, queryParam, stableNumber, unauthorized } from './http';

/** 180 days, what Mercado Pago gives sellers' access tokens. */
export const ACCESS_TOKEN_SECONDS = 15_552_000;

const SITE_LETTER: Record<Site, string> = { MLU: 'u', MLB: 'b' };
const LETTER_SITE: Record<string, Site> = { u: 'MLU', b: 'MLB' };
const ACCESS_TOKEN = /^APP_USR-(\d+)-([0-9a-z]+)([ub])-([0-9a-f]{32})-(\d{1,15})$/;
const PUBLIC_KEY = /^APP_USR-([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([ub])(\d{1,15})$/;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class Credentials {
  /** Numeric application id, as in Mercado Pago's tokens (the client id when it is numeric). */
  readonly appId: string;
  /** The account that owns the application: the marketplace, collector of subscriptions. */
  readonly marketplaceUserId: number;

  constructor(
    private readonly options: {
      clientId: string;
      clientSecret: string;
      marketplaceAccessToken: string;
      publicKey: string;
    },
    private readonly now: () => Date,
  ) {
    this.appId = /^\d{1,19}$/.test(options.clientId)
      ? options.clientId
      : String(stableNumber(`app:${options.clientId}`, 1e15, 8e15));
    this.marketplaceUserId = stableNumber(`marketplace:${options.clientId}`, 1e8, 9e8);
  }

  private mac(...parts: string[]): string {
    return createHmac('sha256', this.options.clientSecret).update(parts.join('|')).digest('hex');
  }

  issueAccessToken(userId: number, site: Site): string {
    const issued = Math.floor(this.now().getTime() / 1000).toString(36);
    const letter = SITE_LETTER[site];
    const mac = this.mac('access', this.appId, issued, letter, String(userId)).slice(0, 32);
    return `APP_USR-${this.appId}-${issued}${letter}-${mac}-${userId}`;
  }

  sellerPublicKey(userId: number, site: Site): string {
    const letter = SITE_LETTER[site];
    const mac = this.mac('public-key', this.appId, letter, String(userId));
    return `APP_USR-${mac.slice(0, 8)}-${mac.slice(8, 12)}-${mac.slice(12, 16)}-${letter}${userId}`;
  }

  /** The caller behind an access token, or undefined when the token is unknown or expired. */
  accessToken(token: string, siteHint: Site | undefined): Caller | undefined {
    if (sameText(token, this.options.marketplaceAccessToken)) {
      return { kind: 'marketplace', userId: this.marketplaceUserId, site: siteHint ?? 'MLU' };
    }
    const match = ACCESS_TOKEN.exec(token);
    if (!match) return undefined;
    const [, appId, issued, letter, mac, userId] = match;
    if (appId !== this.appId) return undefined;
    if (!sameText(mac, this.mac('access', appId, issued, letter, userId).slice(0, 32))) {
      return undefined;
    }
    const issuedMs = parseInt(issued, 36) * 1000;
    if (issuedMs + ACCESS_TOKEN_SECONDS * 1000 <= this.now().getTime()) return undefined;
    return { kind: 'seller', userId: Number(userId), site: LETTER_SITE[letter] };
  }

  /** The account behind a public key (the browser's credential), or undefined. */
  publicKey(key: string, siteHint: Site | undefined): Caller | undefined {
    if (sameText(key, this.options.publicKey)) {
      return { kind: 'marketplace', userId: this.marketplaceUserId, site: siteHint ?? 'MLU' };
    }
    const match = PUBLIC_KEY.exec(key);
    if (!match) return undefined;
    const [, , , , letter, userId] = match;
    const site = LETTER_SITE[letter];
    if (!sameText(key, this.sellerPublicKey(Number(userId), site))) return undefined;
    return { kind: 'seller', userId: Number(userId), site };
  }
}

/**
 * `?site_id=MLU|MLB` picks the region for the marketplace's own credentials (one token and one
 * public key serve both countries); sellers' credentials carry their site.
 */
export function siteHint(ctx: Context): Site | undefined {
  const value = queryParam(ctx, 'site_id');
  if (value === undefined) return undefined;
  if (!isSite(value)) throw badRequest('invalid_site_id', 'site_id must be MLU or MLB');
  return value;
}

function bearerToken(ctx: Context): string | undefined {
  const header = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
  return header ?? queryParam(ctx, 'access_token');
}

/** The caller of a server-side endpoint: a bearer token (header or access_token query). */
export function authenticate(credentials: Credentials, ctx: Context): Caller {
  const token = bearerToken(ctx);
  const caller = token ? credentials.accessToken(token, siteHint(ctx)) : undefined;
  if (!caller) throw unauthorized();
  return caller;
}

/** Endpoints the browser calls accept `?public_key=` as well as a bearer token. */
export function authenticateClient(credentials: Credentials, ctx: Context): Caller {
  const key = queryParam(ctx, 'public_key');
  if (key !== undefined) {
    const caller = credentials.publicKey(key, siteHint(ctx));
    if (!caller) throw unauthorized('invalid public_key');
    return caller;
  }
  return authenticate(credentials, ctx);
}
