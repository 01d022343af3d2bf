/**
 * The agenda beside the jobs: a prosker's dated jobs in their calendar (half-day bookings as
 * their morning or afternoon, paid ones marked, slot bookings through their event), and
 * Premium's usual week, given once when Premium starts to a prosker who never had a week.
 */
import { expect } from 'chai';
import { USUAL_WEEK } from '../../../common/schemas/agenda';
import { TIME_ZONES } from '../../../common/regions';
import { instantOf, todayIn } from '../../../common/time';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, makePremium, TEST_BOOKING, type TestUser } from '../../test/users';
import { expectError } from './test-kit';

const API = '/admin/api';
const closedWeek = { days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: false })) };

/** The instant (ISO, UTC) at which Montevideo's clock shows `time` on `date`. */
const at = (date: string, time: string) =>
  new Date(instantOf(date, time, TIME_ZONES.uy)!).toISOString();

/** The date `days` after a YYYY-MM-DD date. */
function dayAfter(date: string, days = 1): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The next Monday at least two days ahead in Montevideo. */
function nextMonday(): string {
  let date = dayAfter(todayIn(TIME_ZONES.uy), 2);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) date = dayAfter(date);
  return date;
}

/** A plumbing service of the prosker's, by appointment or not; answers its id. */
async function publish(
  app: TestApp,
  prosker: TestUser,
  requiresAppointment: boolean,
  title = 'Visita técnica',
) {
  const category = await app.db('categories').where({ slug: 'plomeria' }).first('id');
  const res = await app.request('POST', `${API}/user/services`, {
    token: prosker.token,
    body: {
      title,
      description: 'Diagnóstico en el lugar',
      price: 900,
      categoryId: category.id,
      requiresAppointment,
      requiresPayment: false,
    },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.id as number;
}

/** A booking with the test's address, problem and phone. */
const buy = (
  app: TestApp,
  client: TestUser,
  serviceId: number,
  body: { date: string; timeOfDay: 'morning' | 'afternoon'; slot?: string },
) =>
  app.request('POST', `${API}/services/${serviceId}/buy`, {
    token: client.token,
    body: { ...TEST_BOOKING, ...body },
  });

/** Subscribes the user to Uruguay's monthly Premium, paying with an approved (APRO) card. */
async function subscribe(app: TestApp, user: TestUser) {
  const plans = (await app.request('GET', `${API}/plans?region=uy`)).body.data as {
    id: number;
    premium: boolean;
    period: string;
  }[];
  const plan = plans.find((p) => p.premium && p.period === 'monthly')!;
  const started = await app.request('POST', `${API}/user/subscriptions`, {
    token: user.token,
    body: { planId: plan.id },
  });
  expect(started.status, JSON.stringify(started.body)).to.equal(201);
  const { publicKey } = app.config.mercadoPago;
  const card = await fetch(
    `${app.url}/emulators/mercadopago/v1/card_tokens?public_key=${publicKey}&site_id=MLU`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        card_number: '5031755734530604',
        expiration_month: 11,
        expiration_year: 2030,
        security_code: '123',
        cardholder: { name: 'APRO', identification: { type: 'CI', number: '12345678' } },
      }),
    },
  );
  const token = ((await card.json()) as { id: string }).id;
  return app.request('POST', `${API}/user/subscriptions/${started.body.id}/checkout`, {
    token: user.token,
    body: { cardToken: token },
  });
}

interface CalendarJob {
  id: number;
  title: string;
  status: string;
  startsAt: string;
  endsAt: string;
  timeOfDay: string | null;
  paid: boolean;
  clientId: number;
  clientName: string;
  eventId: number | null;
}

describe('agenda: dated jobs and Premium’s usual week', () => {
  const app = useTestApp();
  let prosker: TestUser;
  let client: TestUser;

  beforeEach(async () => {
    prosker = await createUser(app, 'agendajob01', { firstName: 'Pablo' });
    client = await createUser(app, 'agendacli01', { prosker: false, firstName: 'Carla' });
  });

  const calendar = (user: TestUser, from: string, to: string) =>
    app.request('GET', `${API}/agenda/events?from=${from}&to=${to}`, { token: user.token });
  const act = async (user: TestUser, jobId: number, action: string, hour?: string) => {
    const res = await app.request('POST', `${API}/user/jobs/${jobId}/actions`, {
      token: user.token,
      body: { action, ...(hour ? { hour } : {}) },
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  };
  const bought = async (serviceId: number, body: Parameters<typeof buy>[3]) => {
    const res = await buy(app, client, serviceId, body);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.id as number;
  };
  const week = async (user: TestUser) => {
    const res = await app.request('GET', `${API}/agenda/availability`, { token: user.token });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body as {
      days: { weekday: number; open: boolean; ranges: { from: string; to: string }[] }[];
      setBy: string | null;
      bookable: boolean;
    };
  };
  /** What billing records when an entitlement changes (a notification may bring it again). */
  const premiumChanged = (userId: number) =>
    app.platform.events.emit(app.db, { type: 'premium.changed', userId, premium: true });

  describe('the calendar’s jobs', () => {
    it('shows the prosker their half-day jobs at the half’s hours until they set the hour, then from it, paid ones marked, slot bookings by their event, and no declined job', async () => {
      await makePremium(app, prosker.id);
      // Monday to Friday 09:00–18:00: appointments by slot, other services by half-day.
      const saved = await app.request('PUT', `${API}/agenda/availability`, {
        token: prosker.token,
        body: USUAL_WEEK,
      });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      const monday = nextMonday();
      const tuesday = dayAfter(monday);
      const paidVisit = await publish(app, prosker, false, 'Destapación');
      // Paid online (publishing it so would need a linked Mercado Pago account).
      await app.db('services').where({ id: paidVisit }).update({ requires_payment: true });
      const visit = await publish(app, prosker, false, 'Revisión de calefón');
      const appointment = await publish(app, prosker, true, 'Presupuesto');

      const afternoon = await bought(paidVisit, { date: monday, timeOfDay: 'afternoon' });
      // Accepting a half-day sets its hour.
      await act(prosker, afternoon, 'accept', '15:00');
      // Mercado Pago's verified approval reaches jobs as billing announces it.
      await app.platform.events.emit(app.db, {
        type: 'payment.changed',
        jobId: afternoon,
        status: 'paid',
      });
      const morning = await bought(visit, { date: monday, timeOfDay: 'morning' });
      const slot = await bought(appointment, {
        date: tuesday,
        timeOfDay: 'morning',
        slot: at(tuesday, '10:00'),
      });
      const declined = await bought(visit, { date: tuesday, timeOfDay: 'afternoon' });
      await act(prosker, declined, 'decline');

      const res = await calendar(prosker, monday, dayAfter(monday, 2));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const jobs = res.body.jobs as CalendarJob[];
      expect(jobs.map((job) => job.id)).to.deep.equal([morning, afternoon, slot]);
      const [first, second, third] = jobs;
      expect(first).to.deep.include({
        title: 'Revisión de calefón',
        status: 'new',
        timeOfDay: 'morning',
        startsAt: at(monday, '09:00'),
        endsAt: at(monday, '13:00'),
        paid: false,
        clientId: client.id,
        clientName: 'Carla Silva',
        eventId: null,
      });
      expect(second).to.deep.include({
        title: 'Destapación',
        status: 'readyToExecute',
        timeOfDay: null,
        startsAt: at(monday, '15:00'),
        endsAt: at(monday, '18:00'),
        paid: true,
        eventId: null,
      });
      // A slot booking is drawn as its event, which the same answer holds.
      const event = (res.body.data as { id: number; jobId: number | null }[]).find(
        (e) => e.jobId === slot,
      );
      expect(event, 'the slot booking’s event').to.not.equal(undefined);
      expect(third).to.deep.include({ status: 'new', paid: false, eventId: event!.id });
      // The client's contacts are not part of a job in the calendar.
      expect(Object.keys(first)).to.not.include.members(['clientEmail', 'clientPhone']);
    });

    it('shows a prosker’s jobs to that prosker only: not to another prosker, nor to the client', async () => {
      const other = await createUser(app, 'agendajob02');
      const monday = nextMonday();
      const visit = await publish(app, prosker, false);
      await bought(visit, { date: monday, timeOfDay: 'afternoon' });
      const window = [monday, dayAfter(monday)] as const;

      const own = await calendar(prosker, ...window);
      expect(own.body.jobs).to.have.length(1);
      for (const someone of [other, client]) {
        const res = await calendar(someone, ...window);
        expect(res.status, JSON.stringify(res.body)).to.equal(200);
        expect(res.body.jobs, someone.username).to.deep.equal([]);
        expect(res.body.data, someone.username).to.deep.equal([]);
      }
    });

    it('reads jobs only inside the window it is asked for, and refuses a bad window', async () => {
      const monday = nextMonday();
      const visit = await publish(app, prosker, false);
      await bought(visit, { date: monday, timeOfDay: 'afternoon' });
      // The window ends at the afternoon's start: the job is not in it.
      const before = await app.request(
        'GET',
        `${API}/agenda/events?from=${monday}&to=${encodeURIComponent(at(monday, '14:00'))}`,
        { token: prosker.token },
      );
      expect(before.status, JSON.stringify(before.body)).to.equal(200);
      expect(before.body.jobs).to.deep.equal([]);
      const next = await calendar(prosker, dayAfter(monday), dayAfter(monday, 2));
      expect(next.body.jobs).to.deep.equal([]);

      const inverted = await calendar(prosker, dayAfter(monday), monday);
      expectError(inverted, 422, 'VALIDATION_FAILED');
      const anonymous = await app.request(
        'GET',
        `${API}/agenda/events?from=${monday}&to=${monday}`,
      );
      expectError(anonymous, 401, 'AUTH_REQUIRED');
    });
  });

  describe('Premium’s usual week', () => {
    it('gives a prosker who never had a week Monday to Friday 09:00–18:00 when Premium starts, once', async () => {
      const before = await week(prosker);
      expect(before.setBy).to.equal(null);
      expect(before.days.every((day) => !day.open)).to.equal(true);
      // No agenda yet: nothing stops bookings.
      expect(before.bookable).to.equal(true);

      const paid = await subscribe(app, prosker);
      expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
      expect(paid.body.status).to.equal('active');

      const after = await week(prosker);
      expect(after.setBy).to.equal('usual');
      expect(after.bookable).to.equal(true);
      expect(after.days).to.deep.equal(
        USUAL_WEEK.days.map((day) => ({ ...day, ranges: day.ranges ?? [] })),
      );
      // The event handled again (a redelivery, a retry) gives nothing twice.
      await premiumChanged(prosker.id);
      expect((await week(prosker)).days).to.deep.equal(after.days);
      // Handlings still running in the background (the subscription's own event) finish first.
      await app.platform.events.idle();
      const recorded = await app
        .db('outbox_events')
        .where({ type: 'premium.changed', key: `user:${prosker.id}` })
        .whereNull('processed_at');
      expect(recorded, 'every premium.changed handled').to.deep.equal([]);
    });

    it('never replaces a week the prosker set, even one closed every day, which then takes no bookings', async () => {
      await makePremium(app, prosker.id);
      const saved = await app.request('PUT', `${API}/agenda/availability`, {
        token: prosker.token,
        body: closedWeek,
      });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      expect(saved.body).to.deep.include({ setBy: 'prosker', bookable: false });

      await premiumChanged(prosker.id);
      const after = await week(prosker);
      expect(after.setBy).to.equal('prosker');
      expect(after.days.every((day) => !day.open)).to.equal(true);
      expect(after.bookable).to.equal(false);

      // What the warning says holds: neither an appointment nor a half-day can be bought.
      const monday = nextMonday();
      const appointment = await publish(app, prosker, true);
      const service = await app.request('GET', `${API}/services/${appointment}`);
      expect(service.body.slotRequired).to.equal(true);
      expectError(
        await buy(app, client, appointment, { date: monday, timeOfDay: 'morning' }),
        422,
        'JOB_SLOT_REQUIRED',
      );
      const visit = await publish(app, prosker, false);
      expectError(
        await buy(app, client, visit, { date: monday, timeOfDay: 'morning' }),
        422,
        'EVENT_DAY_CLOSED',
      );

      // Opening a special date ahead makes the prosker bookable again.
      const opened = await app.request('PUT', `${API}/agenda/special-dates/${monday}`, {
        token: prosker.token,
        body: { closed: false, ranges: [{ from: '09:00', to: '12:00' }] },
      });
      expect(opened.status, JSON.stringify(opened.body)).to.equal(200);
      expect((await week(prosker)).bookable).to.equal(true);
    });

    it('keeps hours saved before weeks were recorded as the prosker’s', async () => {
      await app.db('availability').insert({
        user_id: prosker.id,
        weekday: 6,
        from_time: '10:00',
        to_time: '14:00',
      });
      await premiumChanged(prosker.id);
      const after = await week(prosker);
      expect(after.setBy).to.equal('prosker');
      expect(after.days.filter((day) => day.open).map((day) => day.weekday)).to.deep.equal([6]);
    });

    it('gives no week to a client who subscribes, nor when the entitlement ends', async () => {
      await premiumChanged(client.id);
      expect((await week(client)).setBy).to.equal(null);
      await app.platform.events.emit(app.db, {
        type: 'premium.changed',
        userId: prosker.id,
        premium: false,
      });
      expect((await week(prosker)).setBy).to.equal(null);
    });
  });
});
