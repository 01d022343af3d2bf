import { expect } from 'chai';
import { expectError, listQuery, staffToken, supportToken } from '../../test/answers';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';

const API = '/admin/api';
const ADMIN = '/backoffice/api';
const STAFF_INBOX = 'contacto@prosk.uy';
const SECRET_WORDS = 'mi-numero-de-cuenta-es-123456 y necesito ayuda urgente';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  topic: 'payments',
  message: `Hola, ${SECRET_WORDS}.`,
  ...overrides,
});

const send = (app: TestApp, body: unknown, language = 'es') =>
  app.request('POST', `${API}/contact`, { body, headers: { 'x-language': language } });

/** Waits for what the events set going (the mails) to be sent and received. */
async function settled(app: TestApp) {
  for (let i = 0; i < 3; i++) await app.platform.events.idle();
  await new Promise((resolve) => setTimeout(resolve, 150));
}

const mailsTo = (app: TestApp, email: string) =>
  app.inbox.messages().filter((m) => m.to.includes(email));

const stored = async (app: TestApp) =>
  Number((await app.db('contact_messages').count({ n: '*' }).first())?.n);

const fieldsOf = (body: { error: { details?: { fields?: { field: string }[] } } }) =>
  (body.error.details?.fields ?? []).map((f) => f.field);

describe('the contact form', () => {
  const app = useTestApp({ demo: true });

  it('names each field it refuses and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [form({ name: undefined }), 'name'],
      [form({ name: '   ' }), 'name'],
      [form({ email: 'not-an-address' }), 'email'],
      [form({ message: 'corto' }), 'message'],
      [form({ message: 'x'.repeat(4001) }), 'message'],
      [form({ topic: 'gossip' }), 'topic'],
      [form({ topic: undefined }), 'topic'],
    ];
    for (const [body, field] of cases) {
      const res = await send(app, body);
      expectError(res, 422, 'VALIDATION_FAILED', `${field}: ${JSON.stringify(res.body)}`);
      expect(fieldsOf(res.body), field).to.deep.equal([field]);
    }
    const unknown = await send(app, { ...form(), admin: true });
    expect(unknown.status).to.equal(422);
    expect(await stored(app)).to.equal(0);
    await settled(app);
    expect(app.inbox.messages()).to.deep.equal([]);
  });

  it('stores a message, tells staff and acknowledges it without repeating what was written', async () => {
    const res = await send(app, form({ email: 'Lucia@Example.com', region: 'br' }), 'en');
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    expect(res.body).to.deep.equal({ received: true });

    const rows = await app.db('contact_messages');
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      topic: 'payments',
      message: `Hola, ${SECRET_WORDS}.`,
      language: 'en',
      region: 'br',
      status: 'new',
      answer: null,
    });

    await settled(app);
    const [staff] = mailsTo(app, STAFF_INBOX);
    expect(staff, 'the mail to staff').to.not.equal(undefined);
    expect(staff.subject).to.equal(`Contacto n.º ${rows[0].id}: Pagos y cobros`);
    expect(staff.text).to.include(SECRET_WORDS);
    expect(staff.text).to.include('lucia@example.com');
    expect(staff.headers['reply-to']).to.include('lucia@example.com');

    const acks = mailsTo(app, 'lucia@example.com');
    expect(acks).to.have.length(1);
    expect(acks[0].subject).to.include(String(rows[0].id));
    expect(acks[0].text).to.not.include(SECRET_WORDS);
    expect(acks[0].html ?? '').to.not.include(SECRET_WORDS);
    expect(acks[0].text).to.not.include('Lucía');
    expect(app.inbox.messages()).to.have.length(2);
  });

  it('answers a bot that filled the hidden field as it answers anyone, storing and mailing nothing', async () => {
    const res = await send(app, form({ website: 'https://spam.example.com' }));
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    expect(res.body).to.deep.equal({ received: true });
    expect(await app.db('contact_messages')).to.deep.equal([]);
    await settled(app);
    expect(app.inbox.messages()).to.deep.equal([]);
  });

  it('accepts three messages an hour from one address and refuses the fourth, storing it not', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await send(app, form({ message: `Mensaje número ${i} con texto suficiente` }));
      expect(res.status, JSON.stringify(res.body)).to.equal(202);
    }
    // The same address written otherwise is the same address.
    const fourth = await send(app, form({ email: 'LUCIA@example.com' }));
    expectError(fourth, 429, 'CONTACT_RATE_LIMITED');
    expect(fourth.headers.get('retry-after')).to.match(/^\d+$/);
    expect(await stored(app)).to.equal(3);
    // Another address is not held back.
    const other = await send(app, form({ email: 'otra@example.com' }));
    expect(other.status, JSON.stringify(other.body)).to.equal(202);
    expect(await stored(app)).to.equal(4);
  });
});

describe('the contact inbox in the back office', () => {
  const app = useTestApp({ demo: true });

  async function received(email: string, topic = 'general') {
    const res = await send(app, form({ email, topic }));
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const row = await app.db('contact_messages').where({ email }).first('id');
    return Number(row.id);
  }

  it('lists messages newest first and by status', async () => {
    const token = await staffToken(app);
    const first = await received('uno@example.com');
    const second = await received('dos@example.com', 'privacy');
    await app.db('contact_messages').where({ id: first }).update({ status: 'closed' });

    // The back office asks newest first.
    const newest = { sort: ['id', 'DESC'] };
    const all = await app.request('GET', `${ADMIN}/contact-messages?${listQuery(newest)}`, {
      token,
    });
    expect(all.status, JSON.stringify(all.body)).to.equal(200);
    expect(all.body.map((m: { id: number }) => m.id)).to.deep.equal([second, first]);
    expect(all.headers.get('content-range')).to.match(/\/2$/);

    const open = await app.request(
      'GET',
      `${ADMIN}/contact-messages?${listQuery({ ...newest, filter: { status: 'new' } })}`,
      { token },
    );
    expect(open.body).to.have.length(1);
    expect(open.body[0]).to.include({
      id: second,
      email: 'dos@example.com',
      topic: 'privacy',
      status: 'new',
      answer: null,
      answeredBy: null,
    });
    const closed = await app.request(
      'GET',
      `${ADMIN}/contact-messages?${listQuery({ ...newest, filter: { status: ['closed'] } })}`,
      { token },
    );
    expect(closed.body.map((m: { id: number }) => m.id)).to.deep.equal([first]);
  });

  it('answers a message by e-mail: it becomes answered, with who answered', async () => {
    const id = await received('pregunta@example.com');
    await settled(app);
    app.inbox.clear();
    const token = await supportToken(app);
    const res = await app.request('POST', `${ADMIN}/contact-messages/${id}/answer`, {
      token,
      body: { answer: 'Puedes cambiarlo desde tu perfil, en Pagos.' },
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({
      id,
      status: 'answered',
      answer: 'Puedes cambiarlo desde tu perfil, en Pagos.',
    });
    expect(res.body.answeredBy).to.be.a('string').and.not.equal('');
    expect(res.body.answeredAt).to.be.a('string');

    await settled(app);
    const mails = mailsTo(app, 'pregunta@example.com');
    expect(mails).to.have.length(1);
    expect(mails[0].subject).to.equal(`Respuesta a tu mensaje (n.º ${id})`);
    expect(mails[0].text).to.include('Puedes cambiarlo desde tu perfil, en Pagos.');

    const one = await app.request('GET', `${ADMIN}/contact-messages/${id}`, { token });
    expect(one.body).to.include({ status: 'answered', answeredBy: res.body.answeredBy });
    const [entry] = await app
      .db('staff_audit')
      .where({ target_type: 'contact-messages', target_id: String(id) });
    expect(entry).to.deep.include({
      action: 'contact-messages.answer',
      before: { status: 'new', answer: null },
      after: { status: 'answered', answer: 'Puedes cambiarlo desde tu perfil, en Pagos.' },
    });
  });

  it('closes a message, and refuses to answer a closed one, mailing nothing', async () => {
    const id = await received('cerrar@example.com');
    await settled(app);
    app.inbox.clear();
    const token = await staffToken(app);
    const closed = await app.request('PUT', `${ADMIN}/contact-messages/${id}`, {
      token,
      body: { status: 'closed' },
    });
    expect(closed.status, JSON.stringify(closed.body)).to.equal(200);
    expect(closed.body).to.include({ id, status: 'closed' });

    const answer = await app.request('POST', `${ADMIN}/contact-messages/${id}/answer`, {
      token,
      body: { answer: 'Tarde.' },
    });
    expectError(answer, 409, 'CONTACT_ALREADY_CLOSED');
    const row = await app.db('contact_messages').where({ id }).first();
    expect(row).to.include({ status: 'closed', answer: null });
    await settled(app);
    expect(app.inbox.messages()).to.deep.equal([]);

    // Reopened without an answer, it is new again.
    const reopened = await app.request('PUT', `${ADMIN}/contact-messages/${id}`, {
      token,
      body: { status: 'answered' },
    });
    expect(reopened.body).to.include({ status: 'new' });
    const entries = await app
      .db('staff_audit')
      .where({ target_type: 'contact-messages', target_id: String(id) })
      .orderBy('id');
    // The refused answer left no entry.
    expect(entries.map((e) => [e.action, e.before, e.after])).to.deep.equal([
      ['contact-messages.update', { status: 'new' }, { status: 'closed' }],
      ['contact-messages.update', { status: 'closed' }, { status: 'new' }],
    ]);
  });

  it('answers a message that does not exist as not found', async () => {
    const token = await staffToken(app);
    expectError(
      await app.request('POST', `${ADMIN}/contact-messages/999999/answer`, {
        token,
        body: { answer: 'Hola' },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('shows the inbox to staff only: not to a visitor nor to a storefront user', async () => {
    await received('privado@example.com');
    const user = await createUser(app, 'curiosa2026');
    expectError(await app.request('GET', `${ADMIN}/contact-messages`), 401, 'AUTH_REQUIRED');
    const asUser = await app.request('GET', `${ADMIN}/contact-messages`, { token: user.token });
    expectError(asUser, 403, 'PERMISSION_DENIED');
    expect(JSON.stringify(asUser.body)).to.not.include('privado@example.com');
    const answer = await app.request('POST', `${ADMIN}/contact-messages/1/answer`, {
      token: user.token,
      body: { answer: 'Hola' },
    });
    expectError(answer, 403, 'PERMISSION_DENIED');
    expect(await app.db('contact_messages').whereNotNull('answer')).to.deep.equal([]);
  });
});
