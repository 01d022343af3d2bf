import { expect } from 'chai';
import { useTestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/users';
import { expectError, listQuery, staffToken, supportToken } from '../../test/answers';
import { insertJob, publish } from './test-kit';

const REASON = 'Las fotos muestran trabajos de otra empresa';

describe('staff managing published services and the predefined services catalogue', () => {
  const app = useTestApp({ demo: true });
  let prosker: TestUser;
  let client: TestUser;

  beforeEach(async () => {
    prosker = await createUser(app, 'plomero0202');
    client = await createUser(app, 'cliente0202', { prosker: false });
  });

  const list = async (token: string, filter: Record<string, unknown>) => {
    const res = await app.request('GET', `/backoffice/api/services?${listQuery({ filter })}`, {
      token,
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body as { id: number; state: string; proskerUsername: string; region: string }[];
  };

  it('lists services searched by title and filtered by prosker, category, region and state', async () => {
    const id = await publish(app, prosker, false, { title: 'Destapación urgente' });
    const token = await supportToken(app);
    const byTitle = await list(token, { q: 'destapación urg' });
    expect(byTitle.map((s) => s.id)).to.deep.equal([id]);
    expect(byTitle[0]).to.include({
      proskerUsername: 'plomero0202',
      region: 'uy',
      state: 'published',
    });
    const category = await app.db('categories').where({ slug: 'plomeria' }).first('id');
    const mine = await list(token, { proskerId: prosker.id, categoryId: category.id });
    expect(mine.map((s) => s.id)).to.deep.equal([id]);
    expect(await list(token, { proskerId: prosker.id, region: 'br' })).to.deep.equal([]);
    expect(await list(token, { proskerId: prosker.id, state: 'withdrawn' })).to.deep.equal([]);
    const bad = await app.request(
      'GET',
      `/backoffice/api/services?${listQuery({ filter: { state: 'gone' } })}`,
      { token },
    );
    expectError(bad, 422, 'VALIDATION_FAILED');
  });

  it('withdraws a service with a reason: off offer, the prosker told in the app and by mail, and audited', async () => {
    const id = await publish(app, prosker, false);
    const token = await staffToken(app);
    const res = await app.request('POST', `/backoffice/api/services/${id}/withdraw`, {
      token,
      body: { reason: REASON },
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({ state: 'withdrawn', withdrawnReason: REASON });
    expect((await app.request('GET', `/admin/api/services/${id}`)).status).to.equal(404);
    const [entry] = await app.db('staff_audit').where({ action: 'services.withdraw' });
    expect(entry).to.include({ target_type: 'services', target_id: String(id) });
    expect(entry.after).to.deep.equal({ state: 'withdrawn', withdrawnReason: REASON });
    await app.platform.events.drain();
    const notice = await app
      .db('notifications')
      .where({ user_id: prosker.id, kind: 'serviceWithdrawn' })
      .first();
    expect(notice, 'the prosker is told').to.not.equal(undefined);
    const mail = await waitForMail(prosker.email);
    expect(mail.text).to.contain(REASON).and.contain('Visita técnica');
    const again = await app.request('POST', `/backoffice/api/services/${id}/withdraw`, {
      token,
      body: { reason: REASON },
    });
    expectError(again, 409, 'SERVICE_ALREADY_WITHDRAWN');
  });

  it('refuses to withdraw a service with an open job, in the staff member’s language, and changes nothing', async () => {
    const id = await publish(app, prosker, false);
    await insertJob(app, prosker, client, 'readyToExecute', { columns: { service_id: id } });
    const token = await staffToken(app);
    const res = await app.request('POST', `/backoffice/api/services/${id}/withdraw`, {
      token,
      body: { reason: REASON },
      headers: { 'accept-language': 'pt-BR' },
    });
    expectError(res, 409, 'SERVICE_HAS_OPEN_JOBS');
    expect(res.body.error.message).to.contain('trabalhos em andamento');
    const row = await app.db('services').where({ id }).first();
    expect(row).to.include({ enabled: true, withdrawn_at: null });
    expect(await app.db('staff_audit').where({ action: 'services.withdraw' })).to.have.length(0);
    expect(await app.db('outbox_events').where({ type: 'service.withdrawn' })).to.have.length(0);
  });

  it('lets support read services but not withdraw them, and refuses a withdrawal without a reason', async () => {
    const id = await publish(app, prosker, false);
    const support = await supportToken(app);
    expect(
      (await app.request('GET', `/backoffice/api/services/${id}`, { token: support })).status,
    ).to.equal(200);
    const refused = await app.request('POST', `/backoffice/api/services/${id}/withdraw`, {
      token: support,
      body: { reason: REASON },
    });
    expectError(refused, 403, 'PERMISSION_DENIED');
    const admin = await staffToken(app);
    const blank = await app.request('POST', `/backoffice/api/services/${id}/withdraw`, {
      token: admin,
      body: { reason: ' ' },
    });
    expectError(blank, 422, 'VALIDATION_FAILED');
    expect((await app.db('services').where({ id }).first()).enabled).to.equal(true);
  });

  it('creates, edits and retires a predefined service in three languages, audited field by field', async () => {
    const token = await staffToken(app);
    const category = await app.db('categories').where({ slug: 'plomeria' }).first('id');
    const created = await app.request('POST', '/backoffice/api/predefined-services', {
      token,
      body: {
        categoryId: category.id,
        title_es: 'Cambio de flotador',
        title_en: 'Float valve replacement',
        title_br: 'Troca de boia',
      },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const id = created.body.id as number;
    const edited = await app.request('PUT', `/backoffice/api/predefined-services/${id}`, {
      token,
      body: { ...created.body, title_br: 'Troca de boia da caixa', enabled: false },
    });
    expect(edited.body).to.include({ title_br: 'Troca de boia da caixa', enabled: false });
    const entries = await app
      .db('staff_audit')
      .where({ target_type: 'predefined-services', target_id: String(id) })
      .orderBy('id');
    expect(entries.map((e) => e.action)).to.deep.equal([
      'predefined-services.create',
      'predefined-services.update',
    ]);
    expect(entries[0].before).to.equal(null);
    expect(entries[0].after).to.include({ title_es: 'Cambio de flotador' });
    expect(entries[1].before).to.deep.equal({ title_br: 'Troca de boia', enabled: true });
    expect(entries[1].after).to.deep.equal({ title_br: 'Troca de boia da caixa', enabled: false });
    // Offered to proskers no more.
    const offered = await app.request('GET', '/admin/api/predefined-services?category=plomeria');
    const offeredIds = offered.body.data.map((s: { id: number }) => s.id);
    expect(offeredIds.length).to.be.greaterThan(0);
    expect(offeredIds).to.not.include(id);
  });

  it('deletes a predefined service nothing came from, and only retires a used one', async () => {
    const token = await staffToken(app);
    const used = await app.db('predefined_services').first('id');
    await publish(app, prosker, false);
    await app
      .db('services')
      .where({ prosker_id: prosker.id })
      .update({ predefined_service_id: used.id });
    const refused = await app.request('DELETE', `/backoffice/api/predefined-services/${used.id}`, {
      token,
    });
    expectError(refused, 409, 'PREDEFINED_SERVICE_IN_USE');
    expect(await app.db('predefined_services').where({ id: used.id }).first()).to.not.equal(
      undefined,
    );
    const badCategory = await app.request('POST', '/backoffice/api/predefined-services', {
      token,
      body: { categoryId: 999999, title_es: 'a', title_en: 'b', title_br: 'c' },
      headers: { 'accept-language': 'en' },
    });
    expectError(badCategory, 422, 'VALIDATION_FAILED');
    expect(badCategory.body.error.details.fields[0].field).to.equal('categoryId');
    const missing = await app.request('POST', '/backoffice/api/predefined-services', {
      token,
      body: { categoryId: used.id, title_es: 'Solo español' },
    });
    expectError(missing, 422, 'VALIDATION_FAILED');
    expect(
      missing.body.error.details.fields.map((f: { field: string }) => f.field).sort(),
    ).to.deep.equal(['title_br', 'title_en']);
  });

  async function waitForMail(to: string) {
    for (let i = 0; i < 100; i++) {
      const found = [...app.inbox.messages()].find((m) => m.to.includes(to));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error(`no mail to ${to}`);
  }
});
