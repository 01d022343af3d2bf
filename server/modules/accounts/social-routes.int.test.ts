import { expect } from 'chai';
import { giveConsent } from '../../emulators/oauth/testing';
import { hashPassword } from '../../platform/auth';
import { useTestApp, type TestApp } from '../../test/harness';
import { expectError } from './test-kit';

const PASSWORD = 'Prueba#2026x';

/** Starts a sign-in at the API, consents at the emulator, and posts the callback back. */
async function socialRoundTrip(
  app: TestApp,
  provider: 'google' | 'facebook',
  fields: Record<string, string | null> = {},
  decision: 'allow' | 'cancel' = 'allow',
) {
  const start = await fetch(`${app.url}/admin/api/auth/${provider}/start?region=uy`, {
    redirect: 'manual',
  });
  expect(start.status).to.equal(302);
  const cookie = start.headers.get('set-cookie')!;
  expect(cookie).to.match(/prosk_social=.+; path=\/admin\/api\/auth;.*httponly/i);
  const { location } = await giveConsent(start.headers.get('location')!, { decision, fields });
  expect(location.pathname).to.equal(`/login/${provider}/callback`);
  return app.request('POST', `/admin/api/auth/${provider}/callback`, {
    headers: { cookie: cookie.split(';')[0] },
    body: {
      code: location.searchParams.get('code') ?? undefined,
      state: location.searchParams.get('state') ?? '',
      ...(location.searchParams.get('error') ? { error: location.searchParams.get('error')! } : {}),
    },
  });
}

describe('Google and Facebook sign-in', () => {
  const app = useTestApp();

  it('creates a verified client account on the first Google sign-in and reuses it after', async () => {
    const first = await socialRoundTrip(app, 'google', { email: 'ana.google@example.com' });
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    const me = await app.request('GET', '/admin/api/user', { token: first.body.access_token });
    expect(me.body).to.include({
      email: 'ana.google@example.com',
      emailVerified: true,
      role: 'client',
    });
    expect(me.body.username).to.match(/^[a-z0-9]{8,20}$/);
    const again = await socialRoundTrip(app, 'google', { email: 'ana.google@example.com' });
    expect(again.status).to.equal(200);
    expect(Number((await app.db('users').count({ n: '*' }))[0].n)).to.equal(1);
    expect(Number((await app.db('social_identities').count({ n: '*' }))[0].n)).to.equal(1);
  });

  it('links an existing verified account with the same e-mail, which keeps its password and sessions', async () => {
    const [{ id }] = await app
      .db('users')
      .insert({
        username: 'anaexisting',
        first_name: 'Ana',
        last_name: 'Silva',
        email: 'ana.google@example.com',
        password_hash: await hashPassword(PASSWORD),
        email_verified_at: new Date(),
      })
      .returning('id');
    const open = await app.platform.tokens.issue('user', Number(id));
    const res = await socialRoundTrip(app, 'google', { email: 'ANA.google@example.com' });
    expect(res.status).to.equal(200);
    const users = await app.db('users').select('username', 'email_verified_at');
    expect(users).to.have.length(1);
    expect(users[0].username).to.equal('anaexisting');
    expect(users[0].email_verified_at).to.not.equal(null);
    expect((await app.request('GET', '/admin/api/user', { token: open })).status).to.equal(200);
    const byPassword = await app.request('POST', '/admin/api/login', {
      body: { email: 'ana.google@example.com', password: PASSWORD },
    });
    expect(byPassword.status).to.equal(200);
  });

  it('starts the owner clean when Google vouches for an e-mail someone else signed up with and never verified', async () => {
    // Someone signs up with Ana's e-mail and a password of theirs, and never verifies.
    const signUp = await app.request('POST', '/admin/api/signup', {
      body: {
        type: 'prosker',
        firstName: 'Impostor',
        lastName: 'Pérez',
        username: 'squatter26',
        email: 'ana.google@example.com',
        phoneNumber: '099555666',
        birthDate: '1985-01-01',
        company: 'Squat SA',
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        termsAccepted: true,
        language: 'en',
      },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).to.equal(201);
    const [verifyMail] = app.inbox.messages();
    const verifyToken = /user\/verification\/([A-Za-z0-9_-]+)/.exec(verifyMail.text)![1];
    const row = await app.db('users').where({ username: 'squatter26' }).first('id');
    const squatterSession = await app.platform.tokens.issue('user', Number(row.id));

    // Ana, the owner of the address, signs in with Google through the emulator.
    const google = await socialRoundTrip(app, 'google', {
      email: 'ana.google@example.com',
      name: 'Ana Rodríguez',
    });
    expect(google.status, JSON.stringify(google.body)).to.equal(200);

    // The first registrant's password and sessions no longer open the account.
    const byPassword = await app.request('POST', '/admin/api/login', {
      body: { email: 'ana.google@example.com', password: PASSWORD },
    });
    expectError(byPassword, 401, 'AUTH_INVALID_CREDENTIALS');
    const old = await app.request('GET', '/admin/api/user', { token: squatterSession });
    expectError(old, 401, 'AUTH_INVALID_TOKEN');
    const oldLink = await app.request('POST', '/admin/api/verify-email', {
      body: { token: verifyToken },
    });
    expect(oldLink.body.error.code).to.equal('AUTH_TOKEN_INVALID');

    // Ana's account keeps nothing the first registrant chose.
    const me = await app.request('GET', '/admin/api/user', { token: google.body.access_token });
    expect(me.status).to.equal(200);
    expect(me.body).to.include({
      id: Number(row.id),
      email: 'ana.google@example.com',
      emailVerified: true,
      role: 'client',
      firstName: 'Ana',
      lastName: 'Rodríguez',
      phoneNumber: null,
      birthDate: null,
      company: null,
      language: 'es',
    });
    expect(me.body.username).to.not.equal('squatter26');
    const [user] = await app.db('users').select('password_hash');
    expect(user.password_hash).to.equal(null);
  });

  it('refuses to link by an e-mail the provider has not verified', async () => {
    await app.db('users').insert({
      username: 'anaexisting',
      first_name: 'Ana',
      last_name: 'Silva',
      email: 'ana.google@example.com',
    });
    const res = await socialRoundTrip(app, 'google', {
      email: 'ana.google@example.com',
      email_verified: null,
    });
    expectError(res, 400, 'AUTH_SOCIAL_GOOGLE_FAILED');
    expect(Number((await app.db('social_identities').count({ n: '*' }))[0].n)).to.equal(0);
  });

  it('signs in with Facebook, and asks for the e-mail when Facebook does not share it', async () => {
    const ok = await socialRoundTrip(app, 'facebook', { email: 'ana.facebook@example.com' });
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    const none = await socialRoundTrip(app, 'facebook', { email: '', name: 'Otra Persona' });
    expectError(none, 400, 'AUTH_SOCIAL_EMAIL_REQUIRED');
  });

  it('answers the provider’s failure code when the person cancels or the state is forged', async () => {
    const cancelled = await socialRoundTrip(app, 'google', {}, 'cancel');
    expectError(cancelled, 400, 'AUTH_SOCIAL_GOOGLE_FAILED');
    expect(cancelled.body.error.message).to.match(/Google/);
    const forged = await app.request('POST', '/admin/api/auth/facebook/callback', {
      headers: { cookie: 'prosk_social=forged.value' },
      body: { code: 'abc', state: 'xyz' },
    });
    expectError(forged, 400, 'AUTH_SOCIAL_FACEBOOK_FAILED');
  });

  it('refuses a banned user who signs in with a provider', async () => {
    const first = await socialRoundTrip(app, 'google', { email: 'ana.google@example.com' });
    expect(first.status).to.equal(200);
    await app.db('users').update({ banned_at: new Date() });
    const res = await socialRoundTrip(app, 'google', { email: 'ana.google@example.com' });
    expectError(res, 403, 'AUTH_USER_BANNED');
  });

  it('knows only its two providers', async () => {
    const res = await app.request('GET', '/admin/api/auth/twitter/start');
    expectError(res, 404, 'NOT_FOUND');
  });
});
