/**
 * Who may call the back office: every staff route (the registry's, so new routes are checked
 * too) refuses a visitor, a client, a prosker and a banned user, and every admin-only route
 * refuses support staff, before reading any input and changing nothing. Support staff read,
 * contact and flag; admins edit, ban and withdraw (backoffice/src/permissions.ts says the same).
 */
import { expect } from 'chai';
import { BACKOFFICE_API_PREFIX } from './app';
import { useTestApp } from './test/harness';
import { listQuery, staffToken, supportToken } from './test/answers';
import { createUser } from './test/users';

const pathOf = (path: string) => path.replace(/:(\w+)/g, '1');

describe('who may call the back office', () => {
  const app = useTestApp({ demo: true });

  it('refuses visitors, clients, proskers and banned users on every staff route, and support on every admin-only one, changing nothing', async function () {
    this.timeout(120_000);
    const { createApp } = await import('./app');
    const { backofficeRoutes } = createApp(app.platform);
    const client = await createUser(app, 'accesscliente', { prosker: false });
    const prosker = await createUser(app, 'accessprosker');
    const banned = await createUser(app, 'accessbanned', { prosker: false });
    await app.db('users').where({ id: banned.id }).update({
      banned_at: new Date(),
      ban_reason: 'Estafa',
    });
    const support = await supportToken(app);
    const audit = Number((await app.db('staff_audit').count({ n: '*' }))[0].n);
    const staffRoutes = backofficeRoutes.filter((r) => r.access === 'staff');
    expect(staffRoutes.length).to.be.greaterThan(40);
    const failures: string[] = [];
    for (const spec of staffRoutes) {
      const path = `${BACKOFFICE_API_PREFIX}${pathOf(spec.path)}`;
      const call = (token?: string) =>
        app.request(spec.method.toUpperCase(), path, {
          token,
          ...(spec.method === 'get' ? {} : { body: {} }),
        });
      const expectations: [string, string | undefined, number, string][] = [
        ['visitor', undefined, 401, 'AUTH_REQUIRED'],
        ['client', client.token, 403, 'PERMISSION_DENIED'],
        ['prosker', prosker.token, 403, 'PERMISSION_DENIED'],
        // A user token is no staff token, banned or not.
        ['banned user', banned.token, 403, 'PERMISSION_DENIED'],
      ];
      if (spec.staffRoles && !spec.staffRoles.includes('support')) {
        expectations.push(['support', support, 403, 'PERMISSION_DENIED']);
      }
      for (const [who, token, status, code] of expectations) {
        const res = await call(token);
        if (res.status !== status || res.body?.error?.code !== code) {
          failures.push(
            `${spec.method} ${spec.path} as ${who}: ${res.status} ${res.body?.error?.code}`,
          );
        }
      }
    }
    expect(failures, failures.join('\n')).to.deep.equal([]);
    expect(Number((await app.db('staff_audit').count({ n: '*' }))[0].n)).to.equal(audit);
  });

  it('lets support read users, their addresses, services, the catalogue and the audit-free pages, and admins act', async () => {
    const support = await supportToken(app);
    const admin = await staffToken(app);
    const user = await app.db('addresses').first('user_id', 'id');
    const service = await app.db('services').first('id');
    for (const path of [
      `/users/${user.user_id}`,
      `/users/${user.user_id}/addresses`,
      `/services?${listQuery({ filter: { state: 'published' } })}`,
      `/services/${service.id}`,
      '/predefined-services',
    ]) {
      const res = await app.request('GET', `${BACKOFFICE_API_PREFIX}${path}`, { token: support });
      expect(res.status, path).to.equal(200);
    }
    const audit = await app.request('GET', `${BACKOFFICE_API_PREFIX}/audit-log`, {
      token: admin,
    });
    expect(audit.status).to.equal(200);
  });
});
