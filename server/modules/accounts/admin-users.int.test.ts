import { expect } from 'chai';
import { EXPORT_COLUMNS } from './admin-users';
import { useTestApp, type TestApp } from '../../test/harness';
import { expectError } from './test-kit';
import { staffToken } from '../../test/answers';

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

  it('bans a user, ending their open session at once, and writes the audit log', async () => {
    const token = await staffToken(app);
    const session = await userSession(app, 5);
    expect((await app.request('GET', '/admin/api/user', { token: session })).status).to.equal(200);
    const res = await app.request('POST', '/backoffice/api/users/5/ban', { token });
    expect(res.status).to.equal(200);
    expect(res.body.banned).to.equal(true);
    const after = await app.request('GET', '/admin/api/user', { token: session });
    expectError(after, 401, 'AUTH_INVALID_TOKEN');
    const unban = await app.request('POST', '/backoffice/api/users/5/unban', { token });
    expect(unban.body.banned).to.equal(false);
    const log = await app.request('GET', `/backoffice/api/audit-log${q({ sort: ['id', 'ASC'] })}`, {
      token,
    });
    expect(log.body.map((e: { action: string }) => e.action)).to.deep.equal([
      'user.ban',
      'user.unban',
    ]);
    expect(log.body[0]).to.include({
      staffEmail: 'admin@prosk.uy',
      targetType: 'user',
      targetId: '5',
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
    const [entry] = await app.db('staff_audit').where({ action: 'user.update' });
    expect(entry.details.changed.first_name).to.deep.equal({
      from: current.firstName,
      to: 'Nuevo',
    });
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
