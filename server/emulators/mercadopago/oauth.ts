/**
 * Linking a seller's account: the authorization page (a test seller account and an "Autorizar"
 * button) and POST /oauth/token (authorization_code and refresh_token grants).
 */
import { createHash, randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Core, Site } from './core';
import { ACCESS_TOKEN_SECONDS, authenticate, type Credentials } from './credentials';
import {
  EMAIL,
  escapeHtml,
  MpError,
  noStore,
  queryParam,
  randomHex,
  readBody,
  stableNumber,
} from './http';

const TEN_MINUTES = 10 * 60_000;

const TEXT = {
  uy: {
    lang: 'es-UY',
    title: 'Mercado Pago: autorizar aplicación',
    notice: 'Emulador local de Mercado Pago. Ningún dato sale de esta máquina.',
    request: (app: string) =>
      `La aplicación ${app} quiere conectarse a tu cuenta de Mercado Pago para cobrar en tu nombre.`,
    scopes: 'Podrá: crear cobros, leer tus pagos y mantener el acceso (offline_access read write).',
    account: 'Cuenta de vendedor de prueba (Uruguay)',
    hint: 'Cada correo es una cuenta distinta; el mismo correo vuelve a la misma cuenta.',
    allow: 'Autorizar',
    cancel: 'Cancelar',
    invalid: 'Ingresá un correo electrónico válido.',
    error: 'Solicitud de autorización inválida',
  },
  br: {
    lang: 'pt-BR',
    title: 'Mercado Pago: autorizar aplicativo',
    notice: 'Emulador local do Mercado Pago. Nenhum dado sai desta máquina.',
    request: (app: string) =>
      `O aplicativo ${app} quer se conectar à sua conta do Mercado Pago para cobrar em seu nome.`,
    scopes:
      'Poderá: criar cobranças, ler seus pagamentos e manter o acesso (offline_access read write).',
    account: 'Conta de vendedor de teste (Brasil)',
    hint: 'Cada e-mail é uma conta diferente; o mesmo e-mail volta à mesma conta.',
    allow: 'Autorizar',
    cancel: 'Cancelar',
    invalid: 'Informe um e-mail válido.',
    error: 'Solicitação de autorização inválida',
  },
};

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef3fb;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:.5rem 0 1rem;color:#00287a}.notice{font-size:.8rem;background:#fff4d6;padding:.5rem;border-radius:4px}
label{display:block;margin:1rem 0 .25rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
.hint{color:#555;font-size:.8rem}.error{color:#b00020}.actions{display:flex;gap:.5rem;justify-content:flex-end;margin-top:1.2rem}
button{padding:.6rem 1.2rem;font-size:1rem;border-radius:6px;border:1px solid #009ee3;background:#fff;color:#009ee3;cursor:pointer}
button[value=allow]{background:#009ee3;color:#fff}button:focus-visible{outline:3px solid #00287a;outline-offset:2px}`;

function validRedirectUri(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && !value.includes('#') ? value : undefined;
  } catch {
    return undefined;
  }
}

function errorPage(ctx: Context, country: 'uy' | 'br', message: string): void {
  const t = TEXT[country];
  noStore(ctx);
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  ctx.status = 400;
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><title>${t.error}</title><style>${STYLE}</style></head><body><main><h1>${t.error}</h1><p class="error" role="alert">${escapeHtml(message)}</p></main></body></html>`;
}

export function mountOAuth(router: Router, core: Core): void {
  const decisionPath = `${core.prefix}/authorization/decision`;

  function consentPage(ctx: Context, transaction: string, email: string, invalid = false): void {
    const consent = core.state.consents.get(transaction)!;
    const country = consent.site === 'MLB' ? 'br' : 'uy';
    const t = TEXT[country];
    noStore(ctx);
    // Browsers apply form-action to the redirect that follows the post, so the client's origin
    // must be allowed as well as this page's.
    ctx.set(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(consent.redirectUri).origin}; frame-ancestors 'none'; base-uri 'none'`,
    );
    ctx.status = invalid ? 400 : 200;
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title><style>${STYLE}</style></head>
<body><main>
<p class="notice">${t.notice}</p>
<h1>${t.title}</h1>
<p>${escapeHtml(t.request(core.clientId))}</p>
<p>${t.scopes}</p>
${invalid ? `<p class="error" role="alert">${t.invalid}</p>` : ''}
<form method="post" action="${escapeHtml(decisionPath)}">
<input type="hidden" name="transaction" value="${escapeHtml(transaction)}">
<label for="email">${t.account}</label>
<input id="email" type="email" name="email" value="${escapeHtml(email)}" autocomplete="off" required aria-describedby="email-hint">
<p id="email-hint" class="hint">${t.hint}</p>
<div class="actions"><button type="submit" name="decision" value="cancel" formnovalidate>${t.cancel}</button><button type="submit" name="decision" value="allow" autofocus>${t.allow}</button></div>
</form>
</main></body></html>`;
  }

  router.get('/authorization', (ctx) => {
    const countryParam = queryParam(ctx, 'country') ?? 'uy';
    const country = countryParam === 'br' ? 'br' : 'uy';
    const fail = (message: string) => errorPage(ctx, country, message);
    if (!['uy', 'br'].includes(countryParam)) return fail('country must be uy or br');
    if (queryParam(ctx, 'client_id') !== core.clientId) return fail('unknown client_id');
    if (queryParam(ctx, 'response_type') !== 'code') return fail('response_type must be code');
    const platform = queryParam(ctx, 'platform_id');
    if (platform !== undefined && platform !== 'mp') return fail('platform_id must be mp');
    const redirectUri = validRedirectUri(queryParam(ctx, 'redirect_uri'));
    if (!redirectUri) return fail('redirect_uri must be an absolute http(s) URL');
    const challenge = queryParam(ctx, 'code_challenge') ?? null;
    const method = queryParam(ctx, 'code_challenge_method');
    if (challenge !== null && (method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge))) {
      return fail('PKCE needs a S256 code_challenge');
    }
    const transaction = randomBytes(24).toString('base64url');
    core.state.consents.set(transaction, {
      redirectUri,
      state: queryParam(ctx, 'state') ?? null,
      site: country === 'br' ? 'MLB' : 'MLU',
      codeChallenge: challenge,
      expiresAt: core.now().getTime() + TEN_MINUTES,
    });
    consentPage(ctx, transaction, `vendedor.${randomHex(4)}@testuser.com`);
  });

  router.post('/authorization/decision', async (ctx) => {
    const form = await readBody(ctx);
    const transaction = typeof form.transaction === 'string' ? form.transaction : '';
    const consent = core.state.consents.get(transaction);
    if (!consent || consent.expiresAt <= core.now().getTime()) {
      core.state.consents.delete(transaction);
      return errorPage(ctx, 'uy', 'unknown or expired authorization request');
    }
    const target = new URL(consent.redirectUri);
    if (consent.state !== null) target.searchParams.set('state', consent.state);
    if (form.decision !== 'allow') {
      core.state.consents.delete(transaction);
      target.searchParams.set('error', 'access_denied');
      noStore(ctx);
      return ctx.redirect(target.href);
    }
    const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 200) {
      return consentPage(ctx, transaction, email, true);
    }
    core.state.consents.delete(transaction);
    const userId = sellerId(email, consent.site);
    core.state.sellers.set(userId, { userId, email, site: consent.site });
    const code = `TG-${randomHex(12)}-${userId}`;
    core.state.codes.set(code, {
      userId,
      site: consent.site,
      redirectUri: consent.redirectUri,
      codeChallenge: consent.codeChallenge,
      expiresAt: core.now().getTime() + TEN_MINUTES,
    });
    core.logger.info({ userId, site: consent.site }, 'mercadopago emulator: seller authorized');
    target.searchParams.set('code', code);
    noStore(ctx);
    ctx.redirect(target.href);
  });

  router.post('/oauth/token', async (ctx) => {
    const body = await readBody(ctx);
    noStore(ctx);
    const field = (name: string) => (typeof body[name] === 'string' ? body[name] : undefined);
    const grant = field('grant_type');
    if (grant !== 'authorization_code' && grant !== 'refresh_token') {
      throw oauthError(
        'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token',
      );
    }
    if (field('client_id') !== core.clientId || field('client_secret') !== core.clientSecret) {
      throw oauthError('invalid_client', 'invalid client_id or client_secret');
    }
    let grantFor: { userId: number; site: Site };
    if (grant === 'authorization_code') {
      const code = field('code') ?? '';
      // Spent by the first attempt, even a failed one.
      const issued = core.state.codes.get(code);
      core.state.codes.delete(code);
      if (!issued || issued.expiresAt <= core.now().getTime()) {
        throw oauthError('invalid_grant', 'invalid, expired or already used authorization code');
      }
      if (field('redirect_uri') !== issued.redirectUri) {
        throw oauthError('invalid_grant', 'redirect_uri does not match the authorization request');
      }
      if (issued.codeChallenge !== null) {
        const verifier = field('code_verifier') ?? '';
        const computed = createHash('sha256').update(verifier).digest('base64url');
        if (computed !== issued.codeChallenge) {
          throw oauthError('invalid_grant', 'code_verifier does not match the code_challenge');
        }
      }
      grantFor = { userId: issued.userId, site: issued.site };
    } else {
      const token = field('refresh_token') ?? '';
      const held = core.state.refreshTokens.get(token);
      core.state.refreshTokens.delete(token);
      if (!held) throw oauthError('invalid_grant', 'invalid or already used refresh_token');
      grantFor = held;
    }
    const answer = tokenAnswer(core.credentials, grantFor);
    core.state.refreshTokens.set(answer.refresh_token, grantFor);
    ctx.body = answer;
  });
}

/** What POST /oauth/token answers for a seller's grant, with a fresh refresh token. */
export function tokenAnswer(credentials: Credentials, grant: { userId: number; site: Site }) {
  return {
    access_token: credentials.issueAccessToken(grant.userId, grant.site),
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: 'offline_access read write',
    user_id: grant.userId,
    refresh_token: `TG-${randomHex(12)}-${grant.userId}`,
    public_key: credentials.sellerPublicKey(grant.userId, grant.site),
    live_mode: false,
  };
}

/** GET /users/me: the account behind a token (the marketplace learns its own collector id). */
export function mountUsers(router: Router, core: Core): void {
  router.get('/users/me', (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const seller = core.state.sellers.get(caller.userId);
    const email =
      caller.kind === 'marketplace'
        ? `marketplace.${caller.userId}@testuser.com`
        : (seller?.email ?? `vendedor.${caller.userId}@testuser.com`);
    ctx.body = {
      id: caller.userId,
      nickname: `TESTUSER${caller.userId}`,
      email,
      first_name: caller.kind === 'marketplace' ? 'Marketplace' : 'Vendedor',
      last_name: 'Test',
      site_id: caller.site,
      country_id: caller.site === 'MLB' ? 'BR' : 'UY',
      user_type: 'normal',
      tags: ['normal', 'test_user'],
      status: { site_status: 'active' },
    };
  });
}

function oauthError(error: string, description: string): MpError {
  return new MpError(400, error, description, [{ code: error, description }]);
}

/** The same e-mail on the same site is the same seller account, on every run. */
export function sellerId(email: string, site: Site): number {
  return stableNumber(`seller:${site}:${email}`, 1e8, 9e8);
}
