import { expect } from 'chai';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { checkout, startSubscription } from './test-kit';
import { staffToken, supportToken, listQuery } from '../../test/answers';

/** A back-office list as react-admin asks for it. */
const listOf = (
  app: TestApp,
  token: string,
  resource: string,
  params: Parameters<typeof listQuery>[0],
  headers?: Record<string, string>,
) => app.request('GET', `/backoffice/api/${resource}?${listQuery(params)}`, { token, headers });

const NEW_PLAN = {
  region: 'uy',
  name_es: 'Premium bienal',
  name_en: 'Premium biennial',
  name_br: 'Premium bienal',
  price: 9990.5,
  period: 'annual',
  premium: true,
  popular: false,
  inclusions: { es: ['Todo'], en: ['Everything'], br: ['Tudo'] },
  position: 9,
};

const NEW_COUPON = {
  code: 'verano25',
  description: '25% en verano',
  discountType: 'percentage',
  amount: 25,
  minOrder: 0,
  usageLimit: 100,
};

/** A subscription row as a finished checkout leaves it, without going through Mercado Pago. */
async function insertSubscription(
  app: TestApp,
  values: { status: string; planId?: number; couponId?: number; preapproval?: string | null },
) {
  const user = await app.db('users').where({ email: 'prosker@prosk.uy' }).first('id');
  const plan =
    values.planId === undefined
      ? await app.db('plans').where({ region: 'uy', period: 'monthly', premium: true }).first()
      : await app.db('plans').where({ id: values.planId }).first();
  const [row] = await app
    .db('subscriptions')
    .insert({
      user_id: user.id,
      plan_id: plan.id,
      status: values.status,
      amount: plan.price,
      currency: plan.currency,
      coupon_id: values.couponId ?? null,
      mp_preapproval_id:
        values.preapproval === undefined ? 'fake-preapproval-1' : values.preapproval,
      started_at: values.status === 'pending' ? null : new Date(),
    })
    .returning('*');
  return { id: Number(row.id), userId: Number(user.id), planId: Number(plan.id) };
}

describe('staff managing plans, coupons and subscriptions', () => {
  const app = useTestApp({ demo: true });

  it('answers staff only, and support staff may read but change nothing', async () => {
    for (const resource of ['plans', 'coupons', 'subscriptions']) {
      const anonymous = await app.request('GET', `/backoffice/api/${resource}`);
      expect(anonymous.status, resource).to.equal(401);
    }
    const support = await supportToken(app);
    const plans = await app.request('GET', '/backoffice/api/plans', { token: support });
    expect(plans.status).to.equal(200);
    const planId = plans.body[0].id;
    const coupons = await app.request('GET', '/backoffice/api/coupons', { token: support });
    expect(coupons.status).to.equal(200);
    const couponId = coupons.body[0].id;
    const subscription = await insertSubscription(app, { status: 'active' });
    const denied = [
      await app.request('POST', '/backoffice/api/plans', { token: support, body: NEW_PLAN }),
      await app.request('PUT', `/backoffice/api/plans/${planId}`, {
        token: support,
        body: plans.body[0],
      }),
      await app.request('DELETE', `/backoffice/api/plans/${planId}`, { token: support }),
      await app.request('POST', '/backoffice/api/coupons', { token: support, body: NEW_COUPON }),
      await app.request('PUT', `/backoffice/api/coupons/${couponId}`, {
        token: support,
        body: coupons.body[0],
      }),
      await app.request('DELETE', `/backoffice/api/coupons/${couponId}`, { token: support }),
      await app.request('PUT', `/backoffice/api/subscriptions/${subscription.id}`, {
        token: support,
        body: { action: 'pause' },
      }),
    ];
    for (const res of denied) {
      expect(res.status).to.equal(403);
      expect(res.body.error.code).to.equal('PERMISSION_DENIED');
    }
    const shown = await app.request('GET', `/backoffice/api/subscriptions/${subscription.id}`, {
      token: support,
    });
    expect(shown.status).to.equal(200);
    expect(shown.body.status).to.equal('active');
  });

  it('lists the seeded plans filtered by region, premium and enabled, with Content-Range', async () => {
    const token = await staffToken(app);
    const all = await app.request('GET', '/backoffice/api/plans', { token });
    expect(all.headers.get('content-range')).to.equal('plans 0-9/10');
    const brazil = await listOf(app, token, 'plans', {
      filter: { region: 'br' },
      sort: ['price', 'DESC'],
    });
    expect(brazil.headers.get('content-range')).to.equal('plans 0-4/5');
    expect(brazil.body.map((p: { price: number }) => p.price)).to.deep.equal([
      359.9, 199.9, 107.9, 39.9, 0,
    ]);
    expect(brazil.body[0]).to.include({ currency: 'BRL', period: 'annual', popular: true });
    expect(brazil.body[0].inclusions.br).to.include('30 dias de teste grátis');
    const free = await listOf(app, token, 'plans', { filter: { premium: false } });
    expect(free.headers.get('content-range')).to.equal('plans 0-1/2');
    expect(free.body.every((p: { price: number }) => p.price === 0)).to.equal(true);
    await app.db('plans').where({ region: 'uy', period: 'quarterly' }).update({ enabled: false });
    const disabled = await listOf(app, token, 'plans', { filter: { enabled: false } });
    expect(disabled.headers.get('content-range')).to.equal('plans 0-0/1');
    expect(disabled.body[0]).to.include({ region: 'uy', period: 'quarterly', enabled: false });
    const page = await listOf(app, token, 'plans', { range: [2, 3], sort: ['id', 'ASC'] });
    expect(page.headers.get('content-range')).to.equal('plans 2-3/10');
    const badSort = await listOf(app, token, 'plans', { sort: ['inclusions', 'ASC'] });
    expect(badSort.status).to.equal(422);
  });

  it('creates and edits plans, with the currency of the region, and refuses what the constraints forbid', async () => {
    const token = await staffToken(app);
    const created = await app.request('POST', '/backoffice/api/plans', { token, body: NEW_PLAN });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({
      currency: 'UYU',
      price: 9990.5,
      enabled: true,
      subscriptions: 0,
    });
    expect(created.body.inclusions).to.deep.equal(NEW_PLAN.inclusions);

    const monthly = await app.db('plans').where({ region: 'br', period: 'monthly', premium: true });
    const current = (await app.request('GET', `/backoffice/api/plans/${monthly[0].id}`, { token }))
      .body;
    const edited = await app.request('PUT', `/backoffice/api/plans/${current.id}`, {
      token,
      // The whole record back, read-only fields included, as react-admin sends it.
      body: { ...current, price: 44.9 },
    });
    expect(edited.status).to.equal(200);
    expect(edited.body.price).to.equal(44.9);
    const storefront = await app.request('GET', '/admin/api/plans?region=br');
    const offered = storefront.body.data.find((p: { id: number }) => p.id === current.id);
    expect(offered.price).to.equal(44.9);

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...NEW_PLAN, premium: false, price: 10 }, 'price', 'fields.freePlanPrice'],
      [{ ...NEW_PLAN, currency: 'BRL' }, 'currency', 'fields.regionCurrency'],
      [{ ...NEW_PLAN, price: -1 }, 'price', 'fields.notNegative'],
      [{ ...NEW_PLAN, price: 10.555 }, 'price', 'fields.money'],
      [{ ...NEW_PLAN, period: 'weekly' }, 'period', 'fields.invalid'],
      [{ ...NEW_PLAN, region: 'ar' }, 'region', 'fields.invalid'],
    ];
    for (const [body, field, code] of refusals) {
      const res = await app.request('POST', '/backoffice/api/plans', { token, body });
      expect(res.status, JSON.stringify(body)).to.equal(422);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      expect(res.body.error.details.fields[0]).to.include({ field, code });
      expect(res.body.error.details.fields[0].message).to.be.a('string').and.not.equal(code);
    }

    // The table's own check speaks when the schema cannot know: the free plan, left
    // non-premium, cannot be given a price.
    const freePlan = await app.db('plans').where({ region: 'uy', premium: false }).first();
    const { premium: _premium, ...withoutPremium } = (
      await app.request('GET', `/backoffice/api/plans/${freePlan.id}`, { token })
    ).body;
    const priced = await app.request('PUT', `/backoffice/api/plans/${freePlan.id}`, {
      token,
      body: { ...withoutPremium, price: 100 },
      headers: { 'Accept-Language': 'en' },
    });
    expect(priced.status).to.equal(422);
    expect(priced.body.error.details.fields[0]).to.deep.equal({
      field: 'price',
      code: 'fields.freePlanPrice',
      message: 'A plan that is not premium must cost 0.',
    });
  });

  it('deletes an unused plan, but one with subscriptions only changes in what does not bill', async () => {
    const token = await staffToken(app);
    const unused = await app.request('POST', '/backoffice/api/plans', { token, body: NEW_PLAN });
    const deleted = await app.request('DELETE', `/backoffice/api/plans/${unused.body.id}`, {
      token,
    });
    expect(deleted.status).to.equal(200);
    expect(deleted.body.name_es).to.equal('Premium bienal');
    expect(await app.db('plans').where({ id: unused.body.id }).first()).to.equal(undefined);

    const { planId } = await insertSubscription(app, { status: 'cancelled', preapproval: null });
    const refused = await app.request('DELETE', `/backoffice/api/plans/${planId}`, { token });
    expect(refused.status).to.equal(409);
    expect(refused.body.error.code).to.equal('PLAN_IN_USE');

    const plan = (await app.request('GET', `/backoffice/api/plans/${planId}`, { token })).body;
    expect(plan.subscriptions).to.equal(1);
    const period = await app.request('PUT', `/backoffice/api/plans/${planId}`, {
      token,
      body: { ...plan, period: 'annual' },
    });
    expect(period.status).to.equal(409);
    expect(period.body.error.code).to.equal('PLAN_IN_USE');
    expect(period.body.error.details.fields[0].field).to.equal('period');

    const disabled = await app.request('PUT', `/backoffice/api/plans/${planId}`, {
      token,
      body: { ...plan, enabled: false, price: 650, name_en: 'Premium, monthly' },
    });
    expect(disabled.status).to.equal(200);
    expect(disabled.body).to.include({ enabled: false, price: 650, name_en: 'Premium, monthly' });
    const missing = await app.request('DELETE', '/backoffice/api/plans/999999', { token });
    expect(missing.status).to.equal(404);
  });

  it('creates coupons with a use count of 0 that the API never writes', async () => {
    const token = await staffToken(app);
    const created = await app.request('POST', '/backoffice/api/coupons', {
      token,
      body: { ...NEW_COUPON, usedCount: 50, used_count: 50, redemptions: 3 },
    });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({
      code: 'VERANO25',
      usedCount: 0,
      redemptions: 0,
      currency: null,
      enabled: true,
    });
    await app.db('coupons').where({ id: created.body.id }).update({ used_count: 7 });
    const edited = await app.request('PUT', `/backoffice/api/coupons/${created.body.id}`, {
      token,
      body: { ...created.body, usedCount: 0, description: 'Verano', enabled: false },
    });
    expect(edited.status).to.equal(200);
    expect(edited.body).to.include({ usedCount: 7, description: 'Verano', enabled: false });

    const below = await app.request('PUT', `/backoffice/api/coupons/${created.body.id}`, {
      token,
      body: { ...edited.body, usageLimit: 5 },
    });
    expect(below.status).to.equal(422);
    expect(below.body.error.details.fields[0]).to.include({
      field: 'usageLimit',
      code: 'fields.usageBelowUsed',
    });
    expect(below.body.error.details.fields[0].message).to.contain('7');
  });

  it('refuses coupons the constraints forbid, as field errors', async () => {
    const token = await staffToken(app);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...NEW_COUPON, amount: 150 }, 'amount', 'fields.percentage'],
      [{ ...NEW_COUPON, amount: 0 }, 'amount', 'fields.positive'],
      [
        { ...NEW_COUPON, discountType: 'fixed', amount: 100 },
        'currency',
        'fields.currencyRequired',
      ],
      [
        { ...NEW_COUPON, discountType: 'fixed', amount: 100, currency: 'USD' },
        'currency',
        'fields.currencyRequired',
      ],
      [{ ...NEW_COUPON, minOrder: -5 }, 'minOrder', 'fields.notNegative'],
      [{ ...NEW_COUPON, usageLimit: -1 }, 'usageLimit', 'fields.notNegative'],
      [{ ...NEW_COUPON, code: 'con espacios' }, 'code', 'fields.couponCode'],
      [{ ...NEW_COUPON, code: 'bienvenida20' }, 'code', 'fields.couponCodeTaken'],
      [{ ...NEW_COUPON, discountType: 'gift' }, 'discountType', 'fields.invalid'],
    ];
    for (const [body, field, code] of refusals) {
      const res = await app.request('POST', '/backoffice/api/coupons', { token, body });
      expect(res.status, JSON.stringify(body)).to.equal(422);
      expect(res.body.error.details.fields[0], JSON.stringify(body)).to.include({ field, code });
    }
    // A fixed discount keeps its currency; a percentage never has one.
    const fixed = await app.request('POST', '/backoffice/api/coupons', {
      token,
      body: {
        ...NEW_COUPON,
        code: 'MENOS300',
        discountType: 'fixed',
        amount: 300,
        currency: 'UYU',
      },
    });
    expect(fixed.body).to.include({ discountType: 'fixed', amount: 300, currency: 'UYU' });
    const percentage = await app.request('PUT', `/backoffice/api/coupons/${fixed.body.id}`, {
      token,
      body: { ...fixed.body, discountType: 'percentage', amount: 10 },
    });
    expect(percentage.body).to.include({ discountType: 'percentage', currency: null });
  });

  it('lists coupons searched by code and filtered by enabled, with Content-Range', async () => {
    const token = await staffToken(app);
    const all = await app.request('GET', '/backoffice/api/coupons', { token });
    expect(all.headers.get('content-range')).to.equal('coupons 0-3/4');
    const search = await listOf(app, token, 'coupons', { filter: { q: 'bien' } });
    expect(search.body.map((c: { code: string }) => c.code)).to.deep.equal(['BIENVENIDA20']);
    await app.db('coupons').where({ code: 'AGOTADO' }).update({ enabled: false });
    const enabled = await listOf(app, token, 'coupons', {
      filter: { enabled: true },
      sort: ['code', 'ASC'],
    });
    expect(enabled.headers.get('content-range')).to.equal('coupons 0-2/3');
    expect(enabled.body.map((c: { code: string }) => c.code)).to.deep.equal([
      'BEMVINDO10',
      'BIENVENIDA20',
      'PROSK500',
    ]);
    const badFilter = await listOf(app, token, 'coupons', { filter: { enabled: 'maybe' } });
    expect(badFilter.status).to.equal(422);
  });

  it('deletes a coupon never redeemed and refuses one that was', async () => {
    const token = await staffToken(app);
    const unused = await app.request('POST', '/backoffice/api/coupons', {
      token,
      body: NEW_COUPON,
    });
    const deleted = await app.request('DELETE', `/backoffice/api/coupons/${unused.body.id}`, {
      token,
    });
    expect(deleted.status).to.equal(200);
    expect(deleted.body.code).to.equal('VERANO25');

    const coupon = await app.db('coupons').where({ code: 'PROSK500' }).first();
    const subscription = await insertSubscription(app, { status: 'active', couponId: coupon.id });
    await app.db('coupon_redemptions').insert({
      coupon_id: coupon.id,
      user_id: subscription.userId,
      subscription_id: subscription.id,
    });
    await app.db('coupons').where({ id: coupon.id }).increment('used_count', 1);
    const refused = await app.request('DELETE', `/backoffice/api/coupons/${coupon.id}`, {
      token,
    });
    expect(refused.status).to.equal(409);
    expect(refused.body.error.code).to.equal('COUPON_IN_USE');
    const shown = await app.request('GET', `/backoffice/api/coupons/${coupon.id}`, { token });
    expect(shown.body).to.include({ usedCount: 1, redemptions: 1 });
  });

  it('lists subscriptions with their user and plan, filtered by status, user and plan', async () => {
    const token = await staffToken(app);
    const empty = await app.request('GET', '/backoffice/api/subscriptions', { token });
    expect(empty.status).to.equal(200);
    expect(empty.body).to.deep.equal([]);
    expect(empty.headers.get('content-range')).to.equal('subscriptions 0-0/0');

    const active = await insertSubscription(app, { status: 'active' });
    const annual = await app.db('plans').where({ region: 'uy', period: 'annual' }).first();
    await insertSubscription(app, { status: 'cancelled', planId: annual.id, preapproval: 'p-2' });
    const client = await app.db('users').where({ email: 'cliente@prosk.uy' }).first('id');
    await app.db('subscriptions').insert({
      user_id: client.id,
      plan_id: annual.id,
      status: 'pending',
      amount: annual.price,
      currency: 'UYU',
    });

    const all = await listOf(
      app,
      token,
      'subscriptions',
      { sort: ['id', 'ASC'] },
      { 'Accept-Language': 'en' },
    );
    expect(all.headers.get('content-range')).to.equal('subscriptions 0-2/3');
    expect(all.body[0]).to.include({
      id: active.id,
      userId: active.userId,
      userEmail: 'prosker@prosk.uy',
      planId: active.planId,
      planName: 'Premium monthly',
      status: 'active',
      amount: 590,
      currency: 'UYU',
      mpPreapprovalId: 'fake-preapproval-1',
    });
    expect(all.body[0].username).to.be.a('string');

    const byStatus = await listOf(app, token, 'subscriptions', { filter: { status: 'active' } });
    expect(byStatus.body.map((s: { id: number }) => s.id)).to.deep.equal([active.id]);
    const byUser = await listOf(app, token, 'subscriptions', { filter: { userId: active.userId } });
    expect(byUser.headers.get('content-range')).to.equal('subscriptions 0-1/2');
    const byPlan = await listOf(app, token, 'subscriptions', {
      filter: { planId: String(annual.id) },
    });
    expect(byPlan.headers.get('content-range')).to.equal('subscriptions 0-1/2');
    const byEmail = await listOf(app, token, 'subscriptions', { filter: { q: 'cliente@' } });
    expect(byEmail.body.map((s: { userEmail: string }) => s.userEmail)).to.deep.equal([
      'cliente@prosk.uy',
    ]);
    const unknownStatus = await listOf(app, token, 'subscriptions', {
      filter: { status: 'expired' },
    });
    expect(unknownStatus.status).to.equal(422);
  });

  it('refuses the actions a subscription cannot take before Mercado Pago is asked', async () => {
    const token = await staffToken(app);
    const active = await insertSubscription(app, { status: 'active' });
    const resume = await app.request('PUT', `/backoffice/api/subscriptions/${active.id}`, {
      token,
      body: { action: 'resume' },
    });
    expect(resume.status).to.equal(409);
    expect(resume.body.error.code).to.equal('SUBSCRIPTION_UPDATE_FAILED');

    const unknown = await app.request('PUT', `/backoffice/api/subscriptions/${active.id}`, {
      token,
      body: { action: 'refund' },
    });
    expect(unknown.status).to.equal(422);
    expect(unknown.body.error.details.fields[0].field).to.equal('action');

    const missing = await app.request('PUT', '/backoffice/api/subscriptions/999999', {
      token,
      body: { action: 'cancel' },
    });
    expect(missing.status).to.equal(404);

    // Cancelled is final; a pending one has no preapproval to change.
    await app.db('subscriptions').where({ id: active.id }).update({ status: 'cancelled' });
    const again = await app.request('PUT', `/backoffice/api/subscriptions/${active.id}`, {
      token,
      body: { action: 'cancel' },
    });
    expect(again.status).to.equal(409);
    const pending = await insertSubscription(app, { status: 'pending', preapproval: null });
    const pause = await app.request('PUT', `/backoffice/api/subscriptions/${pending.id}`, {
      token,
      body: { action: 'pause' },
    });
    expect(pause.status).to.equal(409);
    expect(pause.body.error.code).to.equal('SUBSCRIPTION_UPDATE_FAILED');

    // Staff neither create nor delete subscriptions.
    const create = await app.request('POST', '/backoffice/api/subscriptions', {
      token,
      body: { userId: active.userId, planId: active.planId },
    });
    expect(create.status).to.be.oneOf([404, 405]);
    const remove = await app.request('DELETE', `/backoffice/api/subscriptions/${pending.id}`, {
      token,
    });
    expect(remove.status).to.be.oneOf([404, 405]);
  });

  it('pauses, resumes and cancels a paid subscription on Mercado Pago (the emulator)', async () => {
    const token = await staffToken(app);
    const user = await createUser(app, 'suscriptor01');
    const id = await startSubscription(app, user);
    const paid = await checkout(app, user, id);
    expect(paid.body.status, JSON.stringify(paid.body)).to.equal('active');

    const path = `/backoffice/api/subscriptions/${id}`;
    const paused = await app.request('PUT', path, { token, body: { action: 'pause' } });
    expect(paused.status, JSON.stringify(paused.body)).to.equal(200);
    expect(paused.body).to.include({ id, status: 'paused', userId: user.id });
    expect(paused.body.pausedAt).to.be.a('string');
    const resumed = await app.request('PUT', path, { token, body: { action: 'resume' } });
    expect(resumed.body.status).to.equal('active');
    const cancelled = await app.request('PUT', path, { token, body: { action: 'cancel' } });
    expect(cancelled.body).to.include({ status: 'cancelled' });
    expect(cancelled.body.cancelledAt).to.be.a('string');
    const again = await app.request('PUT', path, { token, body: { action: 'resume' } });
    expect(again.status).to.equal(409);
    expect(again.body.error.code).to.equal('SUBSCRIPTION_UPDATE_FAILED');
    // Each change staff made is in the audit log, the refused one not.
    const audited = await app
      .db('staff_audit')
      .where({ target_type: 'subscriptions', target_id: String(id) })
      .orderBy('id');
    expect(audited.map((e) => [e.action, e.before, e.after])).to.deep.equal([
      ['subscriptions.pause', { status: 'active' }, { status: 'paused' }],
      ['subscriptions.resume', { status: 'paused' }, { status: 'active' }],
      ['subscriptions.cancel', { status: 'active' }, { status: 'cancelled' }],
    ]);
  });

  it('answers the new state when the notification of a staff pause reaches the row first', async () => {
    const token = await staffToken(app);
    const user = await createUser(app, 'suscriptor02');
    const id = await startSubscription(app, user);
    const paid = await checkout(app, user, id);
    expect(paid.body.status).to.equal('active');
    await app.mercadoPago.control.settle();
    // Hold the row while the pause goes to Mercado Pago; its notification then lands first.
    const trx = await app.db.transaction();
    await trx('subscriptions').where({ id: id }).forUpdate().first();
    const pausing = app.request('PUT', `/backoffice/api/subscriptions/${id}`, {
      token,
      body: { action: 'pause' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await trx('subscriptions').where({ id: id }).update({ status: 'paused' });
    await trx.commit();
    const paused = await pausing;
    expect(paused.status, JSON.stringify(paused.body)).to.equal(200);
    expect(paused.body).to.include({ id: id, status: 'paused' });
  });
});
