import { expect } from 'chai';
import { EXPORT_COLUMNS } from './admin-users';
import { useTestApp, type TestApp } from '../../test/harness';
import { expectError } from './test-kit';
import { staffToken } from '../../test/answers';
import { STAFF_REASON_MAX } from '../../../common/constants';
import { hashPassword } from '../../platform';
import { USER_SEARCH_TEXT } from './staff';

const q = (params: Record<string, unknown>) =>
  '?' +
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();

async function userSession(app: TestApp, id: number) {
  await app.db('users').where({ id }).update({ email_verified_at: new Date() });
  return app.platform.tokens.issue('user', id);
}

describe('staff managing users', () => {
  const app = useTestApp({ demo: true });

  /** User 7 as staff read it, and a sender of that whole record with some fields changed. */
  async function editUserSeven(token: string) {
    const current = (await app.request('GET', '/backoffice/api/users/7', { token })).body;
    const send = (changes: Record<string, unknown>) =>
      app.request('PUT', '/backoffice/api/users/7', { token, body: { ...current, ...changes } });
    return { current, send };
  }

  it('filters users by registration dates, the whole last day included', async () => {
    const token = await staffToken(app);
    const res = await app.request(
      'GET',
      `/backoffice/api/users${q({ filter: { createdFrom: '2026-01-04', createdTo: '2026-01-07' }, range: [0, 99] })}`,
      { token },
    );
    const inDb = await app
      .db('users')
      .where('created_at', '>=', '2026-01-04')
      .where('created_at', '<', '2026-01-08')
      .count({ n: '*' });
    expect(res.body).to.have.length(Number(inDb[0].n));
    expect(res.body.length).to.be.greaterThan(0);
    for (const user of res.body) {
      expect(user.createdAt >= '2026-01-04' && user.createdAt < '2026-01-08').to.equal(true);
    }
  });

  it('bans a user with a reason: their session ends and they read the reason on the next request and at sign-in', async () => {
    const token = await staffToken(app);
    const session = await userSession(app, 5);
    expect((await app.request('GET', '/admin/api/user', { token: session })).status).to.equal(200);
    const reason = 'Publicaste datos de contacto de otras personas';
    const res = await app.request('POST', '/backoffice/api/users/5/ban', {
      token,
      body: { reason },
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ banned: true, banReason: reason });
    const open = await app.db('auth_sessions').where({ subject_id: 5 }).whereNull('revoked_at');
    expect(open).to.have.length(0);
    const after = await app.request('GET', '/admin/api/user', {
      token: session,
      headers: { 'accept-language': 'pt-BR' },
    });
    expectError(after, 403, 'AUTH_USER_BANNED');
    expect(after.body.error.details.reason).to.equal(reason);
    expect(after.body.error.message).to.contain('Sua conta está suspensa').and.contain(reason);
    const { email } = await app.db('users').where({ id: 5 }).first('email');
    await app
      .db('users')
      .where({ id: 5 })
      .update({ password_hash: await hashPassword('Secreto#2026') });
    const signIn = await app.request('POST', '/admin/api/login', {
      body: { email, password: 'Secreto#2026' },
    });
    expectError(signIn, 403, 'AUTH_USER_BANNED');
    expect(signIn.body.error.message).to.contain(reason);
    const unban = await app.request('POST', '/backoffice/api/users/5/unban', { token });
    expect(unban.body).to.include({ banned: false, banReason: null });
    const log = await app.request(
      'GET',
      `/backoffice/api/audit-log${q({ sort: ['id', 'ASC'], filter: { targetType: 'users', targetId: '5' } })}`,
      { token },
    );
    expect(log.body.map((e: { action: string }) => e.action)).to.deep.equal([
      'users.ban',
      'users.unban',
    ]);
    expect(log.body[0]).to.deep.include({
      staffEmail: 'admin@prosk.uy',
      targetType: 'users',
      targetId: '5',
      before: { banned: false, banReason: null },
      after: { banned: true, banReason: reason },
    });
  });

  it('refuses a ban without a reason or with one too long, and bans no one', async () => {
    const token = await staffToken(app);
    const none = await app.request('POST', '/backoffice/api/users/6/ban', { token, body: {} });
    expectError(none, 422, 'VALIDATION_FAILED');
    const blank = await app.request('POST', '/backoffice/api/users/6/ban', {
      token,
      body: { reason: '   ' },
    });
    expectError(blank, 422, 'VALIDATION_FAILED');
    const long = await app.request('POST', '/backoffice/api/users/6/ban', {
      token,
      body: { reason: 'x'.repeat(STAFF_REASON_MAX + 1) },
    });
    expectError(long, 422, 'VALIDATION_FAILED');
    expect(long.body.error.details.fields[0].field).to.equal('reason');
    const row = await app.db('users').where({ id: 6 }).first('banned_at');
    expect(row.banned_at).to.equal(null);
  });

  it('finds users by full name, e-mail, username, and a phone typed nationally or internationally', async () => {
    const token = await staffToken(app);
    await app
      .db('users')
      .where({ id: 9 })
      .update({ first_name: 'Griselda', last_name: 'Quintanilla', phone_number: '+59891234567' });
    const user = await app.db('users').where({ id: 9 }).first('email', 'username');
    const found = async (text: string) =>
      (
        await app.request('GET', `/backoffice/api/users${q({ filter: { q: text } })}`, { token })
      ).body.map((u: { id: number }) => u.id);
    for (const text of [
      'griselda quintanilla',
      'Quintani',
      user.email.toUpperCase(),
      user.username,
      '091 234 567',
      '091234567',
      '+598 91 234 567',
      '59891234567',
    ]) {
      expect(await found(text), text).to.deep.equal([9]);
    }
    expect(await found('Quintanilla Griselda')).to.deep.equal([]);
  });

  it('searches users through indexes, not by reading the whole table', async () => {
    await app.db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const byText = await trx.raw(
        `EXPLAIN ${app.platform.db('users').whereRaw(`${USER_SEARCH_TEXT} ILIKE ?`, ['%quinta%']).select('id').toQuery()}`,
      );
      const byPhone = await trx.raw(
        `EXPLAIN ${app.platform.db('users').whereIn('phone_number', ['+59891234567']).select('id').toQuery()}`,
      );
      const plan = (r: { rows: { 'QUERY PLAN': string }[] }) =>
        r.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan(byText)).to.contain('users_search');
      expect(plan(byPhone)).to.contain('users_phone_number_index');
    });
  });

  it('edits a user from the whole record react-admin sends back, and audits the change', async () => {
    const token = await staffToken(app);
    const { current, send } = await editUserSeven(token);
    const res = await send({ firstName: 'Nuevo', type_user: 2, isTestUser: false });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({
      firstName: 'Nuevo',
      type_user: 2,
      role: 'prosker',
      isTestUser: false,
    });
    expect(res.body.email, 'read-only fields are not written').to.equal(current.email);
    const [entry] = await app.db('staff_audit').where({ action: 'users.update' });
    expect(entry.before).to.deep.include({ firstName: current.firstName });
    expect(entry.after).to.deep.include({ firstName: 'Nuevo' });
    expect(entry.after, 'fields that did not change are left out').to.not.have.property('email');
  });

  it('shows a user’s addresses and lets an admin correct one by the storefront’s rules, audited', async () => {
    const token = await staffToken(app);
    const session = await userSession(app, 11);
    const added = await app.request('POST', '/admin/api/user/addresses', {
      token: session,
      body: {
        domicile: 'Av. Italia 1234',
        postalCode: '11300',
        city: 'Montevideo',
        state: 'Montevideo',
        country: 'Uruguay',
        countryCode: 'UY',
      },
    });
    expect(added.status, JSON.stringify(added.body)).to.equal(201);
    const listed = await app.request('GET', '/backoffice/api/users/11/addresses', { token });
    expect(listed.body.map((a: { id: number }) => a.id)).to.include(added.body.id);
    const path = `/backoffice/api/users/11/addresses/${added.body.id}`;
    // As the back office sends it: no neighbourhood when there is none.
    const { neighborhood: _none, ...address } = added.body;
    const bad = await app.request('PUT', path, {
      token,
      body: { ...address, city: 42, countryCode: 'AR' },
      headers: { 'accept-language': 'en' },
    });
    expectError(bad, 422, 'VALIDATION_FAILED');
    expect(
      bad.body.error.details.fields.map((f: { field: string }) => f.field).sort(),
    ).to.deep.equal(['city', 'countryCode']);
    const fixed = await app.request('PUT', path, {
      token,
      body: { ...address, domicile: 'Av. Italia 1243' },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).to.equal(200);
    expect(fixed.body.domicile).to.equal('Av. Italia 1243');
    const [entry] = await app.db('staff_audit').where({ action: 'addresses.update' });
    expect(entry).to.deep.include({
      target_type: 'users',
      target_id: '11',
      before: { domicile: 'Av. Italia 1234' },
      after: { domicile: 'Av. Italia 1243' },
    });
    const otherUsers = await app.request(
      'PUT',
      `/backoffice/api/users/12/addresses/${added.body.id}`,
      { token, body: { ...address, domicile: 'Otra 1' } },
    );
    expectError(otherUsers, 404, 'NOT_FOUND');
  });

  it('refuses an invalid edit field by field and a taken username', async () => {
    const token = await staffToken(app);
    const { send } = await editUserSeven(token);
    const bad = await send({ username: 'no', type_user: 9 });
    expect(bad.status).to.equal(422);
    const fields = bad.body.error.details.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).to.deep.equal(['type_user', 'username']);
    const other = (await app.request('GET', '/backoffice/api/users/8', { token })).body;
    const taken = await send({ username: other.username });
    expectError(taken, 409, 'USERNAME_TAKEN');
  });

  it('lets support read and export but not edit or ban', async () => {
    const token = await staffToken(app, 'soporte@prosk.uy', 'Support#2026demo');
    expect((await app.request('GET', '/backoffice/api/users/5', { token })).status).to.equal(200);
    for (const [method, path] of [
      ['POST', '/backoffice/api/users/5/ban'],
      ['POST', '/backoffice/api/users/5/unban'],
      ['GET', '/backoffice/api/audit-log'],
    ]) {
      const res = await app.request(method, path, { token });
      expect(res.status, path).to.equal(403);
      expect(res.body.error.code).to.equal('PERMISSION_DENIED');
    }
    const edit = await app.request('PUT', '/backoffice/api/users/5', {
      token,
      body: {
        firstName: 'X',
        lastName: 'Y',
        username: 'someone123',
        type_user: 1,
        isTestUser: true,
      },
    });
    expect(edit.status).to.equal(403);
    const row = await app.db('users').where({ id: 5 }).first('banned_at', 'first_name');
    expect(row.banned_at).to.equal(null);
    expect(row.first_name).to.not.equal('X');
    const csv = await app.request('GET', '/backoffice/api/users/export', { token });
    expect(csv.status).to.equal(200);
  });

  it('exports exactly the users of the filter as CSV with a BOM, documented columns and safe cells', async () => {
    const token = await staffToken(app);
    await app.db('users').where({ id: 3 }).update({ first_name: '=HYPERLINK("x")' });
    await app.db('users').where({ id: 4 }).update({ last_name: "x;=cmd|' /C calc'!A0;" });
    const filter = { role: 'prosker' };
    const res = await fetch(`${app.url}/backoffice/api/users/export${q({ filter })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).to.match(
      /attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).to.equal(EXPORT_COLUMNS.map((c) => `"${c}"`).join(','));
    const proskers = await app.db('users').where('type_user', '>=', 2).count({ n: '*' });
    expect(lines.length - 1).to.equal(Number(proskers[0].n));
    for (const line of lines.slice(1)) {
      // Every cell is quoted, so a line is its cells joined by `","` between outer quotes.
      expect(line).to.match(/^".*"$/);
      const cells = line.slice(1, -1).split('","');
      expect(cells).to.have.length(EXPORT_COLUMNS.length);
      expect(cells[5]).to.equal('prosker');
    }
    const all = await (
      await fetch(`${app.url}/backoffice/api/users/export`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text();
    expect(all).to.include(`"'=HYPERLINK(""x"")"`);
    // Read with `;` as the separator, the text after it does not start a formula either.
    expect(all).to.include(`"x;'=cmd|' /C calc'!A0;"`);
    expect(all).to.include('Lucía');
    const [entry] = await app.db('staff_audit').where({ action: 'users.export' });
    expect(entry.details).to.deep.equal({ filter });
  });
});

describe('the user export at size', () => {
  const app = useTestApp({ demo: true });

  it('streams more users than one batch, in id order, each exactly once', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      username: `bulkuser${String(i).padStart(5, '0')}`,
      first_name: 'Bulk',
      last_name: `User ${i}`,
      email: `bulk${i}@example.com`,
    }));
    for (let i = 0; i < rows.length; i += 500) await app.db('users').insert(rows.slice(i, i + 500));
    const token = await staffToken(app);
    const text = await (
      await fetch(`${app.url}/backoffice/api/users/export`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text();
    const ids = text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(/^"(\d+)",/.exec(line)?.[1]));
    const expected = (await app.db('users').orderBy('id').select('id')).map((r) => r.id);
    expect(ids).to.deep.equal(expected);
  });
});
