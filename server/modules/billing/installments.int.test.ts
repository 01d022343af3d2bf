import { expect } from 'chai';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/users';
import { MP, cardToken } from './test-kit';

const DAY = 24 * 60 * 60 * 1000;

/** Mercado Pago's own records of a reference, read with the marketplace's token. */
async function atMercadoPago(app: TestApp, kind: 'v1/payments' | 'preapproval', id: number) {
  const res = await fetch(
    `${app.url}${MP}/${kind}/search?external_reference=subscription%3A${id}`,
    { headers: { authorization: `Bearer ${app.config.mercadoPago.accessToken}` } },
  );
  return ((await res.json()) as { results: Array<Record<string, unknown>> }).results;
}

/** A pending subscription of the region's plan of `period`, for a user whose trial is used. */
async function pendingOf(app: TestApp, user: TestUser, period: string, trialUsed = true) {
  const plans = (await app.request('GET', '/admin/api/plans?region=uy')).body.data as Array<{
    id: number;
    period: string;
    premium: boolean;
    price: number;
  }>;
  const plan = plans.find((p) => p.premium && p.period === period)!;
  const res = await app.request('POST', '/admin/api/user/subscriptions', {
    token: user.token,
    body: { planId: plan.id },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  const id = res.body.id as number;
  if (trialUsed) {
    // Taken by an earlier subscription, as a returning subscriber's trial is.
    const [earlier] = await app
      .db('subscriptions')
      .insert({ user_id: user.id, plan_id: plan.id, amount: plan.price, currency: 'UYU' })
      .returning('id');
    await app.db('subscriptions').where({ id: earlier.id }).update({ status: 'cancelled' });
    await app.db('trial_uses').insert({ user_id: user.id, subscription_id: earlier.id });
  }
  return { id, price: plan.price };
}

async function payInInstallments(
  app: TestApp,
  user: TestUser,
  id: number,
  installments: number,
  holders: { payment?: string; preapproval?: string } = {},
) {
  return app.request('POST', `/admin/api/user/subscriptions/${id}/checkout`, {
    token: user.token,
    body: {
      cardToken: await cardToken(app, holders.preapproval ?? 'APRO'),
      paymentCardToken: await cardToken(app, holders.payment ?? 'APRO'),
      paymentMethodId: 'master',
      installments,
    },
  });
}

describe('billing: the first period of a longer plan paid in installments', () => {
  const app = useTestApp();

  it('pays a quarterly plan’s first period in 3 installments and starts the recurring charges when it ends', async () => {
    const user = await createUser(app, 'cuotas0001');
    const { id, price } = await pendingOf(app, user, 'quarterly');
    const quote = await app.request('POST', `/admin/api/user/subscriptions/${id}/quote`, {
      token: user.token,
      body: {},
    });
    expect(quote.body).to.include({ installmentsUpTo: 3, trial: false, total: price });

    const paid = await payInInstallments(app, user, id, 3);
    expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    // The emulator's rate for 3 installments is 8.99 %.
    const each = Math.round(((price * 1.0899) / 3) * 100) / 100;
    expect(paid.body).to.include({ status: 'active', installments: 3, installmentAmount: each });

    const row = await app.db('subscriptions').where({ id }).first();
    const [payment] = await app.db('payments').where({ subscription_id: id });
    expect(payment).to.include({ kind: 'subscription', status: 'paid', installments: 3 });
    expect(payment.idempotency_key).to.equal(row.first_payment_key);
    expect(Number(payment.amount)).to.equal(price);

    const [charged] = await atMercadoPago(app, 'v1/payments', id);
    expect(charged).to.include({ installments: 3, transaction_amount: price, status: 'approved' });
    expect(String(charged.id)).to.equal(String(payment.mp_payment_id));
    const [preapproval] = await atMercadoPago(app, 'preapproval', id);
    expect(preapproval.status).to.equal('authorized');
    // Nothing charged by the preapproval yet: its first charge is when the paid period ends.
    const due = new Date(String(preapproval.next_payment_date)).getTime();
    expect(due).to.be.greaterThan(Date.now() + 88 * DAY);
    expect(due).to.be.lessThan(Date.now() + 93 * DAY);
    expect(new Date(row.next_payment_date).getTime()).to.equal(due);
    expect(await atMercadoPago(app, 'v1/payments', id)).to.have.length(1);

    const shown = await app.request('GET', '/admin/api/user/subscription', { token: user.token });
    expect(shown.body.subscription).to.include({ installments: 3, installmentAmount: each });

    // When the paid period ends, the preapproval charges a whole period, told as a renewal.
    await app.mercadoPago.control.advanceClock(93 * DAY);
    await app.mercadoPago.control.settle();
    const charges = await app.db('payments').where({ subscription_id: id }).orderBy('id');
    expect(charges.map((p) => [p.status, Number(p.amount), p.installments])).to.deep.equal([
      ['paid', price, 3],
      ['paid', price, null],
    ]);
    const told = await app.db('outbox_events').where({ type: 'billing.changed' }).select('payload');
    expect(told.map((r) => r.payload.change)).to.deep.equal(['renewed']);
  });

  it('refuses installments a plan does not offer with SUBSCRIPTION_INSTALLMENTS_NOT_OFFERED and creates nothing', async () => {
    const user = await createUser(app, 'cuotas0002');
    const monthly = await pendingOf(app, user, 'monthly');
    const quote = await app.request('POST', `/admin/api/user/subscriptions/${monthly.id}/quote`, {
      token: user.token,
      body: {},
    });
    expect(quote.body.installmentsUpTo).to.equal(1);
    const other = await createUser(app, 'cuotas0003');
    const quarterly = await pendingOf(app, other, 'quarterly');
    const trialing = await createUser(app, 'cuotas0004');
    const withTrial = await pendingOf(app, trialing, 'annual', false);

    const cases: Array<[TestUser, number, number]> = [
      [user, monthly.id, 3], // a monthly plan offers none
      [other, quarterly.id, 6], // more than the period's months
      [other, quarterly.id, 2], // a number Mercado Pago does not offer
      [trialing, withTrial.id, 12], // a trial charges nothing today
    ];
    for (const [who, id, count] of cases) {
      const res = await payInInstallments(app, who, id, count);
      expect(res.status, `${id} in ${count}`).to.equal(422);
      expect(res.body.error.code).to.equal('SUBSCRIPTION_INSTALLMENTS_NOT_OFFERED');
      const row = await app.db('subscriptions').where({ id }).first();
      expect(row).to.include({ status: 'pending', installments: 1, checkout_at: null });
      expect(row.first_payment_key).to.equal(null);
      expect(await app.db('payments').where({ subscription_id: id })).to.have.length(0);
      expect(await atMercadoPago(app, 'v1/payments', id)).to.have.length(0);
      expect(await atMercadoPago(app, 'preapproval', id)).to.have.length(0);
    }
    // The trial stays the user's to take.
    expect(await app.db('trial_uses').where({ user_id: trialing.id })).to.have.length(0);
  });

  it('refuses another user’s subscription and a checkout in installments without its own card token, creating nothing', async () => {
    const owner = await createUser(app, 'cuotas0007');
    const stranger = await createUser(app, 'cuotas0008');
    const { id } = await pendingOf(app, owner, 'annual');
    const theirs = await payInInstallments(app, stranger, id, 12);
    expect(theirs.status).to.equal(404);
    expect(theirs.body.error.code).to.equal('NOT_FOUND');
    const oneToken = await app.request('POST', `/admin/api/user/subscriptions/${id}/checkout`, {
      token: owner.token,
      body: { cardToken: await cardToken(app, 'APRO'), installments: 12 },
    });
    expect(oneToken.status).to.equal(422);
    expect(oneToken.body.error.code).to.equal('VALIDATION_FAILED');
    expect(
      oneToken.body.error.details.fields.map((f: { field: string }) => f.field),
    ).to.have.members(['paymentCardToken', 'paymentMethodId']);
    expect(await app.db('subscriptions').where({ id }).first()).to.include({
      status: 'pending',
      checkout_at: null,
    });
    expect(await app.db('payments').where({ subscription_id: id })).to.have.length(0);
    expect(await atMercadoPago(app, 'v1/payments', id)).to.have.length(0);
  });

  it('charges the first period once when the checkout is sent twice at once and again after it', async () => {
    const user = await createUser(app, 'cuotas0005');
    const { id } = await pendingOf(app, user, 'halfYearly');
    const [a, b] = await Promise.all([
      payInInstallments(app, user, id, 6),
      payInInstallments(app, user, id, 6),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses, JSON.stringify([a.body, b.body])).to.deep.equal([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(['SUBSCRIPTION_CHECKOUT_IN_PROGRESS', 'SUBSCRIPTION_UPDATE_FAILED']).to.include(
      lost.body.error.code,
    );
    const again = await payInInstallments(app, user, id, 6);
    expect(again.status).to.equal(409);
    expect(again.body.error.code).to.equal('SUBSCRIPTION_UPDATE_FAILED');
    expect(await atMercadoPago(app, 'v1/payments', id)).to.have.length(1);
    expect(await atMercadoPago(app, 'preapproval', id)).to.have.length(1);
    expect(await app.db('payments').where({ subscription_id: id })).to.have.length(1);
  });

  it('refunds the first period in full and gives the claim back when the preapproval is refused', async () => {
    const user = await createUser(app, 'cuotas0006');
    const { id, price } = await pendingOf(app, user, 'quarterly');
    const res = await payInInstallments(app, user, id, 3, { preapproval: 'OTHE' });
    expect(res.status, JSON.stringify(res.body)).to.equal(402);
    expect(res.body.error.code).to.equal('PAYMENT_FAILED');
    const [payment] = await app.db('payments').where({ subscription_id: id });
    expect(payment.status).to.equal('refunded');
    expect(Number(payment.refunded_amount)).to.equal(price);
    const [charged] = await atMercadoPago(app, 'v1/payments', id);
    expect(charged.status).to.equal('refunded');
    const row = await app.db('subscriptions').where({ id }).first();
    expect(row).to.include({ status: 'pending', checkout_at: null, installments: 1 });
    // Paid again with a good card: a new payment with a new key.
    const retry = await payInInstallments(app, user, id, 3);
    expect(retry.status, JSON.stringify(retry.body)).to.equal(200);
    const keys = (await app.db('payments').where({ subscription_id: id })).map(
      (p) => p.idempotency_key,
    );
    expect(new Set(keys).size).to.equal(2);
  });
});
