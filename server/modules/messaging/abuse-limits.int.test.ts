import { expect } from 'chai';
import { CONVERSATIONS_PER_DAY } from '../../../common/constants';
import { useTestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { expectError, visibleProsker } from './test-kit';

const API = '/admin/api';
const PROFILE = {
  firstName: 'Ana',
  lastName: 'Silva',
  birthDate: '1990-05-15',
  phoneNumber: '099123456',
};
const DAY = 86_400_000;

describe('abuse limits of the chat', () => {
  const app = useTestApp();

  /** `count` conversations the client opened with new proskers `hoursAgo` hours ago. */
  async function opened(clientId: number, count: number, hoursAgo: number) {
    for (let i = 0; i < count; i += 1) {
      const other = await createUser(
        app,
        `relleno${String(hoursAgo).padStart(2, '0')}${i}`.padEnd(8, '0'),
      );
      await app.db('conversations').insert({
        client_id: clientId,
        prosker_id: other.id,
        started_by: clientId,
        created_at: new Date(Date.now() - hoursAgo * 3_600_000),
      });
    }
  }

  it('lets a new account open 10 conversations a day and refuses the next, changing nothing', async () => {
    const client = await createUser(app, 'nuevo0001', { prosker: false });
    const prosker = await visibleProsker(app, 'plomero0001');
    await opened(client.id, CONVERSATIONS_PER_DAY.newAccount, 1);
    // Those of yesterday do not count.
    await opened(client.id, 2, 25);
    const before = await app.db('conversations').count<{ count: string }[]>({ count: '*' });
    const res = await app.request('POST', `${API}/conversations`, {
      token: client.token,
      body: { proskerId: prosker.id },
    });
    expectError(res, 429, 'CONVERSATION_DAILY_LIMIT');
    expect(res.body.error.message).to.include(String(CONVERSATIONS_PER_DAY.newAccount));
    const after = await app.db('conversations').count<{ count: string }[]>({ count: '*' });
    expect(after).to.deep.equal(before);
  });

  it('lets an account older than a week open more, up to 40 a day', async () => {
    const client = await createUser(app, 'antiguo0001', { prosker: false });
    await app
      .db('users')
      .where({ id: client.id })
      .update({ created_at: new Date(Date.now() - 8 * DAY) });
    const prosker = await visibleProsker(app, 'plomero0001');
    await opened(client.id, CONVERSATIONS_PER_DAY.newAccount, 1);
    const res = await app.request('POST', `${API}/conversations`, {
      token: client.token,
      body: { proskerId: prosker.id },
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    await opened(
      client.id,
      CONVERSATIONS_PER_DAY.established - CONVERSATIONS_PER_DAY.newAccount - 1,
      2,
    );
    const another = await visibleProsker(app, 'gasista0001');
    expectError(
      await app.request('POST', `${API}/conversations`, {
        token: client.token,
        body: { proskerId: another.id },
      }),
      429,
      'CONVERSATION_DAILY_LIMIT',
    );
  });

  it('counts conversations opened at once together: of many asks at the limit, only what fits passes', async () => {
    const client = await createUser(app, 'rafaga0001', { prosker: false });
    await opened(client.id, CONVERSATIONS_PER_DAY.newAccount - 2, 1);
    const proskers = [];
    for (let i = 0; i < 5; i += 1) proskers.push(await visibleProsker(app, `rafagap00${i}`));
    const answers = await Promise.all(
      proskers.map((p) =>
        app.request('POST', `${API}/conversations`, {
          token: client.token,
          body: { proskerId: p.id },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).to.have.length(2);
    expect(answers.filter((a) => a.status === 429)).to.have.length(3);
  });
});

describe('names', () => {
  const app = useTestApp();

  it('refuses names with line breaks, tabs, control characters or web addresses, with translated errors', async () => {
    const user = await createUser(app, 'nombres0001', { prosker: false });
    const cases: [Record<string, string>, string, string][] = [
      [{ firstName: 'Soporte\nProsk' }, 'firstName', 'fields.nameCharacters'],
      [{ lastName: 'Silva\tPérez' }, 'lastName', 'fields.nameCharacters'],
      [{ firstName: 'Ana\u202Eksorp' }, 'firstName', 'fields.nameCharacters'],
      [
        { firstName: 'Soporte Prosk: verifícala en https://prosk-verifica.example' },
        'firstName',
        'fields.nameAddress',
      ],
      [{ lastName: 'www.prosk-soporte.com' }, 'lastName', 'fields.nameAddress'],
      [{ company: 'Visítanos en plomeria.uy' }, 'company', 'fields.nameAddress'],
    ];
    for (const [change, field, key] of cases) {
      const res = await app.request('PUT', `${API}/user/profile`, {
        token: user.token,
        body: { ...PROFILE, ...change },
      });
      expectError(res, 422, 'VALIDATION_FAILED', JSON.stringify(change));
      const refused = res.body.error.details.fields.find(
        (f: { field: string }) => f.field === field,
      );
      expect(refused, JSON.stringify(res.body)).to.include({ code: key });
      expect(refused.message).to.not.equal(key);
    }
    const row = await app.db('users').where({ id: user.id }).first('first_name', 'last_name');
    expect(row).to.deep.equal({ first_name: 'Ana', last_name: 'Silva' });
    const fine = await app.request('PUT', `${API}/user/profile`, {
      token: user.token,
      body: {
        ...PROFILE,
        firstName: 'María José',
        lastName: "O'Neill-Pérez",
        company: 'Plomería J. R. S.A.',
      },
    });
    expect(fine.status, JSON.stringify(fine.body)).to.equal(200);
  });
});
