import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { marketplaceFee, payoutDate } from '../../../common/billing';
import { CLIENT_NOTE_MAX } from '../../../common/constants';
import { expectError } from '../../test/answers';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/users';
import { insertJob } from '../jobs/test-kit';
import { openConversation, sent, visibleProsker } from '../messaging/test-kit';

const HOUR = 3_600_000;
const API = '/admin/api';

/** Who wrote a job: the client booked it, or the prosker wrote it for the client. */
async function created(app: TestApp, jobId: number, by: 'client' | 'prosker', actorId: number) {
  await app.db('job_history').insert({
    job_id: jobId,
    actor_id: actorId,
    actor: by,
    action: 'create',
    to_status: 'new',
  });
}

/** A job payment Mercado Pago confirmed `daysAgo` days ago, with the fee charged then. */
async function paid(
  app: TestApp,
  jobId: number,
  client: TestUser,
  prosker: TestUser,
  amount: number,
  daysAgo = 0,
) {
  const paidAt = new Date(Date.now() - daysAgo * 24 * HOUR);
  const { fee, feeBps, vatBps } = marketplaceFee(amount, false, 2200);
  await app.db('payments').insert({
    kind: 'job',
    job_id: jobId,
    payer_id: client.id,
    collector_user_id: prosker.id,
    amount,
    currency: 'UYU',
    fee_bps: feeBps,
    vat_bps: vatBps,
    fee_amount: fee,
    status: 'paid',
    idempotency_key: randomUUID(),
    paid_at: paidAt,
    payout_at: payoutDate(paidAt),
  });
  return fee;
}

describe('the seller’s office', () => {
  const app = useTestApp();

  describe('the home', () => {
    it('shows the requests to answer, the offers and payments waiting for clients, the next seven days, unread chats, this month’s money and the checklist', async () => {
      const prosker = await visibleProsker(app, 'plomerohome', 'Pérez');
      const client = await createUser(app, 'clientehome', { prosker: false, firstName: 'Lucía' });
      const request = await insertJob(app, prosker, client, 'new', { startsIn: 2 * HOUR });
      await created(app, request, 'client', client.id);
      const offer = await insertJob(app, prosker, client, 'new', { startsIn: 30 * HOUR });
      await created(app, offer, 'prosker', prosker.id);
      const unpaid = await insertJob(app, prosker, client, 'paymentRequired', {
        startsIn: 50 * HOUR,
      });
      await created(app, unpaid, 'client', client.id);
      const done = await insertJob(app, prosker, client, 'complete', { startsIn: -HOUR });
      await created(app, done, 'client', client.id);
      const fee = await paid(app, done, client, prosker, 2500);
      const conversationId = await openConversation(app, client, prosker);
      await sent(app, client, conversationId, 'Hola, ¿vienes mañana?');

      const res = await app.request('GET', `${API}/seller/home`, { token: prosker.token });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const home = res.body;
      expect(home.pending.waitingForYou.map((j: { id: number }) => j.id)).to.deep.equal([request]);
      expect(home.pending.waitingForYou[0]).to.include({ origin: 'request', status: 'new' });
      expect(home.pending.waitingForYou[0].client).to.include({
        id: client.id,
        firstName: 'Lucía',
      });
      expect(home.pending.waitingForClient.map((j: { id: number }) => j.id)).to.deep.equal([
        offer,
        unpaid,
      ]);
      expect(home.pending.waitingForClient[0].origin).to.equal('offer');
      const weekIds = home.week.jobs.map((j: { id: number }) => j.id);
      // The seven days from today: the request two hours ahead is always in them.
      expect(weekIds).to.include(request);
      expect(home.unread.conversations).to.equal(1);
      expect(home.unread.data[0]).to.include({ conversationId, unread: 1 });
      expect(home.unread.data[0].other.id).to.equal(client.id);
      expect(home.earnings.totals).to.deep.equal([
        {
          currency: 'UYU',
          count: 1,
          paid: 2500,
          refunded: 0,
          fees: fee,
          net: Math.round((2500 - fee) * 100) / 100,
        },
      ]);
      expect(home.earnings.payoutWaitDays).to.equal(21);
      expect(home.earnings.payouts).to.have.length(1);
      expect(Date.parse(home.earnings.payouts[0].payoutAt) - Date.now()).to.be.within(
        20 * 24 * HOUR,
        21 * 24 * HOUR,
      );
      expect(home.setup.items).to.deep.equal([
        { item: 'paymentAccount', done: false },
        { item: 'hours', done: false },
        { item: 'whatsapp', done: false },
        // An address, categories and skills: 58%, past the 55% that shows the profile.
        { item: 'profile', done: true },
      ]);
      expect(home.setup.profilePercent).to.equal(58);
    });

    it('takes a refund off this month’s money, with its share of the fee, and a full refund leaves nothing', async () => {
      const prosker = await createUser(app, 'plomeroreembolso');
      const client = await createUser(app, 'clientereembolso', { prosker: false });
      const half = await insertJob(app, prosker, client, 'complete', { startsIn: -HOUR });
      const whole = await insertJob(app, prosker, client, 'complete', { startsIn: -HOUR });
      const fee = await paid(app, half, client, prosker, 2000);
      await paid(app, whole, client, prosker, 1000);
      await app.db('payments').where({ job_id: half }).update({ refunded_amount: 1000 });
      await app
        .db('payments')
        .where({ job_id: whole })
        .update({ refunded_amount: 1000, status: 'refunded' });
      const res = await app.request('GET', `${API}/seller/home`, { token: prosker.token });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const kept = Math.round(fee * 50) / 100;
      expect(res.body.earnings.totals).to.deep.equal([
        {
          currency: 'UYU',
          count: 2,
          paid: 3000,
          refunded: 2000,
          fees: kept,
          net: Math.round((1000 - kept) * 100) / 100,
        },
      ]);
      expect(res.body.earnings.payouts.map((p: { net: number }) => p.net)).to.deep.equal([
        Math.round((1000 - kept) * 100) / 100,
      ]);

      // The job's page and the billing history say the same of the half refunded.
      await app.db('jobs').where({ id: half }).update({ requires_payment: true });
      const net = Math.round((1000 - kept) * 100) / 100;
      const page = await app.request('GET', `${API}/user/jobs/${half}`, { token: prosker.token });
      expect(page.body.fee).to.deep.include({ applied: true, refunded: 1000, fee: kept, net });
      const billing = await app.request('GET', `${API}/user/billing`, { token: prosker.token });
      const row = billing.body.data.find((e: { jobId: number }) => e.jobId === half);
      expect(row).to.deep.include({ amount: 2000, refunded: 1000, fee: kept, net });
    });

    it('counts only this month’s payments, and a payout already made is no longer ahead', async () => {
      const prosker = await createUser(app, 'plomeromes');
      const client = await createUser(app, 'clientemes', { prosker: false });
      const old = await insertJob(app, prosker, client, 'complete', { startsIn: -60 * 24 * HOUR });
      await created(app, old, 'client', client.id);
      await paid(app, old, client, prosker, 3000, 45);
      const res = await app.request('GET', `${API}/seller/home`, { token: prosker.token });
      expect(res.status).to.equal(200);
      expect(res.body.earnings.totals).to.deep.equal([]);
      expect(res.body.earnings.payouts).to.deep.equal([]);
      expect(res.body.pending.waitingForYou).to.deep.equal([]);
      expect(
        res.body.setup.items.find((i: { item: string }) => i.item === 'profile').done,
      ).to.equal(false);
    });
  });

  describe('the clients list', () => {
    it('lists who booked or chatted, with jobs, what they paid and the last contact; a job they never took part in makes no one a client', async () => {
      const prosker = await visibleProsker(app, 'plomeroclis', 'Pérez');
      const booker = await createUser(app, 'clientebook', { prosker: false, firstName: 'Marta' });
      const chatter = await createUser(app, 'clientechat', { prosker: false, firstName: 'Nico' });
      const stranger = await createUser(app, 'clientenada', { prosker: false, firstName: 'Ota' });
      const job = await insertJob(app, prosker, booker, 'complete', { startsIn: -HOUR });
      await created(app, job, 'client', booker.id);
      await paid(app, job, booker, prosker, 1800);
      const unasked = await insertJob(app, prosker, stranger, 'new');
      await created(app, unasked, 'prosker', prosker.id);
      const conversationId = await openConversation(app, chatter, prosker);
      await sent(app, chatter, conversationId, 'Hola');
      await app
        .db('users')
        .where({ id: booker.id })
        .update({ privacy: { showPhone: true } });

      const res = await app.request('GET', `${API}/seller/clients`, { token: prosker.token });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.include({ page: 1, pageCount: 1, total: 2 });
      const [first, second] = res.body.data;
      // The conversation is newer than the job's last change.
      expect(first.client.id).to.equal(chatter.id);
      expect(first).to.include({ conversationId, jobCount: 0, email: null, phone: null });
      expect(second.client.id).to.equal(booker.id);
      expect(second.jobs.map((j: { id: number }) => j.id)).to.deep.equal([job]);
      expect(second.paid).to.deep.equal([{ currency: 'UYU', amount: 1800 }]);
      expect(second).to.include({ conversationId: null, email: null, phone: '+59899123456' });

      const searched = await app.request('GET', `${API}/seller/clients?q=marta`, {
        token: prosker.token,
      });
      expect(searched.body.data.map((c: { client: { id: number } }) => c.client.id)).to.deep.equal([
        booker.id,
      ]);
      const past = await app.request('GET', `${API}/seller/clients?page=2`, {
        token: prosker.token,
      });
      expect(past.body).to.include({ page: 2, pageCount: 1, total: 2 });
      expect(past.body.data).to.deep.equal([]);
    });

    it('keeps a private note, removes it when emptied, and refuses one too long or about someone who is not a client', async () => {
      const prosker = await createUser(app, 'plomeronota');
      const client = await createUser(app, 'clientenota', { prosker: false });
      const stranger = await createUser(app, 'clienteajen', { prosker: false });
      const job = await insertJob(app, prosker, client, 'new');
      await created(app, job, 'client', client.id);
      const note = (id: number, text: unknown, token = prosker.token) =>
        app.request('PUT', `${API}/seller/clients/${id}/note`, { token, body: { note: text } });

      const saved = await note(client.id, '  Prefiere que lo llamen de tarde.  ');
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      expect(saved.body).to.include({
        clientId: client.id,
        note: 'Prefiere que lo llamen de tarde.',
      });
      const listed = await app.request('GET', `${API}/seller/clients`, { token: prosker.token });
      expect(listed.body.data[0].note).to.equal('Prefiere que lo llamen de tarde.');

      const tooLong = await note(client.id, 'x'.repeat(CLIENT_NOTE_MAX + 1));
      expectError(tooLong, 422, 'VALIDATION_FAILED');
      expect(tooLong.body.error.details.fields[0]).to.include({
        field: 'note',
        code: 'fields.tooLong',
      });
      expect(tooLong.body.error.details.fields[0].message).to.equal(
        `Debe tener como máximo ${CLIENT_NOTE_MAX} caracteres.`,
      );
      expectError(await note(stranger.id, 'Hola'), 404, 'CLIENT_NOT_FOUND');
      const rows = await app.db('client_notes').select('client_id', 'note');
      expect(rows).to.deep.equal([
        { client_id: client.id, note: 'Prefiere que lo llamen de tarde.' },
      ]);

      const emptied = await note(client.id, '');
      expect(emptied.body).to.include({ note: null, updatedAt: null });
      expect(await app.db('client_notes').select('note')).to.deep.equal([]);
    });
  });

  describe('authorization', () => {
    it('answers only the prosker, about their own clients: a visitor, a client, staff and a banned prosker are refused', async () => {
      const prosker = await createUser(app, 'plomeroauth');
      const other = await createUser(app, 'plomerootro');
      const client = await createUser(app, 'clienteauth', { prosker: false });
      const otherClient = await createUser(app, 'clienteotro', { prosker: false });
      const banned = await createUser(app, 'plomeroban0');
      const job = await insertJob(app, prosker, client, 'new');
      await created(app, job, 'client', client.id);
      await app.request('PUT', `${API}/seller/clients/${client.id}/note`, {
        token: prosker.token,
        body: { note: 'Solo mía' },
      });
      await app.db('users').where({ id: banned.id }).update({ banned_at: new Date() });
      const staff = await app.platform.tokens.issue('staff', 1);
      const calls = (token?: string) => [
        app.request('GET', `${API}/seller/home`, { token }),
        app.request('GET', `${API}/seller/clients`, { token }),
        app.request('PUT', `${API}/seller/clients/${client.id}/note`, {
          token,
          body: { note: 'Cambiada' },
        }),
      ];
      for (const res of await Promise.all(calls())) expectError(res, 401, 'AUTH_REQUIRED');
      for (const who of [client, otherClient]) {
        for (const res of await Promise.all(calls(who.token))) {
          expectError(res, 403, 'SELLER_ONLY');
        }
      }
      for (const res of await Promise.all(calls(staff))) {
        expectError(res, 401, 'AUTH_INVALID_TOKEN');
      }
      for (const res of await Promise.all(calls(banned.token))) {
        expectError(res, 403, 'AUTH_USER_BANNED');
      }
      // Another prosker sees an empty office and cannot write about the first one's client.
      const [home, list, write] = await Promise.all(calls(other.token));
      expect(home.body.pending.waitingForYou).to.deep.equal([]);
      expect(list.body.data).to.deep.equal([]);
      expectError(write, 404, 'CLIENT_NOT_FOUND');
      const notes = await app.db('client_notes').select('prosker_id', 'note');
      expect(notes).to.deep.equal([{ prosker_id: prosker.id, note: 'Solo mía' }]);
    });
  });
});
