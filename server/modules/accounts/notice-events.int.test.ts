import { expect } from 'chai';
import type { DomainEvent } from '../../platform/events';
import { useTestApp, type TestApp } from '../../test/harness';
import { signUpBody } from '../../test/users';

const PASSWORD = 'Prueba#2026x';
const EMAIL = 'lucia@example.com';

type AccountNotice = Extract<DomainEvent, { type: 'account.notice' }>;

/** The outbox's `account.notice` events, oldest first. */
async function notices(app: TestApp) {
  const rows = await app
    .db('outbox_events')
    .where({ type: 'account.notice' })
    .orderBy('id')
    .select('payload');
  return rows.map((r) => r.payload as AccountNotice);
}

/** The token of the latest mail to `to` with a link of `pathWord` (waiting for it a moment). */
async function linkToken(app: TestApp, to: string, pathWord: string): Promise<string> {
  const pattern = new RegExp(`${pathWord}/([A-Za-z0-9_-]+)`);
  for (let i = 0; i < 50; i++) {
    const message = [...app.inbox.messages()]
      .reverse()
      .find((m) => m.to.includes(to) && pattern.test(m.text));
    if (message) return pattern.exec(message.text)![1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to} with a ${pathWord} link`);
}

async function signUp(app: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await app.request('POST', '/admin/api/signup', {
    body: signUpBody({ email: EMAIL, ...overrides }),
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return Number((await app.db('users').where({ email: EMAIL }).first('id')).id);
}

const verify = (app: TestApp, token: string) =>
  app.request('POST', '/admin/api/verify-email', { body: { token } });

async function signIn(app: TestApp, email = EMAIL, password = PASSWORD) {
  const res = await app.request('POST', '/admin/api/login', { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.access_token as string;
}

describe('accounts: the events notices are made of', () => {
  const app = useTestApp();

  it('tells the first verification of an address once, and no second for a reused link', async () => {
    const id = await signUp(app);
    expect(await notices(app)).to.deep.equal([]);
    const token = await linkToken(app, EMAIL, 'user/verification');
    expect((await verify(app, token)).status).to.equal(200);
    expect((await verify(app, token)).status).to.equal(400);
    expect(await notices(app)).to.deep.equal([
      { type: 'account.notice', userId: id, change: 'verified', ref: `verified:${id}` },
    ]);
  });

  it('tells a password changed in the settings and one reset by its link, each by its time', async () => {
    const id = await signUp(app);
    expect((await verify(app, await linkToken(app, EMAIL, 'user/verification'))).status).to.equal(
      200,
    );
    const token = await signIn(app);
    const changed = await app.request('PUT', '/admin/api/user/account', {
      token,
      body: {
        currentPassword: PASSWORD,
        newPassword: 'Otra#2026zz',
        newPasswordConfirmation: 'Otra#2026zz',
      },
    });
    expect(changed.status).to.equal(200);
    const forgot = await app.request('POST', '/admin/api/forgot-password', {
      body: { email: EMAIL },
    });
    expect(forgot.status).to.equal(202);
    const reset = await app.request('POST', '/admin/api/reset-password', {
      body: {
        token: await linkToken(app, EMAIL, 'nueva-contrasena'),
        password: 'Nueva#2026y',
        passwordConfirmation: 'Nueva#2026y',
      },
    });
    expect(reset.status, JSON.stringify(reset.body)).to.equal(204);
    const told = (await notices(app)).filter((n) => n.change === 'passwordChanged');
    expect(told).to.have.length(2);
    expect(told.map((n) => n.userId)).to.deep.equal([id, id]);
    expect(told[0].ref).to.match(new RegExp(`^password:${id}:\\d+$`));
    expect(told[1].ref).to.not.equal(told[0].ref);
    // The account was verified already: no second welcome.
    expect((await notices(app)).filter((n) => n.change === 'verified')).to.have.length(1);
  });

  it('tells a reset that proves an unverified address as its first verification', async () => {
    const id = await signUp(app);
    await app.request('POST', '/admin/api/forgot-password', { body: { email: EMAIL } });
    const reset = await app.request('POST', '/admin/api/reset-password', {
      body: {
        token: await linkToken(app, EMAIL, 'nueva-contrasena'),
        password: 'Nueva#2026y',
        passwordConfirmation: 'Nueva#2026y',
      },
    });
    expect(reset.status, JSON.stringify(reset.body)).to.equal(204);
    expect((await notices(app)).map((n) => [n.userId, n.change])).to.deep.equal([
      [id, 'passwordChanged'],
      [id, 'verified'],
    ]);
  });

  it('tells a changed e-mail only once the new address is confirmed, with the old address', async () => {
    const id = await signUp(app);
    expect((await verify(app, await linkToken(app, EMAIL, 'user/verification'))).status).to.equal(
      200,
    );
    const token = await signIn(app);
    const asked = await app.request('PUT', '/admin/api/user/account', {
      token,
      body: { currentPassword: PASSWORD, email: 'lucia.nueva@example.com' },
    });
    expect(asked.status).to.equal(200);
    expect((await notices(app)).map((n) => n.change)).to.deep.equal(['verified']);
    const link = await linkToken(app, 'lucia.nueva@example.com', 'user/verification');
    expect((await verify(app, link)).status).to.equal(200);
    const row = await app.db('account_tokens').where({ purpose: 'change_email' }).first('id');
    expect((await notices(app))[1]).to.deep.equal({
      type: 'account.notice',
      userId: id,
      change: 'emailChanged',
      ref: `email:${Number(row.id)}`,
      email: EMAIL,
    });
  });

  it('tells a closed account with the address, name, language and region it had', async () => {
    const id = await signUp(app, { region: 'br', language: 'br' });
    expect((await verify(app, await linkToken(app, EMAIL, 'user/verification'))).status).to.equal(
      200,
    );
    const token = await signIn(app);
    const closed = await app.request('POST', '/admin/api/user/close', {
      token,
      body: { currentPassword: PASSWORD },
    });
    expect(closed.status).to.equal(204);
    expect((await notices(app)).at(-1)).to.deep.equal({
      type: 'account.notice',
      userId: id,
      change: 'closed',
      ref: `closed:${id}`,
      email: EMAIL,
      firstName: 'Lucía',
      language: 'br',
      region: 'br',
    });
  });
});
