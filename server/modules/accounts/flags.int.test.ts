/**
 * Staff flags (docs/adr/0029-what-support-may-do.md): support or an admin flags a job or a user
 * with a reason, finds it in the lists, and clears it; each step audited.
 */
import { expect } from 'chai';
import { expectError, staffToken, supportToken } from '../../test/answers';
import { useTestApp } from '../../test/harness';
import { createUser } from '../../test/users';

const BO = '/backoffice/api';
const filter = (value: Record<string, unknown>) =>
  `filter=${encodeURIComponent(JSON.stringify(value))}`;

describe('staff flags', () => {
  const app = useTestApp({ demo: true });

  it('lets support flag a job and a user with a reason, list them as flagged, and clear the flags, each step audited', async () => {
    const prosker = await createUser(app, 'plomero0901');
    const client = await createUser(app, 'clienta0901', { prosker: false });
    // A job as the jobs module stores it (its test kit is its own).
    const start = new Date(Date.now() + 72 * 3_600_000);
    const [job] = await app
      .db('jobs')
      .insert({
        prosker_id: prosker.id,
        client_id: client.id,
        title: 'Cambio de grifería',
        description: 'Cambiar la grifería del baño',
        price: 2500,
        currency: 'UYU',
        status: 'new',
        start_date: start,
        end_date: new Date(start.getTime() + 7_200_000),
      })
      .returning('id');
    const jobId = Number(job.id);
    const support = await supportToken(app);

    const onJob = await app.request('POST', `${BO}/staff-flags`, {
      token: support,
      body: { jobId, reason: '  Precio sospechoso  ' },
    });
    expect(onJob.status, JSON.stringify(onJob.body)).to.equal(201);
    expect(onJob.body).to.include({ jobId, userId: null, reason: 'Precio sospechoso' });
    expect(onJob.body.clearedAt).to.equal(null);
    const onUser = await app.request('POST', `${BO}/staff-flags`, {
      token: support,
      body: { userId: client.id, reason: 'Escribe a otros por fuera de Prosk' },
    });
    expect(onUser.status).to.equal(201);

    // A second open flag on the same job is refused and changes nothing.
    expectError(
      await app.request('POST', `${BO}/staff-flags`, {
        token: await staffToken(app),
        body: { jobId, reason: 'Otra vez' },
      }),
      409,
      'ALREADY_FLAGGED',
    );
    expect(await app.db('staff_flags').where({ job_id: jobId })).to.have.length(1);

    const jobs = await app.request('GET', `${BO}/jobs?${filter({ flagged: true })}`, {
      token: support,
    });
    expect(jobs.body.map((j: { id: number }) => j.id)).to.deep.equal([jobId]);
    const users = await app.request('GET', `${BO}/users?${filter({ flagged: true })}`, {
      token: support,
    });
    expect(users.body.map((u: { id: number }) => u.id)).to.deep.equal([client.id]);
    const open = await app.request('GET', `${BO}/staff-flags?${filter({ jobId, open: true })}`, {
      token: support,
    });
    expect(open.body.map((f: { id: number }) => f.id)).to.deep.equal([onJob.body.id]);

    const cleared = await app.request('POST', `${BO}/staff-flags/${onJob.body.id}/clear`, {
      token: support,
    });
    expect(cleared.status, JSON.stringify(cleared.body)).to.equal(200);
    expect(cleared.body.clearedAt).to.be.a('string');
    expectError(
      await app.request('POST', `${BO}/staff-flags/${onJob.body.id}/clear`, { token: support }),
      404,
      'NOT_FOUND',
    );
    const after = await app.request('GET', `${BO}/jobs?${filter({ flagged: true })}`, {
      token: support,
    });
    expect(after.body).to.deep.equal([]);

    const audit = await app
      .db('staff_audit')
      .whereIn('action', ['job.flag', 'job.unflag', 'user.flag'])
      .orderBy('id');
    expect(audit.map((a) => [a.action, a.target_id])).to.deep.equal([
      ['job.flag', String(jobId)],
      ['user.flag', String(client.id)],
      ['job.unflag', String(jobId)],
    ]);
  });

  it('refuses a flag without a reason, with a reason too long, with no target or both, or on a job that does not exist', async () => {
    const client = await createUser(app, 'clienta0902', { prosker: false });
    const support = await supportToken(app);
    const post = (body: Record<string, unknown>) =>
      app.request('POST', `${BO}/staff-flags`, { token: support, body });
    expectError(await post({ userId: client.id, reason: '   ' }), 422, 'VALIDATION_FAILED');
    expectError(
      await post({ userId: client.id, reason: 'x'.repeat(501) }),
      422,
      'VALIDATION_FAILED',
    );
    expectError(await post({ reason: 'Sin destino' }), 422, 'VALIDATION_FAILED');
    expectError(
      await post({ userId: client.id, jobId: 1, reason: 'Dos destinos' }),
      422,
      'VALIDATION_FAILED',
    );
    expectError(await post({ jobId: 999999, reason: 'No existe' }), 404, 'NOT_FOUND');
    expectError(await post({ userId: 999999, reason: 'No existe' }), 404, 'USER_NOT_FOUND');
    expect(await app.db('staff_flags')).to.have.length(0);
    expect(await app.db('staff_audit').where('action', 'like', '%flag')).to.have.length(0);
  });

  it('lets only staff list, flag and clear: visitors, clients, proskers and banned users are refused', async () => {
    const client = await createUser(app, 'clienta0903', { prosker: false });
    const prosker = await createUser(app, 'plomero0903');
    const banned = await createUser(app, 'baneado0903', { prosker: false });
    await app.db('users').where({ id: banned.id }).update({ banned_at: new Date() });
    const admin = await staffToken(app);
    const flagged = await app.request('POST', `${BO}/staff-flags`, {
      token: admin,
      body: { userId: client.id, reason: 'Revisar' },
    });
    const id = flagged.body.id as number;
    const callers: [string, string | undefined][] = [
      ['visitor', undefined],
      ['client', client.token],
      ['prosker', prosker.token],
      ['banned', banned.token],
    ];
    for (const [who, token] of callers) {
      for (const [method, path, body] of [
        ['GET', `${BO}/staff-flags`, undefined],
        ['POST', `${BO}/staff-flags`, { userId: prosker.id, reason: 'hola' }],
        ['POST', `${BO}/staff-flags/${id}/clear`, undefined],
      ] as const) {
        const res = await app.request(method, path, { token, body });
        expect(res.status, `${who} ${method} ${path}`).to.be.oneOf([401, 403]);
      }
    }
    expect(await app.db('staff_flags').whereNotNull('cleared_at')).to.have.length(0);
    for (const token of [await supportToken(app), admin]) {
      const res = await app.request('GET', `${BO}/staff-flags?${filter({ userId: client.id })}`, {
        token,
      });
      expect(res.status).to.equal(200);
      expect(res.body).to.have.length(1);
    }
    const cleared = await app.request('POST', `${BO}/staff-flags/${id}/clear`, { token: admin });
    expect(cleared.body.clearedBy).to.equal('admin@prosk.uy');
  });
});
