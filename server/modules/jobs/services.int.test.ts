import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { sellerGrant } from '../../emulators/mercadopago';
import { useTestApp, type TestApp } from '../../test/harness';
import { paymentAccountRow } from '../billing';
import { createUser, type TestUser } from '../../test/users';
import { buy, dayAfter, publish } from './test-kit';
import { expectError } from '../../test/answers';
import { TIME_ZONES } from '../../../common/regions';
import { todayIn } from '../../../common/time';

const uploadsDir = path.join(os.tmpdir(), `prosk-test-service-edits-${process.pid}`);

/** What a prosker may change of a published service, all of it. */
const TERMS = {
  description: 'Destapación con máquina rotativa, garantía de 30 días',
  price: 2400,
  requiresAppointment: false,
  requiresPayment: false,
};

const edit = (app: TestApp, token: string | undefined, id: number, body: unknown) =>
  app.request('PUT', `/admin/api/user/services/${id}`, { token, body });

/** Uploads a PNG as the service's image, as the storefront's image picker does. */
async function uploadImage(app: TestApp, token: string, id: number) {
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#2b7bd9' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'caño.png');
  const res = await fetch(`${app.url}/admin/api/user/services/${id}/image`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).to.equal(200);
  return ((await res.json()) as { image: string }).image;
}

describe('jobs: a prosker edits a published service', () => {
  const app = useTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  let prosker: TestUser;
  let client: TestUser;
  let serviceId: number;

  beforeEach(async () => {
    await fs.rm(uploadsDir, { recursive: true, force: true });
    prosker = await createUser(app, 'plomero0001');
    client = await createUser(app, 'cliente0001', { prosker: false });
    serviceId = await publish(app, prosker, true, {
      title: 'Destapación',
      description: 'Destapación de cañerías',
      price: 1800,
    });
  });
  after(() => fs.rm(uploadsDir, { recursive: true, force: true }));

  const row = () => app.db('services').where({ id: serviceId }).first();

  it('changes the description, price, appointment and payment flags, and the service page shows them', async () => {
    const res = await edit(app, prosker.token, serviceId, TERMS);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({
      id: serviceId,
      title: 'Destapación',
      ...TERMS,
      currency: 'UYU',
      enabled: true,
    });
    const page = await app.request('GET', `/admin/api/services/${serviceId}`);
    expect(page.body).to.include({ price: 2400, requiresAppointment: false });
    expect(page.body.description).to.equal(TERMS.description);
  });

  it('dates its last change when its terms or its picture change, as the sitemap lists it', async () => {
    const before = new Date('2026-01-01T00:00:00Z');
    await app.db('services').where({ id: serviceId }).update({ updated_at: before });
    expect((await edit(app, prosker.token, serviceId, TERMS)).status).to.equal(200);
    expect((await row()).updated_at.getTime()).to.be.greaterThan(before.getTime());
    await app.db('services').where({ id: serviceId }).update({ updated_at: before });
    await uploadImage(app, prosker.token, serviceId);
    expect((await row()).updated_at.getTime()).to.be.greaterThan(before.getTime());
  });

  it('never alters a job already bought: it keeps the price, words, flags and image it was bought with', async () => {
    const image = await uploadImage(app, prosker.token, serviceId);
    const date = dayAfter(todayIn(TIME_ZONES.uy), 3);
    const bought = await buy(app, client, serviceId, { date, timeOfDay: 'afternoon' });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
    const jobId = bought.body.id as number;
    const before = await app.db('jobs').where({ id: jobId }).first();
    expect(before).to.include({ price: 1800, image, requires_appointment: true });

    expect((await edit(app, prosker.token, serviceId, TERMS)).status).to.equal(200);
    const replaced = await uploadImage(app, prosker.token, serviceId);
    expect(replaced).to.not.equal(image);

    expect(await app.db('jobs').where({ id: jobId }).first()).to.deep.equal(before);
    const seen = await app.request('GET', `/admin/api/user/jobs/${jobId}`, {
      token: client.token,
    });
    expect(seen.body).to.include({ price: 1800, description: 'Destapación de cañerías', image });
    // The bought job's image is still served; the next purchase takes the new terms.
    expect((await fetch(`${app.url}${image}`)).status).to.equal(200);
    const again = await buy(app, client, serviceId, { date, timeOfDay: 'morning' });
    expect(again.body).to.include({ price: 2400, image: replaced, requiresAppointment: false });
  });

  it('refuses a booking confirmed at a price changed meanwhile with SERVICE_PRICE_CHANGED, creating no job, and books at the price shown again', async () => {
    const date = dayAfter(todayIn(TIME_ZONES.uy), 3);
    // The client was shown 1800; the prosker raises it before they confirm.
    expect((await edit(app, prosker.token, serviceId, TERMS)).status).to.equal(200);
    const refused = await buy(app, client, serviceId, {
      date,
      timeOfDay: 'morning',
      price: 1800,
    });
    expectError(refused, 409, 'SERVICE_PRICE_CHANGED');
    expect(refused.body.error.details).to.deep.equal({ price: 2400, currency: 'UYU' });
    const [jobs] = await app.db('jobs').where({ client_id: client.id }).count();
    expect(Number(jobs.count)).to.equal(0);
    // Nor did the new address given with it join the client's addresses.
    const [addresses] = await app.db('addresses').where({ user_id: client.id }).count();
    expect(Number(addresses.count)).to.equal(0);
    const bought = await buy(app, client, serviceId, { date, timeOfDay: 'morning', price: 2400 });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
    expect(bought.body).to.include({ price: 2400 });
  });

  it('lets only its owner change it: another prosker and a client get NOT_FOUND, a visitor must sign in, and nothing changes', async () => {
    const other = await createUser(app, 'plomero0002');
    const before = await row();
    for (const user of [other, client]) {
      const res = await edit(app, user.token, serviceId, TERMS);
      expect(res.status, user.username).to.equal(404);
      expect(res.body.error.code).to.equal('NOT_FOUND');
    }
    const visitor = await edit(app, undefined, serviceId, TERMS);
    expect(visitor.status).to.equal(401);
    expect(visitor.body.error.code).to.equal('AUTH_REQUIRED');
    // Nor does a missing service exist for anyone.
    expect((await edit(app, prosker.token, serviceId + 1000, TERMS)).status).to.equal(404);
    expect(await row()).to.deep.equal(before);
  });

  it('refuses bad input as an error on its field, changing nothing', async () => {
    const before = await row();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...TERMS, price: 150 }, 'price', 'fields.servicePrice'],
      [{ ...TERMS, price: 1500.5 }, 'price', 'fields.servicePrice'],
      [{ ...TERMS, price: 'mil' }, 'price', 'fields.invalid'],
      [{ ...TERMS, description: '   ' }, 'description', 'fields.required'],
      [{ ...TERMS, description: 'x'.repeat(5001) }, 'description', 'fields.tooLong'],
      [{ ...TERMS, requiresPayment: undefined }, 'requiresPayment', 'fields.required'],
      [{ ...TERMS, title: 'Otro nombre' }, 'title', 'fields.unknownField'],
    ];
    for (const [body, field, key] of cases) {
      const res = await edit(app, prosker.token, serviceId, body);
      expect(res.status, JSON.stringify(body)).to.equal(422);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      expect(res.body.error.details.fields[0], JSON.stringify(body)).to.include({
        field,
        code: key,
      });
    }
    const small = await edit(app, prosker.token, serviceId, { ...TERMS, price: 150 });
    expect(small.body.error.details.fields[0].message).to.equal(
      'Debe ser un número entero mayor que 150.',
    );
    expect(await row()).to.deep.equal(before);
  });

  it('refuses online payment without a linked Mercado Pago account with PAYMENT_ACCOUNT_REQUIRED, changing nothing', async () => {
    const before = await row();
    const res = await edit(app, prosker.token, serviceId, { ...TERMS, requiresPayment: true });
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('PAYMENT_ACCOUNT_REQUIRED');
    expect(res.body.error.message).to.match(/Mercado Pago/);
    expect(await row()).to.deep.equal(before);

    // Linked, the service may ask for payment in advance.
    const mp = app.config.mercadoPago;
    await app.db('payment_accounts').insert(
      paymentAccountRow(app.config.billing.paymentTokenKey, {
        userId: prosker.id,
        region: 'uy',
        answer: sellerGrant(
          {
            clientId: mp.clientId,
            clientSecret: mp.clientSecret,
            marketplaceAccessToken: mp.accessToken,
            publicKey: mp.publicKey,
          },
          { email: 'plomero0001@seller.test', site: 'MLU' },
        ),
      }),
    );
    const linked = await edit(app, prosker.token, serviceId, { ...TERMS, requiresPayment: true });
    expect(linked.status, JSON.stringify(linked.body)).to.equal(200);
    expect(linked.body.requiresPayment).to.equal(true);
  });

  it('refuses to change a withdrawn service with SERVICE_NOT_OFFERED', async () => {
    await app.request('DELETE', `/admin/api/user/services/${serviceId}`, { token: prosker.token });
    const before = await row();
    const res = await edit(app, prosker.token, serviceId, TERMS);
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('SERVICE_NOT_OFFERED');
    expect(await row()).to.deep.equal(before);
  });
});
