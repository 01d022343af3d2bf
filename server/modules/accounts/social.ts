/**
 * Google and Facebook sign-in, the relying-party half: the authorization URL with its signed
 * state cookie, and the callback that turns a code into a verified profile. Google goes through
 * openid-client (discovery, PKCE, id_token signature, issuer, audience and nonce checks);
 * Facebook is plain OAuth 2 against Graph. Without credentials, outside production, both point
 * at the local emulator (server/emulators/oauth). Account linking is the service's job.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import { AppError } from '../../platform';
import type { Logger } from '../../platform/logger';

export type SocialProvider = 'google' | 'facebook';

export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable user id (Google `sub`, Facebook app-scoped `id`). */
  subject: string;
  /** Lower-cased; null when the person did not share one. */
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | null;
}

export interface SocialSignIn {
  providers(): SocialProvider[];
  start(provider: SocialProvider, redirectUri: string): Promise<{ url: string; cookie: string }>;
  finish(
    provider: SocialProvider,
    params: { code: string; state: string; error?: string },
    cookie: string | undefined,
  ): Promise<SocialProfile>;
}

/** The emulator has no registration; these are the credentials it is used with. */
const EMULATOR_CLIENT = { id: 'prosk-local', secret: 'prosk-local-secret' } as const;
const EMULATOR_PREFIX = '/emulators/oauth';
/** The cookie outlives no real consent screen; the providers' codes last as long. */
const COOKIE_TTL_SECONDS = 10 * 60;
/** Separates this cookie's MACs from anything else signed with the same secret (it defaults to JWT_SECRET). */
const COOKIE_MAC_CONTEXT = 'prosk:social-sign-in-cookie:v1';
const HTTP_TIMEOUT_SECONDS = 10;
const FACEBOOK_SCOPE = 'email,public_profile';

interface CookiePayload {
  provider: SocialProvider;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  /** Seconds since the epoch. */
  exp: number;
}

const FAILURE_CODE: Record<SocialProvider, string> = {
  google: 'AUTH_SOCIAL_GOOGLE_FAILED',
  facebook: 'AUTH_SOCIAL_FACEBOOK_FAILED',
};

/** An internal reason for a failed sign-in: logged as is, never sent to the client. */
class SocialFailure extends Error {
  override name = 'SocialFailure';
}

const fail = (reason: string): never => {
  throw new SocialFailure(reason);
};

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** "Ana María Rodríguez" → Ana / María Rodríguez: the first word is the given name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Providers compare the redirect URI exactly, and openid-client rebuilds it from the callback URL
 * without its query, so only a plain absolute URL round-trips.
 */
function checkRedirectUri(redirectUri: string): void {
  const url = new URL(redirectUri);
  if (!['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '') {
    throw new TypeError('redirectUri must be an absolute http(s) URL without query or fragment');
  }
}

export function createSocialSignIn(
  config: Config,
  options: { logger?: Pick<Logger, 'warn'> } = {},
): SocialSignIn {
  const { social, publicUrl, cookieSecret } = config;
  const emulatorUrl = `${publicUrl}${EMULATOR_PREFIX}`;
  const googleOnEmulator = social.google.clientId === undefined && social.emulator;
  const facebookOnEmulator = social.facebook.appId === undefined && social.emulator;

  const google = googleOnEmulator
    ? { ...EMULATOR_CLIENT, issuer: `${emulatorUrl}/google` }
    : social.google.clientId && social.google.clientSecret
      ? {
          id: social.google.clientId,
          secret: social.google.clientSecret,
          issuer: social.google.issuer,
        }
      : undefined;
  const graphVersion = encodeURIComponent(social.facebook.graphVersion);
  const facebook = facebookOnEmulator
    ? {
        ...EMULATOR_CLIENT,
        dialog: `${emulatorUrl}/facebook/${graphVersion}/dialog/oauth`,
        graph: `${emulatorUrl}/facebook/${graphVersion}`,
      }
    : social.facebook.appId && social.facebook.appSecret
      ? {
          id: social.facebook.appId,
          secret: social.facebook.appSecret,
          dialog: `https://www.facebook.com/${graphVersion}/dialog/oauth`,
          graph: `https://graph.facebook.com/${graphVersion}`,
        }
      : undefined;

  // --- the signed cookie ------------------------------------------------------------------

  const mac = (body: string) =>
    createHmac('sha256', cookieSecret).update(`${COOKIE_MAC_CONTEXT}.${body}`).digest('base64url');

  function sealCookie(payload: CookiePayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${mac(body)}`;
  }

  function openCookie(cookie: string | undefined, provider: SocialProvider): CookiePayload {
    const [body, signature, extra] = (cookie ?? '').split('.');
    if (!body || !signature || extra !== undefined) return fail('missing or malformed cookie');
    if (!sameText(signature, mac(body))) return fail('cookie signature mismatch');
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return fail('cookie payload is not JSON');
    }
    const p = (parsed ?? {}) as Record<string, unknown>;
    const fields = ['state', 'nonce', 'verifier', 'redirectUri'] as const;
    if (
      (p.provider !== 'google' && p.provider !== 'facebook') ||
      fields.some((f) => typeof p[f] !== 'string') ||
      typeof p.exp !== 'number'
    ) {
      return fail('cookie payload has the wrong shape');
    }
    const payload = p as unknown as CookiePayload;
    if (payload.exp <= Math.floor(Date.now() / 1000)) return fail('cookie expired');
    if (payload.provider !== provider) return fail('cookie belongs to another provider');
    return payload;
  }

  // --- Google through openid-client -----------------------------------------------------------

  let googleConfiguration: Promise<oidc.Configuration> | undefined;

  /** Discovered once and kept (JWKS cache included); a failed discovery is retried next time. */
  function googleClient(): Promise<oidc.Configuration> {
    if (!google) return Promise.reject(new SocialFailure('google is not configured'));
    googleConfiguration ??= oidc
      .discovery(
        new URL(google.issuer),
        google.id,
        google.secret,
        oidc.ClientSecretPost(google.secret),
        {
          execute: [
            // openid-client skips the id_token signature when the token came straight from the
            // token endpoint (TLS vouches for it); we check it against the JWKS all the same,
            // which also keeps the emulator's plain-http exchange honest.
            oidc.enableNonRepudiationChecks,
            // Plain http is allowed only for the local emulator, never for a configured issuer.
            ...(googleOnEmulator ? [oidc.allowInsecureRequests] : []),
          ],
          timeout: HTTP_TIMEOUT_SECONDS,
        },
      )
      .catch((error: unknown) => {
        googleConfiguration = undefined;
        throw error;
      });
    return googleConfiguration;
  }

  async function startGoogle(redirectUri: string) {
    const client = await googleClient();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // Lets someone with several Google accounts choose instead of reusing the last one.
      prompt: 'select_account',
    });
    return { url: url.href, payload: { state, nonce, verifier } };
  }

  async function finishGoogle(payload: CookiePayload, code: string): Promise<SocialProfile> {
    const client = await googleClient();
    const callback = new URL(payload.redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', payload.state);
    // Checks state and PKCE, then the id_token: signature (JWKS), iss, aud, exp, iat and nonce.
    const tokens = await oidc.authorizationCodeGrant(client, callback, {
      pkceCodeVerifier: payload.verifier,
      expectedState: payload.state,
      expectedNonce: payload.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims() ?? fail('no id_token claims');
    const email = asString(claims.email)?.toLowerCase() ?? null;
    // Older Google tokens carried the flag as a string.
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    const split = splitName(asString(claims.name) ?? '');
    return {
      provider: 'google',
      subject: claims.sub,
      email,
      emailVerified: email !== null && verified,
      firstName: asString(claims.given_name) ?? split.firstName,
      lastName: asString(claims.family_name) ?? split.lastName,
      picture: asString(claims.picture) ?? null,
    };
  }

  // --- Facebook as plain OAuth 2 ------------------------------------------------------------

  async function graphGet(url: URL): Promise<Record<string, unknown>> {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_SECONDS * 1000),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok || body === null || typeof body !== 'object') {
      // Graph's error type and code say what went wrong without echoing any token.
      const error = (body as { error?: { type?: unknown; code?: unknown } } | undefined)?.error;
      return fail(
        `graph answered ${response.status} ${String(error?.type ?? '')} ${String(error?.code ?? '')}`.trim(),
      );
    }
    return body as Record<string, unknown>;
  }

  function startFacebook(redirectUri: string) {
    if (!facebook) return fail('facebook is not configured');
    // Facebook is not OpenID here: no nonce, and its manual flow takes no PKCE verifier.
    const state = randomBytes(32).toString('base64url');
    const url = new URL(facebook.dialog);
    url.search = new URLSearchParams({
      client_id: facebook.id,
      redirect_uri: redirectUri,
      state,
      scope: FACEBOOK_SCOPE,
      response_type: 'code',
    }).toString();
    return { url: url.href, payload: { state, nonce: '', verifier: '' } };
  }

  async function finishFacebook(payload: CookiePayload, code: string): Promise<SocialProfile> {
    if (!facebook) return fail('facebook is not configured');
    const exchange = new URL(`${facebook.graph}/oauth/access_token`);
    exchange.search = new URLSearchParams({
      client_id: facebook.id,
      client_secret: facebook.secret,
      redirect_uri: payload.redirectUri,
      code,
    }).toString();
    const token = asString((await graphGet(exchange)).access_token) ?? fail('no access_token');
    const me = new URL(`${facebook.graph}/me`);
    me.search = new URLSearchParams({
      fields: 'id,name,email,picture',
      access_token: token,
      // Proves the call comes from the app's server; required when "Require App Secret" is on.
      appsecret_proof: createHmac('sha256', facebook.secret).update(token).digest('hex'),
    }).toString();
    const profile = await graphGet(me);
    const subject = asString(profile.id) ?? fail('profile without id');
    const email = asString(profile.email)?.toLowerCase() || null;
    const picture = (profile.picture as { data?: { url?: unknown; is_silhouette?: unknown } })
      ?.data;
    return {
      provider: 'facebook',
      subject,
      email,
      // Facebook only releases an e-mail it has confirmed.
      emailVerified: email !== null,
      ...splitName(asString(profile.name) ?? ''),
      // The grey silhouette is no picture of the person.
      picture: picture?.is_silhouette === true ? null : (asString(picture?.url) ?? null),
    };
  }

  // --- the public face ------------------------------------------------------------------------

  function providers(): SocialProvider[] {
    return [...(google ? ['google' as const] : []), ...(facebook ? ['facebook' as const] : [])];
  }

  function failure(provider: SocialProvider, stage: 'start' | 'finish', error: unknown): AppError {
    type Described = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown };
    const e = error as Described | undefined;
    const cause = e?.cause instanceof Error ? (e.cause as Described) : undefined;
    // Codes and messages only: library errors may carry claims, tokens or response bodies.
    options.logger?.warn(
      {
        provider,
        stage,
        reason: String(e?.code ?? e?.name ?? 'unknown'),
        detail: String(e?.message ?? ''),
        ...(cause
          ? { cause: `${String(cause.code ?? cause.name)}: ${String(cause.message)}` }
          : {}),
      },
      'social sign-in failed',
    );
    return new AppError(FAILURE_CODE[provider], 400);
  }

  return {
    providers,

    async start(provider, redirectUri) {
      checkRedirectUri(redirectUri);
      try {
        const { url, payload: secrets } =
          provider === 'google' ? await startGoogle(redirectUri) : startFacebook(redirectUri);
        const cookie = sealCookie({
          provider,
          ...secrets,
          redirectUri,
          exp: Math.floor(Date.now() / 1000) + COOKIE_TTL_SECONDS,
        });
        return { url, cookie };
      } catch (error) {
        throw failure(provider, 'start', error);
      }
    },

    async finish(provider, params, cookie) {
      try {
        const payload = openCookie(cookie, provider);
        if (typeof params.state !== 'string' || !sameText(params.state, payload.state)) {
          fail('state mismatch');
        }
        if (params.error !== undefined) fail(`provider answered ${params.error.slice(0, 40)}`);
        if (typeof params.code !== 'string' || params.code === '') fail('no code');
        return provider === 'google'
          ? await finishGoogle(payload, params.code)
          : await finishFacebook(payload, params.code);
      } catch (error) {
        throw failure(provider, 'finish', error);
      }
    },
  };
}
