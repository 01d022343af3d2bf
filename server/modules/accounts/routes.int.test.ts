import { expect } from 'chai';
import { hashPassword } from '../../platform/auth';
import { useTestApp, type TestApp } from '../../test/harness';
import { complete, signUpBody } from '../../test/users';
import { expectError } from './test-kit';

const PASSWORD = 'Prueba#2026x';

function linkToken(app: TestApp, to: string, pathWord: string): string {
  const message = app.inbox.messages().find((m) => m.to.includes(to));
  expect(message, `a mail to ${to}`).to.not.equal(undefined);
  const match = new RegExp(`${pathWord}/([A-Za-z0-9_-]+)`).exec(message!.text);
  expect(match, message!.text).to.not.equal(null);
  return match![1];
}

async function signUpVerified(app: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await app.request('POST', '/admin/api/signup', { body });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  const token = linkToken(app, body.email as string, 'user/verification');
  const verified = await app.request('POST', '/admin/api/verify-email', { body: { token } });
  expect(verified.status).to.equal(200);
  return body;
}

async function signIn(app: TestApp, email = 'lucia@example.com', password = PASSWORD) {
  const res = await app.request('POST', '/admin/api/login', { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.access_token as string;
}

describe('sign-up', () => {
  const app = useTestApp();

  it('creates an unverified account and mails a verification link', async () => {
    const res = await app.request('POST', '/admin/api/signup', { body: signUpBody() });
    expect(res.status).to.equal(201);
    expect(res.body).to.deep.equal({ email: 'lucia@example.com' });
    const row = await app.db('users').where({ email: 'lucia@example.com' }).first();
    expect(row.email_verified_at).to.equal(null);
    expect(row.type_user).to.equal(1);
    expect(row.password_hash).to.match(/^\$argon2id\$/);
    const [mail] = app.inbox.messages();
    expect(mail.subject).to.equal('Confirma tu correo en Prosk');
    expect(mail.text).to.include(`${app.url}/user/verification/`);
    expect(mail.text).to.match(/\/user\/verification\/[A-Za-z0-9_-]{43}\s/);
  });

  it('gives proskers the prosker user type', async () => {
    await app.request('POST', '/admin/api/signup', { body: signUpBody({ type: 'prosker' }) });
    const row = await app.db('users').where({ email: 'lucia@example.com' }).first('type_user');
    expect(row.type_user).to.equal(2);
  });

  it('reports every broken rule on its own field and creates nothing', async () => {
    const res = await app.request('POST', '/admin/api/signup', {
      body: signUpBody({
        firstName: 'x'.repeat(250),
        username: 'short',
        email: 'not-an-email',
        phoneNumber: '99123456',
        birthDate: '2015-01-01',
        password: 'password',
        passwordConfirmation: 'different',
        termsAccepted: false,
      }),
      headers: { 'accept-language': 'es' },
    });
    expectError(res, 422, 'VALIDATION_FAILED');
    const byField = Object.fromEntries(
      res.body.error.details.fields.map((f: { field: string; code: string }) => [f.field, f.code]),
    );
    expect(byField).to.deep.equal({
      firstName: 'fields.tooLong',
      username: 'fields.username',
      email: 'fields.email',
      phoneNumber: 'fields.phone.uy',
      birthDate: 'fields.adult',
      password: 'fields.password',
      passwordConfirmation: 'fields.passwordMismatch',
      termsAccepted: 'fields.terms',
    });
    const messages = res.body.error.details.fields.map((f: { message: string }) => f.message);
    expect(messages).to.include('Debes tener al menos 18 años.');
    expect(Number((await app.db('users').count({ n: '*' }))[0].n)).to.equal(0);
  });

  it('refuses an impossible birth date', async () => {
    const res = await app.request('POST', '/admin/api/signup', {
      body: signUpBody({ birthDate: '1990-02-30' }),
    });
    expect(res.status).to.equal(422);
    expect(res.body.error.details.fields[0]).to.include({
      field: 'birthDate',
      code: 'fields.date',
    });
  });

  it('refuses a taken e-mail or username, whatever their case', async () => {
    await app.request('POST', '/admin/api/signup', { body: signUpBody() });
    const email = await app.request('POST', '/admin/api/signup', {
      body: signUpBody({ email: 'LUCIA@example.com', username: 'otheruser1' }),
    });
    expectError(email, 409, 'EMAIL_TAKEN');
    const username = await app.request('POST', '/admin/api/signup', {
      body: signUpBody({ email: 'other@example.com', username: 'LUCIAF2026' }),
    });
    expectError(username, 409, 'USERNAME_TAKEN');
    expect(username.body.error.details.fields[0].field).to.equal('username');
  });

  it('lets only one of two simultaneous sign-ups with the same e-mail through', async () => {
    const results = await Promise.all(
      [0, 1, 2].map((i) =>
        app.request('POST', '/admin/api/signup', {
          body: signUpBody({ username: `samemail${i}00` }),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).to.deep.equal([201, 409, 409]);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'EMAIL_TAKEN'),
    ).to.equal(true);
  });
});

describe('verification and sign-in', () => {
  const app = useTestApp();

  it('refuses sign-in until the e-mail is verified, then lets the user in', async () => {
    await app.request('POST', '/admin/api/signup', { body: signUpBody() });
    const early = await app.request('POST', '/admin/api/login', {
      body: { email: 'lucia@example.com', password: PASSWORD },
    });
    expectError(early, 403, 'AUTH_EMAIL_NOT_VERIFIED');
    expect(early.body.error.details.email).to.equal('lucia@example.com');

    const token = linkToken(app, 'lucia@example.com', 'user/verification');
    const verified = await app.request('POST', '/admin/api/verify-email', { body: { token } });
    expect(verified.body).to.deep.equal({ email: 'lucia@example.com' });
    const again = await app.request('POST', '/admin/api/verify-email', { body: { token } });
    expectError(again, 400, 'AUTH_TOKEN_INVALID');

    const access = await signIn(app);
    const me = await app.request('GET', '/admin/api/user', { token: access });
    expect(me.status).to.equal(200);
    expect(me.body).to.include({
      email: 'lucia@example.com',
      firstName: 'Lucía',
      emailVerified: true,
    });
    expect(me.body.lastLoginAt).to.be.a('string');
    expect(me.body).to.not.have.any.keys('password', 'password_hash', 'mp_access_token');
  });

  it('resends the verification mail and retires the older link', async () => {
    await app.request('POST', '/admin/api/signup', { body: signUpBody() });
    const first = linkToken(app, 'lucia@example.com', 'user/verification');
    app.inbox.clear();
    const res = await app.request('POST', '/admin/api/resend-verification', {
      body: { email: 'lucia@example.com' },
    });
    expect(res.status).to.equal(202);
    const second = linkToken(app, 'lucia@example.com', 'user/verification');
    expect(second).to.not.equal(first);
    const old = await app.request('POST', '/admin/api/verify-email', { body: { token: first } });
    expect(old.body.error.code).to.equal('AUTH_TOKEN_INVALID');
    const fresh = await app.request('POST', '/admin/api/verify-email', { body: { token: second } });
    expect(fresh.status).to.equal(200);
  });

  it('answers a resend for an unknown e-mail the same way, sending nothing', async () => {
    const res = await app.request('POST', '/admin/api/resend-verification', {
      body: { email: 'nobody@example.com' },
    });
    expect(res.status).to.equal(202);
    expect(app.inbox.messages()).to.have.length(0);
  });

  it('refuses an expired verification link', async () => {
    await app.request('POST', '/admin/api/signup', { body: signUpBody() });
    const token = linkToken(app, 'lucia@example.com', 'user/verification');
    await app.db('account_tokens').update({ expires_at: new Date(Date.now() - 1000) });
    const res = await app.request('POST', '/admin/api/verify-email', { body: { token } });
    expectError(res, 400, 'AUTH_TOKEN_INVALID');
  });

  it('answers wrong credentials with the spec’s message in the request language', async () => {
    await signUpVerified(app);
    const es = await app.request('POST', '/admin/api/login', {
      body: { email: 'lucia@example.com', password: 'Wrong#pass1' },
    });
    expectError(es, 401, 'AUTH_INVALID_CREDENTIALS');
    expect(es.body.error.message).to.match(/^Datos incorrectos/);
    const br = await app.request('POST', '/admin/api/login', {
      body: { email: 'nobody@example.com', password: PASSWORD },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(br.body.error.code).to.equal('AUTH_INVALID_CREDENTIALS');
    expect(br.body.error.message).to.match(/^Dados incorretos/);
  });

  it('signs in by phone number, and asks for the e-mail when the phone is shared', async () => {
    await signUpVerified(app);
    const byPhone = await app.request('POST', '/admin/api/login', {
      body: { phoneNumber: '099123456', password: PASSWORD },
    });
    expect(byPhone.status).to.equal(200);
    await signUpVerified(app, { email: 'ana@example.com', username: 'anasilva26' });
    const shared = await app.request('POST', '/admin/api/login', {
      body: { phoneNumber: '099123456', password: PASSWORD },
    });
    expectError(shared, 409, 'AUTH_PHONE_SHARED');
  });

  it('counts only verified accounts as owners of a phone number for phone sign-in', async () => {
    await signUpVerified(app);
    // Someone signs up with Lucía's number and never verifies.
    const squatter = await app.request('POST', '/admin/api/signup', {
      body: signUpBody({ email: 'squatter@example.com', username: 'squatter26' }),
    });
    expect(squatter.status).to.equal(201);
    const byPhone = await app.request('POST', '/admin/api/login', {
      body: { phoneNumber: '099123456', password: PASSWORD },
    });
    expect(byPhone.status, JSON.stringify(byPhone.body)).to.equal(200);
    const me = await app.request('GET', '/admin/api/user', { token: byPhone.body.access_token });
    expect(me.body.email).to.equal('lucia@example.com');
  });

  it('tells the only, unverified account with a phone number to verify its e-mail', async () => {
    await app.request('POST', '/admin/api/signup', { body: signUpBody() });
    const byPhone = await app.request('POST', '/admin/api/login', {
      body: { phoneNumber: '099123456', password: PASSWORD },
    });
    expectError(byPhone, 403, 'AUTH_EMAIL_NOT_VERIFIED');
  });

  it('needs exactly one of e-mail and phone number', async () => {
    const res = await app.request('POST', '/admin/api/login', { body: { password: PASSWORD } });
    expect(res.status).to.equal(422);
    expect(res.body.error.details.fields[0].code).to.equal('fields.loginRequired');
  });

  it('refuses a banned user with its own error', async () => {
    await signUpVerified(app);
    await app.db('users').update({ banned_at: new Date() });
    const res = await app.request('POST', '/admin/api/login', {
      body: { email: 'lucia@example.com', password: PASSWORD },
    });
    expectError(res, 403, 'AUTH_USER_BANNED');
  });

  it('limits attempts per account with 429 and Retry-After, without locking other accounts', async () => {
    await signUpVerified(app);
    await signUpVerified(app, { email: 'ana@example.com', username: 'anasilva26' });
    let last;
    for (let i = 0; i < 6; i += 1) {
      last = await app.request('POST', '/admin/api/login', {
        body: { email: 'lucia@example.com', password: `Wrong#${i}xyz` },
      });
    }
    expect(last!.status).to.equal(429);
    expect(last!.body.error.code).to.equal('AUTH_RATE_LIMITED');
    expect(Number(last!.headers.get('retry-after'))).to.be.within(1, 300);
    expect(await signIn(app, 'ana@example.com')).to.be.a('string');
  });

  it('revokes the token on logout for every later request', async () => {
    await signUpVerified(app);
    const token = await signIn(app);
    const out = await app.request('POST', '/admin/api/logout', { token });
    expect(out.status).to.equal(204);
    const after = await app.request('GET', '/admin/api/user', { token });
    expectError(after, 401, 'AUTH_INVALID_TOKEN');
  });

  it('sends a staff member who signs in on the storefront on to the back office, opening no session', async () => {
    await app.db('staff').insert({
      email: 'equipo@example.com',
      name: 'Equipo',
      role: 'support',
      password_hash: await hashPassword(PASSWORD),
    });
    const sessions = async () => Number((await app.db('auth_sessions').count({ n: '*' }))[0].n);
    const before = await sessions();
    const res = await app.request('POST', '/admin/api/login', {
      body: { email: 'EQUIPO@example.com', password: PASSWORD },
    });
    expectError(res, 403, 'AUTH_STAFF_USE_BACKOFFICE');
    expect(res.body.error.details.backofficeUrl).to.equal(app.config.backofficeOrigin);
    expect(await sessions()).to.equal(before);
    // A wrong password tells nothing about the address.
    const wrong = await app.request('POST', '/admin/api/login', {
      body: { email: 'equipo@example.com', password: 'Wrong#2026xyz' },
    });
    expectError(wrong, 401, 'AUTH_INVALID_CREDENTIALS');
  });

  it('refuses a staff token on the storefront user call', async () => {
    const staffToken = await app.platform.tokens.issue('staff', 1);
    const res = await app.request('GET', '/admin/api/user', { token: staffToken });
    expectError(res, 401, 'AUTH_INVALID_TOKEN');
  });
});

describe('signing in from one address', () => {
  const app = useTestApp({ env: { SIGN_IN_LIMIT_PER_ADDRESS: '3' } });

  it('limits attempts per address across accounts with 429, at the configured number', async () => {
    await signUpVerified(app);
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        await app.request('POST', '/admin/api/login', {
          body: { email: `nobody${i}@example.com`, password: 'Wrong#1xyz' },
        }),
      );
    }
    expect(answers.slice(0, 3).map((a) => a.body.error.code)).to.deep.equal([
      'AUTH_INVALID_CREDENTIALS',
      'AUTH_INVALID_CREDENTIALS',
      'AUTH_INVALID_CREDENTIALS',
    ]);
    expect(answers[3].status).to.equal(429);
    expect(answers[3].body.error.code).to.equal('AUTH_RATE_LIMITED');
    // Even the right password waits now: the address, not the account, is limited.
    const right = await app.request('POST', '/admin/api/login', {
      body: { email: 'lucia@example.com', password: PASSWORD },
    });
    expect(right.status).to.equal(429);
  });
});

describe('signing up and asking for mail from one address', () => {
  // Behind a proxy the client address comes from X-Forwarded-For, so two addresses can be told apart.
  const app = useTestApp({
    env: { SIGN_UP_LIMIT_PER_ADDRESS: '3', MAIL_LIMIT_PER_ADDRESS: '3', TRUST_PROXY: 'true' },
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('limits sign-ups per address with a translated 429 and Retry-After, creating nothing past it', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await app.request('POST', '/admin/api/signup', {
        body: signUpBody({ email: `user${i}@example.com`, username: `someuser${i}` }),
        headers: from('203.0.113.7'),
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
    }
    app.inbox.clear();
    const refused = await app.request('POST', '/admin/api/signup', {
      body: signUpBody({ email: 'user3@example.com', username: 'someuser3' }),
      headers: { ...from('203.0.113.7'), 'accept-language': 'en' },
    });
    expectError(refused, 429, 'AUTH_RATE_LIMITED');
    expect(refused.body.error.message).to.match(/^Too many attempts\. Wait \d+ seconds/);
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 3600);
    expect(await app.db('users').where({ email: 'user3@example.com' }).first()).to.equal(undefined);
    expect(app.inbox.messages()).to.have.length(0);

    const elsewhere = await app.request('POST', '/admin/api/signup', {
      body: signUpBody({ email: 'user3@example.com', username: 'someuser3' }),
      headers: from('198.51.100.20'),
    });
    expect(elsewhere.status).to.equal(201);
  });

  it('limits verification and reset mails per address together, whatever the e-mail', async () => {
    for (let i = 0; i < 3; i += 1) {
      await app.request('POST', '/admin/api/signup', {
        body: signUpBody({ email: `user${i}@example.com`, username: `someuser${i}` }),
        headers: from(`198.51.100.${i + 1}`),
      });
    }
    app.inbox.clear();
    const asked = [
      await app.request('POST', '/admin/api/resend-verification', {
        body: { email: 'user0@example.com' },
        headers: from('203.0.113.9'),
      }),
      await app.request('POST', '/admin/api/forgot-password', {
        body: { email: 'user1@example.com' },
        headers: from('203.0.113.9'),
      }),
      await app.request('POST', '/admin/api/resend-verification', {
        body: { email: 'user2@example.com' },
        headers: from('203.0.113.9'),
      }),
    ];
    expect(asked.map((r) => r.status)).to.deep.equal([202, 202, 202]);
    for (const [path, email] of [
      ['/admin/api/forgot-password', 'user2@example.com'],
      ['/admin/api/resend-verification', 'user1@example.com'],
    ]) {
      const refused = await app.request('POST', path, {
        body: { email },
        headers: { ...from('203.0.113.9'), 'accept-language': 'es' },
      });
      expectError(refused, 429, 'AUTH_RATE_LIMITED', path);
      expect(refused.body.error.message).to.match(/^Demasiados intentos\. Espera \d+ segundos/);
      expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 900);
    }
    expect(app.inbox.messages()).to.have.length(3);
  });
});

/** Gives the user a profile picture, which completes a client's profile (shown in the catalogue). */
async function completeProfile(app: TestApp, id: number) {
  await app.db('users').where({ id }).update({ profile_img: '/media/lucia.webp' });
  await app.platform.events.emit(app.db, { type: 'user.changed', userId: id });
}

describe('public users', () => {
  const app = useTestApp();

  it('answers only public fields, and the private ones the owner chose to show', async () => {
    await signUpVerified(app, { company: 'Plomería Lucía' });
    const { id } = await app.db('users').first('id');
    await completeProfile(app, id);
    const res = await app.request(
      'GET',
      `/admin/api/users?filters=${encodeURIComponent(`id=${id}`)}`,
    );
    expect(res.status).to.equal(200);
    expect(res.body.data).to.have.length(1);
    const [user] = res.body.data;
    expect(user).to.include({
      id,
      username: 'luciaf2026',
      firstName: 'Lucía',
      company: 'Plomería Lucía',
    });
    expect(user).to.not.have.any.keys(
      'email',
      'phoneNumber',
      'password_hash',
      'birthDate',
      'lastLoginAt',
    );

    const token = await signIn(app);
    await app.request('PUT', '/admin/api/user/privacy', {
      token,
      body: { showEmail: true, showPhone: true, showCompany: false, showLastLogin: false },
    });
    const shown = (await app.request('GET', `/admin/api/users?filters=id%3D${id}`)).body.data[0];
    expect(shown).to.include({ email: 'lucia@example.com', phoneNumber: '+59899123456' });
    expect(shown).to.not.have.key('company');
  });

  it('names the categories and skills a user chose (category_name, skill_name) in the reader’s language', async () => {
    await signUpVerified(app, { type: 'prosker' });
    const { id } = await app.db('users').first('id');
    await completeProfile(app, id);
    const token = await signIn(app);
    const empty = await app.request('GET', '/admin/api/user', { token });
    expect(empty.body).to.deep.include({ category_name: [], skill_name: [] });
    await complete(app, { token }, ['plomeria'], ['reparacion-de-canerias']);
    const category = await app.db('categories').where({ slug: 'plomeria' }).first();
    const skill = await app.db('skills').where({ slug: 'reparacion-de-canerias' }).first();
    const me = await app.request('GET', '/admin/api/user', { token });
    expect(me.body).to.deep.include({
      category_name: [category.name_es],
      skill_name: [skill.name_es],
    });
    const shown = await app.request('GET', `/admin/api/users?filters=id%3D${id}`, {
      headers: { 'x-language': 'en' },
    });
    expect(shown.body.data[0]).to.deep.include({
      category_name: [category.name_en],
      skill_name: [skill.name_en],
    });
  });

  it('answers a profile hidden from the catalogue only to its owner, as the public profile does', async () => {
    await signUpVerified(app, { company: 'Plomería Lucía' });
    const { id } = await app.db('users').first('id');
    await app.request('PUT', '/admin/api/user/privacy', {
      token: await signIn(app),
      body: { showEmail: true, showPhone: true, showCompany: true, showLastLogin: true },
    });
    await signUpVerified(app, { email: 'ana@example.com', username: 'anasilva26' });
    const stranger = await signIn(app, 'ana@example.com');
    // No profile picture: the client's profile is below the visibility threshold.
    const profile = await app.request('GET', `/admin/api/profiles/${id}`);
    expect(profile.body.error.code).to.equal('NOT_FOUND');
    for (const filters of [`id=${id}`, 'username=luciaf2026']) {
      const query = `/admin/api/users?filters=${encodeURIComponent(filters)}`;
      const visitor = await app.request('GET', query);
      expect(visitor.status).to.equal(200);
      expect(visitor.body).to.deep.equal({ data: [] });
      const other = await app.request('GET', query, { token: stranger });
      expect(other.body).to.deep.equal({ data: [] });
      const owner = await app.request('GET', query, { token: await signIn(app) });
      expect(owner.body.data).to.have.length(1);
      expect(owner.body.data[0]).to.include({ id, username: 'luciaf2026' });
      expect(owner.body.data[0]).to.not.have.any.keys('password_hash', 'birthDate', 'privacy');
    }

    // Complete, it is shown to everyone, with what its owner chose to show.
    await completeProfile(app, id);
    expect((await app.request('GET', `/admin/api/profiles/${id}`)).status).to.equal(200);
    const shown = await app.request('GET', `/admin/api/users?filters=id%3D${id}`);
    expect(shown.body.data[0]).to.include({
      id,
      email: 'lucia@example.com',
      company: 'Plomería Lucía',
    });
    // Banned, it is hidden again, even with a complete profile.
    await app.db('users').where({ id }).update({ banned_at: new Date() });
    await app.platform.events.emit(app.db, { type: 'user.changed', userId: id });
    const banned = await app.request('GET', `/admin/api/users?filters=id%3D${id}`, {
      token: stranger,
    });
    expect(banned.body).to.deep.equal({ data: [] });
  });

  it('finds by username and leaves out banned and unverified accounts', async () => {
    await signUpVerified(app);
    const { id } = await app.db('users').first('id');
    await completeProfile(app, id);
    const found = await app.request('GET', '/admin/api/users?filters=username%3Dluciaf2026');
    expect(found.body.data.map((u: { id: number }) => u.id)).to.deep.equal([id]);
    await app.request('POST', '/admin/api/signup', {
      body: signUpBody({ email: 'ana@example.com', username: 'anasilva26' }),
    });
    const unverified = await app.request('GET', '/admin/api/users?filters=username%3Danasilva26');
    expect(unverified.body.data).to.deep.equal([]);
    await app.db('users').where({ username: 'luciaf2026' }).update({ banned_at: new Date() });
    const banned = await app.request('GET', '/admin/api/users?filters=username%3Dluciaf2026');
    expect(banned.body.data).to.deep.equal([]);
  });

  it('refuses a malformed filter', async () => {
    const res = await app.request('GET', '/admin/api/users?filters=email%3Dx');
    expectError(res, 422, 'VALIDATION_FAILED');
  });
});

describe('password reset', () => {
  const app = useTestApp();

  it('needs an existing e-mail', async () => {
    const res = await app.request('POST', '/admin/api/forgot-password', {
      body: { email: 'nobody@example.com' },
    });
    expectError(res, 404, 'AUTH_EMAIL_NOT_FOUND');
  });

  it('mails a one-hour single-use link that changes the password and ends every session', async () => {
    await signUpVerified(app, { region: 'br', language: 'br' });
    const session = await signIn(app);
    app.inbox.clear();
    const res = await app.request('POST', '/admin/api/forgot-password', {
      body: { email: 'lucia@example.com' },
    });
    expect(res.status).to.equal(202);
    const [mail] = app.inbox.messages();
    expect(mail.subject).to.equal('Altere sua senha da Prosk');
    const token = linkToken(app, 'lucia@example.com', 'br/nova-senha');
    const row = await app.db('account_tokens').where({ purpose: 'reset_password' }).first();
    const ttl = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 1000;
    expect(ttl).to.be.within(3595, 3605);

    const newPassword = 'Nueva#2026y';
    const reset = await app.request('POST', '/admin/api/reset-password', {
      body: { token, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(reset.status).to.equal(204);
    expect((await app.request('GET', '/admin/api/user', { token: session })).status).to.equal(401);
    expect(await signIn(app, 'lucia@example.com', newPassword)).to.be.a('string');
    const old = await app.request('POST', '/admin/api/login', {
      body: { email: 'lucia@example.com', password: PASSWORD },
    });
    expect(old.body.error.code).to.equal('AUTH_INVALID_CREDENTIALS');
    const reuse = await app.request('POST', '/admin/api/reset-password', {
      body: { token, password: newPassword, passwordConfirmation: newPassword },
    });
    expectError(reuse, 400, 'AUTH_TOKEN_INVALID');
  });
});

describe('settings', () => {
  const app = useTestApp();
  let token: string;
  beforeEach(async () => {
    await signUpVerified(app);
    token = await signIn(app);
  });

  it('edits the profile and validates it with the sign-up rules', async () => {
    const res = await app.request('PUT', '/admin/api/user/profile', {
      token,
      body: {
        firstName: 'Lucía María',
        lastName: 'Fernández',
        birthDate: '1991-06-07',
        phoneNumber: '098765432',
        company: 'Lucía Servicios',
        description: 'Plomera con 10 años de experiencia.',
        identificationType: 'CI',
        identificationNumber: '1.234.567-8',
      },
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({
      firstName: 'Lucía María',
      birthDate: '1991-06-07',
      identificationType: 'CI',
      phoneNumber: '+59898765432',
    });
    const bad = await app.request('PUT', '/admin/api/user/profile', {
      token,
      body: { firstName: '', lastName: 'F', birthDate: '2012-01-01', phoneNumber: '12' },
    });
    expect(bad.status).to.equal(422);
    const fields = bad.body.error.details.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).to.deep.equal(['birthDate', 'firstName', 'phoneNumber']);
  });

  it('records a profile change and its user.changed event together, or neither', async () => {
    const { id } = await app.db('users').first('id');
    const events = async () =>
      Number(
        (
          await app
            .db('outbox_events')
            .where({ type: 'user.changed' })
            .whereRaw("payload->>'userId' = ?", [String(id)])
            .count({ n: '*' })
        )[0].n,
      );
    const body = (firstName: string) => ({
      firstName,
      lastName: 'Fernández',
      birthDate: '1991-06-07',
      phoneNumber: '099123456',
    });
    const before = await events();
    const saved = await app.request('PUT', '/admin/api/user/profile', {
      token,
      body: body('Luciana'),
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body.firstName).to.equal('Luciana');
    expect(await events()).to.equal(before + 1);

    // The event cannot be written: the change it reports is not kept either.
    await app.db.raw(
      "ALTER TABLE outbox_events ADD CONSTRAINT refuse_user_changed CHECK (type <> 'user.changed') NOT VALID",
    );
    try {
      const refused = await app.request('PUT', '/admin/api/user/profile', {
        token,
        body: body('Lucrecia'),
      });
      expect(refused.status).to.be.at.least(400);
      expect(refused.body.error.code).to.be.a('string');
    } finally {
      await app.db.raw('ALTER TABLE outbox_events DROP CONSTRAINT refuse_user_changed');
    }
    expect((await app.db('users').where({ id }).first('first_name')).first_name).to.equal(
      'Luciana',
    );
    expect(await events()).to.equal(before + 1);
  });

  it('needs the current password to change e-mail or phone', async () => {
    const res = await app.request('PUT', '/admin/api/user/account', {
      token,
      body: { currentPassword: 'Wrong#pass1', phoneNumber: '091111111' },
    });
    expectError(res, 403, 'AUTH_CURRENT_PASSWORD_WRONG');
    const row = await app.db('users').first('phone_number');
    expect(row.phone_number).to.equal('+59899123456');
  });

  it('keeps a new e-mail pending until its link is followed', async () => {
    app.inbox.clear();
    const res = await app.request('PUT', '/admin/api/user/account', {
      token,
      body: { currentPassword: PASSWORD, email: 'lucia.nueva@example.com' },
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({
      email: 'lucia@example.com',
      pendingEmail: 'lucia.nueva@example.com',
    });
    const link = linkToken(app, 'lucia.nueva@example.com', 'user/verification');
    const verified = await app.request('POST', '/admin/api/verify-email', {
      body: { token: link },
    });
    expect(verified.body).to.deep.equal({ email: 'lucia.nueva@example.com' });
    const me = await app.request('GET', '/admin/api/user', { token });
    expect(me.body).to.include({ email: 'lucia.nueva@example.com', pendingEmail: null });
  });

  it('refuses an e-mail that another account uses', async () => {
    await signUpVerified(app, { email: 'ana@example.com', username: 'anasilva26' });
    const res = await app.request('PUT', '/admin/api/user/account', {
      token,
      body: { currentPassword: PASSWORD, email: 'ANA@example.com' },
    });
    expectError(res, 409, 'EMAIL_TAKEN');
  });

  it('changes the password and ends the other sessions but not this one', async () => {
    const other = await signIn(app);
    const res = await app.request('PUT', '/admin/api/user/account', {
      token,
      body: {
        currentPassword: PASSWORD,
        newPassword: 'Otra#2026zz',
        newPasswordConfirmation: 'Otra#2026zz',
      },
    });
    expect(res.status).to.equal(200);
    expect((await app.request('GET', '/admin/api/user', { token })).status).to.equal(200);
    expect((await app.request('GET', '/admin/api/user', { token: other })).status).to.equal(401);
  });

  it('stores privacy and notification preferences and refuses unknown keys', async () => {
    const prefs = {
      subscription: { email: true, whatsapp: true },
      chat: { email: false, whatsapp: true },
      job: { email: true, whatsapp: false },
      user: { email: false, whatsapp: false },
      payment: { email: true, whatsapp: true },
    };
    const res = await app.request('PUT', '/admin/api/user/notifications', { token, body: prefs });
    expect(res.body.notifications).to.deep.equal(prefs);
    const bad = await app.request('PUT', '/admin/api/user/notifications', {
      token,
      body: { ...prefs, marketing: { email: true, whatsapp: true } },
    });
    expect(bad.status).to.equal(422);
    expect(bad.body.error.details.fields[0]).to.include({
      field: 'marketing',
      code: 'fields.unknownField',
    });
  });
});

describe('addresses', () => {
  const app = useTestApp();
  let token: string;
  const address = {
    domicile: 'Av. 18 de Julio 1234',
    postalCode: '11100',
    city: 'Montevideo',
    state: 'Montevideo',
    neighborhood: 'Centro',
    country: 'Uruguay',
    countryCode: 'UY',
  };
  beforeEach(async () => {
    await signUpVerified(app);
    token = await signIn(app);
  });

  it('makes the first address the default and keeps exactly one default', async () => {
    const first = await app.request('POST', '/admin/api/user/addresses', { token, body: address });
    expect(first.status).to.equal(201);
    expect(first.body.isDefault).to.equal(true);
    const second = await app.request('POST', '/admin/api/user/addresses', {
      token,
      body: { ...address, domicile: 'Rambla 55', isDefault: true },
    });
    expect(second.body.isDefault).to.equal(true);
    const list = (await app.request('GET', '/admin/api/user/addresses', { token })).body.data;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).to.have.length(1);
    expect(list[0].id).to.equal(second.body.id);

    await app.request('DELETE', `/admin/api/user/addresses/${second.body.id}`, { token });
    const after = (await app.request('GET', '/admin/api/user/addresses', { token })).body.data;
    expect(after).to.have.length(1);
    expect(after[0]).to.include({ id: first.body.id, isDefault: true });
  });

  it('refuses text fields that are not text', async () => {
    const res = await app.request('POST', '/admin/api/user/addresses', {
      token,
      body: { ...address, postalCode: 11100, city: ['Montevideo'] },
    });
    expect(res.status).to.equal(422);
    const fields = res.body.error.details.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).to.deep.equal(['city', 'postalCode']);
  });

  it('never shows or changes another user’s addresses', async () => {
    const mine = await app.request('POST', '/admin/api/user/addresses', { token, body: address });
    await signUpVerified(app, { email: 'ana@example.com', username: 'anasilva26' });
    const other = await signIn(app, 'ana@example.com');
    expect(
      (await app.request('GET', '/admin/api/user/addresses', { token: other })).body.data,
    ).to.deep.equal([]);
    const edit = await app.request('PUT', `/admin/api/user/addresses/${mine.body.id}`, {
      token: other,
      body: { ...address, domicile: 'Robada 1' },
    });
    expectError(edit, 404, 'NOT_FOUND');
    const del = await app.request('DELETE', `/admin/api/user/addresses/${mine.body.id}`, {
      token: other,
    });
    expect(del.status).to.equal(404);
    const row = await app.db('addresses').where({ id: mine.body.id }).first('domicile');
    expect(row.domicile).to.equal(address.domicile);
  });

  it('lists Uruguay’s 19 departments and Brazil’s 27 states', async () => {
    const uy = await app.request('GET', '/admin/api/divisions?countryCode=UY');
    expect(uy.body.data).to.have.length(19);
    expect(uy.body.data.map((d: { name: string }) => d.name)).to.include('Paysandú');
    const br = await app.request('GET', '/admin/api/divisions?countryCode=BR');
    expect(br.body.data).to.have.length(27);
  });
});

describe('data rights', () => {
  const app = useTestApp();

  it('exports the user’s data as a JSON download', async () => {
    await signUpVerified(app);
    const token = await signIn(app);
    const res = await app.request('GET', '/admin/api/user/export', { token });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-disposition')).to.include('attachment');
    expect(res.body.account).to.include({ email: 'lucia@example.com' });
    expect(res.body.sessions).to.have.length(1);
    // No WhatsApp number was ever confirmed.
    expect(res.body.whatsappNumber).to.equal(null);
  });

  it('closes an account: signed out everywhere, hidden, anonymised, the row kept', async () => {
    await signUpVerified(app);
    const token = await signIn(app);
    const other = await signIn(app);
    const { id } = await app.db('users').first('id');
    const res = await app.request('POST', '/admin/api/user/close', {
      token,
      body: { currentPassword: PASSWORD },
    });
    expect(res.status).to.equal(204);
    for (const t of [token, other]) {
      expect((await app.request('GET', '/admin/api/user', { token: t })).status).to.equal(401);
    }
    const row = await app.db('users').where({ id }).first();
    expect(row.closed_at).to.not.equal(null);
    expect(row.email).to.not.include('lucia');
    expect(row.first_name).to.equal('');
    expect(row.phone_number).to.equal(null);
    const listed = await app.request('GET', `/admin/api/users?filters=id%3D${id}`);
    expect(listed.body.data).to.deep.equal([]);
    const login = await app.request('POST', '/admin/api/login', {
      body: { email: 'lucia@example.com', password: PASSWORD },
    });
    expect(login.body.error.code).to.equal('AUTH_INVALID_CREDENTIALS');
  });
});

describe('the demo accounts', () => {
  const app = useTestApp({ demo: true });

  it('sign in by e-mail and by phone (stored in E.164, typed as the README writes it), verified and with a default address', async () => {
    const { DEMO_USERS } = await import('../../../seeds/50-demo-accounts');
    const readmePhones = ['099111222', '098333444'];
    for (const [i, demo] of DEMO_USERS.entries()) {
      expect(demo.phone_number).to.match(/^\+598\d{8}$/);
      const token = await signIn(app, demo.email, demo.password);
      const me = (await app.request('GET', '/admin/api/user', { token })).body;
      expect(me).to.include({ role: demo.role, emailVerified: true, firstName: demo.first_name });
      expect(me.addresses).to.have.length(1);
      expect(me.addresses[0].isDefault).to.equal(true);
      for (const phoneNumber of [demo.phone_number, readmePhones[i]]) {
        const byPhone = await app.request('POST', '/admin/api/login', {
          body: { phoneNumber, password: demo.password },
        });
        expect(byPhone.status, phoneNumber).to.equal(200);
      }
    }
  });
});
