import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/users';
import { insertJob } from './test-kit';
import { expectError } from '../../test/answers';

const API = '/admin/api';
const PASSWORD = 'Prueba#2026x';
const HOUR = 3_600_000;

const preview = (app: TestApp, user: TestUser) =>
  app.request('GET', `${API}/user/close`, { token: user.token });
const close = (app: TestApp, user: TestUser) =>
  app.request('POST', `${API}/user/close`, {
    token: user.token,
    body: { currentPassword: PASSWORD },
  });

/** A payment of the job, paid by its client through Mercado Pago (as billing records one). */
async function paid(app: TestApp, jobId: number, client: TestUser, prosker: TestUser) {
  await app.db('payments').insert({
    kind: 'job',
    job_id: jobId,
    payer_id: client.id,
    collector_user_id: prosker.id,
    amount: 2500,
    currency: 'UYU',
    status: 'paid',
    idempotency_key: randomUUID(),
    paid_at: new Date(),
  });
}

describe('closing an account with open jobs', () => {
  const app = useTestApp();
  let prosker: TestUser;
  let client: TestUser;

  beforeEach(async () => {
    prosker = await createUser(app, 'plomero0001');
    client = await createUser(app, 'cliente0001', { prosker: false, firstName: 'Lucía' });
  });

  it('lists the open jobs first: an unpaid one is cancelled, a paid ready one keeps the account open', async () => {
    const unpaid = await insertJob(app, prosker, client, 'new');
    const ready = await insertJob(app, prosker, client, 'readyToExecute', {
      columns: { requires_payment: true },
    });
    await insertJob(app, prosker, client, 'complete');
    await paid(app, ready, client, prosker);
    const res = await preview(app, client);
    expect(res.status).to.equal(200);
    expect(res.body.canClose).to.equal(false);
    const byId = new Map(res.body.jobs.map((j: { id: number }) => [j.id, j]));
    expect([...byId.keys()].sort()).to.deep.equal([unpaid, ready].sort());
    expect(byId.get(unpaid)).to.include({ role: 'client', refusal: null });
    expect(byId.get(ready)).to.include({ role: 'client', refusal: 'ACCOUNT_PAID_JOB_OPEN' });
  });

  it('refuses to close while a paid job is neither finished nor refunded, and changes nothing', async () => {
    const unpaid = await insertJob(app, prosker, client, 'new');
    const ready = await insertJob(app, prosker, client, 'readyToExecute', {
      columns: { requires_payment: true },
    });
    await paid(app, ready, client, prosker);
    expectError(await close(app, client), 409, 'ACCOUNT_PAID_JOB_OPEN');
    const user = await app.db('users').where({ id: client.id }).first();
    expect(user.closed_at).to.equal(null);
    expect(user.first_name).to.equal('Lucía');
    const statuses = await app.db('jobs').whereIn('id', [unpaid, ready]).pluck('status');
    expect(statuses.sort()).to.deep.equal(['new', 'readyToExecute']);
    expect((await app.request('GET', `${API}/user`, { token: client.token })).status).to.equal(200);
  });

  it('refuses to close while an unpaid job is under way or within the 24-hour notice', async () => {
    const underway = await insertJob(app, prosker, client, 'inProgress', { startsIn: -HOUR });
    expectError(await close(app, client), 409, 'ACCOUNT_JOB_NOT_CANCELLABLE');
    await app.db('jobs').where({ id: underway }).update({ status: 'complete' });
    await insertJob(app, prosker, client, 'new', { startsIn: 5 * HOUR });
    const listed = await preview(app, client);
    expect(listed.body.jobs[0].refusal).to.equal('JOB_CANCEL_TOO_LATE');
    expectError(await close(app, client), 409, 'ACCOUNT_JOB_NOT_CANCELLABLE');
  });

  it('cancels the unpaid jobs in the closing, tells the prosker, and names the client "Cliente de Prosk" from then on', async () => {
    const unpaid = await insertJob(app, prosker, client, 'readyToExecute');
    const reviewed = await insertJob(app, prosker, client, 'complete');
    await app.db('reviews').insert({
      job_id: reviewed,
      client_id: client.id,
      prosker_id: prosker.id,
      rating: 5,
      text: 'Muy bien',
    });
    const res = await close(app, client);
    expect(res.status, JSON.stringify(res.body)).to.equal(204);
    const job = await app.db('jobs').where({ id: unpaid }).first();
    const reason = await app.db('cancellation_reasons').where({ code: 'accountClosed' }).first();
    expect(job).to.include({ status: 'clientCancel', cancellation_reason_id: reason.id });
    const told = await app.db('outbox_events').where({ type: 'job.changed' }).pluck('payload');
    expect(told).to.have.length(1);
    expect(told[0]).to.include({
      jobId: unpaid,
      action: 'clientCancel',
      actor: 'client',
      proskerId: prosker.id,
      reasonId: reason.id,
    });
    // The prosker can no longer start it, and reads no "- -".
    const detail = await app.request('GET', `${API}/user/jobs/${unpaid}`, {
      token: prosker.token,
    });
    expect(detail.body.status).to.equal('clientCancel');
    expect(detail.body.actions).to.deep.equal([]);
    expect(detail.body.client).to.include({ firstName: '', lastName: '' });
    const start = await app.request('POST', `${API}/user/jobs/${unpaid}/actions`, {
      token: prosker.token,
      body: { action: 'start' },
    });
    expectError(start, 409, 'JOB_CANNOT_START');
    const reviews = await app.request('GET', `${API}/proskers/${prosker.id}/reviews`);
    expect(reviews.body.data[0].clientFirstName).to.equal('');
  });

  it('cancels a prosker’s open jobs as the prosker when they close', async () => {
    const offered = await insertJob(app, prosker, client, 'new');
    expect((await close(app, prosker)).status).to.equal(204);
    expect(await app.db('jobs').where({ id: offered }).first()).to.include({
      status: 'proskerCancel',
    });
  });
});

describe('closing an account: who may ask', () => {
  const app = useTestApp();

  it('answers only the signed-in user about their own jobs: visitor, other client, other prosker, banned and staff are refused or see none', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const otherClient = await createUser(app, 'cliente0002', { prosker: false });
    const otherProsker = await createUser(app, 'plomero0002');
    await insertJob(app, prosker, client, 'new');
    expectError(await app.request('GET', `${API}/user/close`), 401, 'AUTH_REQUIRED');
    expectError(
      await app.request('POST', `${API}/user/close`, { body: { currentPassword: PASSWORD } }),
      401,
      'AUTH_REQUIRED',
    );
    for (const stranger of [otherClient, otherProsker]) {
      const res = await preview(app, stranger);
      expect(res.body).to.deep.equal({ canClose: true, jobs: [] });
    }
    expect((await preview(app, client)).body.jobs).to.have.length(1);
    expect((await preview(app, prosker)).body.jobs[0].role).to.equal('prosker');
    // A back-office session is no storefront user.
    const staff = await app.platform.tokens.issue('staff', 1);
    expect((await app.request('GET', `${API}/user/close`, { token: staff })).status).to.equal(401);
    await app.db('users').where({ id: client.id }).update({ banned_at: new Date() });
    expect([401, 403]).to.include((await preview(app, client)).status);
    expect((await close(app, client)).status).to.not.equal(204);
    expect(await app.db('jobs').where({ client_id: client.id }).pluck('status')).to.deep.equal([
      'new',
    ]);
  });
});

describe('the data download', () => {
  const app = useTestApp();

  it('holds each section with the user’s own data and no one else’s', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const stranger = await createUser(app, 'extrano0001', { prosker: false });
    const job = await insertJob(app, prosker, client, 'complete', {
      columns: { title: 'Trabajo de Lucía', contact_phone: '+59899000111' },
    });
    const strangerJob = await insertJob(app, prosker, stranger, 'new', {
      columns: { title: 'Trabajo ajeno' },
    });
    await app.db('reviews').insert({
      job_id: job,
      client_id: client.id,
      prosker_id: prosker.id,
      rating: 4,
      text: 'Reseña de Lucía',
    });
    await paid(app, job, client, prosker);
    await paid(app, strangerJob, stranger, prosker);
    await app.db('favorites').insert([
      { user_id: client.id, favorite_user_id: prosker.id },
      { user_id: stranger.id, favorite_user_id: prosker.id },
    ]);
    await app.db('posts').insert([
      { user_id: client.id, title: 'Mi post', content: 'Hola' },
      { user_id: stranger.id, title: 'Post ajeno', content: 'Chau' },
    ]);
    const address = await app.request('POST', `${API}/user/addresses`, {
      token: client.token,
      body: {
        domicile: 'Av. Italia 1234',
        neighborhood: 'Buceo',
        city: 'Montevideo',
        state: 'Montevideo',
        postalCode: '11300',
        country: 'Uruguay',
        countryCode: 'UY',
      },
    });
    expect(address.status, JSON.stringify(address.body)).to.equal(201);

    const res = await app.request('GET', `${API}/user/export`, { token: client.token });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const data = res.body;
    for (const section of [
      'account',
      'addresses',
      'notificationSettings',
      'jobs',
      'reviewsGiven',
      'reviewsReceived',
      'payments',
      'subscriptions',
      'favourites',
      'posts',
      'agendaEvents',
      'messages',
      'conversations',
      'notices',
    ]) {
      expect(data, section).to.have.property(section);
    }
    expect(data.addresses.map((a: { city: string }) => a.city)).to.deep.equal(['Montevideo']);
    expect(data.notificationSettings).to.be.an('object');
    expect(data.jobs.map((j: { id: number }) => Number(j.id))).to.deep.equal([job]);
    expect(data.jobs[0]).to.include({ role: 'client', contact_phone: '+59899000111' });
    expect(data.jobs[0].history).to.be.an('array');
    expect(data.reviewsGiven.map((r: { text: string }) => r.text)).to.deep.equal([
      'Reseña de Lucía',
    ]);
    expect(data.reviewsReceived).to.deep.equal([]);
    expect(data.payments.map((p: { job_id: string }) => Number(p.job_id))).to.deep.equal([job]);
    expect(data.payments[0].role).to.equal('payer');
    expect(data.favourites.map((f: { userId: string }) => Number(f.userId))).to.deep.equal([
      prosker.id,
    ]);
    expect(data.posts.map((p: { title: string }) => p.title)).to.deep.equal(['Mi post']);
    const text = JSON.stringify(data);
    for (const foreign of ['Trabajo ajeno', 'Post ajeno', stranger.email]) {
      expect(text).to.not.include(foreign);
    }

    // The prosker's download has the job without the client's phone, and the review received.
    const theirs = await app.request('GET', `${API}/user/export`, { token: prosker.token });
    const own = theirs.body.jobs.find((j: { id: string }) => Number(j.id) === job);
    expect(own.role).to.equal('prosker');
    expect(own).to.not.have.property('contact_phone');
    expect(theirs.body.reviewsReceived.map((r: { text: string }) => r.text)).to.deep.equal([
      'Reseña de Lucía',
    ]);
    expect(JSON.stringify(theirs.body.reviewsReceived)).to.not.include(String(client.email));
  });
});

describe('the retention period of a closed account (privacy text §6)', () => {
  const app = useTestApp();
  const YEAR = 365 * 24 * HOUR;

  it('keeps a closed account 5 years from its closing or last transaction, the later, then forgets it', async () => {
    const prosker = await createUser(app, 'plomero0001');
    const client = await createUser(app, 'cliente0001', { prosker: false });
    const job = await insertJob(app, prosker, client, 'complete', {
      columns: { contact_phone: '+59899000111', problem: 'Gotea la canilla' },
    });
    await app.db('reviews').insert({
      job_id: job,
      client_id: client.id,
      prosker_id: prosker.id,
      rating: 5,
      text: 'Muy bien',
    });
    await paid(app, job, client, prosker);
    await app.db('favorites').insert({ user_id: client.id, favorite_user_id: prosker.id });
    await app.db('posts').insert({ user_id: client.id, title: 'Mi post', content: 'Hola' });
    expect((await close(app, client)).status).to.equal(204);
    // The daily task, run with the clock moved ahead.
    const forget = (at: number) => app.accounts.service.forgetExpired(new Date(at));
    const now = Date.now();
    // Four years on: kept, as it was closed.
    expect(await forget(now + 4 * YEAR)).to.deep.equal([]);
    expect((await app.db('jobs').where({ id: job }).first()).contact_phone).to.equal(
      '+59899000111',
    );
    // A payment two years after the closing moves the end of the period.
    await app.db('payments').update({ created_at: new Date(now + 2 * YEAR) });
    expect(await forget(now + 5 * YEAR + 2 * 24 * HOUR)).to.deep.equal([]);
    expect(await forget(now + 7 * YEAR + 2 * 24 * HOUR)).to.deep.equal([client.id]);

    const row = await app.db('jobs').where({ id: job }).first();
    expect(row).to.include({ contact_phone: null, problem: null, status: 'complete', price: 2500 });
    expect((await app.db('reviews').where({ job_id: job }).first()).text).to.equal('');
    expect(await app.db('favorites').where({ user_id: client.id })).to.deep.equal([]);
    expect(await app.db('posts').where({ user_id: client.id })).to.deep.equal([]);
    expect(await app.db('payments').where({ payer_id: client.id })).to.deep.equal([]);
    expect(await app.db('payments').pluck('amount')).to.have.length(1);
    const user = await app.db('users').where({ id: client.id }).first();
    expect(user.forgotten_at).to.not.equal(null);
    // Once: a later run finds nothing left to forget, and the prosker is untouched.
    expect(await forget(now + 8 * YEAR)).to.deep.equal([]);
    expect((await app.db('users').where({ id: prosker.id }).first()).forgotten_at).to.equal(null);
  });

  it('removes, when it forgets, the person’s photos, videos, post files, picture, problem photos and the notes about them, and nobody else’s', async () => {
    const prosker = await createUser(app, 'plomero0002');
    const client = await createUser(app, 'cliente0002', { prosker: false });
    const dir = app.config.uploadsDir;
    const file = async (key: string) => {
      await fs.mkdir(path.dirname(path.join(dir, key)), { recursive: true });
      await fs.writeFile(path.join(dir, key), 'x');
      return key;
    };
    const exists = (key: string) =>
      fs.access(path.join(dir, key)).then(
        () => true,
        () => false,
      );
    const folder = `ab/${randomUUID()}`;
    const theirs = [
      await file(`gallery/${folder}/large.webp`),
      await file(`gallery/${folder}/thumb.webp`),
      await file(`posts/${folder}/file.pdf`),
      await file(`avatars/${folder}.webp`),
      await file(`jobs/${folder}/large.webp`),
      await file(`jobs/${folder}/thumb.webp`),
    ];
    const kept = await file(`gallery/${randomUUID()}/large.webp`);
    await app.db('media').insert([
      {
        user_id: client.id,
        kind: 'image',
        mime: 'image/webp',
        bytes: 1,
        keys: { large: theirs[0], thumb: theirs[1] },
      },
      { user_id: prosker.id, kind: 'image', mime: 'image/webp', bytes: 1, keys: { large: kept } },
    ]);
    const [post] = await app
      .db('posts')
      .insert({ user_id: client.id, title: 'Mi post', content: 'Hola' })
      .returning('id');
    await app.db('post_attachments').insert({
      post_id: post.id,
      kind: 'file',
      url: `/media/${theirs[2]}`,
      name: 'f.pdf',
      size: 1,
    });
    await app
      .db('users')
      .where({ id: client.id })
      .update({ profile_img: `/media/${theirs[3]}` });
    await insertJob(app, prosker, client, 'complete', {
      columns: { problem_photos: JSON.stringify([`/media/jobs/${folder}/large.webp`]) },
    });
    await app
      .db('client_notes')
      .insert({ prosker_id: prosker.id, client_id: client.id, note: 'Pocitos' });
    expect((await close(app, client)).status).to.equal(204);
    // The picture goes with the closing: the profile is no one's any more.
    await app.platform.events.idle();
    expect(await exists(theirs[3])).to.equal(false);
    expect(await exists(theirs[0])).to.equal(true);

    const forgotten = await app.accounts.service.forgetExpired(new Date(Date.now() + 6 * YEAR));
    expect(forgotten).to.deep.equal([client.id]);
    await app.platform.events.idle();
    for (const key of theirs) expect(await exists(key), key).to.equal(false);
    expect(await exists(kept)).to.equal(true);
    expect(await app.db('media').where({ user_id: client.id })).to.deep.equal([]);
    expect(await app.db('media').where({ user_id: prosker.id })).to.have.length(1);
    expect(await app.db('client_notes').where({ client_id: client.id })).to.deep.equal([]);
  });
});
