/**
 * The verification link that signs in (ADR 0026): once, in the browser that signed up, within
 * an hour of the mail; and the `next` path it carries, refused when it leaves the site.
 */
import { expect } from 'chai';
import { useTestApp, type TestApp } from '../../test/harness';
import { signUpBody } from '../../test/users';
import { expectError } from './test-kit';

const NEXT = '/servicios/12?date=2026-12-03&half=morning';
const OFF_SITE = [
  'https://evil.example/servicios/12',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
  'servicios/12',
];

/** The mail to an address: its verification token and the `next` its link carries. */
function verificationLinkOf(app: TestApp, to: string) {
  const message = app.inbox.messages().find((m) => m.to.includes(to));
  expect(message, `a mail to ${to}`).to.not.equal(undefined);
  const match = /\/user\/verification\/([A-Za-z0-9_-]+)(\?\S*)?/.exec(message!.text);
  expect(match, message!.text).to.not.equal(null);
  return { token: match![1], next: new URLSearchParams(match![2] ?? '').get('next') };
}

/** Signs up as a browser would; answers the cookie the answer set (name=value). */
async function signUp(app: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await app.request('POST', '/admin/api/signup', { body });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('prosk_sign_up='));
  expect(cookie, 'the sign-up cookie').to.not.equal(undefined);
  return { email: body.email as string, cookie: cookie!, browserKey: cookie!.split(';')[0] };
}

const verify = (app: TestApp, token: string, browserKey?: string) =>
  app.request('POST', '/admin/api/verify-email', {
    body: { token },
    headers: browserKey ? { cookie: browserKey } : {},
  });

const isVerified = async (app: TestApp, email: string) =>
  (await app.db('users').where({ email }).first('email_verified_at')).email_verified_at !== null;

describe('the verification link that signs in', () => {
  const app = useTestApp();

  it('signs in the browser that signed up, once, and its link carries where the visitor was going', async () => {
    const { email, cookie, browserKey } = await signUp(app, { next: NEXT });
    expect(cookie).to.match(/; path=\/admin\/api\/verify-email;/i);
    expect(cookie).to.match(/; httponly/i);
    expect(cookie).to.match(/; samesite=lax/i);
    const link = verificationLinkOf(app, email);
    expect(link.next).to.equal(NEXT);

    const verified = await verify(app, link.token, browserKey);
    expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
    expect(verified.body.email).to.equal(email);
    expect(verified.body.access_token).to.be.a('string');
    // The key served its sign-in: the answer forgets it.
    const cleared = verified.headers.getSetCookie().find((c) => c.startsWith('prosk_sign_up='));
    expect(cleared).to.match(/^prosk_sign_up=;.*expires=Thu, 01 Jan 1970/i);

    const me = await app.request('GET', '/admin/api/user', { token: verified.body.access_token });
    expect(me.status).to.equal(200);
    expect(me.body).to.include({ email, emailVerified: true });
    expect(me.body.lastLoginAt).to.be.a('string');
    // A revocable session like any other (ADR 0004).
    const sessions = await app.db('auth_sessions').where({ subject_type: 'user' });
    expect(sessions).to.have.length(1);

    const again = await verify(app, link.token, browserKey);
    expectError(again, 400, 'AUTH_TOKEN_INVALID');
    expect(again.body).to.not.have.property('access_token');
    expect(await app.db('auth_sessions').where({ subject_type: 'user' })).to.have.length(1);
  });

  it('refuses an expired link with the invalid-token error, signing nobody in', async () => {
    const { email, browserKey } = await signUp(app);
    const { token } = verificationLinkOf(app, email);
    await app
      .db('account_tokens')
      .where({ purpose: 'verify_email' })
      .update({ expires_at: new Date(Date.now() - 1000) });

    const res = await verify(app, token, browserKey);
    expectError(res, 400, 'AUTH_TOKEN_INVALID');
    expect(await isVerified(app, email)).to.equal(false);
    expect(await app.db('auth_sessions').where({ subject_type: 'user' })).to.have.length(0);
  });

  it('only verifies in a browser that did not sign up, or that brings a forged key', async () => {
    const first = await signUp(app);
    const { token } = verificationLinkOf(app, first.email);
    const forged = await verify(app, token, 'prosk_sign_up=forged-key');
    expect(forged.status).to.equal(200);
    expect(forged.body).to.deep.equal({ email: first.email });

    const second = await signUp(app, { email: 'ana@example.com', username: 'anasilva2026' });
    const other = verificationLinkOf(app, second.email);
    const elsewhere = await verify(app, other.token);
    expect(elsewhere.body).to.deep.equal({ email: second.email });
    expect(await isVerified(app, second.email)).to.equal(true);
    expect(await app.db('auth_sessions').where({ subject_type: 'user' })).to.have.length(0);

    // Verified, the sign-up's browser key no longer signs in: the password does.
    const login = await app.request('POST', '/admin/api/login', {
      body: { email: second.email, password: signUpBody().password },
    });
    expect(login.status).to.equal(200);
  });

  it('only verifies when the link is followed more than an hour after it was mailed', async () => {
    const { email, browserKey } = await signUp(app);
    const { token } = verificationLinkOf(app, email);
    await app
      .db('account_tokens')
      .where({ purpose: 'verify_email' })
      .update({ created_at: new Date(Date.now() - 61 * 60 * 1000) });

    const res = await verify(app, token, browserKey);
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ email });
    expect(await isVerified(app, email)).to.equal(true);
  });

  it('does not sign in with the key of another sign-up, which still signs in its own', async () => {
    const lucia = await signUp(app);
    const luciaLink = verificationLinkOf(app, lucia.email);
    const ana = await signUp(app, { email: 'ana@example.com', username: 'anasilva2026' });
    const anaLink = verificationLinkOf(app, ana.email);

    const crossed = await verify(app, anaLink.token, lucia.browserKey);
    expect(crossed.body).to.deep.equal({ email: ana.email });

    const own = await verify(app, luciaLink.token, lucia.browserKey);
    expect(own.body.access_token).to.be.a('string');
  });

  it('verifies a banned account without signing it in', async () => {
    const { email, browserKey } = await signUp(app);
    const { token } = verificationLinkOf(app, email);
    await app.db('users').where({ email }).update({ banned_at: new Date() });

    const res = await verify(app, token, browserKey);
    expect(res.body).to.deep.equal({ email });
    expect(await app.db('auth_sessions').where({ subject_type: 'user' })).to.have.length(0);
  });

  it('signs in with a resent link in the browser that signed up, the new link carrying next', async () => {
    const { email, browserKey } = await signUp(app, { next: NEXT });
    app.inbox.clear();
    const resent = await app.request('POST', '/admin/api/resend-verification', {
      body: { email, next: '/perfil/lucia' },
    });
    expect(resent.status).to.equal(202);
    const link = verificationLinkOf(app, email);
    expect(link.next).to.equal('/perfil/lucia');

    const res = await verify(app, link.token, browserKey);
    expect(res.body.access_token).to.be.a('string');
  });

  it('refuses a next that leaves the site, at sign-up and on resending, creating and sending nothing', async () => {
    for (const next of OFF_SITE) {
      const res = await app.request('POST', '/admin/api/signup', {
        body: signUpBody({ next }),
        headers: { 'accept-language': 'es' },
      });
      expectError(res, 422, 'VALIDATION_FAILED', JSON.stringify(next));
      expect(res.body.error.details.fields).to.deep.include({
        field: 'next',
        code: 'fields.nextPath',
        message: 'La dirección de regreso debe ser una página de Prosk.',
      });
      expect(res.headers.getSetCookie()).to.have.length(0);
    }
    expect(await app.db('users').where({ email: 'lucia@example.com' })).to.have.length(0);

    await signUp(app);
    app.inbox.clear();
    for (const next of OFF_SITE) {
      const res = await app.request('POST', '/admin/api/resend-verification', {
        body: { email: 'lucia@example.com', next },
      });
      expectError(res, 422, 'VALIDATION_FAILED', JSON.stringify(next));
      expect(res.body.error.details.fields[0]).to.include({ field: 'next' });
    }
    expect(app.inbox.messages()).to.have.length(0);
  });
});
