import { expect } from 'chai';
import type { DomainEvent } from '../../platform/events';
import { useTestApp, type TestApp } from '../../test/harness';
import { converse, createUser, type TestUser } from '../../test/users';
import { createDueNotices, DUE_PAGE } from './due';
import { at, buy, insertJob, nextMonday, sellerAndClient } from './test-kit';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Recorded<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;

/** The outbox's events of `type`, oldest first. */
async function recorded<T extends DomainEvent['type']>(app: TestApp, type: T) {
  const rows = await app.db('outbox_events').where({ type }).orderBy('id').select('payload');
  return rows.map((r) => r.payload as Recorded<T>);
}

async function reasonId(app: TestApp, table: 'cancellation_reasons' | 'help_reasons') {
  const row = await app
    .db(table)
    .where(table === 'help_reasons' ? {} : { applies_to: 'both' })
    .first('id');
  return Number(row.id);
}

const act = (
  app: TestApp,
  user: TestUser,
  id: number,
  action: string,
  extra: Record<string, unknown> = {},
) =>
  app.request('POST', `/admin/api/user/jobs/${id}/actions`, {
    token: user.token,
    body: { action, ...extra },
  });

describe('jobs: the events notices are made of', () => {
  const app = useTestApp();

  it('records one job.changed per creation, move and edit of an offer, and a job.reviewed, each with the job as it then was', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    await converse(app, prosker, client);
    // Begun an hour ago: on its day, so it can be worked and confirmed now.
    const start = new Date(Date.now() - HOUR);
    const terms = {
      title: 'Instalación',
      description: 'Instalación de calefón',
      price: 3000,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + HOUR).toISOString(),
    };
    const created = await app.request('POST', '/admin/api/user/jobs', {
      token: prosker.token,
      body: { ...terms, clientId: client.id, requiresAppointment: false, requiresPayment: false },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const id = created.body.id as number;
    const edited = await app.request('PUT', `/admin/api/user/jobs/${id}`, {
      token: prosker.token,
      body: { ...terms, title: 'Instalación de calefón', price: 3500 },
    });
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
    const help = await reasonId(app, 'help_reasons');
    const steps: [TestUser, string, Record<string, unknown>?][] = [
      [client, 'acceptOffer'],
      [prosker, 'start'],
      [prosker, 'finish'],
      [client, 'dispute', { reasonId: help, comment: 'Gotea' }],
      [prosker, 'redo'],
      [prosker, 'finish'],
      [client, 'confirm'],
    ];
    for (const [user, action, extra] of steps) {
      const res = await act(app, user, id, action, extra);
      expect(res.status, `${action}: ${JSON.stringify(res.body)}`).to.equal(200);
    }
    const review = await app.request('POST', `/admin/api/user/jobs/${id}/review`, {
      token: client.token,
      body: { rating: 5, text: 'Impecable' },
    });
    expect(review.status).to.equal(201);

    const changes = await recorded(app, 'job.changed');
    expect(changes.map((e) => [e.action, e.actor, e.from, e.to])).to.deep.equal([
      ['create', 'prosker', null, 'offered'],
      ['edit', 'prosker', 'offered', 'offered'],
      ['acceptOffer', 'client', 'offered', 'readyToExecute'],
      ['start', 'prosker', 'readyToExecute', 'inProgress'],
      ['finish', 'prosker', 'inProgress', 'proskerComplete'],
      ['dispute', 'client', 'proskerComplete', 'clientRejected'],
      ['redo', 'prosker', 'clientRejected', 'inProgress'],
      ['finish', 'prosker', 'inProgress', 'proskerComplete'],
      ['confirm', 'client', 'proskerComplete', 'complete'],
    ]);
    // Every history row is told: the offer's edit to its client.
    expect(await app.db('job_history').where({ job_id: id })).to.have.length(changes.length);
    expect(changes[0]).to.deep.equal({
      type: 'job.changed',
      jobId: id,
      action: 'create',
      actor: 'prosker',
      from: null,
      to: 'offered',
      clientId: client.id,
      proskerId: prosker.id,
      title: 'Instalación',
      startDate: start.toISOString(),
      price: 3000,
      currency: 'UYU',
      reasonId: null,
      comment: null,
      // A job the prosker writes has its hour, and no address.
      half: null,
      address: null,
      area: null,
    });
    // After the edit, the job as edited.
    expect(changes[1]).to.include({ title: 'Instalación de calefón', price: 3500 });
    expect(changes[5]).to.include({ reasonId: help, comment: 'Gotea' });
    expect(changes.filter((e) => e.action !== 'dispute').map((e) => e.reasonId)).to.satisfy(
      (ids: unknown[]) => ids.every((r) => r === null),
    );
    expect(await recorded(app, 'job.reviewed')).to.deep.equal([
      {
        type: 'job.reviewed',
        jobId: id,
        clientId: client.id,
        proskerId: prosker.id,
        title: 'Instalación de calefón',
        rating: 5,
      },
    ]);
  });

  it('records a bought slot, its acceptance and its cancellation as job and calendar events', async () => {
    const { prosker, client, serviceId } = await sellerAndClient(app, 'plomero0001', {
      agenda: true,
      requiresAppointment: true,
    });
    const monday = nextMonday();
    const slot = at(monday, '10:00');
    const bought = await buy(app, client, serviceId, { date: monday, timeOfDay: 'morning', slot });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
    const id = bought.body.id as number;
    expect((await act(app, prosker, id, 'accept')).status).to.equal(200);
    const reason = await reasonId(app, 'cancellation_reasons');
    const cancelled = await act(app, client, id, 'clientCancel', {
      reasonId: reason,
      comment: 'Ya no lo necesito',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);

    const changes = await recorded(app, 'job.changed');
    expect(changes.map((e) => [e.action, e.actor, e.to, e.reasonId, e.comment])).to.deep.equal([
      ['create', 'client', 'new', null, null],
      ['accept', 'prosker', 'readyToExecute', null, null],
      ['clientCancel', 'client', 'clientCancel', reason, 'Ya no lo necesito'],
    ]);
    expect(changes[0]).to.include({
      startDate: new Date(slot).toISOString(),
      title: 'Visita técnica',
      price: 900,
      // A slot has its hour; the address the client gave, in one line, and its city.
      half: null,
      address: 'Calle 1, Montevideo',
      area: 'Montevideo',
    });
    const event = await app.db('events').where({ job_id: id }).first('id');
    const calendar = await recorded(app, 'calendar.changed');
    expect(calendar).to.deep.equal(
      (
        [
          ['pending', 'client'],
          ['approved', 'system'],
          ['rejected', 'system'],
        ] as const
      ).map(([status, by]) => ({
        type: 'calendar.changed',
        eventId: Number(event.id),
        proskerId: prosker.id,
        clientId: client.id,
        jobId: id,
        status,
        startsAt: new Date(slot).toISOString(),
        by,
      })),
    );
  });

  it('records nothing for a refused move', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const id = await insertJob(app, prosker, client, 'new');
    expect((await act(app, client, id, 'confirm')).status).to.equal(409);
    // Nor for a start three days before the job's day.
    const ahead = await insertJob(app, prosker, client, 'readyToExecute');
    expect((await act(app, prosker, ahead, 'start')).body.error.code).to.equal('JOB_TOO_EARLY');
    expect(await recorded(app, 'job.changed')).to.deep.equal([]);
  });

  describe('the notices due on a date', () => {
    let prosker: TestUser;
    let client: TestUser;

    beforeEach(async () => {
      prosker = await createUser(app, 'plomero0001');
      client = await createUser(app, 'cliente0001', { prosker: false });
    });

    const job = (
      status: Parameters<typeof insertJob>[3],
      startsIn: number,
      columns: Record<string, unknown> = {},
    ) => insertJob(app, prosker, client, status, { startsIn, columns });

    const dueKinds = async () =>
      (await recorded(app, 'job.due')).map((e) => `${e.jobId}:${e.kind}`).sort();

    it('reminds each appointment 24 h and 2 h before and asks for the review once, even when the task runs twice at once', async () => {
      const tomorrow = await job('readyToExecute', 20 * HOUR);
      const unpaidTomorrow = await job('paymentRequired', 23 * HOUR);
      const soon = await job('readyToExecute', HOUR);
      const later = await job('readyToExecute', 30 * HOUR);
      await job('new', 20 * HOUR);
      await job('inProgress', HOUR);
      await job('readyToExecute', -HOUR);
      const remindedSoon = await job('readyToExecute', HOUR, { reminded_2h_at: new Date() });
      const completed = (daysAgo: number) =>
        job('complete', -(daysAgo + 1) * DAY, {
          updated_at: new Date(Date.now() - daysAgo * DAY),
        });
      const toReview = await completed(3);
      const reviewed = await completed(3);
      await app.db('reviews').insert({
        job_id: reviewed,
        client_id: client.id,
        prosker_id: prosker.id,
        rating: 4,
        text: 'Bien',
      });
      await completed(1);
      await completed(40);

      const due = createDueNotices(app.platform);
      const runs = await Promise.all([due.emitDue(), due.emitDue()]);
      const total = (kind: keyof (typeof runs)[0]) => runs[0][kind] + runs[1][kind];
      expect([total('reminder24h'), total('reminder2h'), total('reviewRequest')]).to.deep.equal([
        2, 1, 1,
      ]);
      expect(await due.emitDue()).to.deep.equal({
        reminder24h: 0,
        reminder2h: 0,
        reviewRequest: 0,
      });
      expect(await dueKinds()).to.deep.equal(
        [
          `${tomorrow}:reminder24h`,
          `${unpaidTomorrow}:reminder24h`,
          `${soon}:reminder2h`,
          `${toReview}:reviewRequest`,
        ].sort(),
      );
      expect(remindedSoon).to.be.a('number');
      expect(later).to.be.a('number');
      const [event] = (await recorded(app, 'job.due')).filter((e) => e.jobId === tomorrow);
      const row = await app.db('jobs').where({ id: tomorrow }).first();
      expect(event).to.deep.equal({
        type: 'job.due',
        jobId: tomorrow,
        kind: 'reminder24h',
        clientId: client.id,
        proskerId: prosker.id,
        title: 'Cambio de grifería',
        startDate: new Date(row.start_date).toISOString(),
        half: null,
        address: null,
        area: null,
      });
      expect(row.reminded_24h_at).to.not.equal(null);

      // The same appointment, two hours before: its second reminder, once.
      const inNineteenHours = new Date(Date.now() + 19 * HOUR);
      await due.emitDue(inNineteenHours);
      await due.emitDue(inNineteenHours);
      expect((await dueKinds()).filter((k) => k.startsWith(`${tomorrow}:`))).to.deep.equal([
        `${tomorrow}:reminder24h`,
        `${tomorrow}:reminder2h`,
      ]);
    });

    it('works through more jobs than one page, each told once', async () => {
      const start = new Date(Date.now() + 12 * HOUR);
      const rows = Array.from({ length: DUE_PAGE + 20 }, () => ({
        prosker_id: prosker.id,
        client_id: client.id,
        title: 'Cambio de grifería',
        description: 'Cambiar la grifería del baño',
        price: 2500,
        currency: 'UYU',
        status: 'readyToExecute',
        start_date: start,
        end_date: new Date(start.getTime() + HOUR),
      }));
      await app.db.batchInsert('jobs', rows, 200);
      const due = createDueNotices(app.platform);
      expect((await due.emitDue()).reminder24h).to.equal(DUE_PAGE + 20);
      expect((await due.emitDue()).reminder24h).to.equal(0);
      const [{ n }] = await app.db('outbox_events').where({ type: 'job.due' }).count({ n: '*' });
      expect(Number(n)).to.equal(DUE_PAGE + 20);
    });
  });
});
