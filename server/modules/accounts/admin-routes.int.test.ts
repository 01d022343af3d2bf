import { expect } from 'chai';
import { useTestApp, type TestApp } from '../../test/harness';
import { expectError } from './test-kit';

async function signIn(app: TestApp, email = 'admin@prosk.uy', password = 'Admin#2026demo') {
  const res = await app.request('POST', '/backoffice/api/auth/login', {
    body: { email, password },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.access_token as string;
}

const q = (params: Record<string, unknown>) =>
  '?' +
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();

describe('staff sign-in to the back office', () => {
  const app = useTestApp({ demo: true });

  it('answers a token and the staff member for the right password', async () => {
    const res = await app.request('POST', '/backoffice/api/auth/login', {
      body: { email: 'ADMIN@prosk.uy', password: 'Admin#2026demo' },
    });
    expect(res.status).to.equal(200);
    expect(res.body.access_token).to.be.a('string');
    expect(res.body.staff).to.deep.equal({
      id: 1,
      email: 'admin@prosk.uy',
      name: 'Admin Prosk',
      role: 'admin',
    });
    const me = await app.request('GET', '/backoffice/api/auth/me', {
      token: res.body.access_token,
    });
    expect(me.body.email).to.equal('admin@prosk.uy');
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    for (const body of [
      { email: 'admin@prosk.uy', password: 'wrong-password' },
      { email: 'nobody@prosk.uy', password: 'Admin#2026demo' },
    ]) {
      const res = await app.request('POST', '/backoffice/api/auth/login', { body });
      expectError(res, 401, 'AUTH_INVALID_CREDENTIALS');
      expect(res.body.error.message).to.match(/^Datos incorrectos/);
    }
  });

  it('stores staff passwords as argon2id hashes', async () => {
    const row = await app.db('staff').where({ email: 'admin@prosk.uy' }).first('password_hash');
    expect(row.password_hash).to.match(/^\$argon2id\$v=19\$/);
    const params = row.password_hash.split('$')[3].split(',').sort();
    expect(params).to.deep.equal(['m=19456', 'p=1', 't=2']);
  });

  it('limits repeated attempts on one account with 429 and Retry-After', async () => {
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await app.request('POST', '/backoffice/api/auth/login', {
        body: { email: 'soporte@prosk.uy', password: `wrong-${i}` },
      });
    }
    expect(last!.status).to.equal(429);
    expect(last!.body.error.code).to.equal('AUTH_RATE_LIMITED');
    expect(Number(last!.headers.get('retry-after'))).to.be.within(1, 300);
    const other = await app.request('POST', '/backoffice/api/auth/login', {
      body: { email: 'admin@prosk.uy', password: 'Admin#2026demo' },
    });
    expect(other.status, 'another account is not locked').to.equal(200);
  });

  it('ends the session on sign-out so the token is refused afterwards', async () => {
    const token = await signIn(app);
    const out = await app.request('POST', '/backoffice/api/auth/logout', { token });
    expect(out.status).to.equal(204);
    const after = await app.request('GET', '/backoffice/api/users', { token });
    expectError(after, 401, 'AUTH_INVALID_TOKEN');
  });
});

describe('the back office users resource', () => {
  const app = useTestApp({ demo: true });

  it('refuses a request without a token', async () => {
    const res = await app.request('GET', '/backoffice/api/users');
    expectError(res, 401, 'AUTH_REQUIRED');
  });

  it('refuses a forged token', async () => {
    const res = await app.request('GET', '/backoffice/api/users', { token: 'a.b.c' });
    expectError(res, 401, 'AUTH_INVALID_TOKEN');
  });

  it('refuses a signed-in user who is not staff with 403', async () => {
    const user = await app.db('users').first('id');
    const token = await app.platform.tokens.issue('user', user.id);
    const res = await app.request('GET', '/backoffice/api/users', { token });
    expectError(res, 403, 'PERMISSION_DENIED');
  });

  it('pages with range and answers Content-Range', async () => {
    const token = await signIn(app);
    const total = Number((await app.db('users').count({ n: '*' }))[0].n);
    const first = await app.request(
      'GET',
      `/backoffice/api/users${q({ range: [0, 9], sort: ['id', 'ASC'] })}`,
      { token },
    );
    expect(first.status).to.equal(200);
    expect(first.headers.get('content-range')).to.equal(`users 0-9/${total}`);
    expect(first.body.map((u: { id: number }) => u.id)).to.deep.equal([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const second = await app.request(
      'GET',
      `/backoffice/api/users${q({ range: [10, 19], sort: ['id', 'ASC'] })}`,
      { token },
    );
    expect(second.body[0].id).to.equal(11);
    expect(second.headers.get('content-range')).to.equal(`users 10-19/${total}`);
  });

  it('sorts by a documented field in either order', async () => {
    const token = await signIn(app);
    const asc = await app.request(
      'GET',
      `/backoffice/api/users${q({ range: [0, 99], sort: ['username', 'ASC'] })}`,
      { token },
    );
    const names = asc.body.map((u: { username: string }) => u.username);
    expect(names).to.deep.equal(
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const desc = await app.request(
      'GET',
      `/backoffice/api/users${q({ range: [0, 0], sort: ['username', 'DESC'] })}`,
      { token },
    );
    expect(desc.body[0].username).to.equal(names[names.length - 1]);
  });

  it('filters by free text, role and ban', async () => {
    const token = await signIn(app);
    const text = await app.request('GET', `/backoffice/api/users${q({ filter: { q: 'lucía' } })}`, {
      token,
    });
    expect(text.body.length).to.be.greaterThan(0);
    for (const user of text.body) expect(user.firstName).to.equal('Lucía');
    const proskers = await app.request(
      'GET',
      `/backoffice/api/users${q({ filter: { role: 'prosker' }, range: [0, 99] })}`,
      { token },
    );
    expect(
      proskers.body.every(
        (u: { role: string; type_user: number }) => u.role === 'prosker' && u.type_user >= 2,
      ),
    ).to.equal(true);
    const banned = await app.request(
      'GET',
      `/backoffice/api/users${q({ filter: { banned: true }, range: [0, 99] })}`,
      { token },
    );
    const bannedInDb = Number(
      (await app.db('users').whereNotNull('banned_at').count({ n: '*' }))[0].n,
    );
    expect(banned.body).to.have.length(bannedInDb);
    expect(banned.body.every((u: { banned: boolean }) => u.banned)).to.equal(true);
  });

  it('shows one user with the documented fields and never the password hash', async () => {
    const token = await signIn(app, 'soporte@prosk.uy', 'Support#2026demo');
    const res = await app.request('GET', '/backoffice/api/users/1', { token });
    expect(res.status).to.equal(200);
    expect(res.body).to.have.all.keys(
      'id',
      'username',
      'email',
      'firstName',
      'lastName',
      'type_user',
      'role',
      'phoneNumber',
      'region',
      'banned',
      'banReason',
      'isTestUser',
      'emailVerified',
      'createdAt',
      'lastLoginAt',
    );
    const missing = await app.request('GET', '/backoffice/api/users/99999', { token });
    expectError(missing, 404, 'USER_NOT_FOUND');
  });

  it('refuses an unknown sort field and a malformed range', async () => {
    const token = await signIn(app);
    for (const params of [{ sort: ['password_hash', 'ASC'] }, { range: [5, 1] }, { range: 'x' }]) {
      const res = await app.request('GET', `/backoffice/api/users${q(params)}`, { token });
      expect(res.status, JSON.stringify(params)).to.equal(422);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    }
  });
});
