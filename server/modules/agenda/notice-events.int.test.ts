import { expect } from 'chai';
import { todayIn, zonedInstant } from '../../../common/time';
import type { DomainEvent } from '../../platform/events';
import { useTestApp, type TestApp } from '../../test/harness';
import { converse, createUser, makePremium, type TestUser } from '../../test/users';

const MVD = 'America/Montevideo';
const API = '/admin/api';

type CalendarChanged = Extract<DomainEvent, { type: 'calendar.changed' }>;

/** The outbox's `calendar.changed` events, oldest first. */
async function calendarEvents(app: TestApp) {
  const rows = await app
    .db('outbox_events')
    .where({ type: 'calendar.changed' })
    .orderBy('id')
    .select('payload');
  return rows.map((r) => r.payload as CalendarChanged);
}

/** Next Monday at least two days ahead (Montevideo), at `time`. */
function mondayAt(time: string) {
  const start = todayIn(MVD);
  for (let i = 2; i < 10; i++) {
    const date = new Date(`${start}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    if (date.getUTCDay() === 1) {
      const [h, m] = time.split(':').map(Number);
      return zonedInstant(date.toISOString().slice(0, 10), h * 60 + m, MVD).toISOString();
    }
  }
  throw new Error('unreachable');
}

describe('agenda: the events notices are made of', () => {
  const app = useTestApp();
  let prosker: TestUser;
  let client: TestUser;

  beforeEach(async () => {
    prosker = await createUser(app, 'proskerag01');
    client = await createUser(app, 'clientag01', { prosker: false });
    await makePremium(app, prosker.id);
    const week = await app.request('PUT', `${API}/agenda/availability`, {
      token: prosker.token,
      body: {
        days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          open: weekday === 1,
          ranges: weekday === 1 ? [{ from: '09:00', to: '12:00' }] : [],
        })),
      },
    });
    expect(week.status, JSON.stringify(week.body)).to.equal(200);
  });

  const request = (method: string, path: string, token: string, body?: unknown) =>
    app.request(method, `${API}${path}`, { token, body });

  /** The prosker does a job for the client, who confirms it: now they know each other. */
  async function hire() {
    // Begun an hour ago: its day has come, so it can be done and confirmed now.
    const start = new Date(Date.now() - 3_600_000);
    await converse(app, prosker, client);
    const job = await request('POST', '/user/jobs', prosker.token, {
      clientId: client.id,
      title: 'Arreglo de canilla',
      description: 'Cambiar el cuerito',
      price: 800,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      requiresAppointment: false,
      requiresPayment: false,
    });
    expect(job.status, JSON.stringify(job.body)).to.equal(201);
    for (const [user, action] of [
      [client, 'acceptOffer'],
      [prosker, 'start'],
      [prosker, 'finish'],
      [client, 'confirm'],
    ] as const) {
      const res = await request('POST', `/user/jobs/${job.body.id}/actions`, user.token, {
        action,
      });
      expect(res.status).to.equal(200);
    }
  }

  it('records the events a prosker adds, approves and rejects, by the prosker, and nothing for a refusal', async () => {
    await hire();
    const walkIn = await request('POST', '/agenda/events', prosker.token, {
      startsAt: mondayAt('09:00'),
      clientName: 'Walk-in client',
    });
    expect(walkIn.status, JSON.stringify(walkIn.body)).to.equal(201);
    const known = await request('POST', '/agenda/events', prosker.token, {
      startsAt: mondayAt('10:00'),
      clientId: client.id,
    });
    expect(known.status, JSON.stringify(known.body)).to.equal(201);
    const overlapping = await request('POST', '/agenda/events', prosker.token, {
      startsAt: mondayAt('10:30'),
      clientName: 'Someone',
    });
    expect(overlapping.body.error.code).to.equal('EVENT_OVERLAP');
    const status = (id: number, to: string) =>
      request('PUT', `/agenda/events/${id}/status`, prosker.token, { status: to });
    expect((await status(walkIn.body.id, 'approved')).status).to.equal(200);
    // Already approved: nothing changes, nothing is told.
    expect((await status(walkIn.body.id, 'approved')).status).to.equal(200);
    expect((await status(known.body.id, 'rejected')).status).to.equal(200);

    const expected = (
      id: number,
      clientId: number | null,
      time: string,
      to: CalendarChanged['status'],
    ): CalendarChanged => ({
      type: 'calendar.changed',
      eventId: id,
      proskerId: prosker.id,
      clientId,
      jobId: null,
      status: to,
      startsAt: mondayAt(time),
      by: 'prosker',
    });
    expect(await calendarEvents(app)).to.deep.equal([
      expected(walkIn.body.id, null, '09:00', 'pending'),
      expected(known.body.id, client.id, '10:00', 'pending'),
      expected(walkIn.body.id, null, '09:00', 'approved'),
      expected(known.body.id, client.id, '10:00', 'rejected'),
    ]);
  });
});
