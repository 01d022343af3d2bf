import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import {
  JOB_TRANSITIONS,
  type JobAction,
  type JobActor,
  type JobStatus,
} from '../../../common/jobs';
import { useTestApp, type TestApp } from '../../test/harness';
import { marketplaceFee } from '../../../common/billing';
import { expectError, listQuery, staffToken, supportToken } from '../../test/answers';
import { converse, createUser, makePremium, type TestUser } from '../../test/users';
import {
  at,
  buy,
  dayAfter,
  insertJob,
  mondayProsker,
  nextMonday,
  publish,
  reachDay,
  sellerAndClient,
} from './test-kit';
import { TIME_ZONES } from '../../../common/regions';
import { todayIn } from '../../../common/time';
import { haveJobTogether } from './relations';

const HOUR = 3_600_000;

/** A job written straight into the database in any status, starting `startsIn` from now. */
const job = (
  app: TestApp,
  prosker: TestUser,
  client: TestUser,
  status: JobStatus,
  options: { startsIn?: number; requiresPayment?: boolean; columns?: Record<string, unknown> } = {},
) =>
  insertJob(app, prosker, client, status, {
    startsIn: options.startsIn,
    columns: { requires_payment: options.requiresPayment ?? false, ...options.columns },
  });

async function reason(app: TestApp, table: 'cancellation_reasons' | 'help_reasons') {
  return Number(
    (
      await app
        .db(table)
        .where(table === 'help_reasons' ? {} : { applies_to: 'both' })
        .first('id')
    ).id,
  );
}

describe('jobs: transitions', () => {
  const app = useTestApp();
  let prosker: TestUser;
  let client: TestUser;
  let stranger: TestUser;

  beforeEach(async () => {
    prosker = await createUser(app, 'plomero0001');
    client = await createUser(app, 'cliente0001', { prosker: false });
    stranger = await createUser(app, 'curioso0001', { prosker: false });
  });

  const act = (
    user: TestUser,
    id: number,
    action: JobAction,
    extra: Record<string, unknown> = {},
  ) =>
    app.request('POST', `/admin/api/user/jobs/${id}/actions`, {
      token: user.token,
      body: { action, ...extra },
    });

  it('allows each action only to its actor and only from its statuses, and refusals change nothing', async () => {
    const cancellation = await reason(app, 'cancellation_reasons');
    const help = await reason(app, 'help_reasons');
    const actors = { prosker: () => prosker, client: () => client } as const;
    let checked = 0;
    for (const [action, rule] of Object.entries(JOB_TRANSITIONS) as [
      JobAction,
      (typeof JOB_TRANSITIONS)[JobAction],
    ][]) {
      if (rule.by !== 'prosker' && rule.by !== 'client') continue;
      const extra =
        rule.needs === 'cancellationReason'
          ? { reasonId: cancellation }
          : rule.needs === 'helpReason'
            ? { reasonId: help }
            : {};
      for (const status of [
        'new',
        'paymentRequired',
        'readyToExecute',
        'inProgress',
        'proskerComplete',
        'clientRejected',
        'complete',
      ] as JobStatus[]) {
        for (const who of ['prosker', 'client'] as const) {
          // Work is done on the job's day (an hour into it); a cancellation well before.
          const id = await job(app, prosker, client, status, {
            startsIn: rule.onItsDay ? -HOUR : undefined,
          });
          const res = await act(actors[who](), id, action, extra);
          const allowed = rule.by === who && rule.from.includes(status);
          const after = (await app.db('jobs').where({ id }).first()).status;
          if (allowed) {
            expect(res.status, `${who} ${action} from ${status}`).to.equal(200);
            expect(after).to.not.equal(status);
          } else {
            expect(res.status, `${who} ${action} from ${status}`).to.equal(409);
            expect(res.body.error.code).to.equal(rule.refusal);
            expect(after).to.equal(status);
          }
          checked++;
        }
      }
    }
    expect(checked).to.be.greaterThan(100);
    const theirs = await job(app, prosker, client, 'new');
    const foreign = await act(stranger, theirs, 'clientCancel', { reasonId: cancellation });
    expect(foreign.status).to.equal(404);
    expect(foreign.body.error.code).to.equal('NOT_FOUND');
  });

  it('accepts into paymentRequired when the job needs payment, else readyToExecute, with history', async () => {
    const paid = await job(app, prosker, client, 'new', { requiresPayment: true });
    const free = await job(app, prosker, client, 'new');
    expect((await act(prosker, paid, 'accept')).body.status).to.equal('paymentRequired');
    expect((await act(prosker, free, 'accept')).body.status).to.equal('readyToExecute');
    const detail = await app.request('GET', `/admin/api/user/jobs/${paid}`, {
      token: client.token,
    });
    expect(
      detail.body.history.map((h: { action: string; to: string }) => `${h.action}:${h.to}`),
    ).to.deep.equal(['accept:paymentRequired']);
    expect(detail.body.actions).to.deep.equal(['clientCancel']);
  });

  it('needs a reason to cancel or dispute', async () => {
    const id = await job(app, prosker, client, 'new');
    const missing = await act(client, id, 'clientCancel');
    expect(missing.status).to.equal(422);
    expect(missing.body.error.details.fields[0].field).to.equal('reasonId');
    const done = await job(app, prosker, client, 'proskerComplete');
    const dispute = await act(client, done, 'dispute', {
      reasonId: await reason(app, 'help_reasons'),
      comment: 'Pierde agua',
    });
    expect(dispute.body).to.include({ status: 'clientRejected', helpNote: 'Pierde agua' });
  });

  it('refuses to cancel 23h59 before the start and allows it 24h01 before', async () => {
    const reasonId = await reason(app, 'cancellation_reasons');
    const late = await job(app, prosker, client, 'readyToExecute', {
      startsIn: 23 * HOUR + 59 * 60_000,
    });
    const inTime = await job(app, prosker, client, 'readyToExecute', {
      startsIn: 24 * HOUR + 60_000,
    });
    const refused = await act(client, late, 'clientCancel', { reasonId });
    expect(refused.status).to.equal(409);
    expect(refused.body.error.code).to.equal('JOB_CANCEL_TOO_LATE');
    expect((await act(prosker, inTime, 'proskerCancel', { reasonId })).body.status).to.equal(
      'proskerCancel',
    );
  });

  describe('on the job’s day', () => {
    const today = () => todayIn(TIME_ZONES.uy);
    /** A job on `date` at `time` in Uruguay, two hours long. */
    const on = (status: JobStatus, date: string, time: string, columns = {}) =>
      job(app, prosker, client, status, {
        columns: {
          start_date: at(date, time),
          end_date: new Date(Date.parse(at(date, time)) + 2 * HOUR),
          ...columns,
        },
      });
    const historyOf = async (id: number) =>
      (await app.db('job_history').where({ job_id: id })).length;

    it('refuses to start, finish or confirm a job before its day with JOB_TOO_EARLY, changing nothing', async () => {
      // Half past midnight tomorrow in Uruguay: never today there, whatever the hour now.
      const tomorrow = dayAfter(today());
      for (const [who, action, status] of [
        [() => prosker, 'start', 'readyToExecute'],
        [() => prosker, 'finish', 'inProgress'],
        [() => client, 'confirm', 'proskerComplete'],
      ] as const) {
        const id = await on(status, tomorrow, '00:30');
        const before = await app.db('jobs').where({ id }).first();
        const res = await act(who(), id, action);
        expect(res.status, action).to.equal(409);
        expect(res.body.error.code, action).to.equal('JOB_TOO_EARLY');
        expect(res.body.error.message).to.match(/^Todavía no llegó el día de este trabajo/);
        expect(await app.db('jobs').where({ id }).first(), action).to.deep.equal(before);
        expect(await historyOf(id), action).to.equal(0);
      }
      const en = await app.request(
        'POST',
        `/admin/api/user/jobs/${await on('readyToExecute', tomorrow, '09:00')}/actions`,
        { token: prosker.token, body: { action: 'start' }, headers: { 'accept-language': 'en' } },
      );
      expect(en.body.error.message).to.match(/^This job’s day has not come yet/);
      // Nothing was told to anyone either.
      expect(await app.db('outbox_events').where({ type: 'job.changed' })).to.have.length(0);
    });

    it('allows them on its day in its region, before its hour has come', async () => {
      // Late tonight in Uruguay: the day has come even if the hour has not.
      const id = await on('readyToExecute', today(), '23:59');
      expect((await act(prosker, id, 'start')).body.status).to.equal('inProgress');
      expect((await act(prosker, id, 'finish')).body.status).to.equal('proskerComplete');
      expect((await act(client, id, 'confirm')).body.status).to.equal('complete');
      const review = await app.request('POST', `/admin/api/user/jobs/${id}/review`, {
        token: client.token,
        body: { rating: 5, text: 'Puntual' },
      });
      expect(review.status).to.equal(201);
    });

    it('refuses a review of a job marked complete before its day, storing none', async () => {
      const id = await on('complete', dayAfter(today(), 2), '10:00');
      const res = await app.request('POST', `/admin/api/user/jobs/${id}/review`, {
        token: client.token,
        body: { rating: 5, text: 'Antes de tiempo' },
      });
      expect(res.status).to.equal(409);
      expect(res.body.error.code).to.equal('JOB_TOO_EARLY');
      expect(await app.db('reviews').where({ job_id: id })).to.have.length(0);
    });

    it('offers only the actions open now and says from which day the others are', async () => {
      const tomorrow = dayAfter(today());
      const id = await on('readyToExecute', tomorrow, '09:00');
      const detail = await app.request('GET', `/admin/api/user/jobs/${id}`, {
        token: prosker.token,
      });
      expect(detail.body).to.include({ dayAhead: tomorrow });
      expect(detail.body.actions).to.deep.equal(['proskerCancel']);
      const list = await app.request('GET', '/admin/api/user/jobs?role=client', {
        token: client.token,
      });
      expect(list.body.data[0]).to.include({ id, dayAhead: tomorrow });
      await reachDay(app, id);
      const later = await app.request('GET', `/admin/api/user/jobs/${id}`, {
        token: prosker.token,
      });
      expect(later.body).to.include({ dayAhead: null });
      expect(later.body.actions).to.deep.equal(['start', 'proskerCancel']);
    });
  });

  it('lets one of two concurrent moves of the same job win', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await job(app, prosker, client, 'new');
      // Both are allowed only from `new`: whichever commits first, the other finds it moved.
      const [a, b] = await Promise.all([act(prosker, id, 'accept'), act(prosker, id, 'decline')]);
      expect([a.status, b.status].sort()).to.deep.equal([200, 409]);
      expect(await app.db('job_history').where({ job_id: id })).to.have.length(1);
    }
  });
});

describe('jobs: which clients a prosker knows (relations)', () => {
  const app = useTestApp();

  type Step = [actor: JobActor, action: string, from: JobStatus | null, to: JobStatus];
  const BOUGHT: Step = ['client', 'create', null, 'new'];
  const WRITTEN: Step = ['prosker', 'create', null, 'new'];
  const ACCEPTED: Step = ['prosker', 'accept', 'new', 'readyToExecute'];
  const WORKED: Step[] = [
    ACCEPTED,
    ['prosker', 'start', 'readyToExecute', 'inProgress'],
    ['prosker', 'finish', 'inProgress', 'proskerComplete'],
  ];

  it('counts only jobs the client bought or accepted, and not those declined or cancelled while new', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const elsewhere = await createUser(app, 'plomero0002');
    const cases: [string, Step[], boolean, TestUser?][] = [
      ['bought, waiting for the prosker', [BOUGHT], true],
      ['bought and accepted', [BOUGHT, ACCEPTED], true],
      ['bought and declined', [BOUGHT, ['prosker', 'decline', 'new', 'rejected']], false],
      [
        'bought, cancelled by the client while new',
        [BOUGHT, ['client', 'clientCancel', 'new', 'clientCancel']],
        false,
      ],
      [
        'bought, cancelled by the prosker while new',
        [BOUGHT, ['prosker', 'proskerCancel', 'new', 'proskerCancel']],
        false,
      ],
      [
        'bought, accepted, then cancelled',
        [BOUGHT, ACCEPTED, ['client', 'clientCancel', 'readyToExecute', 'clientCancel']],
        true,
      ],
      ['written by the prosker', [WRITTEN], false],
      ['written and accepted by the prosker', [WRITTEN, ACCEPTED], false],
      [
        'written, worked and auto-completed',
        [WRITTEN, ...WORKED, ['system', 'autoComplete', 'proskerComplete', 'complete']],
        false,
      ],
      [
        'written, worked and disputed',
        [WRITTEN, ...WORKED, ['client', 'dispute', 'proskerComplete', 'clientRejected']],
        false,
      ],
      [
        'written and cancelled by the client',
        [WRITTEN, ACCEPTED, ['client', 'clientCancel', 'readyToExecute', 'clientCancel']],
        false,
      ],
      [
        'written and paid by the client',
        [
          WRITTEN,
          ['prosker', 'accept', 'new', 'paymentRequired'],
          ['system', 'confirmPayment', 'paymentRequired', 'readyToExecute'],
        ],
        true,
      ],
      [
        'written, worked and confirmed by the client',
        [WRITTEN, ...WORKED, ['client', 'confirm', 'proskerComplete', 'complete']],
        true,
      ],
      ['bought from another prosker', [BOUGHT], false, elsewhere],
    ];
    for (const [i, [name, steps, known, seller]] of cases.entries()) {
      const client = await createUser(app, `cliente00${String(i).padStart(2, '0')}`, {
        prosker: false,
      });
      const by = seller ?? prosker;
      const id = await job(app, by, client, steps[steps.length - 1][3]);
      const actorIds: Record<JobActor, number | null> = {
        client: client.id,
        prosker: by.id,
        staff: null,
        system: null,
      };
      await app.db('job_history').insert(
        steps.map(([actor, action, from, to]) => ({
          job_id: id,
          actor,
          actor_id: actorIds[actor],
          action,
          from_status: from,
          to_status: to,
        })),
      );
      expect(await haveJobTogether(app.db, prosker.id, client.id), name).to.equal(known);
    }
  });
});

describe('jobs: buying, paying, completing and reviewing', () => {
  const app = useTestApp({ demo: true });

  it('seeds the demo proskers with services to buy, priced above 150 in their currency', async () => {
    const demo = await app.db('users').where({ email: 'prosker@prosk.uy' }).first('id');
    const res = await app.request('GET', `/admin/api/proskers/${demo.id}/services`);
    expect(res.body.data.length).to.be.greaterThan(0);
    for (const service of res.body.data) {
      expect(service.price).to.be.greaterThan(150);
      expect(service.currency).to.equal('UYU');
    }
  });

  it('shows anyone the predefined services, the reasons and a prosker’s reviews', async () => {
    const predefined = await app.request('GET', '/admin/api/predefined-services?category=plomeria');
    expect(predefined.status).to.equal(200);
    expect(predefined.body.data.length).to.be.greaterThan(0);
    expect(predefined.body.data[0]).to.include({ category: 'plomeria' });
    for (const path of ['/cancellation-reasons?for=client', '/help-reasons']) {
      const reasons = await app.request('GET', `/admin/api${path}`);
      expect(reasons.status, path).to.equal(200);
      expect(reasons.body.data.length, path).to.be.greaterThan(0);
    }
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const id = await job(app, prosker, client, 'complete');
    await app.db('reviews').insert({
      job_id: id,
      client_id: client.id,
      prosker_id: prosker.id,
      rating: 5,
      text: 'Bien',
    });
    const reviews = await app.request('GET', `/admin/api/proskers/${prosker.id}/reviews`);
    expect(reviews.status).to.equal(200);
    expect(reviews.body).to.include({ average: 5, count: 1 });
    expect(reviews.body.data[0]).to.include({ rating: 5, text: 'Bien', clientFirstName: 'Ana' });
  });

  const MP = '/emulators/mercadopago';

  async function linkSeller(user: TestUser) {
    const start = await app.request('POST', '/admin/api/user/payment-account/authorization', {
      token: user.token,
      body: { region: 'uy' },
    });
    const page = await (await fetch(start.body.url)).text();
    const transaction = /name="transaction" value="([^"]+)"/.exec(page)![1];
    const decision = await fetch(`${app.url}${MP}/authorization/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        transaction,
        decision: 'allow',
        email: `${user.username}@seller.test`,
      }),
      redirect: 'manual',
    });
    const target = new URL(decision.headers.get('location')!);
    await app.request('POST', '/admin/api/user/payment-account/callback', {
      token: user.token,
      body: { code: target.searchParams.get('code'), state: target.searchParams.get('state') },
    });
  }

  async function cardToken(holder: string) {
    const res = await fetch(
      `${app.url}${MP}/v1/card_tokens?public_key=${app.config.mercadoPago.publicKey}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          card_number: '5031755734530604',
          expiration_month: 11,
          expiration_year: 2030,
          security_code: '123',
          cardholder: { name: holder, identification: { type: 'CI', number: '12345678' } },
        }),
      },
    );
    return ((await res.json()) as { id: string }).id;
  }

  /** The client pays the job with the Uruguayan test Mastercard, held by APRO (approved). */
  const payApproved = async (user: { token: string }, id: number, installments = 1) =>
    app.request('POST', `/admin/api/user/jobs/${id}/payment`, {
      token: user.token,
      body: {
        cardToken: await cardToken('APRO'),
        paymentMethodId: 'master',
        installments,
        identification: { type: 'CI', number: '12345678' },
      },
    });

  it('takes a bought, paid job to a review that shows on the prosker’s profile', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    await linkSeller(prosker);
    const serviceId = await publish(app, prosker, false, {
      title: 'Destapación',
      description: 'Destapación de cañerías con máquina',
      price: 1800,
      requiresPayment: true,
    });
    const date = new Date(Date.now() + 5 * 24 * HOUR).toISOString().slice(0, 10);
    const bought = await buy(app, client, serviceId, { date, timeOfDay: 'morning' });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
    const id = bought.body.id;
    expect(bought.body).to.include({
      status: 'new',
      price: 1800,
      currency: 'UYU',
      timeOfDay: 'morning',
    });
    const act = (user: TestUser, action: JobAction, extra: { hour?: string } = {}) =>
      app.request('POST', `/admin/api/user/jobs/${id}/actions`, {
        token: user.token,
        body: { action, ...extra },
      });
    // A half-day booking is accepted at the hour the prosker sets.
    const accepted = await act(prosker, 'accept', { hour: '10:30' });
    expect(accepted.body).to.include({
      status: 'paymentRequired',
      hourAgreed: true,
      startDate: at(date, '10:30'),
    });

    const paid = await payApproved(client, id, 3);
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    // Only the verified notification moves the job.
    await app.mercadoPago.control.settle();
    expect((await app.db('jobs').where({ id }).first()).status).to.equal('readyToExecute');

    // Five days ahead, it does not start yet; on its day it does.
    expect((await act(prosker, 'start')).body.error.code).to.equal('JOB_TOO_EARLY');
    await reachDay(app, id);
    expect((await act(prosker, 'start')).body.status).to.equal('inProgress');
    expect((await act(prosker, 'finish')).body.status).to.equal('proskerComplete');
    expect((await act(client, 'confirm')).body.status).to.equal('complete');
    const review = await app.request('POST', `/admin/api/user/jobs/${id}/review`, {
      token: client.token,
      body: { rating: 4, text: 'Muy prolijo' },
    });
    expect(review.status).to.equal(201);
    const again = await app.request('POST', `/admin/api/user/jobs/${id}/review`, {
      token: client.token,
      body: { rating: 5, text: 'Otra vez' },
    });
    expect(again.body.error.code).to.equal('REVIEW_EXISTS');
    await app.catchUp();
    const profile = await app.db('profiles').where({ user_id: prosker.id }).first();
    expect(Number(profile.rating_avg)).to.equal(4);
    expect(profile.rating_count).to.equal(1);
  });

  it('links the demo prosker’s account with sealed tokens, so the demo client pays one of their services by card at once', async () => {
    const demoUser = async (email: string) => {
      const { id } = await app.db('users').where({ email }).first('id');
      return { id: Number(id), token: await app.platform.tokens.issue('user', id) };
    };
    const seller = await demoUser('prosker@prosk.uy');
    const buyer = await demoUser('cliente@prosk.uy');
    // Stored as every link is: sealed, never the token itself.
    const account = await app.db('payment_accounts').where({ user_id: seller.id }).first();
    expect(account.access_token_enc).to.match(/^v1\./);
    expect(account.access_token_enc).to.not.include('APP_USR');
    const link = await app.request('GET', '/admin/api/user/payment-account', {
      token: seller.token,
    });
    expect(link.body).to.include({ linked: true, region: 'uy' });
    // The account's owner reads it too (the storefront warns only an unlinked prosker).
    for (const [user, linked] of [
      [seller, true],
      [buyer, false],
    ] as const) {
      const me = await app.request('GET', '/admin/api/user', { token: user.token });
      expect(me.body.paymentAccountLinked).to.equal(linked);
    }

    const services = (await app.request('GET', `/admin/api/proskers/${seller.id}/services`)).body
      .data as { id: number; price: number; requiresPayment: boolean }[];
    const paid = services.filter((service) => service.requiresPayment);
    expect(paid.length).to.be.at.least(2);
    expect(services.some((service) => !service.requiresPayment)).to.equal(true);

    const date = new Date(Date.now() + 5 * 24 * HOUR).toISOString().slice(0, 10);
    const bought = await buy(app, buyer, paid[0].id, { date, timeOfDay: 'morning' });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
    const id = bought.body.id as number;
    const accepted = await app.request('POST', `/admin/api/user/jobs/${id}/actions`, {
      token: seller.token,
      body: { action: 'accept', hour: '10:00' },
    });
    expect(accepted.body.status).to.equal('paymentRequired');
    const payment = await payApproved(buyer, id);
    expect(payment.status, JSON.stringify(payment.body)).to.equal(200);
    await app.mercadoPago.control.settle();
    const job = await app.db('jobs').where({ id }).first();
    expect(job).to.include({ status: 'readyToExecute', price: paid[0].price });
    const charged = await app.db('payments').where({ job_id: id }).first();
    expect(charged.status).to.equal('paid');
  });

  /** The client pays the job with a card whose holder decides Mercado Pago's answer. */
  const payAs = async (user: { token: string }, id: number, holder: string) =>
    app.request('POST', `/admin/api/user/jobs/${id}/payment`, {
      token: user.token,
      body: {
        cardToken: await cardToken(holder),
        paymentMethodId: 'master',
        installments: 1,
        identification: { type: 'CI', number: '12345678' },
      },
    });
  const detail = async (user: { token: string }, id: number) =>
    (await app.request('GET', `/admin/api/user/jobs/${id}`, { token: user.token })).body;

  it('tells the fee a paid job was charged at even after its prosker subscribes, and shows the amount, installments and Mercado Pago reference', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    await linkSeller(prosker);
    const vatBps = app.config.billing.vatBps.uy;
    const id = await job(app, prosker, client, 'paymentRequired', { requiresPayment: true });
    // Before the payment: the fee that would apply now, said as such.
    expect((await detail(prosker, id)).fee).to.deep.equal({
      applied: false,
      ...marketplaceFee(2500, false, vatBps),
      refunded: 0,
    });
    expect((await detail(client, id)).fee).to.equal(null);

    // A refused card, then a paid one.
    expect((await payAs(client, id, 'OTHE')).body.error.code).to.equal('PAYMENT_FAILED');
    expect((await payApproved(client, id, 3)).status).to.equal(200);
    await app.mercadoPago.control.settle();
    await makePremium(app, prosker.id);

    const charged = marketplaceFee(2500, false, vatBps);
    expect(charged.feeBps).to.equal(449);
    const paidRow = await app.db('payments').where({ job_id: id, status: 'paid' }).first();
    const paid = {
      paymentId: Number(paidRow.id),
      status: 'paid',
      amount: 2500,
      currency: 'UYU',
      installments: 3,
      paymentMethodId: 'master',
      mpPaymentId: Number(paidRow.mp_payment_id),
      paidAt: new Date(paidRow.paid_at).toISOString(),
      refundedAt: null,
    };
    const seen = await detail(prosker, id);
    expect(seen.paid).to.deep.equal(paid);
    expect(seen.fee).to.deep.equal({ applied: true, ...charged, refunded: 0 });
    // The prosker's "you were paid" notice is told the fee stored with the payment.
    const told = await app
      .db('outbox_events')
      .where({ type: 'job.changed' })
      .whereRaw("payload->>'jobId' = ?", [String(id)])
      .whereRaw("payload->>'action' = 'confirmPayment'")
      .first('payload');
    expect(told.payload.paid).to.deep.equal({ amount: 2500, ...charged });
    expect((await detail(client, id)).paid).to.deep.equal(paid);
    // Premium now: a job not paid yet would carry the lower rate.
    const next = await job(app, prosker, client, 'paymentRequired', { requiresPayment: true });
    expect((await detail(prosker, next)).fee).to.include({ applied: false, feeBps: 299 });

    // Facturación: the money received with the fee as applied; the refused card apart, no fee.
    const billing = await app.request('GET', '/admin/api/user/billing', { token: prosker.token });
    expect(billing.body.data).to.have.length(1);
    expect(billing.body.data[0]).to.include({
      status: 'paid',
      role: 'received',
      fee: charged.fee,
      feeBps: 449,
      vatBps,
      net: charged.net,
    });
    expect(billing.body.attempts).to.have.length(1);
    expect(billing.body.attempts[0]).to.include({
      status: 'rejected',
      fee: null,
      feeBps: null,
      net: null,
    });
    const staff = await staffToken(app);
    const rows = await app.request(
      'GET',
      `/backoffice/api/payments?${listQuery({ filter: { jobId: id }, sort: ['id', 'ASC'] })}`,
      { token: staff },
    );
    expect(
      rows.body.map((r: { status: string; fee: number | null; feeBps: number | null }) => [
        r.status,
        r.fee,
        r.feeBps,
      ]),
    ).to.deep.equal([
      ['rejected', null, null],
      ['paid', charged.fee, 449],
    ]);
  });

  it('answers JOB_ALREADY_PAID to paying a paid job, and charges once when two payments race', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    await linkSeller(prosker);
    const id = await job(app, prosker, client, 'paymentRequired', { requiresPayment: true });
    const [first, second] = await Promise.all([payApproved(client, id), payApproved(client, id)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).to.deep.equal([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.error.code).to.be.oneOf(['PAYMENT_IN_PROCESS', 'JOB_ALREADY_PAID']);
    await app.mercadoPago.control.settle();
    expect((await app.db('jobs').where({ id }).first()).status).to.equal('readyToExecute');

    const again = await payApproved(client, id);
    expectError(again, 409, 'JOB_ALREADY_PAID');
    const inEnglish = await app.request('POST', `/admin/api/user/jobs/${id}/payment`, {
      token: client.token,
      headers: { 'x-language': 'en' },
      body: {
        cardToken: await cardToken('APRO'),
        paymentMethodId: 'master',
        installments: 1,
        identification: { type: 'CI', number: '12345678' },
      },
    });
    expect(inEnglish.body.error).to.include({
      code: 'JOB_ALREADY_PAID',
      message: 'This job is already paid.',
    });
    const payments = await app.db('payments').where({ job_id: id });
    expect(payments.map((p) => p.status)).to.deep.equal(['paid']);
  });

  it('gives a paid job’s receipt as a PDF in the reader’s language to its client, its prosker and staff, and to no one else', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const otherClient = await createUser(app, 'cliente0002', { prosker: false });
    const otherProsker = await createUser(app, 'plomero0002');
    const banned = await createUser(app, 'cliente0003', { prosker: false });
    await linkSeller(prosker);
    const id = await job(app, prosker, client, 'paymentRequired', { requiresPayment: true });
    const path = `/admin/api/user/jobs/${id}/receipt`;
    const unpaid = await app.request('GET', path, { token: client.token });
    expectError(unpaid, 404, 'RECEIPT_NOT_AVAILABLE');
    await payApproved(client, id);
    await app.mercadoPago.control.settle();
    await app.db('users').where({ id: banned.id }).update({ banned_at: new Date() });

    const pdf = (answer: { status: number; headers: Headers; body: unknown }) => {
      expect(answer.status, String(answer.body).slice(0, 200)).to.equal(200);
      expect(answer.headers.get('content-type')).to.equal('application/pdf');
      expect(String(answer.body).startsWith('%PDF-')).to.equal(true);
      return answer.headers.get('content-disposition');
    };
    expect(pdf(await app.request('GET', path, { token: client.token }))).to.equal(
      `attachment; filename="comprobante-trabajo-${id}.pdf"`,
    );
    expect(
      pdf(
        await app.request('GET', path, { token: prosker.token, headers: { 'x-language': 'br' } }),
      ),
    ).to.equal(`attachment; filename="comprovante-trabalho-${id}.pdf"`);
    for (const token of [await staffToken(app), await supportToken(app)]) {
      pdf(await app.request('GET', `/backoffice/api/jobs/${id}/receipt`, { token }));
    }

    expect((await app.request('GET', path)).status).to.equal(401);
    for (const stranger of [otherClient, otherProsker]) {
      expectError(await app.request('GET', path, { token: stranger.token }), 404, 'NOT_FOUND');
    }
    expect((await app.request('GET', path, { token: banned.token })).status).to.equal(403);
    expect(
      (await app.request('GET', `/backoffice/api/jobs/${id}/receipt`, { token: client.token }))
        .status,
    ).to.equal(403);
  });

  it('does not move a paid-for job on an unsigned notification', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const id = await job(app, prosker, client, 'paymentRequired', { requiresPayment: true });
    const forged = await app.request(
      'POST',
      `/admin/api/webhooks/mercadopago?data.id=123&type=payment`,
      {
        headers: {
          'x-request-id': randomUUID(),
          'x-signature': `ts=${Date.now()},v1=${'0'.repeat(64)}`,
        },
        body: { data: { id: '123' } },
      },
    );
    expect(forged.status).to.equal(401);
    expect((await app.db('jobs').where({ id }).first()).status).to.equal('paymentRequired');
  });

  it('refunds a paid job cancelled in time', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    await linkSeller(prosker);
    const id = await job(app, prosker, client, 'paymentRequired', { requiresPayment: true });
    await payApproved(client, id);
    await app.mercadoPago.control.settle();
    expect((await app.db('jobs').where({ id }).first()).status).to.equal('readyToExecute');
    const cancelled = await app.request('POST', `/admin/api/user/jobs/${id}/actions`, {
      token: client.token,
      body: { action: 'clientCancel', reasonId: await reason(app, 'cancellation_reasons') },
    });
    expect(cancelled.body.status).to.equal('clientCancel');
    const payment = await app.db('payments').where({ job_id: id }).first();
    expect(payment.status).to.equal('refunded');
    expect(await app.db('refunds').where({ payment_id: payment.id })).to.have.length(1);
  });

  it('refuses a prosker’s job beyond the hourly limit with RATE_LIMITED, storing nothing and telling nobody', async () => {
    const prosker = await createUser(app, 'plomero0003');
    const client = await createUser(app, 'cliente0003', { prosker: false });
    await converse(app, prosker, client);
    const start = new Date(Date.now() + 72 * HOUR);
    const offer = () =>
      app.request('POST', '/admin/api/user/jobs', {
        token: prosker.token,
        body: {
          clientId: client.id,
          title: 'Instalación',
          description: 'Instalación de calefón',
          price: 3000,
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + HOUR).toISOString(),
          requiresAppointment: false,
          requiresPayment: false,
        },
      });
    for (let i = 0; i < app.config.jobRequestsPerHour; i++) {
      expect((await offer()).status).to.equal(201);
    }
    const refused = await offer();
    expect(refused.status).to.equal(429);
    expect(refused.body.error.code).to.equal('RATE_LIMITED');
    const jobs = await app.db('jobs').where({ prosker_id: prosker.id });
    expect(jobs).to.have.length(app.config.jobRequestsPerHour);
    await app.platform.events.idle();
    const told = await app.db('outbox_events').where({ type: 'job.changed' });
    expect(told).to.have.length(app.config.jobRequestsPerHour);
  });
});

describe('jobs: booking a slot of the prosker’s agenda', () => {
  const app = useTestApp({ demo: true });

  const BOOKABLE = { agenda: true, requiresAppointment: true };

  async function bookableService() {
    const prosker = await mondayProsker(app, 'agendapro01');
    return { prosker, serviceId: await publish(app, prosker, true) };
  }

  it('lets exactly one of two clients buying the same slot at the same instant have it', async () => {
    const { prosker, serviceId } = await bookableService();
    const date = nextMonday();
    const slots = await app.request(
      'GET',
      `/admin/api/profiles/${prosker.id}/slots?date=${date}&half=morning`,
    );
    expect(slots.body.data.length).to.be.greaterThan(0);
    const slot = slots.body.data[0].startsAt as string;
    const clients = await Promise.all(
      ['cliente0001', 'cliente0002'].map((u) => createUser(app, u, { prosker: false })),
    );
    const answers = await Promise.all(
      clients.map((c) => buy(app, c, serviceId, { date, timeOfDay: 'morning', slot })),
    );
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.code).to.equal('EVENT_OVERLAP');
    // The loser's job was rolled back with its hold: one job, one pending event.
    expect(await app.db('jobs').where({ service_id: serviceId })).to.have.length(1);
    const events = await app.db('events').where({ prosker_id: prosker.id });
    expect(events.map((e) => e.status)).to.deep.equal(['pending']);
    const after = await app.request(
      'GET',
      `/admin/api/profiles/${prosker.id}/slots?date=${date}&half=morning`,
    );
    expect(after.body.data.map((s: { startsAt: string }) => s.startsAt)).to.not.include(slot);
  });

  it('lets exactly one of eight clients buying the same slot at once have it, round after round, and tells every other EVENT_OVERLAP (or, for the day’s last slot, EVENT_NO_TIME_AVAILABLE)', async () => {
    const { prosker, serviceId } = await bookableService();
    const clients = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((i) => createUser(app, `cliente000${i}`, { prosker: false })),
    );
    // Three Mondays, three slots each: nine races of eight buyers.
    const mondays = [0, 7, 14].map((days) => dayAfter(nextMonday(), days));
    const won: string[] = [];
    for (const date of mondays) {
      for (const time of ['09:00', '10:00', '11:00']) {
        const slot = at(date, time);
        const answers = await Promise.all(
          clients.map((c) => buy(app, c, serviceId, { date, timeOfDay: 'morning', slot })),
        );
        const seen = `${slot}: ${JSON.stringify(answers.map((a) => a.body.error ?? a.status))}`;
        expect(
          answers.filter((a) => a.status === 201),
          seen,
        ).to.have.length(1);
        // A loser hears the slot is taken; on the day's last free slot, one who asks once the
        // winner has it may hear instead that the day has no time left.
        const lastOfDay = time === '11:00';
        for (const lost of answers.filter((a) => a.status !== 201)) {
          if (lastOfDay && lost.body.error?.code === 'EVENT_NO_TIME_AVAILABLE') {
            expect(lost.status, seen).to.equal(422);
            continue;
          }
          expect(lost.status, seen).to.equal(409);
          expect(lost.body.error.code, seen).to.equal('EVENT_OVERLAP');
        }
        won.push(slot);
      }
    }
    // One job and one pending event per slot; the losers' jobs were rolled back.
    const held = await app.db('events').where({ prosker_id: prosker.id }).orderBy('starts_at');
    expect(held.map((e) => new Date(e.starts_at).toISOString())).to.deep.equal(won);
    expect(held.map((e) => e.status)).to.deep.equal(Array(won.length).fill('pending'));
    expect(await app.db('jobs').where({ service_id: serviceId })).to.have.length(won.length);
  });

  it('approves the hold when the prosker accepts and frees it when the job is declined', async () => {
    const { prosker, client, serviceId } = await sellerAndClient(app, 'agendapro01', BOOKABLE);
    const date = nextMonday();
    const first = await buy(app, client, serviceId, {
      date,
      timeOfDay: 'morning',
      slot: at(date, '09:00'),
    });
    const second = await buy(app, client, serviceId, {
      date,
      timeOfDay: 'morning',
      slot: at(date, '10:00'),
    });
    await app.request('POST', `/admin/api/user/jobs/${first.body.id}/actions`, {
      token: prosker.token,
      body: { action: 'accept' },
    });
    await app.request('POST', `/admin/api/user/jobs/${second.body.id}/actions`, {
      token: prosker.token,
      body: { action: 'decline' },
    });
    const byJob = Object.fromEntries(
      (await app.db('events').where({ prosker_id: prosker.id })).map((e) => [e.job_id, e.status]),
    );
    expect(byJob).to.deep.equal({ [first.body.id]: 'approved', [second.body.id]: 'rejected' });
  });

  it('refuses a slot outside the chosen half of the day', async () => {
    const { client, serviceId } = await sellerAndClient(app, 'agendapro01', BOOKABLE);
    const date = nextMonday();
    const res = await buy(app, client, serviceId, {
      date,
      timeOfDay: 'afternoon',
      slot: at(date, '09:00'),
    });
    expect(res.status).to.equal(422);
    expect(res.body.error.code).to.equal('EVENT_TIME_INVALID');
    expect(await app.db('jobs').where({ service_id: serviceId })).to.have.length(0);
  });
});
