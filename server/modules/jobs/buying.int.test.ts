import { expect } from 'chai';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, makePremium, TEST_BOOKING, type TestUser } from '../../test/users';
import { at, buy, dayAfter, nextMonday, publish, sellerAndClient } from './test-kit';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function closeDate(app: TestApp, prosker: TestUser, date: string) {
  const res = await app.request('PUT', `/admin/api/agenda/special-dates/${date}`, {
    token: prosker.token,
    body: { closed: true },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
}

const jobsOf = (app: TestApp, serviceId: number) =>
  app.db('jobs').where({ service_id: serviceId }).select('id');

describe('jobs: services of a prosker who cannot be hired', () => {
  const app = useTestApp();
  let prosker: TestUser;
  let client: TestUser;
  let serviceId: number;

  beforeEach(async () => {
    ({ prosker, client, serviceId } = await sellerAndClient(app, 'plomero0001', {
      agenda: false,
      requiresAppointment: false,
    }));
  });

  async function staffToken() {
    const [{ id }] = await app
      .db('staff')
      .insert({ email: 'admin@example.com', name: 'Admin', role: 'admin', password_hash: 'x' })
      .returning('id');
    return app.platform.tokens.issue('staff', Number(id));
  }

  /** Hidden from listings and the detail, and refused to buyers with the reason translated. */
  async function expectOffMarket() {
    const listed = await app.request('GET', `/admin/api/proskers/${prosker.id}/services`);
    expect(listed.status).to.equal(200);
    expect(listed.body.data).to.deep.equal([]);
    const detail = await app.request('GET', `/admin/api/services/${serviceId}`);
    expect(detail.status).to.equal(404);
    expect(detail.body.error.code).to.equal('NOT_FOUND');
    const bought = await app.request('POST', `/admin/api/services/${serviceId}/buy`, {
      token: client.token,
      headers: { 'accept-language': 'en' },
      body: { ...TEST_BOOKING, date: dayAfter(nextMonday()), timeOfDay: 'morning' },
    });
    expect(bought.status).to.equal(409);
    expect(bought.body.error).to.include({
      code: 'SERVICE_NOT_OFFERED',
      message: 'This service can no longer be hired.',
    });
    expect(await jobsOf(app, serviceId)).to.have.length(0);
  }

  it('hides a banned prosker’s services and refuses to sell them, until the ban is lifted', async () => {
    const staff = await staffToken();
    const ban = await app.request('POST', `/backoffice/api/users/${prosker.id}/ban`, {
      token: staff,
      body: { reason: 'Cobros por fuera de Prosk' },
    });
    expect(ban.status).to.equal(200);
    await expectOffMarket();
    // The staff's view of the prosker is untouched, and lifting the ban puts the service back.
    const staffView = await app.request('GET', `/backoffice/api/users/${prosker.id}`, {
      token: staff,
    });
    expect(staffView.status).to.equal(200);
    const unban = await app.request('POST', `/backoffice/api/users/${prosker.id}/unban`, {
      token: staff,
    });
    expect(unban.status).to.equal(200);
    const listed = await app.request('GET', `/admin/api/proskers/${prosker.id}/services`);
    expect(listed.body.data.map((s: { id: number }) => s.id)).to.deep.equal([serviceId]);
    // The ban ended the prosker's sessions; signed in again, they see their own service.
    const own = await app.request('GET', '/admin/api/user/services', {
      token: await app.platform.tokens.issue('user', prosker.id),
    });
    expect(own.body.data.map((s: { id: number }) => s.id)).to.deep.equal([serviceId]);
    const bought = await buy(app, client, serviceId, {
      date: dayAfter(nextMonday()),
      timeOfDay: 'morning',
    });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
  });

  it('hides the services of a prosker who closed their account and refuses to sell them', async () => {
    const closed = await app.request('POST', '/admin/api/user/close', {
      token: prosker.token,
      body: { currentPassword: 'Prueba#2026x' },
    });
    expect(closed.status, JSON.stringify(closed.body)).to.equal(204);
    await expectOffMarket();
  });

  it('refuses to sell a withdrawn service with the same reason', async () => {
    const withdrawn = await app.request('DELETE', `/admin/api/user/services/${serviceId}`, {
      token: prosker.token,
    });
    expect(withdrawn.status).to.equal(204);
    const bought = await buy(app, client, serviceId, {
      date: dayAfter(nextMonday()),
      timeOfDay: 'morning',
    });
    expect(bought.status).to.equal(409);
    expect(bought.body.error.code).to.equal('SERVICE_NOT_OFFERED');
    expect(await jobsOf(app, serviceId)).to.have.length(0);
  });
});

describe('jobs: buying an appointment of a prosker who keeps an agenda', () => {
  const app = useTestApp();
  let prosker: TestUser;
  let client: TestUser;
  let serviceId: number;

  beforeEach(async () => {
    ({ prosker, client, serviceId } = await sellerAndClient(app, 'agendapro01', {
      agenda: true,
      requiresAppointment: true,
    }));
  });

  it('says on the service that buying it takes a free slot', async () => {
    const detail = await app.request('GET', `/admin/api/services/${serviceId}`);
    expect(detail.body).to.include({ id: serviceId, slotRequired: true });
  });

  it('refuses a half-day without a slot, on an open day as on a closed one, and books nothing', async () => {
    const monday = nextMonday();
    for (const date of [monday, monday, dayAfter(monday)]) {
      const res = await buy(app, client, serviceId, { date, timeOfDay: 'morning' });
      expect(res.status, JSON.stringify(res.body)).to.equal(422);
      expect(res.body.error.code).to.equal('JOB_SLOT_REQUIRED');
      expect(res.body.error.details.fields).to.deep.equal([
        {
          field: 'slot',
          code: 'codes.JOB_SLOT_REQUIRED',
          message: 'Elige uno de los horarios libres del prosker para esa fecha.',
        },
      ]);
    }
    expect(await jobsOf(app, serviceId)).to.have.length(0);
    expect(await app.db('events').where({ prosker_id: prosker.id })).to.have.length(0);
  });

  it('takes only a free slot: not on a closed day, outside the hours, off the grid or taken', async () => {
    const monday = nextMonday();
    const refusals: [string, string, string][] = [
      // Tuesday has no hours.
      [dayAfter(monday), at(dayAfter(monday), '09:00'), 'EVENT_DAY_CLOSED'],
      // The hours end at 12:00.
      [monday, at(monday, '11:30'), 'EVENT_NO_TIME_AVAILABLE'],
      [monday, at(monday, '09:15'), 'EVENT_TIME_INVALID'],
    ];
    for (const [date, slot, code] of refusals) {
      const res = await buy(app, client, serviceId, { date, timeOfDay: 'morning', slot });
      expect(res.body.error?.code, `${slot}: ${JSON.stringify(res.body)}`).to.equal(code);
    }
    const first = await buy(app, client, serviceId, {
      date: monday,
      timeOfDay: 'morning',
      slot: at(monday, '09:00'),
    });
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    const overlapping = await buy(app, client, serviceId, {
      date: monday,
      timeOfDay: 'morning',
      slot: at(monday, '09:30'),
    });
    expect(overlapping.status).to.equal(409);
    expect(overlapping.body.error.code).to.equal('EVENT_OVERLAP');
    expect((await jobsOf(app, serviceId)).map((j) => Number(j.id))).to.deep.equal([first.body.id]);
  });

  it('refuses a slot on a date the prosker closed', async () => {
    const monday = nextMonday();
    await closeDate(app, prosker, monday);
    const res = await buy(app, client, serviceId, {
      date: monday,
      timeOfDay: 'morning',
      slot: at(monday, '10:00'),
    });
    expect(res.status).to.equal(422);
    expect(res.body.error.code).to.equal('EVENT_DAY_CLOSED');
    expect(await jobsOf(app, serviceId)).to.have.length(0);
  });

  it('books a service without appointment by half-day, but not on a day the agenda has closed', async () => {
    const plain = await publish(app, prosker, false);
    const detail = await app.request('GET', `/admin/api/services/${plain}`);
    expect(detail.body.slotRequired).to.equal(false);
    const monday = nextMonday();
    const closed = await buy(app, client, plain, { date: dayAfter(monday), timeOfDay: 'morning' });
    expect(closed.status).to.equal(422);
    expect(closed.body.error).to.deep.include({
      code: 'EVENT_DAY_CLOSED',
      details: { date: dayAfter(monday) },
    });
    const open = await buy(app, client, plain, { date: monday, timeOfDay: 'morning' });
    expect(open.status, JSON.stringify(open.body)).to.equal(201);
  });

  it('refuses a date that is not on the calendar', async () => {
    const res = await buy(app, client, serviceId, {
      date: `${new Date().getUTCFullYear() + 1}-02-30`,
      timeOfDay: 'morning',
    });
    expect(res.status).to.equal(422);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(res.body.error.details.fields.map((f: { field: string }) => f.field)).to.deep.equal([
      'date',
    ]);
  });
});

describe('jobs: buying an appointment of a prosker without an agenda', () => {
  const app = useTestApp();

  it('counts a special date ahead that opens hours as an agenda, and not one already past', async () => {
    const prosker = await createUser(app, 'plomero0001');
    await makePremium(app, prosker.id);
    const serviceId = await publish(app, prosker, true);
    const slotRequired = async () =>
      (await app.request('GET', `/admin/api/services/${serviceId}`)).body.slotRequired;
    await app.db('special_dates').insert({
      user_id: prosker.id,
      date: new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10),
      closed: false,
      ranges: JSON.stringify([{ from: '09:00', to: '12:00' }]),
    });
    expect(await slotRequired()).to.equal(false);
    const monday = nextMonday();
    const opened = await app.request('PUT', `/admin/api/agenda/special-dates/${monday}`, {
      token: prosker.token,
      body: { closed: false, ranges: [{ from: '09:00', to: '12:00' }] },
    });
    expect(opened.status, JSON.stringify(opened.body)).to.equal(200);
    expect(await slotRequired()).to.equal(true);
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const res = await buy(app, client, serviceId, { date: monday, timeOfDay: 'morning' });
    expect(res.body.error.code).to.equal('JOB_SLOT_REQUIRED');
    const slot = await buy(app, client, serviceId, {
      date: monday,
      timeOfDay: 'morning',
      slot: at(monday, '10:00'),
    });
    expect(slot.status, JSON.stringify(slot.body)).to.equal(201);
  });

  it('books a half-day as before, twice if asked, but never a date the prosker closed', async () => {
    // Premium, but no hours set: no agenda to take slots from; one date marked closed.
    const prosker = await createUser(app, 'plomero0001');
    await makePremium(app, prosker.id);
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const serviceId = await publish(app, prosker, true);
    const monday = nextMonday();
    await closeDate(app, prosker, dayAfter(monday));

    const detail = await app.request('GET', `/admin/api/services/${serviceId}`);
    expect(detail.body.slotRequired).to.equal(false);
    for (let i = 0; i < 2; i++) {
      const res = await buy(app, client, serviceId, { date: monday, timeOfDay: 'afternoon' });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.timeOfDay).to.equal('afternoon');
    }
    const closed = await app.request('POST', `/admin/api/services/${serviceId}/buy`, {
      token: client.token,
      headers: { 'accept-language': 'pt-BR' },
      body: { ...TEST_BOOKING, date: dayAfter(monday), timeOfDay: 'morning' },
    });
    expect(closed.status).to.equal(422);
    expect(closed.body.error).to.deep.equal({
      code: 'EVENT_DAY_CLOSED',
      message: 'Esse dia está fechado.',
      details: { date: dayAfter(monday) },
    });
    expect(await jobsOf(app, serviceId)).to.have.length(2);
  });
});
