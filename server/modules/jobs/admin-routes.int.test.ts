import { expect } from 'chai';
import type { JobStatus } from '../../../common/jobs';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/users';
import { staffToken, supportToken, listQuery } from '../../test/answers';
import { insertJob as insertJobRow } from './test-kit';

/** A job written straight into the database in any status. */
const insertJob = (
  app: TestApp,
  prosker: TestUser,
  client: TestUser,
  status: JobStatus,
  values: { title?: string; helpReasonId?: number; cancellationReasonId?: number } = {},
) =>
  insertJobRow(app, prosker, client, status, {
    columns: {
      ...(values.title !== undefined ? { title: values.title } : {}),
      help_reason_id: values.helpReasonId ?? null,
      cancellation_reason_id: values.cancellationReasonId ?? null,
    },
  });

const NEW_REASON = {
  name_es: 'Me mudé',
  name_en: 'I moved',
  name_br: 'Eu me mudei',
  appliesTo: 'client',
  position: 9,
};

describe('staff managing jobs and their reasons', () => {
  const app = useTestApp({ demo: true });
  let prosker: TestUser;
  let client: TestUser;

  beforeEach(async () => {
    prosker = await createUser(app, 'plomero0101');
    client = await createUser(app, 'cliente0101', { prosker: false });
  });

  it('answers staff only, and support staff may read but change nothing', async () => {
    const id = await insertJob(app, prosker, client, 'clientRejected');
    for (const resource of ['cancellation-reasons', 'help-reasons', 'jobs']) {
      const anonymous = await app.request('GET', `/backoffice/api/${resource}`);
      expect(anonymous.status, resource).to.equal(401);
      const user = await app.request('GET', `/backoffice/api/${resource}`, {
        token: client.token,
      });
      expect(user.status, resource).to.be.oneOf([401, 403]);
    }
    const support = await supportToken(app);
    for (const resource of ['cancellation-reasons', 'help-reasons']) {
      const list = await app.request('GET', `/backoffice/api/${resource}`, { token: support });
      expect(list.status).to.equal(200);
      const reason = list.body[0];
      const shown = await app.request('GET', `/backoffice/api/${resource}/${reason.id}`, {
        token: support,
      });
      expect(shown.status).to.equal(200);
      const denied = [
        await app.request('POST', `/backoffice/api/${resource}`, {
          token: support,
          body: NEW_REASON,
        }),
        await app.request('PUT', `/backoffice/api/${resource}/${reason.id}`, {
          token: support,
          body: { ...reason, enabled: false },
        }),
        await app.request('DELETE', `/backoffice/api/${resource}/${reason.id}`, {
          token: support,
        }),
      ];
      for (const res of denied) {
        expect(res.status, resource).to.equal(403);
        expect(res.body.error.code).to.equal('PERMISSION_DENIED');
      }
    }
    const job = await app.request('GET', `/backoffice/api/jobs/${id}`, { token: support });
    expect(job.status).to.equal(200);
    const resolve = await app.request('PUT', `/backoffice/api/jobs/${id}`, {
      token: support,
      body: { action: 'resolve', comment: 'Revisado' },
    });
    expect(resolve.status).to.equal(403);
    expect(resolve.body.error.code).to.equal('PERMISSION_DENIED');
    expect((await app.db('jobs').where({ id }).first()).status).to.equal('clientRejected');
  });

  it('lists the seeded reasons in order, searched and filtered, with Content-Range', async () => {
    const token = await staffToken(app);
    const all = await app.request('GET', '/backoffice/api/cancellation-reasons', { token });
    expect(all.headers.get('content-range')).to.equal('cancellation-reasons 0-6/7');
    expect(all.body[0]).to.deep.equal({
      id: all.body[0].id,
      name_es: 'No puedo en esa fecha',
      name_en: 'I can’t make that date',
      name_br: 'Não posso nessa data',
      appliesTo: 'both',
      enabled: true,
      position: 0,
      usage: 0,
      system: false,
    });
    const forClients = await app.request(
      'GET',
      `/backoffice/api/cancellation-reasons?${listQuery({ filter: { appliesTo: 'client' } })}`,
      { token },
    );
    expect(forClients.body.map((r: { name_en: string }) => r.name_en)).to.deep.equal([
      'I found another solution',
      'The price does not work for me',
    ]);
    const searched = await app.request(
      'GET',
      `/backoffice/api/help-reasons?${listQuery({ filter: { q: 'calidad' } })}`,
      { token },
    );
    expect(searched.headers.get('content-range')).to.equal('help-reasons 0-0/1');
    expect(searched.body[0]).to.not.have.property('appliesTo');
    expect(searched.body[0]).to.not.have.property('system');
    const badFilter = await app.request(
      'GET',
      `/backoffice/api/cancellation-reasons?${listQuery({ filter: { appliesTo: 'staff' } })}`,
      { token },
    );
    expect(badFilter.status).to.equal(422);
    expect(badFilter.body.error.details.fields[0].field).to.equal('filter.appliesTo');
  });

  it('creates, edits and deletes an unused reason; one a job gave is only disabled', async () => {
    const token = await staffToken(app);
    const created = await app.request('POST', '/backoffice/api/cancellation-reasons', {
      token,
      body: NEW_REASON,
    });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ appliesTo: 'client', enabled: true, position: 9, usage: 0 });
    const edited = await app.request(
      'PUT',
      `/backoffice/api/cancellation-reasons/${created.body.id}`,
      // The whole record back, read-only fields included, as react-admin sends it.
      { token, body: { ...created.body, name_en: 'I moved away', appliesTo: 'both' } },
    );
    expect(edited.status).to.equal(200);
    expect(edited.body).to.include({ name_en: 'I moved away', appliesTo: 'both' });
    const offered = await app.request('GET', '/admin/api/cancellation-reasons?for=prosker', {
      headers: { 'Accept-Language': 'en' },
    });
    expect(offered.body.data.map((r: { name: string }) => r.name)).to.include('I moved away');

    const invalid = await app.request('POST', '/backoffice/api/cancellation-reasons', {
      token,
      body: { ...NEW_REASON, name_br: ' ', appliesTo: 'staff' },
    });
    expect(invalid.status).to.equal(422);
    expect(
      invalid.body.error.details.fields.map((f: { field: string }) => f.field).sort(),
    ).to.deep.equal(['appliesTo', 'name_br']);

    const deleted = await app.request(
      'DELETE',
      `/backoffice/api/cancellation-reasons/${created.body.id}`,
      { token },
    );
    expect(deleted.status).to.equal(200);
    expect(deleted.body.name_es).to.equal('Me mudé');
    expect(await app.db('cancellation_reasons').where({ id: created.body.id }).first()).to.equal(
      undefined,
    );

    const help = await app.db('help_reasons').orderBy('id').first();
    await insertJob(app, prosker, client, 'clientRejected', { helpReasonId: help.id });
    const refused = await app.request('DELETE', `/backoffice/api/help-reasons/${help.id}`, {
      token,
      headers: { 'Accept-Language': 'en' },
    });
    expect(refused.status).to.equal(409);
    expect(refused.body.error.code).to.equal('REASON_IN_USE');
    expect(refused.body.error.message).to.equal(
      'This reason has been used on a job: it cannot be deleted, only disabled.',
    );
    const current = (await app.request('GET', `/backoffice/api/help-reasons/${help.id}`, { token }))
      .body;
    expect(current.usage).to.equal(1);
    const disabled = await app.request('PUT', `/backoffice/api/help-reasons/${help.id}`, {
      token,
      body: { ...current, enabled: false },
    });
    expect(disabled.status).to.equal(200);
    expect(disabled.body).to.include({ enabled: false, usage: 1 });
    const storefront = await app.request('GET', '/admin/api/help-reasons');
    expect(storefront.body.data.map((r: { id: number }) => r.id)).to.not.include(help.id);
    const missing = await app.request('DELETE', '/backoffice/api/help-reasons/999999', { token });
    expect(missing.status).to.equal(404);
  });

  it('keeps the reason closing an account writes read-only: no edit, no disabling, no deletion', async () => {
    const token = await staffToken(app);
    const system = await app.db('cancellation_reasons').where({ code: 'accountClosed' }).first();
    const shown = await app.request('GET', `/backoffice/api/cancellation-reasons/${system.id}`, {
      token,
    });
    expect(shown.body).to.include({ system: true });
    const other = await app.db('cancellation_reasons').whereNull('code').first('id');
    const plain = await app.request('GET', `/backoffice/api/cancellation-reasons/${other.id}`, {
      token,
    });
    expect(plain.body).to.include({ system: false });

    const path = `/backoffice/api/cancellation-reasons/${system.id}`;
    const edit = await app.request('PUT', path, {
      token,
      body: { ...shown.body, name_es: 'Otro nombre', enabled: true },
      headers: { 'Accept-Language': 'pt-BR' },
    });
    expect(edit.status).to.equal(409);
    expect(edit.body.error.code).to.equal('REASON_SYSTEM');
    expect(edit.body.error.message).to.contain('encerrar uma conta');
    const remove = await app.request('DELETE', path, { token });
    expect(remove.status).to.equal(409);
    expect(remove.body.error.code).to.equal('REASON_SYSTEM');
    expect(await app.db('cancellation_reasons').where({ id: system.id }).first()).to.deep.equal(
      system,
    );
    expect(
      await app
        .db('staff_audit')
        .where({ target_type: 'cancellation-reasons' })
        .where({
          target_id: String(system.id),
        }),
    ).to.deep.equal([]);
  });

  it('names nobody for a closed account on a job, so the back office names it by its side', async () => {
    const id = await insertJob(app, prosker, client, 'complete');
    const closed = await app.request('POST', '/admin/api/user/close', {
      token: client.token,
      body: { currentPassword: 'Prueba#2026x' },
    });
    expect(closed.status, JSON.stringify(closed.body)).to.equal(204);
    const job = await app.request('GET', `/backoffice/api/jobs/${id}`, {
      token: await staffToken(app),
    });
    expect(job.body).to.include({ clientName: '', proskerName: 'Ana Silva' });
  });

  it('lists jobs filtered by status, prosker, client and title, sorted and paged', async () => {
    const token = await staffToken(app);
    // Only this test's jobs: the demo's completed and reviewed ones set aside.
    await app.db('reviews').delete();
    await app.db('jobs').delete();
    const other = await createUser(app, 'electricista01');
    const disputed = await insertJob(app, prosker, client, 'clientRejected', {
      title: 'Pintura del living',
    });
    const fresh = await insertJob(app, prosker, client, 'new');
    const theirs = await insertJob(app, other, client, 'complete', { title: 'Instalar enchufe' });

    const all = await app.request(
      'GET',
      `/backoffice/api/jobs?${listQuery({ sort: ['id', 'ASC'] })}`,
      { token },
    );
    expect(all.status).to.equal(200);
    expect(all.headers.get('content-range')).to.equal('jobs 0-2/3');
    expect(all.body.map((j: { id: number }) => j.id)).to.deep.equal([disputed, fresh, theirs]);
    expect(all.body[0]).to.include({
      title: 'Pintura del living',
      status: 'clientRejected',
      proskerId: prosker.id,
      proskerUsername: 'plomero0101',
      clientId: client.id,
      clientEmail: 'cliente0101@example.com',
      price: 2500,
      currency: 'UYU',
    });

    const ids = async (filter: Record<string, unknown>) => {
      const res = await app.request(
        'GET',
        `/backoffice/api/jobs?${listQuery({ filter, sort: ['id', 'ASC'] })}`,
        { token },
      );
      expect(res.status, JSON.stringify(filter)).to.equal(200);
      return res.body.map((j: { id: number }) => j.id);
    };
    expect(await ids({ status: 'clientRejected' })).to.deep.equal([disputed]);
    expect(await ids({ status: ['new', 'complete'] })).to.deep.equal([fresh, theirs]);
    expect(await ids({ proskerId: other.id })).to.deep.equal([theirs]);
    expect(await ids({ clientId: client.id })).to.deep.equal([disputed, fresh, theirs]);
    expect(await ids({ clientId: prosker.id })).to.deep.equal([]);
    expect(await ids({ q: 'pintura' })).to.deep.equal([disputed]);
    expect(await ids({ q: 'enchufe', proskerId: prosker.id })).to.deep.equal([]);
    expect(await ids({ id: [theirs, disputed] })).to.deep.equal([disputed, theirs]);

    const page = await app.request(
      'GET',
      `/backoffice/api/jobs?${listQuery({ sort: ['title', 'DESC'], range: [1, 1] })}`,
      { token },
    );
    expect(page.headers.get('content-range')).to.equal('jobs 1-1/3');
    expect(page.body[0].title).to.equal('Instalar enchufe');

    for (const filter of [{ status: 'lost' }, { proskerId: 'me' }]) {
      const bad = await app.request('GET', `/backoffice/api/jobs?${listQuery({ filter })}`, {
        token,
      });
      expect(bad.status, JSON.stringify(filter)).to.equal(422);
    }
    const badSort = await app.request(
      'GET',
      `/backoffice/api/jobs?${listQuery({ sort: ['description', 'ASC'] })}`,
      { token },
    );
    expect(badSort.status).to.equal(422);
  });

  it('shows a job with its reason, history and review', async () => {
    const token = await staffToken(app);
    const help = await app.db('help_reasons').orderBy('id').first();
    const id = await insertJob(app, prosker, client, 'complete', { helpReasonId: help.id });
    await app.db('job_history').insert([
      { job_id: id, actor_id: client.id, actor: 'client', action: 'create', to_status: 'new' },
      {
        job_id: id,
        actor_id: prosker.id,
        actor: 'prosker',
        action: 'accept',
        from_status: 'new',
        to_status: 'readyToExecute',
      },
    ]);
    await app.db('reviews').insert({
      job_id: id,
      client_id: client.id,
      prosker_id: prosker.id,
      rating: 4,
      text: 'Muy prolijo',
    });
    const res = await app.request('GET', `/backoffice/api/jobs/${id}`, {
      token,
      headers: { 'Accept-Language': 'en' },
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ helpReasonId: help.id, helpReason: help.name_en });
    expect(
      res.body.history.map((h: { actor: string; action: string; from: string; to: string }) => [
        h.actor,
        h.action,
        h.from,
        h.to,
      ]),
    ).to.deep.equal([
      ['client', 'create', null, 'new'],
      ['prosker', 'accept', 'new', 'readyToExecute'],
    ]);
    expect(res.body.history[1].actorUsername).to.equal('plomero0101');
    expect(res.body.review).to.include({ rating: 4, text: 'Muy prolijo' });
    const missing = await app.request('GET', '/backoffice/api/jobs/999999', { token });
    expect(missing.status).to.equal(404);
  });

  it('resolves a disputed job as complete with a history row; any other status keeps the refusal', async () => {
    const token = await staffToken(app);
    const disputed = await insertJob(app, prosker, client, 'clientRejected');
    const resolved = await app.request('PUT', `/backoffice/api/jobs/${disputed}`, {
      token,
      // react-admin's update sends what it is given; anything else is dropped.
      body: { action: 'resolve', comment: '  Trabajo verificado con fotos  ', status: 'new' },
    });
    expect(resolved.status).to.equal(200);
    expect(resolved.body.status).to.equal('complete');
    expect(resolved.body.history.at(-1)).to.include({
      actor: 'staff',
      actorId: null,
      action: 'resolve',
      from: 'clientRejected',
      to: 'complete',
      comment: 'Trabajo verificado con fotos',
    });
    const rows = await app.db('job_history').where({ job_id: disputed });
    expect(rows).to.have.length(1);
    // The parties read the staff's comment in their own view of the job.
    const seen = await app.request('GET', `/admin/api/user/jobs/${disputed}`, {
      token: client.token,
    });
    expect(seen.body.status).to.equal('complete');
    expect(seen.body.history[0]).to.include({ actor: 'staff', comment: rows[0].comment });

    const again = await app.request('PUT', `/backoffice/api/jobs/${disputed}`, {
      token,
      body: { action: 'resolve', comment: 'Otra vez' },
    });
    expect(again.status).to.equal(409);
    expect(again.body.error.code).to.equal('JOB_CANNOT_COMPLETE');
    for (const status of ['new', 'inProgress', 'proskerComplete', 'clientCancel'] as const) {
      const id = await insertJob(app, prosker, client, status);
      const res = await app.request('PUT', `/backoffice/api/jobs/${id}`, {
        token,
        body: { action: 'resolve', comment: 'Cerrado por soporte' },
      });
      expect(res.status, status).to.equal(409);
      expect(res.body.error.code).to.equal('JOB_CANNOT_COMPLETE');
      expect((await app.db('jobs').where({ id }).first()).status).to.equal(status);
      expect(await app.db('job_history').where({ job_id: id })).to.have.length(0);
    }

    const other = await insertJob(app, prosker, client, 'clientRejected');
    const noComment = await app.request('PUT', `/backoffice/api/jobs/${other}`, {
      token,
      body: { action: 'resolve', comment: ' ' },
    });
    expect(noComment.status).to.equal(422);
    expect(noComment.body.error.details.fields[0].field).to.equal('comment');
    const otherAction = await app.request('PUT', `/backoffice/api/jobs/${other}`, {
      token,
      body: { action: 'redo', comment: 'Que lo rehaga' },
    });
    expect(otherAction.status).to.equal(422);
    expect((await app.db('jobs').where({ id: other }).first()).status).to.equal('clientRejected');
    const missing = await app.request('PUT', '/backoffice/api/jobs/999999', {
      token,
      body: { action: 'resolve', comment: 'Nada' },
    });
    expect(missing.status).to.equal(404);
  });
});
