/**
 * Google as an OpenID Connect provider: discovery, consent, code + PKCE, RS256 id tokens, JWKS
 * and userinfo. Any non-empty client id is accepted (there is no registration), but the code is
 * bound to the client id, redirect URI, PKCE challenge and nonce of the authorization request.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { SignJWT } from 'jose';
import { sendConsentPage, type ConsentPage } from './consent';
import {
  EMAIL,
  languageOf,
  noStore,
  queryParam,
  randomToken,
  readForm,
  redirectBack,
  sha256Base64Url,
  stableNumericId,
  validRedirectUri,
} from './http';
import type { SigningKey } from './keys';
import { ExpiringMap } from './store';

const TEN_MINUTES = 10 * 60 * 1000;
const TOKEN_SECONDS = 3599;
const SCOPES = ['openid', 'email', 'profile'];
/** RFC 7636: a S256 challenge is 43 base64url characters; a verifier 43 to 128 unreserved ones. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const NAME_MAX = 100;

interface Identity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  picture: string;
  locale: string;
}

interface Authorization {
  clientId: string;
  redirectUri: string;
  state?: string;
  nonce?: string;
  codeChallenge: string;
  scopes: string[];
  loginHint?: string;
}

interface IssuedCode extends Authorization {
  identity: Identity;
}

interface AccessGrant {
  identity: Identity;
  scopes: string[];
}

function oauthError(ctx: Context, status: number, error: string, description: string): void {
  noStore(ctx);
  if (status === 401) ctx.set('WWW-Authenticate', `Bearer error="${error}"`);
  ctx.status = status;
  ctx.body = { error, error_description: description };
}

/** The claims a scope set releases, as Google does: e-mail with `email`, the rest with `profile`. */
function claimsFor(identity: Identity, scopes: string[]): Record<string, string | boolean> {
  const claims: Record<string, string | boolean> = {};
  if (scopes.includes('email')) {
    claims.email = identity.email;
    claims.email_verified = identity.emailVerified;
  }
  if (scopes.includes('profile')) {
    claims.name = `${identity.givenName} ${identity.familyName}`.trim();
    claims.given_name = identity.givenName;
    claims.family_name = identity.familyName;
    claims.picture = identity.picture;
    claims.locale = identity.locale;
  }
  return claims;
}

/** client_secret_basic or client_secret_post, never both (RFC 6749 2.3). */
function clientCredentials(
  ctx: Context,
  form: URLSearchParams,
): { id: string; secret: string } | undefined {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(ctx.get('authorization'));
  if (basic) {
    if (form.has('client_secret')) return undefined;
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    try {
      // RFC 6749 2.3.1: both halves are form-url-encoded before joining.
      const unescape = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
      const id = unescape(decoded.slice(0, colon));
      const secret = unescape(decoded.slice(colon + 1));
      const bodyId = form.get('client_id');
      if (!id || !secret || (bodyId !== null && bodyId !== id)) return undefined;
      return { id, secret };
    } catch {
      return undefined;
    }
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : undefined;
}

export function mountGoogle(
  router: Router,
  options: { prefix: string; baseUrl: string; signingKey: Promise<SigningKey> },
): void {
  const issuer = `${options.baseUrl}${options.prefix}/google`;
  const decisionPath = `${options.prefix}/google/authorize/decision`;
  const pending = new ExpiringMap<Authorization>(TEN_MINUTES);
  const codes = new ExpiringMap<IssuedCode>(TEN_MINUTES);
  /** Redeemed codes, kept so a replay also revokes what the first redemption issued. */
  const redeemed = new ExpiringMap<{ accessToken?: string }>(TEN_MINUTES);
  const accessTokens = new ExpiringMap<AccessGrant>(TOKEN_SECONDS * 1000);

  router.get('/google/.well-known/openid-configuration', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: SCOPES,
      grant_types_supported: ['authorization_code'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: [
        'iss',
        'aud',
        'sub',
        'iat',
        'exp',
        'nonce',
        'email',
        'email_verified',
        'name',
        'given_name',
        'family_name',
        'picture',
        'locale',
      ],
    };
  });

  router.get('/google/jwks', async (ctx) => {
    const key = await options.signingKey;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { keys: [key.publicJwk] };
  });

  router.get('/google/authorize', (ctx) => {
    const clientId = queryParam(ctx, 'client_id');
    const redirectUri = validRedirectUri(queryParam(ctx, 'redirect_uri'));
    // Problems are answered here rather than sent to an unchecked redirect URI (RFC 6749 4.1.2.1).
    if (!clientId) return oauthError(ctx, 400, 'invalid_request', 'client_id is required');
    if (!redirectUri) {
      return oauthError(ctx, 400, 'invalid_request', 'redirect_uri must be an absolute URL');
    }
    if (queryParam(ctx, 'response_type') !== 'code') {
      return oauthError(ctx, 400, 'unsupported_response_type', 'only response_type=code');
    }
    const scopes = (queryParam(ctx, 'scope') ?? '').split(' ').filter(Boolean);
    if (!scopes.includes('openid') || scopes.some((s) => !SCOPES.includes(s))) {
      return oauthError(ctx, 400, 'invalid_scope', `scope must include openid, within ${SCOPES}`);
    }
    const codeChallenge = queryParam(ctx, 'code_challenge');
    if (queryParam(ctx, 'code_challenge_method') !== 'S256' || !codeChallenge) {
      return oauthError(
        ctx,
        400,
        'invalid_request',
        'PKCE with code_challenge_method=S256 is required',
      );
    }
    if (!CHALLENGE.test(codeChallenge)) {
      return oauthError(ctx, 400, 'invalid_request', 'code_challenge is malformed');
    }
    const authorization: Authorization = {
      clientId,
      redirectUri,
      state: queryParam(ctx, 'state'),
      nonce: queryParam(ctx, 'nonce'),
      codeChallenge,
      scopes,
      loginHint: queryParam(ctx, 'login_hint'),
    };
    const transaction = randomToken();
    pending.set(transaction, authorization);
    sendConsentPage(ctx, consentPage(transaction, authorization));
  });

  function consentPage(
    transaction: string,
    authorization: Authorization,
    submitted?: URLSearchParams,
  ): ConsentPage {
    return {
      provider: 'Google',
      clientId: authorization.clientId,
      action: decisionPath,
      transaction,
      redirectUri: authorization.redirectUri,
      errorKey: submitted ? 'emailInvalid' : undefined,
      fields: [
        {
          kind: 'email',
          name: 'email',
          labelKey: 'email',
          value:
            submitted?.get('email') ??
            (authorization.loginHint && EMAIL.test(authorization.loginHint)
              ? authorization.loginHint
              : 'ana.google@example.com'),
          required: true,
          autocomplete: 'email',
        },
        {
          kind: 'text',
          name: 'given_name',
          labelKey: 'givenName',
          value: submitted?.get('given_name') ?? 'Ana',
          required: false,
          autocomplete: 'given-name',
        },
        {
          kind: 'text',
          name: 'family_name',
          labelKey: 'familyName',
          value: submitted?.get('family_name') ?? 'Rodríguez',
          required: false,
          autocomplete: 'family-name',
        },
        {
          kind: 'checkbox',
          name: 'email_verified',
          labelKey: 'emailVerified',
          checked: submitted ? submitted.get('email_verified') === 'true' : true,
        },
      ],
    };
  }

  router.post('/google/authorize/decision', async (ctx) => {
    const form = await readForm(ctx);
    const transaction = form.get('transaction') ?? '';
    const authorization = pending.get(transaction);
    if (!authorization) {
      return oauthError(ctx, 400, 'invalid_request', 'unknown or expired authorization request');
    }
    if (form.get('decision') !== 'allow') {
      pending.delete(transaction);
      return redirectBack(ctx, authorization.redirectUri, {
        error: 'access_denied',
        state: authorization.state,
      });
    }
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!EMAIL.test(email)) {
      // The consent stays open so the person can correct the address.
      return sendConsentPage(ctx, consentPage(transaction, authorization, form), 400);
    }
    pending.delete(transaction);
    const sub = stableNumericId(`google:${email}`);
    const code = randomToken();
    codes.set(code, {
      ...authorization,
      identity: {
        sub,
        email,
        emailVerified: form.get('email_verified') === 'true',
        givenName: (form.get('given_name') ?? '').trim().slice(0, NAME_MAX),
        familyName: (form.get('family_name') ?? '').trim().slice(0, NAME_MAX),
        picture: `${options.baseUrl}${options.prefix}/avatar/${sub}.svg`,
        locale: LANGUAGE_TAGS[languageOf(ctx)],
      },
    });
    redirectBack(ctx, authorization.redirectUri, { code, state: authorization.state });
  });

  router.post('/google/token', async (ctx) => {
    const form = await readForm(ctx);
    const client = clientCredentials(ctx, form);
    if (!client) return oauthError(ctx, 401, 'invalid_client', 'client authentication failed');
    if (form.get('grant_type') !== 'authorization_code') {
      return oauthError(ctx, 400, 'unsupported_grant_type', 'only authorization_code');
    }
    const code = form.get('code');
    if (!code) return oauthError(ctx, 400, 'invalid_request', 'code is required');
    const replay = redeemed.get(code);
    if (replay) {
      // RFC 6749 4.1.2: a replayed code should revoke the tokens it already produced.
      if (replay.accessToken) accessTokens.delete(replay.accessToken);
      return oauthError(ctx, 400, 'invalid_grant', 'code already used');
    }
    // Any attempt spends the code, so a wrong verifier cannot be retried against it.
    const issued = codes.take(code);
    if (!issued) return oauthError(ctx, 400, 'invalid_grant', 'unknown or expired code');
    const redemption: { accessToken?: string } = {};
    redeemed.set(code, redemption);
    if (issued.clientId !== client.id) {
      return oauthError(ctx, 400, 'invalid_grant', 'code was issued to another client');
    }
    if (form.get('redirect_uri') !== issued.redirectUri) {
      return oauthError(ctx, 400, 'invalid_grant', 'redirect_uri does not match');
    }
    const verifier = form.get('code_verifier');
    if (!verifier || !VERIFIER.test(verifier)) {
      return oauthError(ctx, 400, 'invalid_request', 'code_verifier is missing or malformed');
    }
    if (sha256Base64Url(verifier) !== issued.codeChallenge) {
      return oauthError(ctx, 400, 'invalid_grant', 'code_verifier does not match');
    }
    const accessToken = randomToken();
    redemption.accessToken = accessToken;
    accessTokens.set(accessToken, { identity: issued.identity, scopes: issued.scopes });
    const key = await options.signingKey;
    const idToken = await new SignJWT({
      ...claimsFor(issued.identity, issued.scopes),
      azp: issued.clientId,
      ...(issued.nonce !== undefined ? { nonce: issued.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(issued.clientId)
      .setSubject(issued.identity.sub)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_SECONDS}s`)
      .sign(key.privateKey);
    noStore(ctx);
    ctx.body = {
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      scope: issued.scopes.join(' '),
    };
  });

  const userinfo = (ctx: Context) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
    const grant = bearer ? accessTokens.get(bearer[1]) : undefined;
    if (!grant) return oauthError(ctx, 401, 'invalid_token', 'missing, unknown or expired token');
    noStore(ctx);
    ctx.body = { sub: grant.identity.sub, ...claimsFor(grant.identity, grant.scopes) };
  };
  // OpenID Connect Core 5.3.1: userinfo answers both GET and POST.
  router.get('/google/userinfo', userinfo);
  router.post('/google/userinfo', userinfo);
}
