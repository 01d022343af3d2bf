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

/** The completion form of a first social sign-in, sent with what the person chose. */
function complete(app: TestApp, token: string, fields: Record<string, unknown> = {}) {
  return app.request('POST', '/admin/api/auth/social/complete', {
    body: { token, type: 'client', birthDate: '1990-05-17', ...fields },
  });
}

const count = async (app: TestApp, table: string) =>
  Number((await app.db(table).count({ n: '*' }))[0].n);

/** A first sign-in through the emulator, then its completion form: the session token. */
async function socialSignUp(
  app: TestApp,
  provider: 'google' | 'facebook',
  fields: Record<string, string | null>,
  chosen: Record<string, unknown> = {},
): Promise<string> {
  const first = await socialRoundTrip(app, provider, fields);
  expect(first.status, JSON.stringify(first.body)).to.equal(200);
  const done = await complete(app, first.body.completion.token, chosen);
  expect(done.status, JSON.stringify(done.body)).to.equal(200);
  return done.body.access_token as string;
}

describe('Google and Facebook sign-in', () => {
  const app = useTestApp();

  it('asks a first Google sign-in for birth date and kind before any account exists, then goes straight in', async () => {
    const first = await socialRoundTrip(app, 'google', {
      email: 'ana.google@example.com',
      name: 'Ana Rodríguez',
    });
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    expect(first.body).to.not.have.property('access_token');
    expect(first.body.completion).to.include({
      provider: 'google',
      email: 'ana.google@example.com',
      firstName: 'Ana',
      lastName: 'Rodríguez',
    });
    expect(await count(app, 'users')).to.equal(0);
    expect(await count(app, 'social_identities')).to.equal(0);

    const done = await complete(app, first.body.completion.token, {
      type: 'prosker',
      birthDate: '1990-05-17',
      language: 'br',
      region: 'br',
    });
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    const me = await app.request('GET', '/admin/api/user', { token: done.body.access_token });
    expect(me.body).to.include({
      email: 'ana.google@example.com',
      emailVerified: true,
      role: 'prosker',
      birthDate: '1990-05-17',
      language: 'br',
      region: 'br',
    });
    expect(me.body.username).to.match(/^[a-z0-9]{8,20}$/);

    const again = await socialRoundTrip(app, 'google', { email: 'ana.google@example.com' });
    expect(again.status).to.equal(200);
    expect(again.body.access_token).to.be.a('string');
    expect(await count(app, 'users')).to.equal(1);
    expect(await count(app, 'social_identities')).to.equal(1);
  });

  it('refuses a completion under 18 with the sign-up’s own error, and the same form may be sent again', async () => {
    const first = await socialRoundTrip(app, 'google', { email: 'teen@example.com' });
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    const young = await complete(app, first.body.completion.token, {
      birthDate: seventeen.toISOString().slice(0, 10),
    });
    expectError(young, 422, 'VALIDATION_FAILED');
    expect(young.body.error.details.fields).to.deep.include({
      field: 'birthDate',
      code: 'fields.adult',
      message: 'Debes tener al menos 18 años.',
    });
    expect(await count(app, 'users')).to.equal(0);
    const adult = await complete(app, first.body.completion.token);
    expect(adult.status, JSON.stringify(adult.body)).to.equal(200);
  });

  it('refuses a provider’s name with a line break or a web address as sign-up does, and takes the names the person corrects', async () => {
    const first = await socialRoundTrip(app, 'google', {
      email: 'soporte.falso@example.com',
      given_name: 'Soporte\nProsk',
      family_name: 'verifica en prosk-verifica.com',
    });
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    const token = first.body.completion.token;
    const fieldsOf = (res: {
      body: { error: { details: { fields: { field: string; code: string }[] } } };
    }) => res.body.error.details.fields.map((f) => [f.field, f.code]);
    const asGiven = await complete(app, token);
    expectError(asGiven, 422, 'VALIDATION_FAILED');
    expect(fieldsOf(asGiven)).to.deep.equal([
      ['firstName', 'fields.nameCharacters'],
      ['lastName', 'fields.nameAddress'],
    ]);
    const typed = await complete(app, token, { firstName: 'Ana\tMaría', lastName: 'Pérez' });
    expectError(typed, 422, 'VALIDATION_FAILED');
    expect(fieldsOf(typed)).to.deep.equal([['firstName', 'fields.nameCharacters']]);
    expect(await count(app, 'users')).to.equal(0);

    const corrected = await complete(app, token, { firstName: ' Ana María ', lastName: 'Pérez' });
    expect(corrected.status, JSON.stringify(corrected.body)).to.equal(200);
    expect(await app.db('users').first('first_name', 'last_name')).to.deep.equal({
      first_name: 'Ana María',
      last_name: 'Pérez',
    });
  });

  it('refuses a completion that chooses neither client nor prosker', async () => {
    const first = await socialRoundTrip(app, 'facebook', { email: 'ana.facebook@example.com' });
    for (const type of [undefined, 'staff']) {
      const res = await complete(app, first.body.completion.token, { type });
      expectError(res, 422, 'VALIDATION_FAILED');
      expect(
        res.body.error.details.fields.map((f: { field: string; code: string }) => [
          f.field,
          f.code,
        ]),
      ).to.deep.equal([['type', 'fields.signUpType']]);
    }
    expect(await count(app, 'users')).to.equal(0);
  });

  it('refuses a forged, an expired or a used completion token, making nothing', async () => {
    const forged = await complete(app, 'not-a-token-we-gave');
    expectError(forged, 400, 'AUTH_SOCIAL_PENDING_INVALID');

    const late = await socialRoundTrip(app, 'google', { email: 'late@example.com' });
    await app.db('social_pending_sign_ups').update({ expires_at: new Date(Date.now() - 1000) });
    expectError(
      await complete(app, late.body.completion.token),
      400,
      'AUTH_SOCIAL_PENDING_INVALID',
    );
    expect(await count(app, 'users')).to.equal(0);

    const first = await socialRoundTrip(app, 'google', { email: 'once@example.com' });
    expect((await complete(app, first.body.completion.token)).status).to.equal(200);
    const replay = await complete(app, first.body.completion.token, { type: 'prosker' });
    expectError(replay, 400, 'AUTH_SOCIAL_PENDING_INVALID');
    expect(await count(app, 'users')).to.equal(1);
    const [user] = await app.db('users').select('type_user');
    expect(user.type_user).to.equal(1);
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
    // Until the completion form is sent, the first registration stays as it was.
    expect((await app.db('users').first('username')).username).to.equal('squatter26');
    const done = await complete(app, google.body.completion.token, { birthDate: '1991-03-04' });
    expect(done.status, JSON.stringify(done.body)).to.equal(200);

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
    const me = await app.request('GET', '/admin/api/user', { token: done.body.access_token });
    expect(me.status).to.equal(200);
    expect(me.body).to.include({
      id: Number(row.id),
      email: 'ana.google@example.com',
      emailVerified: true,
      role: 'client',
      firstName: 'Ana',
      lastName: 'Rodríguez',
      phoneNumber: null,
      birthDate: '1991-03-04',
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
    await socialSignUp(app, 'facebook', { email: 'ana.facebook@example.com' });
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
    await socialSignUp(app, 'google', { email: 'ana.google@example.com' });
    await app.db('users').update({ banned_at: new Date() });
    const res = await socialRoundTrip(app, 'google', { email: 'ana.google@example.com' });
    expectError(res, 403, 'AUTH_USER_BANNED');
  });

  it('knows only its two providers', async () => {
    const res = await app.request('GET', '/admin/api/auth/twitter/start');
    expectError(res, 404, 'NOT_FOUND');
  });
});
