/**
 * A prosker's offers (docs/adr/0030-offers-in-the-conversation.md): made only to a client they
 * have a conversation or a job with, posted as a card in their conversation, answered by the
 * client alone (accept, then pay when required, or decline), withdrawn by the prosker until then;
 * every refusal a translated error that changes nothing.
 */
import { expect } from 'chai';
import { expectError, staffToken, supportToken } from '../../test/answers';
import { useTestApp, type TestApp } from '../../test/harness';
import { TEST_ADDRESS, converse, createUser, type TestUser } from '../../test/users';
import { insertJob } from './test-kit';

const HOUR = 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * 24 * HOUR).toISOString().slice(0, 10);

const TERMS = {
  title: 'Cambio de calefón',
  description: 'Sacar el calefón viejo e instalar el nuevo',
  price: 4200,
  date: inDays(5),
  timeOfDay: 'morning',
  requiresPayment: false,
};

const offer = (app: TestApp, token: string | undefined, body: Record<string, unknown>) =>
  app.request('POST', '/admin/api/user/jobs', { token, body: { ...TERMS, ...body } });

const act = (app: TestApp, token: string | undefined, id: number, action: string) =>
  app.request('POST', `/admin/api/user/jobs/${id}/actions`, { token, body: { action } });

/** What can be counted of offers: jobs, their history and the messages. */
async function counts(app: TestApp) {
  const n = async (table: string) => Number((await app.db(table).count({ n: '*' }))[0].n);
  return { jobs: await n('jobs'), history: await n('job_history'), messages: await n('messages') };
}

describe('jobs: offers in the conversation', () => {
  const app = useTestApp({ demo: true });
  let prosker: TestUser;
  let client: TestUser;
  let conversationId: number;

  beforeEach(async () => {
    prosker = await createUser(app, 'plomero0001', { firstName: 'Pedro' });
    client = await createUser(app, 'cliente0001', { prosker: false, firstName: 'Lucía' });
    conversationId = await converse(app, prosker, client);
  });

  it('posts an offer made in a conversation as a card both members read, offered to the client, who is told', async () => {
    const made = await offer(app, prosker.token, { conversationId, hour: '10:30' });
    expect(made.status, JSON.stringify(made.body)).to.equal(201);
    expect(made.body).to.include({ status: 'offered', clientId: client.id, role: 'prosker' });
    // The prosker never has Aceptar on his own offer: only withdrawing (or cancelling) it.
    expect(made.body.actions).to.deep.equal(['withdrawOffer']);
    for (const member of [prosker, client]) {
      const messages = await app.request(
        'GET',
        `/admin/api/conversations/${conversationId}/messages`,
        { token: member.token },
      );
      const card = messages.body.data.at(-1);
      expect(card).to.include({ senderId: prosker.id, jobId: made.body.id, body: null });
      expect(card.offer).to.include({
        jobId: made.body.id,
        title: TERMS.title,
        price: 4200,
        status: 'offered',
        timeOfDay: null,
        requiresPayment: false,
      });
    }
    const asClient = await app.request('GET', `/admin/api/user/jobs/${made.body.id}`, {
      token: client.token,
    });
    expect(asClient.body.actions).to.deep.equal(['acceptOffer', 'declineOffer']);
    await app.platform.events.idle();
    const notices = await app.db('notifications').where({ user_id: client.id });
    expect(notices.map((n) => n.kind)).to.include('jobOffered');
    // Told once: the card is no "new messages" notice on top of the offer's own, even once the
    // chat's wait has passed.
    await app
      .db('outbox_events')
      .whereNull('processed_at')
      .update({ available_at: app.db.raw(`now() - interval '1 second'`) });
    await app.platform.events.drain();
    await app.platform.events.idle();
    const later = await app.db('notifications').where({ user_id: client.id });
    expect(later.map((n) => n.kind)).to.deep.equal(['jobOffered']);
    // The offer's card cannot be deleted: it is the record of what was offered.
    const card = await app.db('messages').where({ job_id: made.body.id }).first('id');
    const removed = await app.request(
      'DELETE',
      `/admin/api/conversations/${conversationId}/messages/${card.id}`,
      { token: prosker.token },
    );
    expectError(removed, 403, 'PERMISSION_DENIED');
  });

  it('refuses an offer to anyone the prosker has no conversation or job with, with OFFER_NO_RELATION, writing nothing', async () => {
    const stranger = await createUser(app, 'cliente0002', { prosker: false });
    const otherProsker = await createUser(app, 'plomero0002');
    const theirs = await converse(app, otherProsker, stranger);
    const before = await counts(app);
    const refusals: [string, Record<string, unknown>][] = [
      ['a stranger by id', { clientId: stranger.id }],
      ['an unknown id', { clientId: 999999 }],
      ['himself', { clientId: prosker.id }],
      ['another prosker', { clientId: otherProsker.id }],
      ['another prosker’s conversation', { conversationId: theirs }],
      ['an unknown conversation', { conversationId: 999999 }],
    ];
    for (const [what, target] of refusals) {
      expectError(await offer(app, prosker.token, target), 403, 'OFFER_NO_RELATION', what);
    }
    // A client cannot offer, even in their own conversation.
    expectError(await offer(app, client.token, { conversationId }), 403, 'PERMISSION_DENIED');
    expect(await counts(app)).to.deep.equal(before);
    // A job the client bought from him is a relation: the offer opens their conversation.
    const bought = await insertJob(app, otherProsker, client, 'complete');
    await app
      .db('job_history')
      .insert({ job_id: bought, actor: 'client', action: 'create', to_status: 'new' });
    const byJob = await offer(app, otherProsker.token, { clientId: client.id });
    expect(byJob.status, JSON.stringify(byJob.body)).to.equal(201);
    const opened = await app
      .db('conversations')
      .where({ prosker_id: otherProsker.id, client_id: client.id })
      .first('id');
    expect(await app.db('messages').where({ conversation_id: opened.id })).to.have.length(1);
  });

  it('refuses bad terms with translated field errors, writing nothing', async () => {
    const before = await counts(app);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['both targets', { conversationId, clientId: client.id }, 422, 'VALIDATION_FAILED'],
      ['no target', {}, 422, 'VALIDATION_FAILED'],
      ['no date', { conversationId, date: undefined }, 422, 'VALIDATION_FAILED'],
      ['an impossible date', { conversationId, date: '2026-02-30' }, 422, 'VALIDATION_FAILED'],
      ['a half unknown', { conversationId, timeOfDay: 'night' }, 422, 'VALIDATION_FAILED'],
      ['a price below the minimum', { conversationId, price: 150 }, 422, 'VALIDATION_FAILED'],
      ['an hour outside the half', { conversationId, hour: '15:00' }, 422, 'JOB_HOUR_OUTSIDE_HALF'],
      ['a past date', { conversationId, date: inDays(-2) }, 422, 'EVENT_PAST_DATE'],
      [
        'payment without an account',
        { conversationId, requiresPayment: true },
        409,
        'PAYMENT_ACCOUNT_REQUIRED',
      ],
    ];
    for (const [what, body, status, code] of cases) {
      expectError(await offer(app, prosker.token, body), status, code, what);
    }
    expect(await counts(app)).to.deep.equal(before);
  });

  it('lets only the client answer and the prosker withdraw until then; every late answer is refused and changes nothing', async () => {
    const make = async () =>
      (await offer(app, prosker.token, { conversationId })).body.id as number;
    const accepted = await make();
    // The prosker cannot accept nor decline his own offer.
    expectError(await act(app, prosker.token, accepted, 'acceptOffer'), 409, 'OFFER_CANNOT_ACCEPT');
    expectError(await act(app, prosker.token, accepted, 'accept'), 409, 'JOB_CANNOT_ACCEPT');
    expectError(
      await act(app, prosker.token, accepted, 'declineOffer'),
      409,
      'OFFER_CANNOT_DECLINE',
    );
    // Ten accepts at once: one wins, the others are told it was answered.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => act(app, client.token, accepted, 'acceptOffer')),
    );
    expect(answers.filter((a) => a.status === 200)).to.have.length(1);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expectError(lost, 409, 'OFFER_CANNOT_ACCEPT');
    }
    expectError(
      await act(app, client.token, accepted, 'declineOffer'),
      409,
      'OFFER_CANNOT_DECLINE',
    );
    expectError(
      await act(app, prosker.token, accepted, 'withdrawOffer'),
      409,
      'OFFER_CANNOT_WITHDRAW',
    );

    const withdrawn = await make();
    expect((await act(app, prosker.token, withdrawn, 'withdrawOffer')).body.status).to.equal(
      'withdrawn',
    );
    expectError(await act(app, client.token, withdrawn, 'acceptOffer'), 409, 'OFFER_CANNOT_ACCEPT');

    const declined = await make();
    expect((await act(app, client.token, declined, 'declineOffer')).body.status).to.equal(
      'rejected',
    );
    expectError(await act(app, client.token, declined, 'acceptOffer'), 409, 'OFFER_CANNOT_ACCEPT');

    const statuses = await app
      .db('jobs')
      .whereIn('id', [accepted, withdrawn, declined])
      .orderBy('id');
    expect(statuses.map((j) => j.status)).to.deep.equal([
      'readyToExecute',
      'withdrawn',
      'rejected',
    ]);
    // The history says who did what, once each.
    const history = await app
      .db('job_history')
      .whereIn('job_id', [accepted, withdrawn, declined])
      .orderBy('id')
      .select('job_id', 'actor', 'actor_id', 'action', 'from_status', 'to_status');
    expect(
      history.map((h) => [Number(h.job_id), h.actor, Number(h.actor_id), h.action, h.to_status]),
    ).to.deep.equal([
      [accepted, 'prosker', prosker.id, 'create', 'offered'],
      [accepted, 'client', client.id, 'acceptOffer', 'readyToExecute'],
      [withdrawn, 'prosker', prosker.id, 'create', 'offered'],
      [withdrawn, 'prosker', prosker.id, 'withdrawOffer', 'withdrawn'],
      [declined, 'prosker', prosker.id, 'create', 'offered'],
      [declined, 'client', client.id, 'declineOffer', 'rejected'],
    ]);
    await app.platform.events.idle();
    const told = async (user: TestUser) =>
      (await app.db('notifications').where({ user_id: user.id }).orderBy('id')).map((n) => n.kind);
    expect(await told(prosker)).to.deep.equal(['offerAccepted', 'offerDeclined']);
    expect(await told(client)).to.include.members(['jobOffered', 'offerWithdrawn']);
    // The cards show each job as it now is.
    const cards = await app.request('GET', `/admin/api/conversations/${conversationId}/messages`, {
      token: client.token,
    });
    expect(cards.body.data.map((m: { offer: { status: string } }) => m.offer.status)).to.deep.equal(
      ['readyToExecute', 'withdrawn', 'rejected'],
    );
  });

  it('copies where the client says the work is done onto the accepted offer, saving a new address to theirs, and the prosker then reads it', async () => {
    const id = await insertJob(app, prosker, client, 'offered');
    const accepted = await app.request('POST', `/admin/api/user/jobs/${id}/actions`, {
      token: client.token,
      body: {
        action: 'acceptOffer',
        address: { ...TEST_ADDRESS, domicile: 'Bv. Artigas 1550', neighborhood: 'Pocitos' },
        phone: '098765432',
      },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    expect(accepted.body.address).to.include({ domicile: 'Bv. Artigas 1550', city: 'Montevideo' });
    const saved = await app.db('addresses').where({ user_id: client.id });
    expect(saved.map((a) => a.domicile)).to.deep.equal(['Bv. Artigas 1550']);
    const seen = await app.request('GET', `/admin/api/user/jobs/${id}`, { token: prosker.token });
    expect(seen.body).to.deep.include({ contactHidden: false, contactPhone: '+59898765432' });
    expect(seen.body.address).to.include({ domicile: 'Bv. Artigas 1550', neighborhood: 'Pocitos' });
    await app.platform.events.idle();
    const notice = await app
      .db('notifications')
      .where({ user_id: prosker.id, kind: 'offerAccepted' })
      .first();
    expect(JSON.stringify(notice.params)).to.include('Bv. Artigas 1550');
  });

  it('refuses accepting an offer at someone else’s address or at two places, and changes nothing', async () => {
    const id = await insertJob(app, prosker, client, 'offered');
    const stranger = await createUser(app, 'cliente0002', { prosker: false });
    const theirs = await app.request('POST', '/admin/api/user/addresses', {
      token: stranger.token,
      body: TEST_ADDRESS,
    });
    const accept = (body: Record<string, unknown>) =>
      app.request('POST', `/admin/api/user/jobs/${id}/actions`, {
        token: client.token,
        body: { action: 'acceptOffer', ...body },
      });
    const other = await accept({ addressId: theirs.body.id });
    expectError(other, 422, 'VALIDATION_FAILED');
    expect(other.body.error.details.fields.map((f: { field: string }) => f.field)).to.include(
      'addressId',
    );
    expectError(
      await accept({ addressId: theirs.body.id, address: TEST_ADDRESS }),
      422,
      'VALIDATION_FAILED',
    );
    expect((await app.db('jobs').where({ id }).first()).status).to.equal('offered');
    expect(await app.db('addresses').where({ user_id: client.id })).to.have.length(0);
  });

  it('asks the client to pay an accepted offer that requires payment', async () => {
    const id = await insertJob(app, prosker, client, 'offered', {
      columns: { requires_payment: true },
    });
    const accepted = await act(app, client.token, id, 'acceptOffer');
    expect(accepted.body).to.include({ status: 'paymentRequired' });
    expect(accepted.body.actions).to.include('clientCancel');
    await app.platform.events.idle();
    const kinds = (await app.db('notifications').where({ user_id: client.id })).map((n) => n.kind);
    expect(kinds).to.include('jobPaymentRequired');
  });

  it('tells the client an edited offer’s new terms, and refuses the prosker a new price or date on a booking', async () => {
    const made = await offer(app, prosker.token, { conversationId });
    const id = made.body.id as number;
    const terms = (over: Record<string, unknown> = {}) => ({
      title: TERMS.title,
      description: TERMS.description,
      price: 4200,
      startDate: made.body.startDate,
      endDate: made.body.endDate,
      ...over,
    });
    const edited = await app.request('PUT', `/admin/api/user/jobs/${id}`, {
      token: prosker.token,
      body: terms({ price: 3900 }),
    });
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
    expect(edited.body).to.include({ price: 3900, status: 'offered' });
    await app.platform.events.idle();
    const notice = await app
      .db('notifications')
      .where({ user_id: client.id, kind: 'offerChanged' })
      .first();
    expect(notice.params).to.include({ price: 3900, title: TERMS.title });

    // A booking the client made: its price and date are theirs.
    const booked = await insertJob(app, prosker, client, 'new');
    await app
      .db('job_history')
      .insert({ job_id: booked, actor: 'client', action: 'create', to_status: 'new' });
    const row = await app.db('jobs').where({ id: booked }).first();
    const bookingTerms = (over: Record<string, unknown>) => ({
      title: row.title,
      description: row.description,
      price: Number(row.price),
      startDate: new Date(row.start_date).toISOString(),
      endDate: new Date(row.end_date).toISOString(),
      ...over,
    });
    for (const change of [
      { price: 9999 },
      { startDate: new Date(new Date(row.start_date).getTime() + HOUR).toISOString() },
    ]) {
      const refused = await app.request('PUT', `/admin/api/user/jobs/${booked}`, {
        token: prosker.token,
        body: bookingTerms(change),
      });
      expectError(refused, 409, 'JOB_TERMS_AGREED', JSON.stringify(change));
    }
    expect(await app.db('jobs').where({ id: booked }).first()).to.deep.equal(row);
    // Its words the prosker may still correct.
    const words = await app.request('PUT', `/admin/api/user/jobs/${booked}`, {
      token: prosker.token,
      body: bookingTerms({ title: 'Cambio de grifería del baño' }),
    });
    expect(words.status, JSON.stringify(words.body)).to.equal(200);
    // Once the client accepted the offer, nothing of it is edited.
    await act(app, client.token, id, 'acceptOffer');
    const late = await app.request('PUT', `/admin/api/user/jobs/${id}`, {
      token: prosker.token,
      body: terms({ price: 3000 }),
    });
    expectError(late, 409, 'JOB_INCOMPLETE');
  });

  describe('authorization', () => {
    it('lets only the offer’s client answer it and its prosker make, change or withdraw it', async () => {
      const otherClient = await createUser(app, 'cliente0003', { prosker: false });
      const otherProsker = await createUser(app, 'plomero0003');
      const banned = await createUser(app, 'cliente0004', { prosker: false });
      await converse(app, prosker, banned);
      const made = await offer(app, prosker.token, { conversationId });
      const id = made.body.id as number;
      await app.db('users').where({ id: banned.id }).update({ banned_at: new Date() });
      const before = await counts(app);
      const staff = await staffToken(app);
      const support = await supportToken(app);
      const edit = (token: string | undefined) =>
        app.request('PUT', `/admin/api/user/jobs/${id}`, {
          token,
          body: {
            title: 'Otro',
            description: 'Otro',
            price: 9000,
            startDate: made.body.startDate,
            endDate: made.body.endDate,
          },
        });
      const who: [string, string | undefined, number, string][] = [
        ['a visitor', undefined, 401, 'AUTH_REQUIRED'],
        ['staff (admin)', staff, 401, 'AUTH_INVALID_TOKEN'],
        ['staff (support)', support, 401, 'AUTH_INVALID_TOKEN'],
        ['a banned client', banned.token, 403, 'AUTH_USER_BANNED'],
      ];
      for (const [what, token, status, code] of who) {
        expectError(await act(app, token, id, 'acceptOffer'), status, code, what);
        expectError(await edit(token), status, code, what);
        expectError(await offer(app, token, { conversationId }), status, code, what);
      }
      for (const [what, user] of [
        ['another client', otherClient],
        ['another prosker', otherProsker],
      ] as const) {
        expectError(await act(app, user.token, id, 'acceptOffer'), 404, 'NOT_FOUND', what);
        expectError(await act(app, user.token, id, 'withdrawOffer'), 404, 'NOT_FOUND', what);
        expectError(await edit(user.token), 404, 'NOT_FOUND', what);
      }
      expectError(await edit(client.token), 404, 'NOT_FOUND', 'the client edits');
      expectError(await act(app, client.token, id, 'withdrawOffer'), 409, 'OFFER_CANNOT_WITHDRAW');
      expectError(
        await offer(app, otherProsker.token, { conversationId }),
        403,
        'OFFER_NO_RELATION',
      );
      expect(await counts(app)).to.deep.equal(before);
      expect((await app.db('jobs').where({ id }).first()).status).to.equal('offered');
    });
  });
});
