import { createHash, createHmac, randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { giveConsent, serveOAuthEmulator, type ServedEmulator } from './testing';

const REDIRECT = 'http://localhost:5173/login/google/callback';
const FB_REDIRECT = 'http://localhost:5173/login/facebook/callback';

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function json(response: Response) {
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('the OAuth emulator as Google', () => {
  let emulator: ServedEmulator;
  let issuer: string;
  before(async () => {
    emulator = await serveOAuthEmulator();
    issuer = `${emulator.url}/emulators/oauth/google`;
  });
  after(() => emulator.close());

  function authorizeUrl(
    overrides: Record<string, string | null> = {},
    challenge = pkce().challenge,
  ) {
    const url = new URL(`${issuer}/authorize`);
    const params: Record<string, string | null> = {
      client_id: 'prosk-test',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'state-123',
      nonce: 'nonce-456',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...overrides,
    };
    for (const [key, value] of Object.entries(params)) {
      if (value !== null) url.searchParams.set(key, value);
    }
    return url.href;
  }

  function exchange(form: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    }).then(json);
  }

  /** Consent, then the code and the verifier that goes with it. */
  async function codeFor(fields: Record<string, string | null> = {}) {
    const { verifier, challenge } = pkce();
    const { location } = await giveConsent(authorizeUrl({}, challenge), { fields });
    return { code: location.searchParams.get('code')!, verifier, location };
  }

  const client = { client_id: 'prosk-test', client_secret: 'anything' };

  /** The token request for a code, as the product sends it, with any field changed. */
  const codeForm = (
    code: { code: string; verifier: string },
    overrides: Record<string, string> = {},
  ): Record<string, string> => ({
    grant_type: 'authorization_code',
    code: code.code,
    redirect_uri: REDIRECT,
    code_verifier: code.verifier,
    ...client,
    ...overrides,
  });

  const userinfoOf = async (accessToken: string) =>
    json(
      await fetch(`${issuer}/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } }),
    );

  it('publishes an OpenID discovery document for its own issuer', async () => {
    const res = await json(await fetch(`${issuer}/.well-known/openid-configuration`));
    expect(res.status).to.equal(200);
    expect(res.body).to.include({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/userinfo`,
    });
    expect(res.body.response_types_supported).to.deep.equal(['code']);
    expect(res.body.subject_types_supported).to.deep.equal(['public']);
    expect(res.body.id_token_signing_alg_values_supported).to.deep.equal(['RS256']);
    expect(res.body.code_challenge_methods_supported).to.deep.equal(['S256']);
    expect(res.body.token_endpoint_auth_methods_supported).to.have.members([
      'client_secret_post',
      'client_secret_basic',
    ]);
  });

  it('shows a consent page in the request language with the test identity prefilled', async () => {
    const res = await fetch(authorizeUrl(), { headers: { 'accept-language': 'en-US' } });
    const html = await res.text();
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.include('text/html');
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(html).to.include('<html lang="en">').and.include('Sign in with Google');
    expect(html).to.include('value="ana.google@example.com"');
    expect(html).to.match(/name="email_verified" value="true" checked/);
    expect(html).to.include('>Continue</button>').and.include('>Cancel</button>');

    const spanish = await (await fetch(authorizeUrl())).text();
    expect(spanish).to.include('Iniciar sesión con Google').and.include('Continuar');
    const portuguese = await (
      await fetch(authorizeUrl(), { headers: { 'accept-language': 'pt-BR' } })
    ).text();
    expect(portuguese).to.include('Entrar com Google');
  });

  it('lets the consent page post and redirect only where it must', async () => {
    const res = await fetch(authorizeUrl());
    expect(res.headers.get('content-security-policy')).to.include(
      "form-action 'self' http://localhost:5173",
    );
  });

  it('escapes what it echoes from the request into the page', async () => {
    const html = await (
      await fetch(authorizeUrl({ client_id: '<script>alert(1)</script>', login_hint: '"><b>x' }))
    ).text();
    expect(html).not.to.include('<script>alert');
    expect(html).to.include('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.to.include('"><b>x');
  });

  it('prefills the e-mail from a well-formed login hint', async () => {
    const html = await (await fetch(authorizeUrl({ login_hint: 'bea@example.com' }))).text();
    expect(html).to.include('value="bea@example.com"');
  });

  it('refuses authorization requests that break the rules, in the OAuth error shape', async () => {
    const cases: [Record<string, string | null>, string][] = [
      [{ client_id: null }, 'invalid_request'],
      [{ client_id: '' }, 'invalid_request'],
      [{ redirect_uri: null }, 'invalid_request'],
      [{ redirect_uri: '/relative' }, 'invalid_request'],
      [{ redirect_uri: `${REDIRECT}#fragment` }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ scope: 'email' }, 'invalid_scope'],
      [{ code_challenge: null }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge_method: null }, 'invalid_request'],
      [{ code_challenge: 'too-short' }, 'invalid_request'],
    ];
    for (const [overrides, error] of cases) {
      const res = await json(await fetch(authorizeUrl(overrides)));
      expect(res.status, JSON.stringify(overrides)).to.equal(400);
      expect(res.body.error, JSON.stringify(overrides)).to.equal(error);
      expect(res.body.error_description).to.be.a('string');
    }
  });

  it('redirects back with a code and the state once the person continues', async () => {
    const { location } = await codeFor();
    expect(`${location.origin}${location.pathname}`).to.equal(REDIRECT);
    expect(location.searchParams.get('state')).to.equal('state-123');
    expect(location.searchParams.get('code')).to.match(/^[A-Za-z0-9_-]{43}$/);
  });

  it('redirects back with access_denied and the state when the person cancels', async () => {
    const { location } = await giveConsent(authorizeUrl(), { decision: 'cancel' });
    expect(location.searchParams.get('error')).to.equal('access_denied');
    expect(location.searchParams.get('state')).to.equal('state-123');
    expect(location.searchParams.has('code')).to.equal(false);
  });

  it('keeps the consent open and says why when the e-mail is not an address', async () => {
    const page = await (await fetch(authorizeUrl())).text();
    const transaction = /name="transaction" value="([^"]+)"/.exec(page)![1];
    const submit = (email: string) =>
      fetch(`${issuer}/authorize/decision`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ transaction, decision: 'allow', email }).toString(),
      });
    const refused = await submit('not-an-email');
    expect(refused.status).to.equal(400);
    expect(await refused.text()).to.include('Ingresá un correo electrónico válido.');
    const accepted = await submit('ok@example.com');
    expect(accepted.status).to.equal(302);
    expect(new URL(accepted.headers.get('location')!).searchParams.has('code')).to.equal(true);
  });

  it('refuses a decision for an unknown or already decided consent', async () => {
    const res = await json(
      await fetch(`${issuer}/authorize/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'transaction=nope&decision=allow',
      }),
    );
    expect(res.status).to.equal(400);
    expect(res.body.error).to.equal('invalid_request');
  });

  it('exchanges a code for tokens whose id_token verifies against the JWKS', async () => {
    const res = await exchange(
      codeForm(await codeFor({ email: 'Bea@Example.com', given_name: 'Bea' })),
    );
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(res.body).to.include({ token_type: 'Bearer', scope: 'openid email profile' });
    expect(res.body.expires_in).to.be.a('number').above(0);
    expect(res.body.access_token).to.be.a('string');

    const header = decodeProtectedHeader(res.body.id_token);
    expect(header.alg).to.equal('RS256');
    expect(header.kid).to.be.a('string');
    const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));
    const { payload } = await jwtVerify(res.body.id_token, jwks, {
      issuer,
      audience: 'prosk-test',
    });
    expect(payload).to.include({
      email: 'bea@example.com',
      email_verified: true,
      given_name: 'Bea',
      family_name: 'Rodríguez',
      name: 'Bea Rodríguez',
      nonce: 'nonce-456',
    });
    expect(payload.sub).to.match(/^\d{21}$/);
    expect(payload.picture).to.match(
      /^http:\/\/127\.0\.0\.1:\d+\/emulators\/oauth\/avatar\/\d+\.svg$/,
    );
    expect(payload.exp! - payload.iat!).to.be.above(0);

    const userinfo = await userinfoOf(res.body.access_token);
    expect(userinfo.status).to.equal(200);
    expect(userinfo.body).to.include({
      sub: payload.sub,
      email: 'bea@example.com',
      email_verified: true,
      given_name: 'Bea',
      family_name: 'Rodríguez',
      picture: payload.picture,
      locale: 'es-UY',
    });
  });

  it('gives the same subject to the same e-mail every time', async () => {
    const subjects: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await exchange(codeForm(await codeFor({ email: 'same@example.com' })));
      const userinfo = await userinfoOf(res.body.access_token);
      subjects.push(userinfo.body.sub);
    }
    expect(subjects[0]).to.equal(subjects[1]);
  });

  it('reports an unticked "email verified" box as an unverified e-mail', async () => {
    const res = await exchange(codeForm(await codeFor({ email_verified: null })));
    const userinfo = await userinfoOf(res.body.access_token);
    expect(userinfo.body.email_verified).to.equal(false);
  });

  it('accepts client_secret_basic authentication', async () => {
    const { code, verifier } = await codeFor();
    const basic = Buffer.from('prosk-test:anything').toString('base64');
    const res = await exchange(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier },
      { authorization: `Basic ${basic}` },
    );
    expect(res.status).to.equal(200);
    expect(res.body.id_token).to.be.a('string');
  });

  it('refuses a token request without client authentication with 401 invalid_client', async () => {
    const { code, verifier } = await codeFor();
    const res = await exchange({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      client_id: 'prosk-test',
    });
    expect(res.status).to.equal(401);
    expect(res.body.error).to.equal('invalid_client');
  });

  it('refuses a code presented by another client, to another redirect URI or with the wrong verifier', async () => {
    const attempts: [Record<string, string>, string][] = [
      [{ client_id: 'someone-else' }, 'invalid_grant'],
      [{ redirect_uri: 'http://localhost:5173/elsewhere' }, 'invalid_grant'],
      [{ code_verifier: pkce().verifier }, 'invalid_grant'],
      [{ code_verifier: '' }, 'invalid_request'],
      [{ grant_type: 'refresh_token' }, 'unsupported_grant_type'],
    ];
    for (const [overrides, error] of attempts) {
      const res = await exchange(codeForm(await codeFor(), overrides));
      expect(res.status, JSON.stringify(overrides)).to.equal(400);
      expect(res.body.error, JSON.stringify(overrides)).to.equal(error);
    }
  });

  it('spends a code on the first attempt, even a failed one', async () => {
    const { code, verifier } = await codeFor();
    const form = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...client };
    expect((await exchange({ ...form, code_verifier: pkce().verifier })).status).to.equal(400);
    const retry = await exchange({ ...form, code_verifier: verifier });
    expect(retry.status).to.equal(400);
    expect(retry.body.error).to.equal('invalid_grant');
  });

  it('refuses a reused code and revokes the token the first use produced', async () => {
    const { code, verifier } = await codeFor();
    const form = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      ...client,
    };
    const first = await exchange(form);
    expect(first.status).to.equal(200);
    const second = await exchange(form);
    expect(second.status).to.equal(400);
    expect(second.body).to.include({ error: 'invalid_grant' });
    const userinfo = await fetch(`${issuer}/userinfo`, {
      headers: { authorization: `Bearer ${first.body.access_token}` },
    });
    expect(userinfo.status).to.equal(401);
  });

  it('answers userinfo without a valid bearer token with 401 invalid_token', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of attempts) {
      const res = await json(await fetch(`${issuer}/userinfo`, { headers }));
      expect(res.status).to.equal(401);
      expect(res.body.error).to.equal('invalid_token');
      expect(res.headers.get('www-authenticate')).to.include('Bearer');
    }
  });

  it('serves its public key set with a key id and no private parts', async () => {
    const res = await json(await fetch(`${issuer}/jwks`));
    expect(res.body.keys).to.have.length(1);
    expect(res.body.keys[0]).to.include({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(res.body.keys[0].kid).to.be.a('string');
    expect(res.body.keys[0]).not.to.have.any.keys('d', 'p', 'q', 'dp', 'dq', 'qi');
  });

  it('reads form posts already parsed by the app body parser', async () => {
    const parsed = await serveOAuthEmulator({ parseBodies: true });
    try {
      const { verifier, challenge } = pkce();
      const url = authorizeUrl({}, challenge).replace(emulator.url, parsed.url);
      const { location } = await giveConsent(url);
      const res = await json(
        await fetch(`${parsed.url}/emulators/oauth/google/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: location.searchParams.get('code')!,
            redirect_uri: REDIRECT,
            code_verifier: verifier,
            ...client,
          }).toString(),
        }),
      );
      expect(res.status).to.equal(200);
    } finally {
      await parsed.close();
    }
  });
});

describe('the OAuth emulator as Facebook', () => {
  let emulator: ServedEmulator;
  let base: string;
  before(async () => {
    emulator = await serveOAuthEmulator();
    base = `${emulator.url}/emulators/oauth/facebook/v21.0`;
  });
  after(() => emulator.close());

  function dialogUrl(overrides: Record<string, string | null> = {}) {
    const url = new URL(`${base}/dialog/oauth`);
    const params: Record<string, string | null> = {
      client_id: 'prosk-app',
      redirect_uri: FB_REDIRECT,
      state: 'fb-state',
      scope: 'email,public_profile',
      response_type: 'code',
      ...overrides,
    };
    for (const [key, value] of Object.entries(params)) {
      if (value !== null) url.searchParams.set(key, value);
    }
    return url.href;
  }

  function accessToken(params: Record<string, string>) {
    return fetch(`${base}/oauth/access_token?${new URLSearchParams(params)}`).then(json);
  }

  async function signIn(fields: Record<string, string | null> = {}, dialog = dialogUrl()) {
    const { location } = await giveConsent(dialog, { fields });
    const code = location.searchParams.get('code')!;
    const token = await accessToken({
      client_id: 'prosk-app',
      client_secret: 'app-secret',
      redirect_uri: FB_REDIRECT,
      code,
    });
    return { location, code, token };
  }

  const me = (
    token: string,
    fields = 'id,name,email,picture',
    extra: Record<string, string> = {},
  ) =>
    fetch(`${base}/me?${new URLSearchParams({ fields, access_token: token, ...extra })}`).then(
      json,
    );

  it('shows the login dialog with the e-mail prefilled and optional', async () => {
    const res = await fetch(dialogUrl(), { headers: { 'accept-language': 'en' } });
    const html = await res.text();
    expect(res.status).to.equal(200);
    expect(html)
      .to.include('Sign in with Facebook')
      .and.include('value="ana.facebook@example.com"');
    expect(html).to.include('Leave it empty to keep your e-mail to yourself.');
    expect(html).to.match(/name="name" value="Ana Rodríguez"/);
  });

  it('redirects with a code, the state and the fragment Facebook adds', async () => {
    const { location } = await giveConsent(dialogUrl());
    expect(location.searchParams.get('state')).to.equal('fb-state');
    expect(location.searchParams.get('code')).to.be.a('string');
    expect(location.hash).to.equal('#_=_');
  });

  it('exchanges the code for a bearer token and answers /me with the shared profile', async () => {
    const { token } = await signIn();
    expect(token.status).to.equal(200);
    expect(token.body).to.include({ token_type: 'bearer' });
    expect(token.body.expires_in).to.be.a('number');
    const profile = await me(token.body.access_token);
    expect(profile.status).to.equal(200);
    expect(profile.body).to.include({ name: 'Ana Rodríguez', email: 'ana.facebook@example.com' });
    expect(profile.body.id).to.match(/^\d+$/);
    expect(profile.body.picture.data.url).to.match(/\/emulators\/oauth\/avatar\/\d+\.svg$/);
  });

  it('leaves the e-mail out of /me when the person shares none', async () => {
    const { token } = await signIn({ email: '' });
    const profile = await me(token.body.access_token);
    expect(profile.body).to.include({ name: 'Ana Rodríguez' });
    expect(profile.body).not.to.have.property('email');
  });

  it('leaves the e-mail out when the app did not ask for the email permission', async () => {
    const { token } = await signIn({}, dialogUrl({ scope: 'public_profile' }));
    const profile = await me(token.body.access_token);
    expect(profile.body).not.to.have.property('email');
  });

  it('answers only the fields asked for', async () => {
    const { token } = await signIn();
    const profile = await me(token.body.access_token, 'id,first_name,last_name');
    expect(profile.body).to.have.all.keys('id', 'first_name', 'last_name');
    expect(profile.body).to.include({ first_name: 'Ana', last_name: 'Rodríguez' });
    const unknown = await me(token.body.access_token, 'id,birthday');
    expect(unknown.status).to.equal(400);
    expect(unknown.body.error).to.include({ type: 'OAuthException', code: 100 });
  });

  it('redirects with the user_denied error when the person cancels', async () => {
    const { location } = await giveConsent(dialogUrl(), { decision: 'cancel' });
    expect(location.searchParams.get('error')).to.equal('access_denied');
    expect(location.searchParams.get('error_reason')).to.equal('user_denied');
    expect(location.searchParams.get('state')).to.equal('fb-state');
    expect(location.searchParams.has('code')).to.equal(false);
  });

  it('refuses a reused code, another app or another redirect URI with a Graph error', async () => {
    const { code } = await signIn();
    const reuse = await accessToken({
      client_id: 'prosk-app',
      client_secret: 'app-secret',
      redirect_uri: FB_REDIRECT,
      code,
    });
    expect(reuse.status).to.equal(400);
    expect(reuse.body.error).to.include({ type: 'OAuthException', code: 100 });

    for (const overrides of [{ client_id: 'other-app' }, { redirect_uri: `${FB_REDIRECT}x` }]) {
      const { location } = await giveConsent(dialogUrl());
      const res = await accessToken({
        client_id: 'prosk-app',
        client_secret: 'app-secret',
        redirect_uri: FB_REDIRECT,
        code: location.searchParams.get('code')!,
        ...overrides,
      });
      expect(res.status, JSON.stringify(overrides)).to.equal(400);
      expect(res.body.error.code).to.equal(100);
    }
  });

  it('refuses /me with an unknown token (190) or a wrong appsecret_proof', async () => {
    const bad = await me('nope');
    expect(bad.status).to.equal(401);
    expect(bad.body.error).to.include({ type: 'OAuthException', code: 190 });

    const { token } = await signIn();
    const accessTokenValue: string = token.body.access_token;
    const wrong = await me(accessTokenValue, 'id', { appsecret_proof: 'f'.repeat(64) });
    expect(wrong.status).to.equal(400);
    const proof = createHmac('sha256', 'app-secret').update(accessTokenValue).digest('hex');
    const right = await me(accessTokenValue, 'id', { appsecret_proof: proof });
    expect(right.status).to.equal(200);
  });

  it('answers 404 on a path whose version is not a Graph version', async () => {
    const res = await fetch(`${emulator.url}/emulators/oauth/facebook/latest/dialog/oauth`);
    expect(res.status).to.equal(404);
  });

  it('serves the avatar the profiles point at as an SVG image', async () => {
    const { token } = await signIn();
    const profile = await me(token.body.access_token);
    const res = await fetch(profile.body.picture.data.url);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.include('image/svg+xml');
    expect(await res.text()).to.include('<svg');
  });
});
