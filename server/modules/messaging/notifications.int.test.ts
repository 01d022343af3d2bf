import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { io as connect, type Socket } from 'socket.io-client';
import { NOTIFICATION_SOCKET_EVENT } from '../../../common/notifications';
import type { DomainEvent } from '../../platform/events';
import { expectError, staffToken, supportToken } from '../../test/answers';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, makePremium, TEST_BOOKING, type TestUser } from '../../test/users';
import { TIME_ZONES } from '../../../common/regions';
import { todayIn } from '../../../common/time';
import { confirmedPhone, pair, sent } from './test-kit';

const API = '/admin/api';
const ADMIN = '/backoffice/api';

/** Waits until every event, delivery and WhatsApp status in flight has ended. */
async function settled(app: TestApp) {
  for (let i = 0; i < 3; i++) {
    await app.platform.events.idle();
    await app.notifications.idle();
    await app.notifications.deliverDue();
    await app.whatsapp.control.idle();
    await app.notifications.idle();
  }
}

const noticesOf = (app: TestApp, userId: number) =>
  app.db('notifications').where({ user_id: userId }).orderBy('id');

const deliveriesOf = (app: TestApp, userId: number) =>
  app.db('notification_deliveries').where({ user_id: userId }).orderBy('id');

/** The user reads the conversation up to a message (the newest one unless told). */
async function readUpTo(app: TestApp, user: TestUser, conversationId: number, messageId?: number) {
  const upTo = messageId ?? (await app.db('messages').max('id as id').first())!.id;
  const read = await app.request('POST', `${API}/conversations/${conversationId}/read`, {
    token: user.token,
    body: { messageId: upTo },
  });
  expect(read.status, JSON.stringify(read.body)).to.equal(200);
}

const mailsTo = (app: TestApp, email: string) =>
  app.inbox.messages().filter((m) => m.to.includes(email));

/** Records an event as a module would (outside any request). */
async function emit(app: TestApp, event: DomainEvent) {
  await app.platform.events.emit(app.db, event);
  await settled(app);
}

async function choose(
  app: TestApp,
  user: TestUser,
  topic: string,
  channels: { email: boolean; whatsapp: boolean },
  { confirm = true } = {},
) {
  const { notifications: saved } = await app
    .db('users')
    .where({ id: user.id })
    .first('notifications');
  const res = await app.request('PUT', `${API}/user/notifications`, {
    token: user.token,
    body: { ...saved, [topic]: channels },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  // WhatsApp goes only to a confirmed number.
  if (channels.whatsapp && confirm) await confirmedPhone(app, user.id);
}

const jobEvent = (
  prosker: TestUser,
  client: TestUser,
  change: Partial<Extract<DomainEvent, { type: 'job.changed' }>>,
): DomainEvent => ({
  type: 'job.changed',
  jobId: 41,
  action: 'create',
  actor: 'client',
  from: null,
  to: 'new',
  clientId: client.id,
  proskerId: prosker.id,
  title: 'Cambio de grifería',
  startDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  price: 2500,
  currency: 'UYU',
  reasonId: null,
  comment: null,
  ...change,
});

/** Posts WhatsApp statuses to the webhook, signed with the app's secret as Meta signs them. */
function signedStatuses(app: TestApp, statuses: Record<string, unknown>[]) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses } }] }],
  });
  const secret = app.platform.config.whatsapp.appSecret;
  return app.request('POST', `${API}/webhooks/whatsapp`, {
    body,
    headers: {
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
  });
}

describe('notifications', () => {
  const app = useTestApp({ demo: true });

  // Noon in Montevideo, never before now: WhatsApp is not held by quiet hours, whenever the
  // tests run (the quiet-hours test sets its own clock).
  beforeEach(() => {
    const noon = new Date();
    noon.setUTCHours(15, 0, 0, 0);
    if (noon.getTime() < Date.now()) noon.setUTCDate(noon.getUTCDate() + 1);
    app.notifications.setClock(() => noon);
  });
  afterEach(() => app.notifications.setClock(() => new Date()));

  it('tells the prosker of a booking in the app and by e-mail, with a one-click unsubscribe, and nobody else', async () => {
    const prosker = await createUser(app, 'plomeroavisos', { firstName: 'Pedro' });
    const client = await createUser(app, 'clienteavisos', { prosker: false, firstName: 'Lucía' });
    const bystander = await createUser(app, 'otroprosker');
    const category = await app.db('categories').where({ slug: 'plomeria' }).first('id');
    const service = await app.request('POST', `${API}/user/services`, {
      token: prosker.token,
      body: {
        title: 'Visita técnica',
        description: 'Diagnóstico en el lugar',
        price: 900,
        categoryId: category.id,
        requiresAppointment: false,
        requiresPayment: false,
      },
    });
    expect(service.status, JSON.stringify(service.body)).to.equal(201);
    const bought = await app.request('POST', `${API}/services/${service.body.id}/buy`, {
      token: client.token,
      body: {
        ...TEST_BOOKING,
        date: todayIn(TIME_ZONES.uy, Date.now() + 72 * 3_600_000),
        timeOfDay: 'morning',
      },
    });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
    await settled(app);

    const [notice] = await noticesOf(app, prosker.id);
    expect(notice).to.include({ kind: 'jobRequested', topic: 'job', essential: false });
    // The client is told what they asked for: the date and half, not yet who goes where.
    const [booked] = await noticesOf(app, client.id);
    expect(booked).to.include({ kind: 'jobBooked', topic: 'job' });
    expect(await noticesOf(app, bystander.id)).to.have.length(0);

    const list = await app.request('GET', `${API}/notifications`, { token: prosker.token });
    expect(list.status).to.equal(200);
    expect(list.body.unread).to.equal(1);
    expect(list.body.data[0]).to.include({
      kind: 'jobRequested',
      title: 'Nueva reserva: Visita técnica',
      link: `/admin-servicios-detalle/${bought.body.id}`,
      read: false,
    });
    expect(list.body.data[0].body).to.contain('Lucía Silva reservó «Visita técnica»');

    const [delivery] = await deliveriesOf(app, prosker.id);
    expect(delivery).to.include({ channel: 'email', status: 'sent', address: prosker.email });
    const [mail] = mailsTo(app, prosker.email);
    expect(mail.subject).to.equal('Nueva reserva: Visita técnica');
    expect(mail.text).to.contain('Hola Pedro:');
    expect(mail.headers['list-unsubscribe-post']).to.equal('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).to.match(
      /^<http:\/\/127\.0\.0\.1:\d+\/admin\/api\/unsubscribe\/[\w.-]+>$/,
    );
    expect(mail.html).to.contain('/desuscribir/');
    const [sent] = mailsTo(app, client.email);
    expect(sent.subject).to.equal('Enviamos tu reserva: Visita técnica');
    expect(sent.text).to.match(
      /Le pedimos «Visita técnica» a Pedro \S+\. Es el .+, mañana \(de 9 a 13 h\)\. Te avisamos cuando la acepte o la rechace\./,
    );
    expect(sent.text).to.not.contain(TEST_BOOKING.address.domicile);
    expect(app.whatsapp.control.messages()).to.have.length(0);
  });

  it('takes every job step to the side that must know, in their language, and not to the other', async () => {
    const prosker = await createUser(app, 'proskerpasos');
    const client = await createUser(app, 'clientepasos', { prosker: false });
    await app.db('users').where({ id: client.id }).update({ language: 'br', region: 'br' });
    const reason = await app.db('cancellation_reasons').first('id', 'name_br', 'name_es');
    const steps: [Partial<Extract<DomainEvent, { type: 'job.changed' }>>, string[], string[]][] = [
      [{ action: 'create', actor: 'client', to: 'new' }, ['jobRequested'], ['jobBooked']],
      [{ action: 'create', actor: 'prosker', to: 'new' }, [], ['jobOffered']],
      [
        { action: 'accept', actor: 'prosker', from: 'new', to: 'paymentRequired' },
        [],
        ['jobPaymentRequired'],
      ],
      [
        { action: 'accept', actor: 'prosker', from: 'new', to: 'readyToExecute' },
        [],
        ['jobAccepted'],
      ],
      [{ action: 'decline', actor: 'prosker', from: 'new', to: 'rejected' }, [], ['jobDeclined']],
      [
        {
          action: 'confirmPayment',
          actor: 'system',
          from: 'paymentRequired',
          to: 'readyToExecute',
          paid: { amount: 2500, feeBps: 449, vatBps: 2200, fee: 136.95, net: 2363.05 },
        },
        ['jobPaidProsker'],
        ['jobPaid'],
      ],
      [
        { action: 'start', actor: 'prosker', from: 'readyToExecute', to: 'inProgress' },
        [],
        ['jobStarted'],
      ],
      [
        { action: 'finish', actor: 'prosker', from: 'inProgress', to: 'proskerComplete' },
        [],
        ['jobFinished'],
      ],
      [
        { action: 'confirm', actor: 'client', from: 'proskerComplete', to: 'complete' },
        ['jobCompleted'],
        [],
      ],
      [
        { action: 'autoComplete', actor: 'system', from: 'proskerComplete', to: 'complete' },
        ['jobCompleted'],
        ['jobCompleted'],
      ],
      [
        { action: 'dispute', actor: 'client', from: 'proskerComplete', to: 'clientRejected' },
        ['jobDisputed'],
        [],
      ],
      [
        { action: 'redo', actor: 'prosker', from: 'clientRejected', to: 'inProgress' },
        [],
        ['jobResumed'],
      ],
      [
        { action: 'resolve', actor: 'staff', from: 'clientRejected', to: 'complete' },
        ['jobDisputeResolved'],
        ['jobDisputeResolved'],
      ],
      [
        {
          action: 'clientCancel',
          actor: 'client',
          from: 'new',
          to: 'clientCancel',
          reasonId: reason.id,
        },
        ['jobCancelled'],
        [],
      ],
      [
        {
          action: 'proskerCancel',
          actor: 'prosker',
          from: 'new',
          to: 'proskerCancel',
          reasonId: reason.id,
        },
        [],
        ['jobCancelled'],
      ],
    ];
    for (const [change, toProsker, toClient] of steps) {
      const before = {
        p: (await noticesOf(app, prosker.id)).length,
        c: (await noticesOf(app, client.id)).length,
      };
      await emit(app, jobEvent(prosker, client, change));
      const p = (await noticesOf(app, prosker.id)).slice(before.p).map((n) => n.kind);
      const c = (await noticesOf(app, client.id)).slice(before.c).map((n) => n.kind);
      expect({ action: change.action, p, c }).to.deep.equal({
        action: change.action,
        p: toProsker,
        c: toClient,
      });
    }
    // Read in Portuguese, with the reason in Portuguese; the prosker's page in Spanish.
    const clientList = await app.request('GET', `${API}/notifications`, {
      token: client.token,
      headers: { 'accept-language': 'pt-BR' },
    });
    const cancelled = clientList.body.data.find((n: { kind: string }) => n.kind === 'jobCancelled');
    expect(cancelled.title).to.equal('Trabalho cancelado: Cambio de grifería');
    expect(cancelled.body).to.contain(`Motivo: ${reason.name_br}`);
    expect(cancelled.link).to.equal('/br/admin-servicos-detalhe/41');
    const proskerList = await app.request('GET', `${API}/notifications`, { token: prosker.token });
    const paid = proskerList.body.data.find((n: { kind: string }) => n.kind === 'jobPaidProsker');
    expect(paid.body).to.match(
      /pagó \$\s2\.500,00 por «Cambio de grifería»\. Comisión de Prosk \(4,49% \+ IVA\): \$\s136,95; recibes \$\s2\.363,05\./,
    );
  });

  it('tells reviews, appointments, billing and account changes to their owner', async () => {
    const prosker = await createUser(app, 'proskervarios');
    const client = await createUser(app, 'clientevarios', { prosker: false });
    await emit(app, {
      type: 'job.reviewed',
      jobId: 7,
      clientId: client.id,
      proskerId: prosker.id,
      title: 'Pintura',
      rating: 4,
    });
    await emit(app, {
      type: 'calendar.changed',
      eventId: 3,
      proskerId: prosker.id,
      clientId: client.id,
      jobId: null,
      status: 'approved',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      by: 'prosker',
    });
    // A job's own appointment is told by the job's notices.
    await emit(app, {
      type: 'calendar.changed',
      eventId: 4,
      proskerId: prosker.id,
      clientId: client.id,
      jobId: 9,
      status: 'approved',
      startsAt: new Date().toISOString(),
      by: 'system',
    });
    for (const change of [
      'trialEnding',
      'renewed',
      'renewalFailed',
      'paused',
      'resumed',
      'cancelled',
      'linkFailing',
    ] as const) {
      await emit(app, {
        type: 'billing.changed',
        userId: prosker.id,
        change,
        ref: `s:1:${change}`,
        amount: 590,
        currency: 'UYU',
        date: new Date().toISOString(),
      });
    }
    await emit(app, { type: 'account.notice', userId: client.id, change: 'verified', ref: 'v1' });
    expect((await noticesOf(app, prosker.id)).map((n) => n.kind)).to.deep.equal([
      'jobReviewed',
      'trialEnding',
      'subscriptionRenewed',
      'subscriptionRenewalFailed',
      'subscriptionPaused',
      'subscriptionResumed',
      'subscriptionCancelled',
      'paymentLinkFailing',
    ]);
    expect((await noticesOf(app, client.id)).map((n) => n.kind)).to.deep.equal([
      'eventApproved',
      'welcome',
    ]);
  });

  it('sends nothing twice when an event is handled again', async () => {
    const prosker = await createUser(app, 'proskerreplay');
    const client = await createUser(app, 'clientereplay', { prosker: false });
    const event = jobEvent(prosker, client, {});
    await app.platform.events.emit(app.db, event);
    await settled(app);
    const [row] = await app
      .db('outbox_events')
      .where({ type: 'job.changed' })
      .orderBy('id', 'desc')
      .limit(1);
    // The same outbox row handled twice more (a crash before it was marked, a second worker).
    await app.notifications.handle(event, { id: Number(row.id) });
    await app.notifications.handle(event, { id: Number(row.id) });
    await settled(app);
    expect(await noticesOf(app, prosker.id)).to.have.length(1);
    expect(await deliveriesOf(app, prosker.id)).to.have.length(1);
    expect(mailsTo(app, prosker.email)).to.have.length(1);
    // A reminder emitted twice is the same cause.
    const due: DomainEvent = {
      type: 'job.due',
      jobId: 5,
      kind: 'reminder24h',
      clientId: client.id,
      proskerId: prosker.id,
      title: 'Poda',
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
    };
    await emit(app, due);
    await emit(app, due);
    expect(
      (await noticesOf(app, prosker.id)).filter((n) => n.kind === 'jobReminder'),
    ).to.have.length(1);
  });

  it('follows the saved choices: e-mail off sends none, WhatsApp on sends a template to the E.164 number', async () => {
    const prosker = await createUser(app, 'proskerpreferencias');
    const client = await createUser(app, 'clientepreferencias', { prosker: false });
    await choose(app, prosker, 'job', { email: false, whatsapp: true });
    await emit(app, jobEvent(prosker, client, {}));
    const deliveries = await deliveriesOf(app, prosker.id);
    expect(deliveries.map((d) => [d.channel, d.status, d.address])).to.deep.equal([
      ['whatsapp', 'read', '59899123456'],
    ]);
    expect(mailsTo(app, prosker.email)).to.have.length(0);
    const [message] = app.whatsapp.control.messages();
    expect(message).to.include({
      to: '59899123456',
      template: 'prosk_job_requested',
      language: 'es',
    });
    expect(message.parameters).to.have.length(3);
    expect(message.parameters[1]).to.equal('Cambio de grifería');
    const [stored] = deliveries;
    expect(stored.provider_id).to.equal(message.id);
    expect(stored.delivered_at).to.not.equal(null);

    // Every channel off: the notice is still in the app, and nothing else goes.
    await choose(app, prosker, 'job', { email: false, whatsapp: false });
    await emit(
      app,
      jobEvent(prosker, client, { action: 'dispute', actor: 'client', to: 'clientRejected' }),
    );
    expect(await noticesOf(app, prosker.id)).to.have.length(2);
    expect(await deliveriesOf(app, prosker.id)).to.have.length(1);
  });

  it('sends security notices whatever the preferences say, and the old address hears of a new one', async () => {
    const user = await createUser(app, 'usuarioseguro', { prosker: false });
    await choose(app, user, 'user', { email: false, whatsapp: false });
    await emit(app, {
      type: 'account.notice',
      userId: user.id,
      change: 'passwordChanged',
      ref: 'p1',
    });
    await emit(app, {
      type: 'account.notice',
      userId: user.id,
      change: 'emailChanged',
      ref: 'e1',
      email: 'vieja@example.com',
    });
    await emit(app, { type: 'account.notice', userId: user.id, change: 'verified', ref: 'v1' });
    const mails = app.inbox.messages().map((m) => [m.to[0], m.subject]);
    expect(mails).to.deep.include([user.email, 'Tu contraseña cambió']);
    expect(mails).to.deep.include([user.email, 'El correo de tu cuenta cambió']);
    expect(mails).to.deep.include(['vieja@example.com', 'El correo de tu cuenta cambió']);
    // The welcome is not a security notice: the user's "no" holds.
    expect(mails.filter(([, s]) => s.startsWith('Te damos'))).to.have.length(0);
    const essential = app.inbox.messages().find((m) => m.subject === 'Tu contraseña cambió')!;
    expect(essential.headers).to.not.have.property('list-unsubscribe');
  });

  it('holds a WhatsApp during quiet hours until 08:00 in the recipient’s zone, except for a same-day appointment', async () => {
    const prosker = await createUser(app, 'proskernocturno');
    const client = await createUser(app, 'clientenocturno', { prosker: false });
    await choose(app, prosker, 'job', { email: false, whatsapp: true });
    // 23:00 in Montevideo (UTC−3).
    app.notifications.setClock(() => new Date('2026-11-26T02:00:00Z'));
    await emit(app, jobEvent(prosker, client, { startDate: '2026-12-02T13:00:00Z' }));
    await emit(
      app,
      jobEvent(prosker, client, {
        action: 'dispute',
        actor: 'client',
        to: 'clientRejected',
        startDate: '2026-11-26T02:30:00Z',
      }),
    );
    const [held, sameDay] = await deliveriesOf(app, prosker.id);
    expect(held.status).to.equal('pending');
    expect(new Date(held.not_before).toISOString()).to.equal('2026-11-26T11:00:00.000Z');
    expect(sameDay.status).to.not.equal('pending');
    expect(app.whatsapp.control.messages()).to.have.length(1);
    // At 08:00 the held one goes.
    app.notifications.setClock(() => new Date('2026-11-26T11:00:00Z'));
    await app.notifications.deliverDue();
    await settled(app);
    expect(app.whatsapp.control.messages()).to.have.length(2);
  });

  it('drops a held WhatsApp whose owner turned WhatsApp off, or was banned, before it was due', async () => {
    const prosker = await createUser(app, 'proskerarrepentido');
    const client = await createUser(app, 'clientearrepentido', { prosker: false });
    await choose(app, prosker, 'job', { email: false, whatsapp: true });
    app.notifications.setClock(() => new Date('2026-11-26T02:00:00Z'));
    await emit(app, jobEvent(prosker, client, {}));
    await choose(app, prosker, 'job', { email: false, whatsapp: false });
    app.notifications.setClock(() => new Date('2026-11-26T11:00:00Z'));
    await settled(app);
    const [held] = await deliveriesOf(app, prosker.id);
    expect(held).to.include({
      channel: 'whatsapp',
      status: 'skipped',
      last_error: 'no longer wanted',
    });
    expect(app.whatsapp.control.messages()).to.have.length(0);
  });

  it('falls back to e-mail once when WhatsApp fails, by its answer or by a failed status', async () => {
    const prosker = await createUser(app, 'proskerfallback');
    const client = await createUser(app, 'clientefallback', { prosker: false });
    await choose(app, prosker, 'job', { email: false, whatsapp: true });
    // Accepted, then a "failed" status (undeliverable).
    await confirmedPhone(app, prosker.id, '+59899990001');
    await emit(app, jobEvent(prosker, client, {}));
    let deliveries = await deliveriesOf(app, prosker.id);
    expect(deliveries.map((d) => [d.channel, d.status])).to.deep.equal([
      ['whatsapp', 'failed'],
      ['email', 'sent'],
    ]);
    expect(deliveries[0].last_error).to.contain('131026');
    expect(mailsTo(app, prosker.email)).to.have.length(1);
    // Refused at once (not an allowed number): the same.
    await confirmedPhone(app, prosker.id, '+59899990002');
    await emit(
      app,
      jobEvent(prosker, client, { action: 'dispute', actor: 'client', to: 'clientRejected' }),
    );
    deliveries = await deliveriesOf(app, prosker.id);
    expect(deliveries.slice(2).map((d) => [d.channel, d.status])).to.deep.equal([
      ['whatsapp', 'failed'],
      ['email', 'sent'],
    ]);
    expect(mailsTo(app, prosker.email)).to.have.length(2);
    // A temporary failure is retried later, not given up.
    await confirmedPhone(app, prosker.id, '+59899990003');
    await emit(
      app,
      jobEvent(prosker, client, { action: 'confirm', actor: 'client', to: 'complete' }),
    );
    const retried = (await deliveriesOf(app, prosker.id)).slice(4);
    expect(retried.map((d) => [d.channel, d.status, d.attempts])).to.deep.equal([
      ['whatsapp', 'pending', 1],
    ]);
    expect(new Date(retried[0].not_before).getTime()).to.be.greaterThan(Date.now() + 20_000);
  });

  it('summarises an unread streak of chat messages to an offline recipient once per conversation and 15 minutes, and tells an online one nothing', async () => {
    // A minute into a 15-minute window, whatever the wall clock says.
    const t0 = Math.floor(Date.now() / 900_000) * 900_000 + 60_000;
    app.notifications.setClock(() => new Date(t0));
    const { prosker, client, conversationId } = await pair(app, {
      prosker: 'proskercharla',
      client: 'clientecharla',
    });
    await sent(app, client, conversationId, 'Hola, ¿tenés lugar el lunes?');
    await sent(app, client, conversationId, '¿Y el martes?');
    await settled(app);
    const [notice, ...more] = await noticesOf(app, prosker.id);
    expect(more).to.have.length(0);
    expect(notice.kind).to.equal('chatMessages');
    expect(JSON.stringify(notice.params)).to.not.contain('martes');
    // Only the first unread message of the streak is an event.
    expect(await app.db('outbox_events').where({ type: 'message.sent' })).to.have.length(1);
    const [digest] = await deliveriesOf(app, prosker.id);
    expect(digest.status).to.equal('pending');
    // The digest waits a minute for the burst to end, then goes once.
    app.notifications.setClock(() => new Date(t0 + 61_000));
    await app.notifications.deliverDue();
    await settled(app);
    const mails = mailsTo(app, prosker.email);
    expect(mails).to.have.length(1);
    expect(mails[0].text).to.contain('te escribió 2 mensajes');
    await sent(app, client, conversationId, 'Quedo atento');
    await settled(app);
    expect(await deliveriesOf(app, prosker.id)).to.have.length(1);

    // Read, then a new streak in the next window: its digest is not sent when the conversation
    // was read again before it was due.
    await readUpTo(app, prosker, conversationId);
    app.notifications.setClock(() => new Date(t0 + 16 * 60_000));
    const last = await sent(app, client, conversationId, '¿Me confirmás?');
    await settled(app);
    await readUpTo(app, prosker, conversationId, last.id);
    app.notifications.setClock(() => new Date(t0 + 18 * 60_000));
    await settled(app);
    const [, second] = await deliveriesOf(app, prosker.id);
    expect(second).to.include({ status: 'skipped', last_error: 'read in the app' });
    expect(mailsTo(app, prosker.email)).to.have.length(1);

    // Online (a socket open): nothing at all.
    const socket: Socket = connect(app.url, {
      auth: { token: client.token },
      transports: ['websocket'],
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    try {
      await sent(app, prosker, conversationId, 'Sí, el lunes a las 10');
      await settled(app);
      expect(await noticesOf(app, client.id)).to.have.length(0);
    } finally {
      socket.disconnect();
    }
  });

  it('pushes a new notice with the unread count to the user’s socket', async () => {
    const prosker = await createUser(app, 'proskerenvivo');
    const client = await createUser(app, 'clienteenvivo', { prosker: false });
    const socket: Socket = connect(app.url, {
      auth: { token: prosker.token },
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const pushed = new Promise<{ notification: { kind: string }; unread: number }>((resolve) =>
        socket.once(NOTIFICATION_SOCKET_EVENT, resolve),
      );
      await emit(app, jobEvent(prosker, client, {}));
      const payload = await pushed;
      expect(payload.unread).to.equal(1);
      expect(payload.notification.kind).to.equal('jobRequested');
    } finally {
      socket.disconnect();
    }
  });

  it('gives the premium prosker’s clients reminders and a review request in the prosker’s name, and the free prosker’s none', async () => {
    const premium = await createUser(app, 'proskerpremium', { firstName: 'Marta' });
    await makePremium(app, premium.id);
    const free = await createUser(app, 'proskergratis');
    const client = await createUser(app, 'clienterecordado', { prosker: false });
    const startDate = new Date(Date.now() + 86_400_000).toISOString();
    for (const [p, jobId] of [
      [premium, 1],
      [free, 2],
    ] as const) {
      await emit(app, {
        type: 'job.due',
        jobId,
        kind: 'reminder24h',
        clientId: client.id,
        proskerId: p.id,
        title: 'Poda',
        startDate,
      });
      await emit(app, {
        type: 'job.due',
        jobId,
        kind: 'reviewRequest',
        clientId: client.id,
        proskerId: p.id,
        title: 'Poda',
        startDate,
      });
    }
    expect((await noticesOf(app, premium.id)).map((n) => n.kind)).to.deep.equal(['jobReminder']);
    expect((await noticesOf(app, free.id)).map((n) => n.kind)).to.deep.equal(['jobReminder']);
    const toClient = await noticesOf(app, client.id);
    expect(toClient.map((n) => n.kind)).to.deep.equal(['clientReminder', 'reviewRequest']);
    const request = mailsTo(app, client.email).find((m) => m.subject.startsWith('¿Cómo te fue'))!;
    expect(request.subject).to.equal('¿Cómo te fue con Marta Silva?');
    expect(request.text).to.contain('Enviado por Prosk en nombre de Marta Silva.');
  });

  it('unsubscribes from a topic with the link alone, and refuses a link that was tampered with', async () => {
    const prosker = await createUser(app, 'proskerbaja');
    const token = app.notifications.unsubscribeToken(prosker.id, 'job', 'email');
    const info = await app.request('GET', `${API}/unsubscribe/${token}`);
    expect(info.status).to.equal(200);
    expect(info.body).to.deep.equal({ topic: 'job', channel: 'email', email: 'p***@example.com' });
    // Reading the link changed nothing.
    let user = await app.db('users').where({ id: prosker.id }).first('notifications');
    expect(user.notifications.job.email).to.equal(true);
    // The one-click POST of RFC 8058, as a mail client sends it.
    const done = await app.request('POST', `${API}/unsubscribe/${token}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    user = await app.db('users').where({ id: prosker.id }).first('notifications');
    expect(user.notifications.job).to.deep.equal({ email: false, whatsapp: false });
    expect(user.notifications.chat.email).to.equal(true);

    const other = await createUser(app, 'otrabaja');
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: other.id, t: 'job', c: 'email' })).toString(
      'base64url',
    );
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.x${signature.slice(1)}`,
      'nada',
      `${payload}`,
    ]) {
      expectError(
        await app.request('POST', `${API}/unsubscribe/${bad}`, { body: {} }),
        404,
        'UNSUBSCRIBE_LINK_INVALID',
      );
    }
    const untouched = await app.db('users').where({ id: other.id }).first('notifications');
    expect(untouched.notifications.job.email).to.equal(true);
  });

  it('answers the WhatsApp subscription check and refuses a status webhook with a bad signature', async () => {
    expect(await app.whatsapp.control.verifyWebhook()).to.equal(true);
    const wrong = await app.request(
      'GET',
      `${API}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=123`,
    );
    expectError(wrong, 403, 'PERMISSION_DENIED');

    const prosker = await createUser(app, 'proskerfirma');
    const client = await createUser(app, 'clientefirma', { prosker: false });
    await choose(app, prosker, 'job', { email: false, whatsapp: true });
    await app.whatsapp.control.idle();
    app.notifications.setClock(() => new Date('2026-11-26T15:00:00Z'));
    await emit(app, jobEvent(prosker, client, {}));
    const [delivery] = await deliveriesOf(app, prosker.id);
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [
                  {
                    id: delivery.provider_id,
                    status: 'failed',
                    timestamp: '1790000000',
                    errors: [{ code: 131026 }],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const forged = await app.request('POST', `${API}/webhooks/whatsapp`, {
      body,
      headers: {
        'x-hub-signature-256': `sha256=${createHmac('sha256', 'not-the-secret').update(body).digest('hex')}`,
      },
    });
    expectError(forged, 401, 'WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await app.request('POST', `${API}/webhooks/whatsapp`, { body });
    expectError(unsigned, 401, 'WEBHOOK_SIGNATURE_INVALID');
    const after = await app.db('notification_deliveries').where({ id: delivery.id }).first();
    expect(after.status).to.not.equal('failed');
    expect(await deliveriesOf(app, prosker.id)).to.have.length(1);
  });

  it('applies a WhatsApp status that comes before the send’s answer was stored, by the delivery it echoes', async () => {
    const prosker = await createUser(app, 'proskertemprano');
    const client = await createUser(app, 'clientetemprano', { prosker: false });
    await choose(app, prosker, 'job', { email: false, whatsapp: true });
    // 23:00 in Montevideo: the WhatsApp waits, unsent (no message id yet).
    app.notifications.setClock(() => new Date('2026-11-26T02:00:00Z'));
    await emit(app, jobEvent(prosker, client, { startDate: '2026-12-02T13:00:00Z' }));
    const [held] = await deliveriesOf(app, prosker.id);
    expect(held).to.include({ status: 'pending', provider_id: null });
    // Being sent: claimed (one attempt), its answer not stored yet.
    await app.db('notification_deliveries').where({ id: held.id }).update({ attempts: 1 });
    const post = (statuses: Record<string, unknown>[]) => signedStatuses(app, statuses);
    // An echo that names another channel's delivery, or a malformed one, changes nothing.
    const [other] = await app.db('notification_deliveries').whereNot({ channel: 'whatsapp' });
    for (const echo of [`delivery:${other?.id ?? 999999}`, 'delivery:1;drop', 'job:1']) {
      expect(
        (await post([{ id: 'wamid.x', status: 'failed', biz_opaque_callback_data: echo }])).status,
      ).to.equal(200);
    }
    // The right echo for another number: not this delivery's status.
    await post([
      {
        id: 'wamid.y',
        status: 'failed',
        recipient_id: '59899000000',
        biz_opaque_callback_data: `delivery:${held.id}`,
      },
    ]);
    expect((await deliveriesOf(app, prosker.id)).map((d) => d.status)).to.deep.equal(['pending']);
    const early = await post([
      {
        id: 'wamid.temprano',
        status: 'failed',
        timestamp: '1790000000',
        errors: [{ code: 131026, title: 'Message undeliverable' }],
        recipient_id: held.address,
        biz_opaque_callback_data: `delivery:${held.id}`,
      },
    ]);
    expect(early.status, JSON.stringify(early.body)).to.equal(200);
    await settled(app);
    const after = await deliveriesOf(app, prosker.id);
    expect(after.map((d) => [d.channel, d.status])).to.deep.equal([
      ['whatsapp', 'failed'],
      ['email', 'sent'],
    ]);
    expect(after[0].last_error).to.contain('131026');
  });

  it('finds a resent WhatsApp by its echo while its new send has no answer stored, the failed send’s message id forgotten', async () => {
    const prosker = await createUser(app, 'proskerreenvio');
    const client = await createUser(app, 'clientereenvio', { prosker: false });
    await choose(app, prosker, 'job', { email: false, whatsapp: true });
    // A number WhatsApp accepts, then reports failed.
    await confirmedPhone(app, prosker.id, '+59899990001');
    await emit(app, jobEvent(prosker, client, {}));
    await settled(app);
    const [sent] = await deliveriesOf(app, prosker.id);
    expect(sent).to.include({ channel: 'whatsapp', status: 'failed' });
    expect(sent.provider_id).to.be.a('string');
    const post = async (status: Record<string, unknown>) => {
      const answer = await signedStatuses(app, [status]);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      await settled(app);
    };
    const failure = {
      status: 'failed',
      errors: [{ code: 131026, title: 'Message undeliverable' }],
    };

    // Resent; the new send's answer never comes back (WhatsApp errs at once, to retry later)…
    app.whatsapp.control.failNext(131000);
    const admin = await staffToken(app);
    const resent = await app.request('POST', `${ADMIN}/notification-deliveries/${sent.id}/resend`, {
      token: admin,
    });
    expect(resent.status, JSON.stringify(resent.body)).to.equal(200);
    await settled(app);
    const waiting = await app.db('notification_deliveries').where({ id: sent.id }).first();
    expect(waiting).to.include({ status: 'pending', attempts: 1, provider_id: null });
    // …while a status of that send arrives, echoing the delivery: it is this delivery's.
    await post({
      id: 'wamid.reenvio',
      recipient_id: sent.address,
      biz_opaque_callback_data: `delivery:${sent.id}`,
      ...failure,
    });
    const after = await app.db('notification_deliveries').where({ id: sent.id }).first();
    expect(after.status).to.equal('failed');
    expect(after.last_error).to.contain('131026');
  });

  it('lets a user read and mark only their own notices, page by page', async () => {
    const prosker = await createUser(app, 'proskerlista');
    const stranger = await createUser(app, 'extraniolista', { prosker: false });
    const client = await createUser(app, 'clientelista', { prosker: false });
    await choose(app, prosker, 'job', { email: false, whatsapp: false });
    for (let i = 0; i < 5; i++) {
      await emit(app, jobEvent(prosker, client, { jobId: 100 + i, title: `Trabajo ${i}` }));
    }
    const first = await app.request('GET', `${API}/notifications?limit=2`, {
      token: prosker.token,
    });
    expect(first.body.data.map((n: { title: string }) => n.title)).to.deep.equal([
      'Nueva reserva: Trabajo 4',
      'Nueva reserva: Trabajo 3',
    ]);
    expect(first.body).to.include({ hasMore: true, unread: 5 });
    const second = await app.request(
      'GET',
      `${API}/notifications?limit=2&before=${first.body.data[1].id}`,
      { token: prosker.token },
    );
    expect(second.body.data.map((n: { title: string }) => n.title)).to.deep.equal([
      'Nueva reserva: Trabajo 2',
      'Nueva reserva: Trabajo 1',
    ]);
    const id = first.body.data[0].id;
    expectError(
      await app.request('POST', `${API}/notifications/${id}/read`, { token: stranger.token }),
      404,
      'NOTIFICATION_NOT_FOUND',
    );
    expect(
      await app.request('GET', `${API}/notifications`, { token: stranger.token }),
    ).to.deep.include({ status: 200 });
    expect(
      (await app.request('GET', `${API}/notifications`, { token: stranger.token })).body.data,
    ).to.have.length(0);
    const read = await app.request('POST', `${API}/notifications/${id}/read`, {
      token: prosker.token,
    });
    expect(read.body).to.deep.equal({ unread: 4 });
    expect(
      (await app.request('POST', `${API}/notifications/read-all`, { token: prosker.token })).body,
    ).to.deep.equal({ unread: 0 });
    expect(
      (await app.request('GET', `${API}/notifications/unread`, { token: prosker.token })).body,
    ).to.deep.equal({ unread: 0 });
    expectError(
      await app.request('GET', `${API}/notifications?limit=500`, { token: prosker.token }),
      422,
      'VALIDATION_FAILED',
    );
    expectError(await app.request('GET', `${API}/notifications`), 401, 'AUTH_REQUIRED');
  });

  it('shows staff each user’s deliveries; an admin resends a failed one and support only reads', async () => {
    const prosker = await createUser(app, 'proskerstaff');
    const client = await createUser(app, 'clientestaff', { prosker: false });
    await choose(app, prosker, 'job', { email: false, whatsapp: true });
    await app.db('users').where({ id: prosker.id }).update({ email_verified_at: null });
    await confirmedPhone(app, prosker.id, '+59899990002');
    await emit(app, jobEvent(prosker, client, {}));
    const [failed] = await deliveriesOf(app, prosker.id);
    expect(failed.status).to.equal('failed');
    const admin = await staffToken(app);
    const support = await supportToken(app);
    const list = await app.request(
      'GET',
      `${ADMIN}/notification-deliveries?filter=${encodeURIComponent(JSON.stringify({ userId: prosker.id }))}`,
      { token: admin },
    );
    expect(list.status).to.equal(200);
    expect(list.headers.get('content-range')).to.match(/^notification-deliveries 0-0\/1$/);
    expect(list.body[0]).to.include({
      id: Number(failed.id),
      channel: 'whatsapp',
      status: 'failed',
      kind: 'jobRequested',
      title: 'Nueva reserva: Cambio de grifería',
    });
    expectError(
      await app.request('POST', `${ADMIN}/notification-deliveries/${failed.id}/resend`, {
        token: support,
      }),
      403,
      'PERMISSION_DENIED',
    );
    const resent = await app.request(
      'POST',
      `${ADMIN}/notification-deliveries/${failed.id}/resend`,
      { token: admin },
    );
    expect(resent.status, JSON.stringify(resent.body)).to.equal(200);
    expect(resent.body.status).to.equal('pending');
    // What the resend left, whether or not the worker has tried already.
    expect(resent.body.attempts).to.equal(0);
    await settled(app);
    const again = await app.db('notification_deliveries').where({ id: failed.id }).first();
    // Sent again to the number stored with the delivery, still the confirmed one: refused again.
    expect(again.status).to.equal('failed');
    expect(again.attempts).to.equal(1);
    // Once the user has another number, a resend to the old one is not made.
    await confirmedPhone(app, prosker.id, '+59899123456');
    await app.request('POST', `${ADMIN}/notification-deliveries/${failed.id}/resend`, {
      token: admin,
    });
    await settled(app);
    const moved = await app.db('notification_deliveries').where({ id: failed.id }).first();
    expect(moved).to.include({ status: 'skipped', last_error: 'number changed' });
    expectError(
      await app.request('POST', `${ADMIN}/notification-deliveries/999999/resend`, { token: admin }),
      404,
      'NOT_FOUND',
    );
    // Each resend staff made is in the audit log; the refused ones left none.
    const audited = await app
      .db('staff_audit')
      .where({ action: 'notification-deliveries.resend' })
      .orderBy('id');
    expect(audited.map((e) => [e.target_id, e.before, e.after])).to.deep.equal([
      [String(failed.id), { status: 'failed' }, { status: 'pending' }],
      [String(failed.id), { status: 'failed' }, { status: 'pending' }],
    ]);
    const templates = await app.request('GET', `${ADMIN}/notification-templates`, {
      token: support,
    });
    expect(templates.body.map((t: { id: string }) => t.id)).to.include.members([
      'jobRequested',
      'passwordChanged',
      'chatMessages',
    ]);
    const preview = await app.request('GET', `${ADMIN}/notification-templates/jobRequested`, {
      token: support,
    });
    expect(preview.body.previews.br.subject).to.equal('Nova reserva: Instalação elétrica');
    expect(preview.body.previews.es.html).to.contain('<!doctype html>');
    expect(preview.body.previews.br.whatsapp).to.include({
      name: 'prosk_job_requested',
      language: 'pt_BR',
    });
    // The code confirming a WhatsApp number is previewed too: by WhatsApp only.
    const listed = templates.body.find((t: { id: string }) => t.id === 'phoneCode');
    expect(listed).to.deep.equal({
      id: 'phoneCode',
      topic: 'user',
      essential: true,
      automated: false,
    });
    const code = await app.request('GET', `${ADMIN}/notification-templates/phoneCode`, {
      token: support,
    });
    expect(code.body.previews.br).to.deep.include({ subject: null, text: null, html: null });
    expect(code.body.previews.br.whatsapp).to.deep.include({
      name: 'prosk_phone_code',
      language: 'pt_BR',
      parameters: ['123456', '10'],
    });
    expect(code.body.previews.es.whatsapp.text).to.contain('123456');
    expectError(
      await app.request('GET', `${ADMIN}/notification-templates/nada`, { token: support }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await app.request('GET', `${ADMIN}/notification-deliveries`, { token: prosker.token }),
      403,
      'PERMISSION_DENIED',
    );
  });
});

describe('WhatsApp numbers confirmed by a code', () => {
  const app = useTestApp();
  const NUMBER = `${API}/notifications/whatsapp-number`;

  const codeSentTo = (to: string) => {
    const message = app.whatsapp.control
      .messages()
      .find((m) => m.to === to && m.template === 'prosk_phone_code');
    expect(message, `a code sent to ${to}`).to.not.equal(undefined);
    return message!;
  };

  it('sends WhatsApp notices only to a number confirmed with the code WhatsApp brought, and no longer once it changes', async () => {
    const prosker = await createUser(app, 'proskernumero');
    const client = await createUser(app, 'clientenumero', { prosker: false });
    await choose(app, prosker, 'job', { email: false, whatsapp: true }, { confirm: false });
    // Not confirmed: the WhatsApp choice goes by e-mail.
    await emit(app, jobEvent(prosker, client, {}));
    expect((await deliveriesOf(app, prosker.id)).map((d) => d.channel)).to.deep.equal(['email']);
    const before = await app.request('GET', NUMBER, { token: prosker.token });
    expect(before.body).to.deep.equal({
      phoneNumber: '+59899123456',
      confirmed: false,
      codeExpiresAt: null,
    });

    const sentAt = Date.now();
    const sent = await app.request('POST', `${NUMBER}/code`, { token: prosker.token, body: {} });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
    expect(sent.body).to.include({ phoneNumber: '+59899123456', confirmed: false });
    const expires = new Date(sent.body.codeExpiresAt).getTime() - sentAt;
    expect(expires).to.be.within(9 * 60_000, 10 * 60_000 + 5_000);
    const message = codeSentTo('59899123456');
    expect(message.language).to.equal('es');
    const [code, minutes] = message.parameters;
    expect(code).to.match(/^\d{6}$/);
    expect(minutes).to.equal('10');
    // The code is kept only as an HMAC.
    const row = await app.db('whatsapp_numbers').where({ user_id: prosker.id }).first();
    expect(JSON.stringify(row)).to.not.contain(code);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await app.request('POST', `${NUMBER}/confirm`, {
      token: prosker.token,
      body: { code: wrong },
    });
    expectError(refused, 422, 'PHONE_CODE_INVALID');
    expect(refused.body.error.message).to.contain('4');
    const confirmed = await app.request('POST', `${NUMBER}/confirm`, {
      token: prosker.token,
      body: { code },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
    expect(confirmed.body).to.deep.equal({
      phoneNumber: '+59899123456',
      confirmed: true,
      codeExpiresAt: null,
    });
    // The data download says which number was confirmed and when, never the code.
    const download = await app.request('GET', `${API}/user/export`, { token: prosker.token });
    expect(download.body.whatsappNumber).to.have.keys(['number', 'confirmedAt']);
    expect(download.body.whatsappNumber.number).to.equal('59899123456');
    expect(Date.parse(download.body.whatsappNumber.confirmedAt)).to.be.closeTo(Date.now(), 60_000);
    // Asking again for a confirmed number sends nothing.
    const again = await app.request('POST', `${NUMBER}/code`, { token: prosker.token, body: {} });
    expect(again.body.confirmed).to.equal(true);
    expect(
      app.whatsapp.control.messages().filter((m) => m.template === 'prosk_phone_code'),
    ).to.have.length(1);

    await emit(app, jobEvent(prosker, client, {}));
    const deliveries = await deliveriesOf(app, prosker.id);
    expect(deliveries.slice(1).map((d) => [d.channel, d.address])).to.deep.equal([
      ['whatsapp', '59899123456'],
    ]);

    // A WhatsApp held for the night goes nowhere once the number changed meanwhile.
    app.notifications.setClock(() => new Date('2026-11-26T02:00:00Z'));
    await emit(app, jobEvent(prosker, client, { startDate: '2026-12-02T13:00:00Z' }));
    const held = (await deliveriesOf(app, prosker.id)).at(-1)!;
    expect(held).to.include({ channel: 'whatsapp', status: 'pending' });
    await app.db('users').where({ id: prosker.id }).update({ phone_number: '+5511987654321' });
    // Another number: not confirmed.
    const moved = await app.request('GET', NUMBER, { token: prosker.token });
    expect(moved.body).to.include({ phoneNumber: '+5511987654321', confirmed: false });
    app.notifications.setClock(() => new Date('2026-11-26T12:00:00Z'));
    await app.notifications.deliverDue();
    await settled(app);
    const skipped = await app.db('notification_deliveries').where({ id: held.id }).first();
    expect(skipped).to.include({ status: 'skipped', last_error: 'number changed' });
    await app.db('users').where({ id: prosker.id }).update({ phone_number: '+59899123456' });
    // The region a user moves to does not change a number stored in E.164.
    await app.db('users').where({ id: prosker.id }).update({ region: 'br' });
    const regionMoved = await app.request('GET', NUMBER, { token: prosker.token });
    expect(regionMoved.body).to.include({ phoneNumber: '+59899123456', confirmed: true });
    await app.db('users').where({ id: prosker.id }).update({ region: 'uy' });
    app.notifications.setClock(() => new Date());

    // A new number in the account is not confirmed: e-mail again.
    await app.db('users').where({ id: prosker.id }).update({ phone_number: '+59899765432' });
    const changed = await app.request('GET', NUMBER, { token: prosker.token });
    expect(changed.body).to.include({ phoneNumber: '+59899765432', confirmed: false });
    await emit(app, jobEvent(prosker, client, {}));
    expect((await deliveriesOf(app, prosker.id)).slice(3).map((d) => d.channel)).to.deep.equal([
      'email',
    ]);
  });

  it('gives up a code after five wrong tries or ten minutes, and withdraws one WhatsApp refused', async () => {
    const user = await createUser(app, 'clienteintentos', { prosker: false });
    const ask = () => app.request('POST', `${NUMBER}/code`, { token: user.token, body: {} });
    const confirm = (code: string) =>
      app.request('POST', `${NUMBER}/confirm`, { token: user.token, body: { code } });
    expect((await ask()).status).to.equal(200);
    const [code] = codeSentTo('59899123456').parameters;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left > 0; left--) {
      expectError(await confirm(wrong), 422, 'PHONE_CODE_INVALID');
    }
    expectError(await confirm(wrong), 422, 'PHONE_CODE_EXPIRED');
    // Five wrong tries used it up: the right code no longer works either.
    expectError(await confirm(code), 422, 'PHONE_CODE_EXPIRED');

    // A new code, typed eleven minutes later: expired.
    expect((await ask()).status).to.equal(200);
    const [second] = app.whatsapp.control
      .messages()
      .filter((m) => m.template === 'prosk_phone_code')
      .map((m) => m.parameters[0]);
    app.notifications.setClock(() => new Date(Date.now() + 11 * 60_000));
    try {
      expectError(await confirm(second), 422, 'PHONE_CODE_EXPIRED');
    } finally {
      app.notifications.setClock(() => new Date());
    }
    expect((await app.request('GET', NUMBER, { token: user.token })).body.confirmed).to.equal(
      false,
    );

    // A number WhatsApp refuses never gets a code that could be typed.
    const refused = await createUser(app, 'clienterechazo', { prosker: false });
    await app.db('users').where({ id: refused.id }).update({ phone_number: '+59899990002' });
    expectError(
      await app.request('POST', `${NUMBER}/code`, { token: refused.token, body: {} }),
      502,
      'PHONE_CODE_NOT_SENT',
    );
    const status = await app.request('GET', NUMBER, { token: refused.token });
    expect(status.body).to.deep.equal({
      phoneNumber: '+59899990002',
      confirmed: false,
      codeExpiresAt: null,
    });
  });

  it('asks for a number first, limits codes per user, refuses a malformed code and answers only a signed-in user', async () => {
    const user = await createUser(app, 'clientelimite', { prosker: false });
    await app.db('users').where({ id: user.id }).update({ phone_number: null });
    expectError(
      await app.request('POST', `${NUMBER}/code`, { token: user.token, body: {} }),
      422,
      'PHONE_REQUIRED',
    );
    await app.db('users').where({ id: user.id }).update({ phone_number: '+59899555111' });
    for (let i = 0; i < 3; i++) {
      const sent = await app.request('POST', `${NUMBER}/code`, { token: user.token, body: {} });
      expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
    }
    expectError(
      await app.request('POST', `${NUMBER}/code`, { token: user.token, body: {} }),
      429,
      'AUTH_RATE_LIMITED',
    );
    const before = await app.db('whatsapp_numbers').where({ user_id: user.id }).first();
    const malformed = await app.request('POST', `${NUMBER}/confirm`, {
      token: user.token,
      body: { code: '12ab56' },
    });
    expectError(malformed, 422, 'VALIDATION_FAILED');
    expect(await app.db('whatsapp_numbers').where({ user_id: user.id }).first()).to.deep.equal(
      before,
    );
    for (const [method, path] of [
      ['GET', NUMBER],
      ['POST', `${NUMBER}/code`],
      ['POST', `${NUMBER}/confirm`],
    ] as const) {
      const answer = await app.request(method, path, method === 'POST' ? { body: {} } : {});
      expectError(answer, 401, 'AUTH_REQUIRED');
    }
  });
});

describe('chat notices decided after a wait', () => {
  const app = useTestApp({ env: { CHAT_NOTICE_WAIT_SECONDS: '60' } });

  /** The wait passes: the outbox worker finds the waiting decisions due. */
  async function waitPasses() {
    await app
      .db('outbox_events')
      .whereNull('processed_at')
      .update({ available_at: app.db.raw(`now() - interval '1 second'`) });
    await app.platform.events.drain();
    await settled(app);
  }

  const waiting = async () =>
    (await app.db('outbox_events').where({ type: 'message.sent' }).orderBy('id')).map((e) => [
      e.payload.recipientId,
      e.processed_at === null,
    ]);

  it('records one waiting decision per member of a lively conversation and tells only the one who left a message unread', async () => {
    const t0 = Math.floor(Date.now() / 900_000) * 900_000 + 60_000;
    app.notifications.setClock(() => new Date(t0));
    const { prosker, client, conversationId } = await pair(app, {
      prosker: 'proskerespera',
      client: 'clienteespera',
    });
    // Each message starts an unread streak of the other member; each member waits once.
    await sent(app, client, conversationId, 'Hola, ¿hacés instalaciones?');
    await sent(app, prosker, conversationId, 'Sí, ¿qué necesitás?');
    await sent(app, client, conversationId, 'Un aire acondicionado');
    await sent(app, prosker, conversationId, 'Te paso un presupuesto');
    await settled(app);
    await app.platform.events.drain();
    expect(await waiting()).to.deep.equal([
      [prosker.id, true],
      [client.id, true],
    ]);
    expect(await app.db('notifications')).to.have.length(0);

    await waitPasses();
    // The prosker answered (their unread is 0): nothing. The client, offline, has the last
    // message unread: told, and the summary goes at once (the minute has passed).
    expect(await waiting()).to.deep.equal([
      [prosker.id, false],
      [client.id, false],
    ]);
    expect(await noticesOf(app, prosker.id)).to.have.length(0);
    expect((await noticesOf(app, client.id)).map((n) => n.kind)).to.deep.equal(['chatMessages']);
    expect((await deliveriesOf(app, client.id)).map((d) => d.status)).to.deep.equal(['sent']);
    expect(mailsTo(app, client.email)).to.have.length(1);

    // Once decided, the next streak waits for a decision of its own.
    await readUpTo(app, client, conversationId);
    await sent(app, prosker, conversationId, '¿Te sirve el jueves?');
    await settled(app);
    expect((await waiting()).slice(2)).to.deep.equal([[client.id, true]]);
  });
  it('records a new decision when the waiting one is over six hours old, its event set aside', async () => {
    const { prosker, client, conversationId } = await pair(app, {
      prosker: 'proskerperdida',
      client: 'clienteperdida',
    });
    await sent(app, client, conversationId, '¿Hacés techos?');
    await settled(app);
    // The decision's event failed until it was set aside, six hours ago and more.
    await app
      .db('outbox_events')
      .where({ type: 'message.sent' })
      .update({ dead_at: app.db.fn.now() });
    await app
      .db('conversation_members')
      .where({ conversation_id: conversationId, user_id: prosker.id })
      .update({ notice_waiting_since: app.db.raw(`now() - interval '361 minutes'`) });
    await readUpTo(app, prosker, conversationId);
    await sent(app, client, conversationId, '¿Y canaletas?');
    await settled(app);
    expect(await waiting()).to.deep.equal([
      [prosker.id, true],
      [prosker.id, true],
    ]);
    await waitPasses();
    expect((await noticesOf(app, prosker.id)).map((n) => n.kind)).to.deep.equal(['chatMessages']);
  });
});
