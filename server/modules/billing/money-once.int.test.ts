/**
 * Money moves exactly once: one charge per job however many requests, Mercado Pago decides an
 * open attempt, a crash or an outage loses no notification, a second approved payment is given
 * back, and one subscription per user is being paid or counts.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { Payment } from 'mercadopago';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/users';
import { mpConfig } from './mp-client';
import { createSealer } from './sealer';
import {
  MP,
  cardToken,
  chargeInput,
  deliverPaymentNotification,
  link,
  startSubscription,
} from './test-kit';

/** What a call refused with: the error's code (undefined when it did not throw). */
async function refusal(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** Mercado Pago's payments for a job, as the seller sees them. */
async function remotePayments(app: TestApp, prosker: TestUser, jobId: number) {
  const client = new Payment(mpConfig(await sellerToken(app, prosker)));
  const found = await client.search({ options: { external_reference: `job:${jobId}` } });
  return found.results ?? [];
}

async function sellerToken(app: TestApp, prosker: TestUser) {
  const row = await app.db('payment_accounts').where({ user_id: prosker.id }).first();
  return createSealer(app.config.billing.paymentTokenKey).open(row.access_token_enc);
}

/** A client and a prosker whose Mercado Pago account is linked. */
async function jobParties(app: TestApp) {
  const client = await createUser(app, 'cliente0001', { prosker: false });
  const prosker = await createUser(app, 'plomero0001');
  await link(app, prosker);
  return { client, prosker };
}

describe('billing: a job is charged once', () => {
  const app = useTestApp({ demo: true });
  let client: TestUser;
  let prosker: TestUser;
  beforeEach(async () => ({ client, prosker } = await jobParties(app)));

  it('refuses another card while a payment is in process and follows Mercado Pago when it approves', async () => {
    const first = await app.billing.chargeJob(
      chargeInput(21, client, prosker, await cardToken(app, 'CONT')),
    );
    expect(first).to.include({ status: 'pendingPayment', mpStatus: 'in_process' });
    const second = await refusal(
      app.billing.chargeJob(chargeInput(21, client, prosker, await cardToken(app, 'APRO'))),
    );
    expect(second).to.equal('PAYMENT_IN_PROCESS');
    const open = await app.db('payments').where({ job_id: 21 });
    expect(open.map((p) => p.status)).to.deep.equal(['pendingPayment']);

    await app.mercadoPago.control.approvePayment(Number(open[0].mp_payment_id));
    await app.mercadoPago.control.settle();
    expect((await app.db('payments').where({ id: open[0].id }).first()).status).to.equal('paid');
    const third = await refusal(
      app.billing.chargeJob(chargeInput(21, client, prosker, await cardToken(app, 'APRO'))),
    );
    expect(third).to.equal('JOB_ALREADY_PAID');
    const remote = await remotePayments(app, prosker, 21);
    expect(remote.map((p) => p.status)).to.deep.equal(['approved']);
  });

  it('charges at most once when ten payment requests for one job arrive at once', async () => {
    const tokens = await Promise.all(Array.from({ length: 10 }, () => cardToken(app, 'APRO')));
    const outcomes = await Promise.all(
      tokens.map((token) =>
        app.billing.chargeJob(chargeInput(22, client, prosker, token)).then(
          (answer) => answer.status,
          (error: { code?: string }) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'pendingPayment')).to.have.length(1);
    for (const refused of outcomes.filter((o) => o !== 'pendingPayment')) {
      expect(refused).to.be.oneOf(['PAYMENT_IN_PROCESS', 'JOB_ALREADY_PAID']);
    }
    await app.mercadoPago.control.settle();
    const remote = await remotePayments(app, prosker, 22);
    expect(remote.filter((p) => p.status === 'approved')).to.have.length(1);
    expect(await app.db('payments').where({ job_id: 22, status: 'paid' })).to.have.length(1);
  });

  it('reads an idempotency conflict as an open attempt, never as a card refusal', async () => {
    const token = await cardToken(app, 'CONT');
    const first = await app.billing.chargeJob(chargeInput(23, client, prosker, token));
    // The answer of the first call was lost (a crash after Mercado Pago answered).
    await app.db('payments').where({ id: first.paymentId }).update({ mp_payment_id: null });
    const retry = chargeInput(23, client, prosker, token);
    retry.card.installments = 3; // same key, another body: Mercado Pago answers 409
    const again = await app.billing.chargeJob(retry);
    expect(again).to.include({ paymentId: first.paymentId, status: 'pendingPayment' });
    const row = await app.db('payments').where({ id: first.paymentId }).first();
    expect(row.status).to.equal('pendingPayment');
    expect(row.mp_payment_id).to.be.a('number');
    expect(await remotePayments(app, prosker, 23)).to.have.length(1);
  });

  it('refunds a second approved payment of one job by itself and lists it for staff', async () => {
    await app.billing.chargeJob(chargeInput(24, client, prosker, await cardToken(app, 'APRO')));
    await app.mercadoPago.control.settle();
    const paid = await app.db('payments').where({ job_id: 24, status: 'paid' }).first();
    expect(paid).to.not.equal(undefined);
    // An attempt given up locally that Mercado Pago approved after all.
    const [lost] = await app
      .db('payments')
      .insert({
        kind: 'job',
        job_id: 24,
        payer_id: client.id,
        collector_user_id: prosker.id,
        amount: paid.amount,
        currency: 'UYU',
        fee_amount: paid.fee_amount,
        status: 'cancelled',
        idempotency_key: randomUUID(),
      })
      .returning('*');
    await new Payment(
      mpConfig(await sellerToken(app, prosker), { idempotencyKey: randomUUID() }),
    ).create({
      body: {
        transaction_amount: Number(paid.amount),
        token: await cardToken(app, 'APRO'),
        installments: 1,
        payment_method_id: 'master',
        payer: { email: client.email, identification: { type: 'CI', number: '12345678' } },
        external_reference: 'job:24',
        notification_url: `${app.url}/admin/api/webhooks/mercadopago`,
        metadata: { payment_id: Number(lost.id) },
      },
    });
    await app.mercadoPago.control.settle();
    await app.platform.events.idle();
    const after = await app.db('payments').where({ id: lost.id }).first();
    expect(after.status).to.equal('refunded');
    expect((await app.db('refunds').where({ payment_id: lost.id }).first()).reason).to.equal(
      'duplicate',
    );
    expect((await app.db('payments').where({ id: paid.id }).first()).status).to.equal('paid');
    const remote = await remotePayments(app, prosker, 24);
    expect(remote.map((p) => p.status).sort()).to.deep.equal(['approved', 'refunded']);

    const login = await app.request('POST', '/backoffice/api/auth/login', {
      body: { email: 'admin@prosk.uy', password: 'Admin#2026demo' },
    });
    const list = await app.request(
      'GET',
      `/backoffice/api/payments?filter=${encodeURIComponent(JSON.stringify({ duplicate: true }))}`,
      { token: login.body.access_token },
    );
    expect(list.status, JSON.stringify(list.body)).to.equal(200);
    expect(list.body.map((p: { id: number }) => p.id)).to.deep.equal([Number(lost.id)]);
    expect(list.body[0]).to.include({ jobId: 24, status: 'refunded', duplicate: true });
  });
});

describe('billing: no notification is lost', () => {
  const app = useTestApp();
  let client: TestUser;
  let prosker: TestUser;
  let sellerMpId: number;
  const changed: Array<{ jobId: number; status: string }> = [];

  before(() => {
    app.platform.events.on('payment.changed', async (e) => {
      changed.push({ jobId: e.jobId, status: e.status });
    });
  });

  beforeEach(async () => {
    changed.length = 0;
    client = await createUser(app, 'cliente0001', { prosker: false });
    prosker = await createUser(app, 'plomero0001');
    await link(app, prosker);
    sellerMpId = Number(
      (await app.db('payment_accounts').where({ user_id: prosker.id }).first()).mp_user_id,
    );
  });

  /** A payment in process at Mercado Pago that it approves while the product hears nothing. */
  async function approvedUnheard(jobId: number) {
    await app.billing.chargeJob(chargeInput(jobId, client, prosker, await cardToken(app, 'CONT')));
    await app.mercadoPago.control.settle();
    const row = await app.db('payments').where({ job_id: jobId }).first();
    await app.mercadoPago.control.approvePayment(Number(row.mp_payment_id), { notify: false });
    return row;
  }

  /** A notification of that payment stored as a delivery that died before processing it. */
  async function storedNotification(row: { mp_payment_id: unknown }, receivedAt?: Date) {
    const requestId = randomUUID();
    await app.db('webhook_events').insert({
      request_id: requestId,
      topic: 'payment',
      resource_id: String(row.mp_payment_id),
      mp_user_id: sellerMpId,
      ...(receivedAt ? { received_at: receivedAt } : {}),
    });
    return requestId;
  }

  it('pays a job approved while the server was down on the next reconciliation, without a redelivery', async () => {
    const row = await approvedUnheard(31);
    expect((await app.db('payments').where({ id: row.id }).first()).status).to.equal(
      'pendingPayment',
    );
    await app.billing.reconcile(0);
    await app.platform.events.idle();
    expect((await app.db('payments').where({ id: row.id }).first()).status).to.equal('paid');
    expect(changed).to.deep.equal([{ jobId: 31, status: 'paid' }]);
  });

  it('keeps a notification whose effect failed and applies it on redelivery or reconciliation', async () => {
    const row = await approvedUnheard(32);
    const requestId = randomUUID();
    // The effect's transaction fails half-way (its event cannot be written).
    await app.db.raw(
      `ALTER TABLE outbox_events ADD CONSTRAINT fault_injected CHECK (type <> 'payment.changed')`,
    );
    let failed;
    try {
      failed = await deliverPaymentNotification(app, String(row.mp_payment_id), {
        requestId,
        sellerMpId,
      });
    } finally {
      await app.db.raw(`ALTER TABLE outbox_events DROP CONSTRAINT fault_injected`);
    }
    expect(failed.status).to.equal(503);
    expect(failed.body.error.code).to.equal('SERVICE_UNAVAILABLE');
    expect((await app.db('payments').where({ id: row.id }).first()).status).to.equal(
      'pendingPayment',
    );
    const kept = await app.db('webhook_events').where({ request_id: requestId }).first();
    expect(kept.processed_at).to.equal(null);

    // A process killed at that point leaves the same row: the reconciliation takes it.
    expect(await app.billing.reconcile(0)).to.deep.include({ notifications: 1 });
    await app.platform.events.idle();
    expect((await app.db('payments').where({ id: row.id }).first()).status).to.equal('paid');
    const done = await app.db('webhook_events').where({ request_id: requestId }).first();
    expect(done.processed_at).to.be.an.instanceOf(Date);
    expect(done.outcome).to.equal('job payment paid');
    // A redelivery now is a duplicate and changes nothing more.
    const redelivered = await deliverPaymentNotification(app, String(row.mp_payment_id), {
      requestId,
      sellerMpId,
    });
    expect(redelivered.body).to.deep.equal({ received: true, duplicate: true });
    expect(changed).to.deep.equal([{ jobId: 32, status: 'paid' }]);
  });

  it('tries a notification that keeps failing again later and later, without holding back others', async () => {
    const row = await approvedUnheard(34);
    const requestId = await storedNotification(row, new Date(Date.now() - 60_000));
    const stored = () => app.db('webhook_events').where({ request_id: requestId }).first();
    const waits = async () => {
      const { retry_at: retryAt } = await stored();
      return Math.round((new Date(retryAt).getTime() - Date.now()) / 60_000);
    };
    await app.db.raw(
      `ALTER TABLE outbox_events ADD CONSTRAINT fault_injected CHECK (type <> 'payment.changed')`,
    );
    try {
      expect(await app.billing.reconcile(0)).to.deep.include({ notifications: 0 });
      expect((await stored()).attempts).to.equal(1);
      expect(await waits()).to.equal(1);
      // Not due yet: the next run leaves it alone.
      await app.billing.reconcile(0);
      expect((await stored()).attempts).to.equal(1);
      await app
        .db('webhook_events')
        .where({ request_id: requestId })
        .update({ retry_at: new Date() });
      await app.billing.reconcile(0);
      expect((await stored()).attempts).to.equal(2);
      expect(await waits()).to.equal(2);
    } finally {
      await app.db.raw(`ALTER TABLE outbox_events DROP CONSTRAINT fault_injected`);
    }
    // A newer notification is processed at once, while the failing one waits its turn.
    const newer = await approvedUnheard(35);
    const delivered = await deliverPaymentNotification(app, String(newer.mp_payment_id), {
      sellerMpId,
    });
    expect(delivered.body).to.deep.equal({ received: true, duplicate: false });
    expect((await app.db('payments').where({ id: newer.id }).first()).status).to.equal('paid');
    expect((await app.db('payments').where({ id: row.id }).first()).status).to.equal(
      'pendingPayment',
    );
    await app
      .db('webhook_events')
      .where({ request_id: requestId })
      .update({ retry_at: new Date() });
    expect(await app.billing.reconcile(0)).to.deep.include({ notifications: 1 });
    expect((await app.db('payments').where({ id: row.id }).first()).status).to.equal('paid');
  });

  it('processes a stored notification on its redelivery when the first delivery died mid-way', async () => {
    const row = await approvedUnheard(33);
    const requestId = await storedNotification(row);
    const redelivered = await deliverPaymentNotification(app, String(row.mp_payment_id), {
      requestId,
      sellerMpId,
    });
    expect(redelivered.body).to.deep.equal({ received: true, duplicate: false });
    expect((await app.db('payments').where({ id: row.id }).first()).status).to.equal('paid');
  });

  it('acknowledges a validly signed notification for a payment Mercado Pago does not know', async () => {
    const requestId = randomUUID();
    const answer = await deliverPaymentNotification(app, '987654321', { requestId, sellerMpId });
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ received: true, duplicate: false });
    const stored = await app.db('webhook_events').where({ request_id: requestId }).first();
    expect(stored.outcome).to.equal('unknown resource');
    expect(stored.processed_at).to.be.an.instanceOf(Date);
  });
});

describe('billing: a subscription charge notified before its checkout is stored', () => {
  const app = useTestApp();

  it('keeps the notification unprocessed, then records the charge once the checkout has stored its subscription', async () => {
    const user = await createUser(app, 'premium0008');
    const id = await startSubscription(app, user);
    // A first charge of a preapproval whose checkout has not stored its id yet (the answer of
    // the creation and this notification race).
    const charge = await new Payment(
      mpConfig(app.config.mercadoPago.accessToken, { idempotencyKey: randomUUID() }),
    ).create({
      body: {
        transaction_amount: 390,
        token: await cardToken(app, 'APRO'),
        installments: 1,
        payment_method_id: 'master',
        payer: { email: user.email, identification: { type: 'CI', number: '12345678' } },
        metadata: { preapproval_id: 'preapproval-en-camino' },
      },
    });
    const requestId = randomUUID();
    const early = await deliverPaymentNotification(app, String(charge.id), { requestId });
    expect(early.status).to.equal(503);
    expect(early.body.error.code).to.equal('SERVICE_UNAVAILABLE');
    const waiting = await app.db('webhook_events').where({ request_id: requestId }).first();
    expect(waiting.processed_at).to.equal(null);
    expect(await app.db('payments').where({ subscription_id: id })).to.deep.equal([]);

    // The checkout stores the subscription; Mercado Pago delivers the notification again.
    await app
      .db('subscriptions')
      .where({ id })
      .update({ mp_preapproval_id: 'preapproval-en-camino', status: 'active' });
    const again = await deliverPaymentNotification(app, String(charge.id), { requestId });
    expect(again.status, JSON.stringify(again.body)).to.equal(200);
    const recorded = await app.db('payments').where({ subscription_id: id });
    expect(recorded.map((row) => [row.mp_payment_id, row.status])).to.deep.equal([
      [Number(charge.id), 'paid'],
    ]);
  });
});

describe('billing: one subscription is being paid at a time', () => {
  const app = useTestApp({ demo: true });

  async function preapprovals(reference: string) {
    const res = await fetch(
      `${app.url}${MP}/preapproval/search?external_reference=${encodeURIComponent(reference)}`,
      { headers: { authorization: `Bearer ${app.config.mercadoPago.accessToken}` } },
    );
    return ((await res.json()) as { results: Array<{ id: string; status: string }> }).results;
  }

  const checkoutWith = async (user: TestUser, id: number, couponCode?: string) =>
    app.request('POST', `/admin/api/user/subscriptions/${id}/checkout`, {
      token: user.token,
      body: { cardToken: await cardToken(app, 'APRO'), ...(couponCode ? { couponCode } : {}) },
    });

  it('leaves exactly one authorized subscription at Mercado Pago when three checkouts of one run at once', async () => {
    const user = await createUser(app, 'premium0001');
    const id = await startSubscription(app, user);
    const tokens = await Promise.all([1, 2, 3].map(() => cardToken(app, 'APRO')));
    const answers = await Promise.all(
      tokens.map((cardTokenId) =>
        app.request('POST', `/admin/api/user/subscriptions/${id}/checkout`, {
          token: user.token,
          body: { cardToken: cardTokenId, couponCode: 'BIENVENIDA20' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).to.have.length(1);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).to.equal(409);
      expect(lost.body.error.code).to.be.oneOf([
        'SUBSCRIPTION_CHECKOUT_IN_PROGRESS',
        'SUBSCRIPTION_UPDATE_FAILED',
      ]);
    }
    const remote = await preapprovals(`subscription:${id}`);
    expect(remote.map((p) => p.status)).to.deep.equal(['authorized']);
    const coupon = await app.db('coupons').where({ code: 'BIENVENIDA20' }).first();
    expect(coupon.used_count).to.equal(1);
  });

  it('refuses paying a second plan while another is being paid or counts, and gives its coupon back', async () => {
    const user = await createUser(app, 'premium0002');
    const first = await startSubscription(app, user);
    const second = await startSubscription(app, user);
    const [a, b] = await Promise.all([
      checkoutWith(user, first, 'BIENVENIDA20'),
      checkoutWith(user, second, 'BIENVENIDA20'),
    ]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(won.status, JSON.stringify(won.body)).to.equal(200);
    expect(lost.status).to.equal(409);
    expect(lost.body.error.code).to.be.oneOf([
      'SUBSCRIPTION_CHECKOUT_IN_PROGRESS',
      'SUBSCRIPTION_EXISTS',
    ]);
    const later = await checkoutWith(user, won.body.id === first ? second : first, 'BIENVENIDA20');
    expect(later.status).to.equal(409);
    expect(later.body.error.code).to.equal('SUBSCRIPTION_EXISTS');
    const remote = [
      ...(await preapprovals(`subscription:${first}`)),
      ...(await preapprovals(`subscription:${second}`)),
    ];
    expect(remote.map((p) => p.status)).to.deep.equal(['authorized']);
    expect((await app.db('coupons').where({ code: 'BIENVENIDA20' }).first()).used_count).to.equal(
      1,
    );
    const rows = await app.db('subscriptions').where({ user_id: user.id }).orderBy('id');
    expect(rows.map((r) => r.status).sort()).to.deep.equal(['active', 'pending']);
  });

  it('cancels at Mercado Pago what an abandoned checkout created there and gives back its claim', async () => {
    const user = await createUser(app, 'premium0003');
    const id = await startSubscription(app, user);
    const paid = await checkoutWith(user, id);
    expect(paid.status).to.equal(200);
    // As if the process died right after Mercado Pago answered: the local step never ran.
    await app
      .db('subscriptions')
      .where({ id })
      .update({
        status: 'pending',
        mp_preapproval_id: null,
        updated_at: new Date(Date.now() - 2 * 60 * 60 * 1000),
      });
    expect(await app.billing.releaseAbandoned()).to.equal(1);
    expect((await preapprovals(`subscription:${id}`)).map((p) => p.status)).to.deep.equal([
      'cancelled',
    ]);
    const row = await app.db('subscriptions').where({ id }).first();
    expect(row).to.include({ status: 'pending', checkout_at: null, trial: false });
    const again = await checkoutWith(user, id);
    expect(again.status, JSON.stringify(again.body)).to.equal(200);
  });
});

describe('billing: Mercado Pago answering too late', () => {
  const app = useTestApp({ demo: true, env: { MP_TIMEOUT_MS: '400' } });
  const late = 900;
  const afterIt = () => new Promise((resolve) => setTimeout(resolve, late + 300));
  let client: TestUser;
  let prosker: TestUser;
  beforeEach(async () => ({ client, prosker } = await jobParties(app)));

  it('keeps a payment whose request timed out open, refuses another card meanwhile, and charges once', async () => {
    app.mercadoPago.control.delayNext('/v1/payments', late);
    const first = await refusal(
      app.billing.chargeJob(chargeInput(41, client, prosker, await cardToken(app, 'CONT'))),
    );
    expect(first).to.equal('PAYMENT_PROVIDER_UNAVAILABLE');
    // Mercado Pago has not made it yet: another card must not start a second charge.
    const second = await refusal(
      app.billing.chargeJob(chargeInput(41, client, prosker, await cardToken(app, 'APRO'))),
    );
    expect(second).to.equal('PAYMENT_IN_PROCESS');
    await afterIt();
    const [made] = await remotePayments(app, prosker, 41);
    expect(made.status).to.equal('in_process');
    await app.mercadoPago.control.approvePayment(Number(made.id));
    await app.mercadoPago.control.settle();
    const rows = await app.db('payments').where({ job_id: 41 });
    expect(rows.map((r) => r.status)).to.deep.equal(['paid']);
    expect((await remotePayments(app, prosker, 41)).map((p) => p.status)).to.deep.equal([
      'approved',
    ]);
  });

  it('cancels an attempt Mercado Pago never shows once its grace has passed, and then takes another card', async () => {
    const first = await app.billing.chargeJob(
      chargeInput(42, client, prosker, await cardToken(app, 'CONT')),
    );
    // As if Mercado Pago had lost it: our id for it names nothing there.
    await app.db('payments').where({ id: first.paymentId }).update({ mp_payment_id: 999_999_999 });
    const within = await refusal(
      app.billing.chargeJob(chargeInput(42, client, prosker, await cardToken(app, 'APRO'))),
    );
    expect(within).to.equal('PAYMENT_IN_PROCESS');
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await app
      .db('payments')
      .where({ id: first.paymentId })
      .update({ created_at: longAgo, updated_at: longAgo });
    const next = await app.billing.chargeJob(
      chargeInput(42, client, prosker, await cardToken(app, 'APRO')),
    );
    expect(next.paymentId).to.not.equal(first.paymentId);
    const lost = await app.db('payments').where({ id: first.paymentId }).first();
    expect(lost).to.include({ status: 'cancelled', mp_status_detail: 'unknown_to_mercado_pago' });
  });

  it('never marks a job paid by a payment that names its attempt but charges another amount', async () => {
    const attempt = await app.billing.chargeJob(
      chargeInput(43, client, prosker, await cardToken(app, 'CONT')),
    );
    // The prosker pays themselves a token amount, naming the job and the attempt.
    await new Payment(mpConfig(await sellerToken(app, prosker))).create({
      body: {
        transaction_amount: 1,
        token: await cardToken(app, 'APRO'),
        description: 'Arreglo de canilla',
        installments: 1,
        payment_method_id: 'master',
        payer: { email: client.email },
        external_reference: 'job:43',
        notification_url: `${app.url}/admin/api/webhooks/mercadopago`,
        metadata: { payment_id: attempt.paymentId },
      },
      requestOptions: { idempotencyKey: randomUUID() },
    });
    await app.mercadoPago.control.settle();
    await app.platform.events.idle();
    const rows = await app.db('payments').where({ job_id: 43 });
    expect(rows.map((r) => r.status)).to.deep.equal(['pendingPayment']);
  });

  it('keeps the claim of a subscription checkout that timed out until what Mercado Pago made is cancelled', async () => {
    const user = await createUser(app, 'premium0004');
    const id = await startSubscription(app, user);
    app.mercadoPago.control.delayNext('/preapproval', late);
    const first = await app.request('POST', `/admin/api/user/subscriptions/${id}/checkout`, {
      token: user.token,
      body: { cardToken: await cardToken(app, 'APRO'), couponCode: 'BIENVENIDA20' },
    });
    expect(first.status).to.equal(503);
    expect(first.body.error.code).to.equal('PAYMENT_PROVIDER_UNAVAILABLE');
    const meanwhile = await app.request('POST', `/admin/api/user/subscriptions/${id}/checkout`, {
      token: user.token,
      body: { cardToken: await cardToken(app, 'APRO') },
    });
    expect(meanwhile.status).to.equal(409);
    expect(meanwhile.body.error.code).to.equal('SUBSCRIPTION_CHECKOUT_IN_PROGRESS');
    await afterIt();
    const search = async () => {
      const res = await fetch(
        `${app.url}${MP}/preapproval/search?external_reference=subscription%3A${id}`,
        { headers: { authorization: `Bearer ${app.config.mercadoPago.accessToken}` } },
      );
      return ((await res.json()) as { results: { status: string }[] }).results;
    };
    expect((await search()).map((p) => p.status)).to.deep.equal(['authorized']);

    // Still within the claim: nothing is released.
    expect(await app.billing.releaseAbandoned()).to.equal(0);
    await app
      .db('subscriptions')
      .where({ id })
      .update({ checkout_at: new Date(Date.now() - 10 * 60_000) });
    expect(await app.billing.releaseAbandoned()).to.equal(1);
    expect((await search()).map((p) => p.status)).to.deep.equal(['cancelled']);
    expect((await app.db('coupons').where({ code: 'BIENVENIDA20' }).first()).used_count).to.equal(
      0,
    );
    const again = await app.request('POST', `/admin/api/user/subscriptions/${id}/checkout`, {
      token: user.token,
      body: { cardToken: await cardToken(app, 'APRO') },
    });
    expect(again.status, JSON.stringify(again.body)).to.equal(200);
    expect((await search()).map((p) => p.status).sort()).to.deep.equal(['authorized', 'cancelled']);
  });
});
