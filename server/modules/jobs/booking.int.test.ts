import { expect } from 'chai';
import { BOOKING_CALENDAR_DAYS, BOOKING_PROBLEM_MAX } from '../../../common/constants';
import { TIME_ZONES } from '../../../common/regions';
import { todayIn } from '../../../common/time';
import { expectError, supportToken } from '../../test/answers';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, TEST_ADDRESS, TEST_BOOKING, type TestUser } from '../../test/users';
import { at, buy, dayAfter, mondayProsker, nextMonday, publish, sellerAndClient } from './test-kit';

/** `TEST_BOOKING.phone` as the job keeps it: in E.164 (ADR 0025). */
const BOOKING_PHONE = '+59899123456';

/**
 * A booking that says where, what and when (ADR 0027): the address, the problem and a phone copied
 * onto the job, the address and phone shown to the job's prosker only once accepted, the hour a
 * prosker sets when accepting a half-day booking, and the calendar a client books from.
 */

const API = '/admin/api';

const detail = (app: TestApp, user: TestUser, id: number) =>
  app.request('GET', `${API}/user/jobs/${id}`, { token: user.token });

const act = (app: TestApp, user: TestUser, id: number, body: Record<string, unknown>) =>
  app.request('POST', `${API}/user/jobs/${id}/actions`, { token: user.token, body });

const addressesOf = async (app: TestApp, user: TestUser) =>
  (await app.request('GET', `${API}/user/addresses`, { token: user.token })).body.data as {
    id: number;
    domicile: string;
  }[];

const calendarOf = (app: TestApp, serviceId: number) =>
  app.request('GET', `${API}/services/${serviceId}/calendar`);

type CalendarDay = {
  date: string;
  status: string;
  halves: string[];
  slots: { startsAt: string; time: string }[];
};
const dayOf = (body: { days: CalendarDay[] }, date: string) =>
  body.days.find((d) => d.date === date)!;

describe('jobs: the details a booking gives', () => {
  const app = useTestApp();
  let client: TestUser;
  let serviceId: number;

  beforeEach(async () => {
    ({ client, serviceId } = await sellerAndClient(app, 'plomero0001', {
      agenda: false,
      requiresAppointment: false,
    }));
  });

  it('copies a saved address, the problem and the phone onto the job, and a later change of the address leaves the job as it was', async () => {
    const saved = await app.request('POST', `${API}/user/addresses`, {
      token: client.token,
      body: { ...TEST_ADDRESS, domicile: 'Bv. Artigas 1550', neighborhood: 'Pocitos' },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(201);
    const bought = await buy(app, client, serviceId, {
      date: nextMonday(),
      timeOfDay: 'afternoon',
      address: undefined,
      addressId: saved.body.id,
      problem: '  La canilla de la cocina gotea día y noche.  ',
      phone: '098765432',
    });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
    const changed = await app.request('PUT', `${API}/user/addresses/${saved.body.id}`, {
      token: client.token,
      body: { ...TEST_ADDRESS, domicile: 'Av. Brasil 2800' },
    });
    expect(changed.status).to.equal(200);

    const job = await detail(app, client, bought.body.id);
    expect(job.body).to.deep.include({
      problem: 'La canilla de la cocina gotea día y noche.',
      // Kept as every stored number, in E.164 (ADR 0025).
      contactPhone: '+59898765432',
      contactHidden: false,
      hourAgreed: false,
      timeOfDay: 'afternoon',
      area: { city: 'Montevideo', state: 'Montevideo' },
      address: {
        domicile: 'Bv. Artigas 1550',
        neighborhood: 'Pocitos',
        city: 'Montevideo',
        state: 'Montevideo',
        postalCode: '11200',
        country: 'Uruguay',
        countryCode: 'UY',
      },
    });
    // Choosing a saved address adds none.
    expect((await addressesOf(app, client)).map((a) => a.domicile)).to.deep.equal([
      'Av. Brasil 2800',
    ]);
  });

  it('saves a new address given with a booking to the client’s addresses, and none when the booking is refused', async () => {
    const bought = await buy(app, client, serviceId, {
      date: nextMonday(),
      timeOfDay: 'morning',
      address: { ...TEST_ADDRESS, domicile: 'Rambla 123' },
    });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
    const [first] = await addressesOf(app, client);
    expect(first).to.include({ domicile: 'Rambla 123', isDefault: true });

    // A date already past is refused: the address that came with it is not kept.
    const refused = await buy(app, client, serviceId, {
      date: dayAfter(todayIn(TIME_ZONES.uy), -1),
      timeOfDay: 'morning',
      address: { ...TEST_ADDRESS, domicile: 'Otra calle 9' },
    });
    expectError(refused, 422, 'EVENT_PAST_DATE');
    expect((await addressesOf(app, client)).map((a) => a.domicile)).to.deep.equal(['Rambla 123']);
  });

  it('refuses details over their limits, missing or not the client’s own as translated field errors that change nothing', async () => {
    const stranger = await createUser(app, 'cliente0002', { prosker: false });
    const theirs = await app.request('POST', `${API}/user/addresses`, {
      token: stranger.token,
      body: TEST_ADDRESS,
    });
    const date = nextMonday();
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'a problem too long',
        { problem: 'x'.repeat(BOOKING_PROBLEM_MAX + 1) },
        'problem',
        `It must be at most ${BOOKING_PROBLEM_MAX} characters long.`,
      ],
      [
        'an address too long',
        { address: { ...TEST_ADDRESS, domicile: 'x'.repeat(201) } },
        'address.domicile',
        'It must be at most 200 characters long.',
      ],
      ['no problem', { problem: '   ' }, 'problem', 'This field is required.'],
      ['no phone', { phone: '' }, 'phone', 'This field is required.'],
      ['no address', { address: undefined }, 'addressId', 'This field is required.'],
      [
        'another user’s address',
        { address: undefined, addressId: theirs.body.id },
        'addressId',
        'The value is not valid.',
      ],
      [
        'a saved address and a new one',
        { addressId: theirs.body.id },
        'addressId',
        'The value is not valid.',
      ],
      [
        'an unknown field of the address',
        { address: { ...TEST_ADDRESS, x: 1 } },
        'address.x',
        'Field not allowed: x.',
      ],
    ];
    for (const [what, change, field, message] of cases) {
      const res = await buy(
        app,
        client,
        serviceId,
        { date, timeOfDay: 'morning', ...change },
        {
          'accept-language': 'en',
        },
      );
      expectError(res, 422, 'VALIDATION_FAILED', what);
      const fields = res.body.error.details.fields as { field: string; message: string }[];
      const found = fields.find((f) => f.field === field);
      expect(found, `${what}: ${JSON.stringify(fields)}`).to.not.equal(undefined);
      expect(found!.message, what).to.equal(message);
    }
    expect(await app.db('jobs').where({ client_id: client.id })).to.have.length(0);
    expect(await addressesOf(app, client)).to.have.length(0);
  });
});

describe('jobs: who sees where a booking takes place', () => {
  const app = useTestApp({ demo: true });
  let prosker: TestUser;
  let client: TestUser;
  let serviceId: number;
  let jobId: number;

  beforeEach(async () => {
    ({ prosker, client, serviceId } = await sellerAndClient(app, 'plomero0001', {
      agenda: false,
      requiresAppointment: false,
    }));
    const bought = await buy(app, client, serviceId, { date: nextMonday(), timeOfDay: 'morning' });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
    jobId = bought.body.id;
  });

  const HIDDEN = { address: null, contactPhone: null, contactHidden: true };

  it('shows the prosker only the department and city until they accept, then the address and phone', async () => {
    const before = await detail(app, prosker, jobId);
    expect(before.body).to.deep.include({
      ...HIDDEN,
      area: { city: 'Montevideo', state: 'Montevideo' },
      problem: TEST_BOOKING.problem,
    });
    const listed = await app.request('GET', `${API}/user/jobs?role=prosker`, {
      token: prosker.token,
    });
    expect(listed.body.data[0]).to.deep.include({ id: jobId, ...HIDDEN });

    const accepted = await act(app, prosker, jobId, { action: 'accept', hour: '10:00' });
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    expect(accepted.body).to.deep.include({
      contactPhone: BOOKING_PHONE,
      contactHidden: false,
    });
    const after = await detail(app, prosker, jobId);
    expect(after.body.address).to.include({ domicile: TEST_ADDRESS.domicile, city: 'Montevideo' });
    expect(after.body.contactPhone).to.equal(BOOKING_PHONE);
  });

  it('never shows them to another prosker, and staff see them all the time', async () => {
    const other = await createUser(app, 'plomero0002');
    const seen = await detail(app, other, jobId);
    expectError(seen, 404, 'NOT_FOUND');
    await act(app, prosker, jobId, { action: 'accept', hour: '09:00' });
    expectError(await detail(app, other, jobId), 404, 'NOT_FOUND');
    const list = await app.request('GET', `${API}/user/jobs?role=prosker`, {
      token: other.token,
    });
    expect(list.body.data).to.deep.equal([]);

    const staff = await app.request('GET', `/backoffice/api/jobs/${jobId}`, {
      token: await supportToken(app),
    });
    expect(staff.status).to.equal(200);
    expect(staff.body).to.deep.include({ contactPhone: BOOKING_PHONE });
    expect(staff.body.address).to.include({ domicile: TEST_ADDRESS.domicile });
  });

  it('hides them again from the prosker of a declined or cancelled job, and the client keeps seeing their own', async () => {
    const declined = await act(app, prosker, jobId, { action: 'decline' });
    expect(declined.body).to.deep.include({ status: 'rejected', ...HIDDEN });
    expect((await detail(app, client, jobId)).body).to.deep.include({
      contactPhone: BOOKING_PHONE,
      contactHidden: false,
    });

    const second = await buy(app, client, serviceId, {
      date: dayAfter(nextMonday(), 7),
      timeOfDay: 'morning',
    });
    await act(app, prosker, second.body.id, { action: 'accept', hour: '11:00' });
    const reason = await app.db('cancellation_reasons').where({ applies_to: 'both' }).first('id');
    const cancelled = await act(app, client, second.body.id, {
      action: 'clientCancel',
      reasonId: reason.id,
    });
    expect(cancelled.body.status).to.equal('clientCancel');
    expect((await detail(app, prosker, second.body.id)).body).to.deep.include(HIDDEN);
  });
});

describe('jobs: the hour of a half-day booking', () => {
  const app = useTestApp();

  /** The bodies of the user's notices, newest first, once every event was handled. */
  async function noticeBodies(user: TestUser) {
    await app.platform.events.idle();
    await app.notifications.idle();
    const list = await app.request('GET', `${API}/notifications`, { token: user.token });
    return (list.body.data as { body: string }[]).map((n) => n.body);
  }

  it('tells the half and the city until the hour is set, then who goes where at the hour agreed', async () => {
    const { prosker, client, serviceId } = await sellerAndClient(app, 'plomero0001', {
      agenda: false,
      requiresAppointment: false,
    });
    const bought = await buy(app, client, serviceId, { date: nextMonday(), timeOfDay: 'morning' });
    const [requested] = await noticeBodies(prosker);
    expect(requested).to.match(
      /reservó «Visita técnica»\. Es en Montevideo, el .+, mañana \(de 9 a 13 h\)\./,
    );
    expect(requested).to.not.match(/\d\d:\d\d/);
    expect(requested).to.not.contain('Calle 1');

    await act(app, prosker, bought.body.id, { action: 'accept', hour: '10:30' });
    const [accepted] = await noticeBodies(client);
    expect(accepted).to.match(
      /aceptó «Visita técnica»\. .+ irá a Calle 1, Montevideo el .+ 10:30\.$/,
    );
  });

  it('asks the prosker for an hour when accepting, inside the booked half only, and refusals change nothing', async () => {
    const { prosker, client, serviceId } = await sellerAndClient(app, 'plomero0001', {
      agenda: false,
      requiresAppointment: false,
    });
    const date = nextMonday();
    const bought = await buy(app, client, serviceId, { date, timeOfDay: 'morning' });
    const id = bought.body.id as number;
    expect(bought.body).to.include({ hourAgreed: false, startDate: at(date, '09:00') });

    const missing = await act(app, prosker, id, { action: 'accept' });
    expectError(missing, 422, 'VALIDATION_FAILED');
    expect(missing.body.error.details.fields.map((f: { field: string }) => f.field)).to.deep.equal([
      'hour',
    ]);
    for (const hour of ['08:30', '13:00', '14:00', '09:15', '9:00', 'noon']) {
      const res = await app.request('POST', `${API}/user/jobs/${id}/actions`, {
        token: prosker.token,
        headers: { 'accept-language': 'pt-BR' },
        body: { action: 'accept', hour },
      });
      expectError(res, 422, 'JOB_HOUR_OUTSIDE_HALF', hour);
      expect(res.body.error.message).to.equal(
        'Escolha um horário desse período do dia, entre 09:00 e 12:30.',
      );
      expect(res.body.error.details).to.deep.include({
        half: 'morning',
        from: '09:00',
        to: '12:30',
      });
    }
    const unchanged = await app.db('jobs').where({ id }).first();
    expect(unchanged).to.include({ status: 'new', hour_agreed: false });
    expect(await app.db('job_history').where({ job_id: id, action: 'accept' })).to.have.length(0);

    const accepted = await act(app, prosker, id, { action: 'accept', hour: '12:30' });
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    expect(accepted.body).to.include({
      status: 'readyToExecute',
      hourAgreed: true,
      startDate: at(date, '12:30'),
      endDate: at(date, '13:00'),
    });
    const seen = await detail(app, client, id);
    expect(seen.body).to.include({ hourAgreed: true, startDate: at(date, '12:30') });
  });

  it('lets no one but the job’s prosker set the hour, and no visitor book', async () => {
    const { client, serviceId } = await sellerAndClient(app, 'plomero0001', {
      agenda: false,
      requiresAppointment: false,
    });
    const visitor = await app.request('POST', `${API}/services/${serviceId}/buy`, {
      body: { ...TEST_BOOKING, date: nextMonday(), timeOfDay: 'morning' },
    });
    expectError(visitor, 401, 'AUTH_REQUIRED');
    const bought = await buy(app, client, serviceId, { date: nextMonday(), timeOfDay: 'morning' });
    const id = bought.body.id as number;
    expectError(
      await act(app, client, id, { action: 'accept', hour: '10:00' }),
      409,
      'JOB_CANNOT_ACCEPT',
    );
    const other = await createUser(app, 'plomero0002');
    expectError(await act(app, other, id, { action: 'accept', hour: '10:00' }), 404, 'NOT_FOUND');
    expect(await app.db('jobs').where({ id }).first()).to.include({
      status: 'new',
      hour_agreed: false,
    });
  });

  it('takes afternoon hours for an afternoon booking and asks none of a slot booking', async () => {
    const { prosker, client, serviceId } = await sellerAndClient(app, 'agendapro01', {
      agenda: true,
      requiresAppointment: true,
    });
    const plain = await publish(app, prosker, false);
    const monday = nextMonday();
    const afternoon = await buy(app, client, plain, { date: monday, timeOfDay: 'afternoon' });
    expectError(
      await act(app, prosker, afternoon.body.id, { action: 'accept', hour: '12:00' }),
      422,
      'JOB_HOUR_OUTSIDE_HALF',
    );
    const ok = await act(app, prosker, afternoon.body.id, { action: 'accept', hour: '17:30' });
    expect(ok.body).to.include({ hourAgreed: true, startDate: at(monday, '17:30') });

    const slot = await buy(app, client, serviceId, {
      date: monday,
      timeOfDay: 'morning',
      slot: at(monday, '10:00'),
    });
    expect(slot.body).to.include({ hourAgreed: true });
    const accepted = await act(app, prosker, slot.body.id, { action: 'accept' });
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    expect(accepted.body).to.include({ startDate: at(monday, '10:00') });
  });
});

describe('jobs: the booking calendar of a service', () => {
  const app = useTestApp();

  it('shows a prosker’s agenda: closed days, open days with their free slots, and a full day once its last slot is taken', async () => {
    const prosker = await mondayProsker(app, 'agendapro01');
    const serviceId = await publish(app, prosker, true);
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const monday = nextMonday();
    await app.request('PUT', `${API}/agenda/special-dates/${dayAfter(monday, 7)}`, {
      token: prosker.token,
      body: { closed: true },
    });

    const first = await calendarOf(app, serviceId);
    expect(first.status).to.equal(200);
    expect(first.body).to.include({ serviceId, bySlot: true, timeZone: 'America/Montevideo' });
    expect(first.body.days).to.have.length(BOOKING_CALENDAR_DAYS);
    expect(first.body.days[0].date).to.equal(todayIn(TIME_ZONES.uy));
    const open = dayOf(first.body, monday);
    expect(open).to.deep.include({ status: 'open', halves: ['morning'] });
    expect(open.slots.map((s) => s.time)).to.deep.equal([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(dayOf(first.body, dayAfter(monday))).to.deep.equal({
      date: dayAfter(monday),
      status: 'closed',
      halves: [],
      slots: [],
    });
    expect(dayOf(first.body, dayAfter(monday, 7)).status).to.equal('closed');
    expect(dayOf(first.body, dayAfter(monday, 14)).status).to.equal('open');

    for (const time of ['09:00', '10:00']) {
      const res = await buy(app, client, serviceId, {
        date: monday,
        timeOfDay: 'morning',
        slot: at(monday, time),
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
    }
    const partly = dayOf((await calendarOf(app, serviceId)).body, monday);
    expect(partly.slots.map((s) => s.time)).to.deep.equal(['11:00']);
    // A slot taken meanwhile is refused inside the booking's transaction: its address goes too.
    const taken = await buy(app, client, serviceId, {
      date: monday,
      timeOfDay: 'morning',
      slot: at(monday, '09:30'),
      address: { ...TEST_ADDRESS, domicile: 'Nunca guardada 1' },
    });
    expectError(taken, 409, 'EVENT_OVERLAP');
    expect((await addressesOf(app, client)).map((a) => a.domicile)).to.not.include(
      'Nunca guardada 1',
    );
    const last = await buy(app, client, serviceId, {
      date: monday,
      timeOfDay: 'morning',
      slot: at(monday, '11:00'),
    });
    expect(last.status).to.equal(201);
    expect(dayOf((await calendarOf(app, serviceId)).body, monday)).to.deep.include({
      status: 'full',
      halves: [],
      slots: [],
    });

    // A full day is refused whichever slot is asked for, and a closed one as closed.
    const full = await buy(app, client, serviceId, {
      date: monday,
      timeOfDay: 'morning',
      slot: at(monday, '09:30'),
    });
    expectError(full, 422, 'EVENT_NO_TIME_AVAILABLE');
    expect(full.body.error.message).to.equal('No hay horario disponible en esa fecha y hora.');
    const closed = await buy(app, client, serviceId, {
      date: dayAfter(monday, 7),
      timeOfDay: 'morning',
      slot: at(dayAfter(monday, 7), '09:00'),
    });
    expectError(closed, 422, 'EVENT_DAY_CLOSED');
    expect(await app.db('jobs').where({ service_id: serviceId })).to.have.length(3);
  });

  it('offers no slot over a half-day job the prosker accepted at an hour, and refuses one asked for with EVENT_OVERLAP', async () => {
    const prosker = await mondayProsker(app, 'agendapro02');
    const visit = await publish(app, prosker, false);
    const appointment = await publish(app, prosker, true);
    const client = await createUser(app, 'cliente0002', { prosker: false });
    const monday = nextMonday();
    const halfDay = await buy(app, client, visit, { date: monday, timeOfDay: 'morning' });
    expect(halfDay.status, JSON.stringify(halfDay.body)).to.equal(201);
    // While it waits for the prosker, the morning's slots stay on offer.
    const before = dayOf((await calendarOf(app, appointment)).body, monday);
    expect(before.slots.map((s) => s.time)).to.deep.equal([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    // Accepted at 10:00, the job holds the rest of the morning.
    const accepted = await act(app, prosker, halfDay.body.id, { action: 'accept', hour: '10:00' });
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    const after = dayOf((await calendarOf(app, appointment)).body, monday);
    expect(after.slots.map((s) => s.time)).to.deep.equal(['09:00']);
    const over = await buy(app, client, appointment, {
      date: monday,
      timeOfDay: 'morning',
      slot: at(monday, '11:00'),
    });
    expectError(over, 409, 'EVENT_OVERLAP');
    expect(await app.db('jobs').where({ service_id: appointment })).to.have.length(0);
    const free = await buy(app, client, appointment, {
      date: monday,
      timeOfDay: 'morning',
      slot: at(monday, '09:00'),
    });
    expect(free.status, JSON.stringify(free.body)).to.equal(201);
  });

  it('offers both halves of every day of a prosker without an agenda but the dates they closed', async () => {
    const { prosker, serviceId } = await sellerAndClient(app, 'plomero0001', {
      agenda: false,
      requiresAppointment: true,
    });
    const monday = nextMonday();
    await app.db('special_dates').insert({
      user_id: prosker.id,
      date: monday,
      closed: true,
      ranges: JSON.stringify([]),
    });
    const res = await calendarOf(app, serviceId);
    expect(res.body.bySlot).to.equal(false);
    expect(dayOf(res.body, monday).status).to.equal('closed');
    expect(dayOf(res.body, dayAfter(monday))).to.deep.equal({
      date: dayAfter(monday),
      status: 'open',
      halves: ['morning', 'afternoon'],
      slots: [],
    });
    const statuses = new Set(res.body.days.slice(1).map((d: CalendarDay) => d.status));
    expect([...statuses].sort()).to.deep.equal(['closed', 'open']);
  });

  it('answers NOT_FOUND for a withdrawn service or one that does not exist', async () => {
    const { prosker, serviceId } = await sellerAndClient(app, 'plomero0001', {
      agenda: false,
      requiresAppointment: false,
    });
    await app.request('DELETE', `${API}/user/services/${serviceId}`, { token: prosker.token });
    expectError(await calendarOf(app, serviceId), 404, 'NOT_FOUND');
    expectError(await calendarOf(app, 999999), 404, 'NOT_FOUND');
  });
});
