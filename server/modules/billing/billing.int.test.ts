import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { marketplaceFee } from '../../../common/billing';
import { useTestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/users';
import {
  MP,
  authorize,
  cardToken,
  chargeInput,
  checkout,
  deliverPaymentNotification,
  link,
  paymentChanges,
  startSubscription,
  type DeliveryOptions,
} from './test-kit';

const DAY = 24 * 60 * 60 * 1000;

describe('billing: linking a Mercado Pago account', () => {
  const app = useTestApp();

  it('links through the region’s authorization page, keeps tokens sealed and out of answers, and unlinks', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const status = await link(app, prosker);
    expect(status).to.include({ linked: true, region: 'uy', liveMode: false });
    expect(JSON.stringify(status)).to.not.match(/APP_USR|TG-/);
    const row = await app.db('payment_accounts').where({ user_id: prosker.id }).first();
    expect(row.access_token_enc).to.match(/^v1\./);
    expect(row.access_token_enc).to.not.include('APP_USR');
    const completeness = await app.request('GET', '/admin/api/user/completeness', {
      token: prosker.token,
    });
    if (completeness.status === 200) {
      expect(completeness.body.missing).to.not.include('paymentAccount');
    }
    const gone = await app.request('DELETE', '/admin/api/user/payment-account', {
      token: prosker.token,
    });
    expect(gone.status).to.equal(204);
    const after = await app.request('GET', '/admin/api/user/payment-account', {
      token: prosker.token,
    });
    expect(after.body).to.deep.equal({ linked: false });
  });

  it('refuses a callback with another user’s state, a used state, or a made-up one', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const other = await createUser(app, 'plomero0002');
    const { code, state } = await authorize(app, prosker);
    const stolen = await app.request('POST', '/admin/api/user/payment-account/callback', {
      token: other.token,
      body: { code, state },
    });
    expect(stolen.status).to.equal(400);
    expect(stolen.body.error.code).to.equal('PAYMENT_ACCOUNT_LINK_FAILED');
    const made = await app.request('POST', '/admin/api/user/payment-account/callback', {
      token: prosker.token,
      body: { code, state: 'not-a-state' },
    });
    expect(made.body.error.code).to.equal('PAYMENT_ACCOUNT_LINK_FAILED');
    const ok = await app.request('POST', '/admin/api/user/payment-account/callback', {
      token: prosker.token,
      body: { code, state },
    });
    expect(ok.status).to.equal(200);
    const again = await app.request('POST', '/admin/api/user/payment-account/callback', {
      token: prosker.token,
      body: { code, state },
    });
    expect(again.body.error.code).to.equal('PAYMENT_ACCOUNT_LINK_FAILED');
  });

  it('refreshes a token close to expiry and keeps the new refresh token', async () => {
    const prosker = await createUser(app, 'plomero0001');
    await link(app, prosker);
    const before = await app.db('payment_accounts').where({ user_id: prosker.id }).first();
    await app
      .db('payment_accounts')
      .where({ user_id: prosker.id })
      .update({ expires_at: new Date(Date.now() + DAY) });
    const refreshed = await app.billing.tasks
      .find((j) => j.name === 'billing.refresh-tokens')!
      .run();
    expect(refreshed).to.equal(1);
    const after = await app.db('payment_accounts').where({ user_id: prosker.id }).first();
    expect(after.refresh_token_enc).to.not.equal(before.refresh_token_enc);
    expect(new Date(after.expires_at).getTime()).to.be.greaterThan(Date.now() + 100 * DAY);
    expect(after.refreshed_at).to.not.equal(null);
  });
});

describe('billing: charging a job', () => {
  const app = useTestApp();
  let client: TestUser;
  let prosker: TestUser;

  beforeEach(async () => {
    client = await createUser(app, 'cliente0001', { prosker: false });
    prosker = await createUser(app, 'plomero0001');
  });

  it('needs the prosker’s linked account', async () => {
    const token = await cardToken(app, 'APRO');
    let error: { code?: string } | undefined;
    await app.billing.chargeJob(chargeInput(7, client, prosker, token)).catch((e) => (error = e));
    expect(error?.code).to.equal('PAYMENT_ACCOUNT_REQUIRED');
  });

  it('charges with the prosker’s token and the fee, and marks it paid only from the verified notification', async () => {
    await link(app, prosker);
    const seen = paymentChanges(app, (e) => `${e.jobId}:${e.status}`);
    const answer = await app.billing.chargeJob(
      chargeInput(7, client, prosker, await cardToken(app, 'APRO')),
    );
    expect(answer).to.include({ status: 'pendingPayment', amount: 1000 });
    const expectedFee = marketplaceFee(1000, false, app.config.billing.vatBps.uy).fee;
    expect(answer.fee).to.equal(expectedFee);
    await app.mercadoPago.control.settle();
    const row = await app.db('payments').where({ job_id: 7 }).first();
    expect(row.status).to.equal('paid');
    expect(Number(row.fee_amount)).to.equal(expectedFee);
    expect(new Date(row.payout_at).getTime() - new Date(row.paid_at).getTime()).to.equal(21 * DAY);
    expect(seen).to.deep.equal(['7:paid']);
    const remote = app.mercadoPago.control
      .deliveries()
      .filter((d) => d.topic === 'payment' && d.delivered);
    expect(remote.length).to.be.greaterThan(0);
  });

  it('turns each test cardholder into its outcome', async () => {
    await link(app, prosker);
    const refused: Record<string, string> = {
      OTHE: 'cc_rejected_other_reason',
      FUND: 'cc_rejected_insufficient_amount',
      SECU: 'cc_rejected_bad_filled_security_code',
    };
    let job = 100;
    for (const [holder, detail] of Object.entries(refused)) {
      job += 1;
      let error: { code?: string; options?: { details?: { statusDetail?: string } } } | undefined;
      await app.billing
        .chargeJob(chargeInput(job, client, prosker, await cardToken(app, holder)))
        .catch((e) => (error = e));
      expect(error?.code, holder).to.equal('PAYMENT_FAILED');
      expect(error?.options?.details?.statusDetail, holder).to.equal(detail);
      expect((await app.db('payments').where({ job_id: job }).first()).status).to.equal('rejected');
    }
    const pending = await app.billing.chargeJob(
      chargeInput(200, client, prosker, await cardToken(app, 'CONT')),
    );
    expect(pending.mpStatus).to.equal('in_process');
    await app.mercadoPago.control.settle();
    const row = await app.db('payments').where({ job_id: 200 }).first();
    expect(row.status).to.equal('pendingPayment');
    await app.mercadoPago.control.approvePayment(Number(row.mp_payment_id));
    await app.mercadoPago.control.settle();
    expect((await app.db('payments').where({ job_id: 200 }).first()).status).to.equal('paid');
  });

  it('retries an open attempt with its stored key, so a retry cannot charge twice', async () => {
    await link(app, prosker);
    const token = await cardToken(app, 'CONT');
    const first = await app.billing.chargeJob(chargeInput(9, client, prosker, token));
    const second = await app.billing.chargeJob(chargeInput(9, client, prosker, token));
    expect(second.paymentId).to.equal(first.paymentId);
    const rows = await app.db('payments').where({ job_id: 9 });
    expect(rows).to.have.length(1);
    const search = await fetch(`${app.url}${MP}/v1/payments/search?external_reference=job:9`, {
      headers: { authorization: `Bearer ${app.config.mercadoPago.accessToken}` },
    });
    const found = (await search.json()) as { results: unknown[] };
    expect(found.results).to.have.length(1);
  });

  it('refunds a paid job in full once', async () => {
    await link(app, prosker);
    await app.billing.chargeJob(chargeInput(11, client, prosker, await cardToken(app, 'APRO')));
    await app.mercadoPago.control.settle();
    const refund = await app.billing.refundJob(11, 'cancelled in time');
    expect(refund).to.deep.include({ amount: 1000, refundedTotal: 1000, full: true });
    expect(await app.billing.refundJob(11, 'again')).to.equal(undefined);
    expect(await app.db('refunds')).to.have.length(1);
    expect((await app.db('payments').where({ job_id: 11 }).first()).status).to.equal('refunded');
  });
});

describe('billing: subscriptions and coupons', () => {
  const app = useTestApp({ demo: true });

  it('gives the 30-day trial once per user and makes them premium', async () => {
    const user = await createUser(app, 'premium0001');
    const first = await startSubscription(app, user);
    const quote = await app.request('POST', `/admin/api/user/subscriptions/${first}/quote`, {
      token: user.token,
      body: {},
    });
    expect(quote.body).to.include({ trial: true, trialDays: 30, discount: 0 });
    const paid = await checkout(app, user, first);
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    expect(paid.body).to.include({ status: 'active', trial: true });
    const mine = await app.request('GET', '/admin/api/user/subscription', { token: user.token });
    expect(mine.body.premium).to.equal(true);
    await app.catchUp();
    expect((await app.db('profiles').where({ user_id: user.id }).first()).is_premium).to.equal(
      true,
    );
    await app.request('PUT', `/admin/api/user/subscriptions/${first}/status`, {
      token: user.token,
      body: { action: 'cancel' },
    });
    const second = await startSubscription(app, user);
    const again = await checkout(app, user, second);
    expect(again.body).to.include({ status: 'active', trial: false });
  });

  it('makes the Mercado Pago plan again when Mercado Pago no longer has the one noted, as after a restart of the emulator', async () => {
    const first = await createUser(app, 'premium0001');
    expect((await checkout(app, first, await startSubscription(app, first))).status).to.equal(200);
    const [noted] = await app.db('mp_plan_variants').select('mp_plan_id');
    // Mercado Pago forgets every plan (the emulator's state is in memory).
    app.mercadoPago.control.reset();
    const second = await createUser(app, 'premium0002');
    const paid = await checkout(app, second, await startSubscription(app, second));
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    expect(paid.body).to.include({ status: 'active', trial: true });
    const variants = await app.db('mp_plan_variants').select('mp_plan_id');
    expect(variants).to.have.length(1);
    expect(variants[0].mp_plan_id).to.not.equal(noted.mp_plan_id);
  });

  it('explains why a coupon does not apply and uses nothing up', async () => {
    const user = await createUser(app, 'premium0001');
    const id = await startSubscription(app, user);
    const quote = (couponCode: string) =>
      app.request('POST', `/admin/api/user/subscriptions/${id}/quote`, {
        token: user.token,
        body: { couponCode },
      });
    expect((await quote('NOEXISTE')).body.error.code).to.equal('COUPON_UNKNOWN');
    expect((await quote('AGOTADO')).body.error.code).to.equal('COUPON_USED_UP');
    expect((await quote('PROSK500')).body.error.code).to.equal('COUPON_BELOW_MINIMUM');
    expect((await quote('BEMVINDO10')).body.error.code).to.equal('COUPON_NOT_APPLICABLE');
    await app.db('coupons').where({ code: 'BIENVENIDA20' }).update({ enabled: false });
    expect((await quote('BIENVENIDA20')).body.error.code).to.equal('COUPON_DISABLED');
    await app.db('coupons').where({ code: 'BIENVENIDA20' }).update({ enabled: true });
    const good = await quote('bienvenida20');
    expect(good.body).to.include({ price: 590, discount: 118, total: 472 });
    expect((await app.db('coupons').where({ code: 'BIENVENIDA20' }).first()).used_count).to.equal(
      0,
    );
  });

  it('lets exactly 10 of 50 concurrent checkouts use a coupon limited to 10', async () => {
    await app.db('coupons').insert({
      code: 'DIEZ',
      discount_type: 'percentage',
      amount: 10,
      usage_limit: 10,
    });
    const users = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createUser(app, `cupon${String(i).padStart(5, '0')}`)),
    );
    const ids = await Promise.all(users.map((u) => startSubscription(app, u)));
    const tokens = await Promise.all(users.map(() => cardToken(app, 'APRO')));
    const answers = await Promise.all(
      users.map((u, i) =>
        app.request('POST', `/admin/api/user/subscriptions/${ids[i]}/checkout`, {
          token: u.token,
          body: { cardToken: tokens[i], couponCode: 'DIEZ' },
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).to.have.length(10);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.body.error.code).to.equal('COUPON_USED_UP');
    }
    const coupon = await app.db('coupons').where({ code: 'DIEZ' }).first();
    expect(coupon.used_count).to.equal(10);
    expect(await app.db('coupon_redemptions').where({ coupon_id: coupon.id })).to.have.length(10);
  });

  it('pauses, resumes and cancels, and refuses what the state does not allow', async () => {
    const user = await createUser(app, 'premium0001');
    const id = await startSubscription(app, user);
    await checkout(app, user, id);
    const act = (action: string) =>
      app.request('PUT', `/admin/api/user/subscriptions/${id}/status`, {
        token: user.token,
        body: { action },
      });
    expect((await act('resume')).body.error.code).to.equal('SUBSCRIPTION_UPDATE_FAILED');
    expect((await act('pause')).body.status).to.equal('paused');
    expect(
      (await app.request('GET', '/admin/api/user/subscription', { token: user.token })).body
        .premium,
    ).to.equal(false);
    expect((await act('resume')).body.status).to.equal('active');
    expect((await act('cancel')).body.status).to.equal('cancelled');
    expect((await act('resume')).body.error.code).to.equal('SUBSCRIPTION_UPDATE_FAILED');
    const other = await createUser(app, 'intruso0001');
    const theirs = await app.request('PUT', `/admin/api/user/subscriptions/${id}/status`, {
      token: other.token,
      body: { action: 'pause' },
    });
    expect(theirs.status).to.equal(404);
    expect(theirs.body.error.code).to.equal('NOT_FOUND');
  });

  it('shows the payment error for a rejected card and leaves the subscription pending', async () => {
    const user = await createUser(app, 'premium0001');
    const id = await startSubscription(app, user);
    const refused = await checkout(app, user, id, 'OTHE', 'BIENVENIDA20');
    expect(refused.status).to.equal(402);
    expect(refused.body.error.code).to.equal('PAYMENT_FAILED');
    const row = await app.db('subscriptions').where({ id }).first();
    expect(row).to.include({ status: 'pending', coupon_id: null, trial: false });
    expect(await app.db('trial_uses').where({ user_id: user.id })).to.have.length(0);
    expect((await app.db('coupons').where({ code: 'BIENVENIDA20' }).first()).used_count).to.equal(
      0,
    );
  });

  it('pauses the subscription when a renewal fails, from the notifications', async () => {
    const user = await createUser(app, 'premium0001');
    const id = await startSubscription(app, user);
    await checkout(app, user, id);
    const row = await app.db('subscriptions').where({ id }).first();
    app.mercadoPago.control.failNextRenewal(row.mp_preapproval_id);
    await app.mercadoPago.control.advanceClock(31 * DAY);
    await app.mercadoPago.control.settle();
    const after = await app.db('subscriptions').where({ id }).first();
    expect(after.status).to.equal('paused');
    expect(after.last_payment_status).to.equal('rejected');
    const mine = await app.request('GET', '/admin/api/user/subscription', { token: user.token });
    expect(mine.body.premium).to.equal(false);
    const renewal = await app.db('payments').where({ subscription_id: id }).first();
    expect(renewal.status).to.equal('rejected');
  });

  it('subscribes in the br region in BRL', async () => {
    const user = await createUser(app, 'assinante01');
    const id = await startSubscription(app, user, 'br');
    const paid = await checkout(app, user, id, 'APRO', 'BEMVINDO10', 'br');
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    expect(paid.body).to.include({ currency: 'BRL', status: 'active', amount: 29.9, discount: 10 });
  });
});

describe('billing: notifications', () => {
  const app = useTestApp();

  /** A paid job whose row we put back to pending, so a notification has something to do. */
  async function pendingPaidJob() {
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const prosker = await createUser(app, 'plomero0001');
    await link(app, prosker);
    await app.billing.chargeJob(chargeInput(5, client, prosker, await cardToken(app, 'APRO')));
    await app.mercadoPago.control.settle();
    const row = await app.db('payments').where({ job_id: 5 }).first();
    await app
      .db('payments')
      .where({ id: row.id })
      .update({ status: 'pendingPayment', paid_at: null, payout_at: null });
    const seller = await app.db('payment_accounts').where({ user_id: prosker.id }).first();
    return { mpPaymentId: String(row.mp_payment_id), sellerMpId: Number(seller.mp_user_id) };
  }

  const deliver = (dataId: string, options: DeliveryOptions = {}) =>
    deliverPaymentNotification(app, dataId, options);

  it('refuses forged, tampered and stale notifications with 401 and changes nothing', async () => {
    const { mpPaymentId, sellerMpId } = await pendingPaidJob();
    const forged = await deliver(mpPaymentId, { secret: 'not-the-secret', sellerMpId });
    const tampered = await deliver(mpPaymentId, { signedId: '999999', sellerMpId });
    const stale = await deliver(mpPaymentId, { ts: Date.now() - 60 * 60 * 1000, sellerMpId });
    const unsigned = await app.request(
      'POST',
      `/admin/api/webhooks/mercadopago?data.id=${mpPaymentId}&type=payment`,
      { body: { data: { id: mpPaymentId } } },
    );
    for (const res of [forged, tampered, stale, unsigned]) {
      expect(res.status).to.equal(401);
      expect(res.body.error.code).to.equal('WEBHOOK_SIGNATURE_INVALID');
    }
    expect((await app.db('payments').where({ job_id: 5 }).first()).status).to.equal(
      'pendingPayment',
    );
  });

  it('acts on a replayed notification once', async () => {
    const { mpPaymentId, sellerMpId } = await pendingPaidJob();
    const seen = paymentChanges(app);
    const requestId = randomUUID();
    const first = await deliver(mpPaymentId, { requestId, sellerMpId });
    const replay = await deliver(mpPaymentId, { requestId, sellerMpId });
    expect(first.body).to.deep.equal({ received: true, duplicate: false });
    expect(replay.body).to.deep.equal({ received: true, duplicate: true });
    expect((await app.db('payments').where({ job_id: 5 }).first()).status).to.equal('paid');
    expect(seen).to.deep.equal(['paid']);
  });

  it('changes the state once when the same notification arrives 50 times at once', async () => {
    const { mpPaymentId, sellerMpId } = await pendingPaidJob();
    const seen = paymentChanges(app);
    const requestId = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 50 }, () => deliver(mpPaymentId, { requestId, sellerMpId })),
    );
    expect(same.every((r) => r.status === 200)).to.equal(true);
    expect(same.filter((r) => r.body.duplicate === false)).to.have.length(1);
    // Separate notifications about the same payment (new request ids) change nothing more.
    await Promise.all(Array.from({ length: 20 }, () => deliver(mpPaymentId, { sellerMpId })));
    expect(seen).to.deep.equal(['paid']);
    expect((await app.db('payments').where({ job_id: 5 }).first()).status).to.equal('paid');
  });
});
