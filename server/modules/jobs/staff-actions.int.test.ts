/**
 * Staff act on a job in the back office: cancel it with a reason, refund it in full or in part
 * through Mercado Pago (one refund however many ask at once), each in the audit log, both sides
 * told.
 */
import { expect } from 'chai';
import type { JobStatus } from '../../../common/jobs';
import { useTestApp, type TestApp } from '../../test/harness';
import { staffToken, supportToken } from '../../test/answers';
import { createUser, type TestUser } from '../../test/users';
import { MP, cardToken, link } from '../../test/mercadopago';
import { insertJob, paidJob as paidByCard } from './test-kit';

const api = (id: number, what = '') => `/backoffice/api/jobs/${id}${what}`;

/** A paid job: written as waiting for payment, paid by the client with an approved card. */
async function paidJob(app: TestApp, prosker: TestUser, client: TestUser, price = 2000) {
  const id = await paidByCard(app, prosker, client, price);
  expect((await app.db('jobs').where({ id }).first()).status).to.equal('readyToExecute');
  return id;
}

/** The refunds Mercado Pago made of the job's payment, as the marketplace reads them there. */
async function remoteRefunds(app: TestApp, jobId: number) {
  const payment = await app.db('payments').where({ job_id: jobId }).first();
  // The marketplace reads its sellers' payments.
  const res = await fetch(`${app.url}${MP}/v1/payments/${payment.mp_payment_id}/refunds`, {
    headers: { authorization: `Bearer ${app.config.mercadoPago.accessToken}` },
  });
  return (await res.json()) as { amount: number }[];
}

const noticesOf = async (app: TestApp, userId: number) =>
  (await app.db('notifications').where({ user_id: userId }).orderBy('id')).map((n) => n.kind);

async function auditOf(app: TestApp, jobId: number) {
  return app
    .db('staff_audit')
    .where({ target_type: 'job', target_id: String(jobId) })
    .orderBy('id');
}

describe('staff acting on jobs: cancel and refund', () => {
  const app = useTestApp({ demo: true });
  let prosker: TestUser;
  let client: TestUser;
  let admin: string;

  beforeEach(async () => {
    prosker = await createUser(app, 'plomero0201');
    client = await createUser(app, 'cliente0201', { prosker: false });
    await link(app, prosker);
    admin = await staffToken(app);
  });

  it('makes one refund at Mercado Pago when ten refund requests for one job arrive at once', async () => {
    const id = await paidJob(app, prosker, client);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.request('POST', api(id, '/refunds'), {
          token: admin,
          body: { amount: 1000, refundedBefore: 0 },
        }),
      ),
    );
    const made = answers.filter((a) => a.status === 201);
    expect(made).to.have.length(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).to.equal(409);
      expect(refused.body.error.code).to.equal('REFUND_IN_PROCESS');
    }
    expect(made[0].body.money).to.deep.include({ paid: 2000, refunded: 1000, currency: 'UYU' });
    expect((await remoteRefunds(app, id)).map((r) => r.amount)).to.deep.equal([1000]);
    const payment = await app.db('payments').where({ job_id: id }).first();
    expect(payment).to.include({ status: 'paid', refunded_amount: 1000 });
    expect(await app.db('refunds').where({ payment_id: payment.id })).to.have.length(1);

    await app.platform.events.idle();
    expect(await noticesOf(app, client.id)).to.include('jobRefunded');
    expect(await noticesOf(app, prosker.id)).to.include('jobRefundedProsker');
    const [entry] = await auditOf(app, id);
    expect(entry.action).to.equal('job.refund');
    expect(entry.details).to.deep.include({ amount: 1000 });
    expect(entry.before).to.deep.equal({ refunded: 0, fullyRefunded: null });
    expect(entry.after).to.deep.equal({ refunded: 1000, fullyRefunded: false });
    // The client's job page shows the refund.
    const page = await app.request('GET', `/admin/api/user/jobs/${id}`, { token: client.token });
    expect(page.body.refunds.map((r: { amount: number }) => r.amount)).to.deep.equal([1000]);
  });

  it('refuses a refund above what is left, and the rest then refunds the payment in full', async () => {
    const id = await paidJob(app, prosker, client);
    const half = await app.request('POST', api(id, '/refunds'), {
      token: admin,
      body: { amount: 1500, refundedBefore: 0 },
    });
    expect(half.status).to.equal(201);
    const above = await app.request('POST', api(id, '/refunds'), {
      token: admin,
      body: { amount: 600, refundedBefore: 1500 },
    });
    expect(above.status).to.equal(422);
    expect(above.body.error.code).to.equal('REFUND_EXCEEDS_PAID');
    const stale = await app.request('POST', api(id, '/refunds'), {
      token: admin,
      body: { amount: 100, refundedBefore: 0 },
    });
    expect(stale.body.error.code).to.equal('REFUND_IN_PROCESS');
    expect((await remoteRefunds(app, id)).map((r) => r.amount)).to.deep.equal([1500]);

    const rest = await app.request('POST', api(id, '/refunds'), {
      token: admin,
      body: { refundedBefore: 1500 },
    });
    expect(rest.status, JSON.stringify(rest.body)).to.equal(201);
    expect(rest.body.money).to.deep.include({ refunded: 2000 });
    const payment = await app.db('payments').where({ job_id: id }).first();
    expect(payment.status).to.equal('refunded');
    const again = await app.request('POST', api(id, '/refunds'), {
      token: admin,
      body: { amount: 1, refundedBefore: 2000 },
    });
    expect(again.body.error.code).to.equal('REFUND_NOT_PAID');
  });

  it('refuses refunding a job whose payment was rejected, and changes nothing', async () => {
    const id = await insertJob(app, prosker, client, 'paymentRequired', {
      columns: { requires_payment: true, price: 2000 },
    });
    const refused = await app.request('POST', `/admin/api/user/jobs/${id}/payment`, {
      token: client.token,
      body: {
        cardToken: await cardToken(app, 'OTHE'),
        paymentMethodId: 'master',
        installments: 1,
        identification: { type: 'CI', number: '12345678' },
      },
    });
    expect(refused.body.error.code).to.equal('PAYMENT_FAILED');
    const res = await app.request('POST', api(id, '/refunds'), {
      token: admin,
      body: { amount: 100, refundedBefore: 0 },
    });
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('REFUND_NOT_PAID');
    expect(await app.db('refunds')).to.have.length(0);
    expect(await auditOf(app, id)).to.have.length(0);
  });

  it('undoes the reservation when Mercado Pago refuses the refund', async () => {
    const id = await paidJob(app, prosker, client);
    const payment = await app.db('payments').where({ job_id: id }).first();
    // A payment Mercado Pago does not know (as if it were someone else's): it refuses the refund.
    await app.db('payments').where({ id: payment.id }).update({ mp_payment_id: 987654321 });
    const res = await app.request('POST', api(id, '/refunds'), {
      token: admin,
      body: { amount: 500, refundedBefore: 0 },
    });
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('REFUND_REFUSED');
    expect(await app.db('refunds').where({ payment_id: payment.id })).to.have.length(0);
    const after = await app.db('payments').where({ id: payment.id }).first();
    expect(after.refunded_amount).to.equal(0);
  });

  it('cancels a paid job with a reason, refunds what is left, tells both sides and audits it', async () => {
    const id = await paidJob(app, prosker, client);
    await app.request('POST', api(id, '/refunds'), {
      token: admin,
      body: { amount: 500, refundedBefore: 0 },
    });
    const reason = await app.db('cancellation_reasons').where({ applies_to: 'client' }).first();
    const res = await app.request('POST', api(id, '/cancel'), {
      token: admin,
      body: { reasonId: reason.id, comment: 'El prosker no puede viajar' },
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.status).to.equal('staffCancel');
    expect(res.body.money).to.deep.include({ refunded: 2000 });
    expect((await remoteRefunds(app, id)).map((r) => r.amount)).to.deep.equal([500, 1500]);
    await app.platform.events.idle();
    for (const side of [client, prosker]) {
      expect(await noticesOf(app, side.id)).to.include('jobCancelledByStaff');
    }
    const audit = await auditOf(app, id);
    expect(audit.map((a) => a.action)).to.deep.equal(['job.refund', 'job.cancel', 'job.refund']);
    expect(audit[1].before).to.deep.equal({
      status: 'readyToExecute',
      cancellationReasonId: null,
      cancellationNote: null,
    });
    expect(audit[1].after).to.deep.equal({
      status: 'staffCancel',
      cancellationReasonId: Number(reason.id),
      cancellationNote: 'El prosker no puede viajar',
    });
    const page = await app.request('GET', `/admin/api/user/jobs/${id}`, { token: prosker.token });
    expect(page.body.status).to.equal('staffCancel');
    expect(page.body.history.at(-1)).to.include({ actor: 'staff', action: 'staffCancel' });

    const twice = await app.request('POST', api(id, '/cancel'), {
      token: admin,
      body: { reasonId: reason.id },
    });
    expect(twice.status).to.equal(409);
    expect(twice.body.error.code).to.equal('JOB_CANNOT_CANCEL');
  });

  it('refuses cancelling a finished job or without a reason, and changes nothing', async () => {
    const done = await insertJob(app, prosker, client, 'complete' as JobStatus);
    const reason = await app.db('cancellation_reasons').first();
    const finished = await app.request('POST', api(done, '/cancel'), {
      token: admin,
      body: { reasonId: reason.id },
    });
    expect(finished.body.error.code).to.equal('JOB_CANNOT_CANCEL');
    const open = await insertJob(app, prosker, client, 'new');
    const noReason = await app.request('POST', api(open, '/cancel'), { token: admin, body: {} });
    expect(noReason.status).to.equal(422);
    expect(noReason.body.error.code).to.equal('VALIDATION_FAILED');
    const unknown = await app.request('POST', api(open, '/cancel'), {
      token: admin,
      body: { reasonId: 999999 },
    });
    expect(unknown.body.error.code).to.equal('VALIDATION_FAILED');
    expect((await app.db('jobs').where({ id: open }).first()).status).to.equal('new');
    expect(await auditOf(app, open)).to.have.length(0);
  });

  it('lets only an admin cancel or refund: visitors, the parties, other users, banned users and support are refused', async () => {
    const id = await paidJob(app, prosker, client);
    const banned = await createUser(app, 'baneado0201', { prosker: false });
    await app.db('users').where({ id: banned.id }).update({ banned_at: new Date() });
    const callers: [string, string | undefined, number][] = [
      ['visitor', undefined, 401],
      ['client', client.token, 403],
      ['other client', (await createUser(app, 'cliente0202', { prosker: false })).token, 403],
      ['prosker', prosker.token, 403],
      ['other prosker', (await createUser(app, 'plomero0202')).token, 403],
      ['banned', banned.token, 401],
      ['support', await supportToken(app), 403],
    ];
    const reason = await app.db('cancellation_reasons').first();
    for (const [path, body] of [
      ['/cancel', { reasonId: reason.id }],
      ['/refunds', { amount: 100, refundedBefore: 0 }],
    ] as const) {
      for (const [who, token, status] of callers) {
        const res = await app.request('POST', api(id, path), { token, body });
        expect(res.status, `${who} ${path}`).to.be.oneOf([status, 401, 403]);
        expect(res.body.error.code, `${who} ${path}`).to.be.oneOf([
          'PERMISSION_DENIED',
          'AUTH_REQUIRED',
          'AUTH_INVALID_TOKEN',
          'AUTH_USER_BANNED',
        ]);
        if (who === 'support') expect(res.body.error.code).to.equal('PERMISSION_DENIED');
      }
    }
    expect(await app.db('refunds')).to.have.length(0);
    expect((await app.db('jobs').where({ id }).first()).status).to.equal('readyToExecute');
    const read = await app.request('GET', api(id), { token: callers[6][1] });
    expect(read.status).to.equal(200);
    expect(read.body.money).to.deep.equal({
      paid: 2000,
      currency: 'UYU',
      refunded: 0,
      refunds: [],
    });
    const byAdmin = await app.request('POST', api(id, '/refunds'), {
      token: admin,
      body: { amount: 100, refundedBefore: 0 },
    });
    expect(byAdmin.status).to.equal(201);
  });
});
