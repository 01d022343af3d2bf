import { expect } from 'chai';
import type { DomainEvent } from '../../platform/events';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/users';
import { TRIAL_ENDING_TASK, REFRESH_TOKENS_TASK } from './index';
import { createSealer } from './sealer';
import { checkout, link, startSubscription } from './test-kit';

const DAY = 24 * 60 * 60 * 1000;

type BillingChanged = Extract<DomainEvent, { type: 'billing.changed' }>;

/** The outbox's `billing.changed` events, oldest first. */
async function told(app: TestApp) {
  const rows = await app
    .db('outbox_events')
    .where({ type: 'billing.changed' })
    .orderBy('id')
    .select('payload');
  return rows.map((r) => r.payload as BillingChanged);
}

const task = (app: TestApp, name: string) => app.billing.tasks.find((t) => t.name === name)!;

/** A user with an active subscription (its trial when `trial`); answers its row. */
async function subscribed(app: TestApp, user: TestUser, trial = true) {
  const id = await startSubscription(app, user);
  // The trial is once per user: a used one makes this checkout charge at once.
  if (!trial) await app.db('trial_uses').insert({ user_id: user.id, subscription_id: id });
  const paid = await checkout(app, user, id);
  expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
  expect(paid.body).to.include({ status: 'active', trial });
  await app.mercadoPago.control.settle();
  return app.db('subscriptions').where({ id }).first();
}

describe('billing: the events notices are made of', () => {
  const app = useTestApp();

  it('tells a pause, a resume and a cancellation by the user once each, even when Mercado Pago notifies them too', async () => {
    const user = await createUser(app, 'premium0001');
    const row = await subscribed(app, user);
    for (const action of ['pause', 'resume', 'cancel']) {
      const res = await app.request('PUT', `/admin/api/user/subscriptions/${row.id}/status`, {
        token: user.token,
        body: { action },
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      await app.mercadoPago.control.settle();
    }
    const events = await told(app);
    expect(events.map((e) => e.change)).to.deep.equal(['paused', 'resumed', 'cancelled']);
    for (const event of events) {
      expect(event).to.include({
        userId: user.id,
        amount: Number(row.amount),
        currency: row.currency,
      });
      expect(event.ref).to.match(new RegExp(`^subscription:${row.id}:${event.change}:\\d+$`));
    }
  });

  it('tells an approved renewal with the next charge date, and not the first charge of a checkout', async () => {
    const user = await createUser(app, 'premium0001');
    const row = await subscribed(app, user, false);
    expect(await app.db('payments').where({ subscription_id: row.id })).to.have.length(1);
    expect(await told(app)).to.deep.equal([]);

    await app.mercadoPago.control.advanceClock(31 * DAY);
    await app.mercadoPago.control.settle();
    const renewal = await app
      .db('payments')
      .where({ subscription_id: row.id })
      .orderBy('id', 'desc')
      .first();
    expect(renewal.status).to.equal('paid');
    const events = await told(app);
    expect(events).to.have.length(1);
    expect(events[0]).to.include({
      userId: user.id,
      change: 'renewed',
      ref: `renewal:${renewal.mp_payment_id}:renewed`,
      amount: Number(row.amount),
      currency: row.currency,
    });
    expect(new Date(events[0].date!).getTime()).to.be.greaterThan(
      new Date(renewal.created_at).getTime() + 20 * DAY,
    );
  });

  it('tells a failed renewal and the pause Mercado Pago makes of it', async () => {
    const user = await createUser(app, 'premium0001');
    const row = await subscribed(app, user);
    app.mercadoPago.control.failNextRenewal(row.mp_preapproval_id);
    await app.mercadoPago.control.advanceClock(31 * DAY);
    await app.mercadoPago.control.settle();
    const failed = await app.db('payments').where({ subscription_id: row.id }).first();
    expect(failed.status).to.equal('rejected');
    const events = await told(app);
    expect(events.map((e) => e.change).sort()).to.deep.equal(['paused', 'renewalFailed']);
    expect(events.find((e) => e.change === 'renewalFailed')).to.include({
      userId: user.id,
      ref: `renewal:${failed.mp_payment_id}:renewalFailed`,
    });
  });

  it('tells a trial ending within three days once, even when the task runs twice at once', async () => {
    const soon = await subscribed(app, await createUser(app, 'premium0001'));
    const later = await subscribed(app, await createUser(app, 'premium0002'));
    const endsAt = new Date(Date.now() + 2 * DAY);
    await app.db('subscriptions').where({ id: soon.id }).update({ trial_ends_at: endsAt });
    await app
      .db('subscriptions')
      .where({ id: later.id })
      .update({ trial_ends_at: new Date(Date.now() + 5 * DAY) });
    const run = task(app, TRIAL_ENDING_TASK).run as () => Promise<number>;
    const counts = await Promise.all([run(), run()]);
    expect(counts[0] + counts[1]).to.equal(1);
    expect(await run()).to.equal(0);
    expect(await told(app)).to.deep.equal([
      {
        type: 'billing.changed',
        userId: Number(soon.user_id),
        change: 'trialEnding',
        ref: `trial:${soon.id}`,
        amount: Number(soon.amount),
        currency: soon.currency,
        date: endsAt.toISOString(),
      },
    ]);
  });

  it('tells a seller whose token Mercado Pago refuses to refresh, by the same ref each run', async () => {
    const prosker = await createUser(app, 'plomero0001');
    await link(app, prosker);
    const sealer = createSealer(app.config.billing.paymentTokenKey);
    const expiresAt = new Date(Date.now() + DAY);
    await app
      .db('payment_accounts')
      .where({ user_id: prosker.id })
      .update({ expires_at: expiresAt, refresh_token_enc: sealer.seal('TG-not-a-token') });
    await task(app, REFRESH_TOKENS_TASK).run();
    await task(app, REFRESH_TOKENS_TASK).run();
    const expected = {
      type: 'billing.changed',
      userId: prosker.id,
      change: 'linkFailing',
      ref: `link:${prosker.id}:${expiresAt.getTime()}`,
      date: expiresAt.toISOString(),
    };
    expect(await told(app)).to.deep.equal([expected, expected]);
  });
});
