/**
 * Support conversations (docs/adr/0029-what-support-may-do.md): staff write to a user as
 * "Soporte Prosk", the user sees and answers it, every staff message is audited.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { staffToken, supportToken } from '../../test/answers';
import { useTestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { expectError, pair, send, sent } from './test-kit';

const BO = '/backoffice/api/support-conversations';
const API = '/admin/api/conversations';

describe('support conversations', () => {
  const app = useTestApp({ demo: true });

  it('lets support write to a client as Soporte Prosk; the client sees it, is told, answers, and staff read the answer', async () => {
    const { client, prosker } = await pair(app, { prosker: 'plomero0801', client: 'clienta0801' });
    const support = await supportToken(app);
    const opened = await app.request('POST', BO, { token: support, body: { userId: client.id } });
    expect(opened.status, JSON.stringify(opened.body)).to.equal(201);
    const id = opened.body.id as number;
    expect(opened.body.user).to.include({ id: client.id, username: 'clienta0801' });
    // A second open answers the same conversation.
    const again = await app.request('POST', BO, { token: support, body: { userId: client.id } });
    expect(again.body.id).to.equal(id);
    // Empty, it is not in the user's list yet.
    const before = await app.request('GET', API, { token: client.token });
    expect(before.body.data.map((c: { id: number }) => c.id)).to.not.include(id);

    const body = { clientMessageId: randomUUID(), body: 'Hola, te escribimos por tu trabajo' };
    const wrote = await app.request('POST', `${BO}/${id}/messages`, { token: support, body });
    expect(wrote.status, JSON.stringify(wrote.body)).to.equal(201);
    expect(wrote.body).to.include({ fromSupport: true, senderId: 0 });
    // A retry stores nothing more.
    const retry = await app.request('POST', `${BO}/${id}/messages`, { token: support, body });
    expect(retry.body.id).to.equal(wrote.body.id);
    expect(await app.db('messages').where({ conversation_id: id })).to.have.length(1);

    const list = await app.request('GET', API, { token: client.token });
    const mine = list.body.data.find((c: { id: number }) => c.id === id);
    expect(mine).to.include({ kind: 'support', unread: 1 });
    expect(mine.other).to.include({ id: 0, firstName: '', lastName: '', username: '' });
    expect(JSON.stringify(list.body)).to.not.match(/soporte@|Soporte Demo|staff/i);
    const view = await app.request('GET', `${API}/${id}`, { token: client.token });
    expect(view.body).to.include({ kind: 'support', canSend: true });
    const messages = await app.request('GET', `${API}/${id}/messages`, { token: client.token });
    expect(messages.body.data[0]).to.include({ fromSupport: true, senderId: 0 });
    expect(messages.body.data[0]).to.not.have.property('staffId');

    // Told by the notice path (the outbox row was written with the message).
    await app.platform.events.idle();
    const notices = await app.db('notifications').where({ user_id: client.id });
    expect(notices.map((n) => n.kind)).to.include('supportMessage');

    const answer = await sent(app, client, id, 'Gracias, ¿qué pasó?');
    expect(answer).to.include({ body: 'Gracias, ¿qué pasó?' });
    const thread = await app.request('GET', `${BO}/${id}`, { token: support });
    expect(thread.body.waiting).to.equal(true);
    expect(thread.body.messages.map((m: { body: string }) => m.body)).to.deep.equal([
      'Hola, te escribimos por tu trabajo',
      'Gracias, ¿qué pasó?',
    ]);
    expect(thread.body.messages[0].staffName).to.be.a('string').and.not.equal('');
    const waiting = await app.request(
      'GET',
      `${BO}?filter=${encodeURIComponent(JSON.stringify({ waiting: true }))}`,
      { token: support },
    );
    expect(waiting.body.map((c: { id: number }) => c.id)).to.include(id);

    const audit = await app.db('staff_audit').where({ action: 'conversation.message' });
    expect(audit).to.have.length(1);
    expect(audit[0]).to.include({ target_type: 'user', target_id: String(client.id) });

    // Nobody else reads or writes in it; it cannot be blocked or reported.
    const other = await createUser(app, 'clienta0802', { prosker: false });
    for (const who of [other, prosker]) {
      expectError(
        await app.request('GET', `${API}/${id}/messages`, { token: who.token }),
        404,
        'CONVERSATION_NOT_FOUND',
      );
      expectError(await send(app, who, id, 'hola'), 404, 'CONVERSATION_NOT_FOUND');
    }
    expectError(
      await app.request('PUT', `${API}/${id}/block`, {
        token: client.token,
        body: { blocked: true },
      }),
      403,
      'CONVERSATION_NOT_ALLOWED',
    );
  });

  it('keeps a staff message out of a conversation between two users, in the database', async () => {
    const { conversationId } = await pair(app, { prosker: 'plomero0803', client: 'clienta0803' });
    const staff = await app.db('staff').first('id');
    let refused: unknown;
    try {
      await app.db('messages').insert({
        conversation_id: conversationId,
        staff_id: staff.id,
        client_message_id: randomUUID(),
        body: 'Soporte Prosk: tu cuenta será suspendida',
      });
    } catch (error) {
      refused = error;
    }
    expect((refused as { constraint?: string }).constraint).to.equal('messages_staff_in_support');
  });

  it('lets only staff open and write in a support conversation: visitors, users and banned users are refused', async () => {
    const { client, prosker } = await pair(app, { prosker: 'plomero0804', client: 'clienta0804' });
    const banned = await createUser(app, 'baneado0804', { prosker: false });
    await app.db('users').where({ id: banned.id }).update({ banned_at: new Date() });
    const admin = await staffToken(app);
    const opened = await app.request('POST', BO, { token: admin, body: { userId: client.id } });
    const id = opened.body.id as number;
    const callers: [string, string | undefined][] = [
      ['visitor', undefined],
      ['client', client.token],
      ['other client', (await createUser(app, 'clienta0805', { prosker: false })).token],
      ['prosker', prosker.token],
      ['other prosker', (await createUser(app, 'plomero0805')).token],
      ['banned', banned.token],
    ];
    for (const [who, token] of callers) {
      for (const [method, path, body] of [
        ['GET', BO, undefined],
        ['GET', `${BO}/${id}`, undefined],
        ['POST', BO, { userId: client.id }],
        ['POST', `${BO}/${id}/messages`, { clientMessageId: randomUUID(), body: 'hola' }],
      ] as const) {
        const res = await app.request(method, path, { token, body });
        expect(res.status, `${who} ${method} ${path}`).to.be.oneOf([401, 403]);
      }
    }
    // A user cannot open one themselves: the storefront's route takes a prosker or a client.
    expectError(
      await app.request('POST', API, { token: client.token, body: { supportUserId: client.id } }),
      422,
      'VALIDATION_FAILED',
    );
    for (const token of [admin, await supportToken(app)]) {
      const res = await app.request('POST', `${BO}/${id}/messages`, {
        token,
        body: { clientMessageId: randomUUID(), body: 'Hola' },
      });
      expect(res.status).to.equal(201);
    }
    expect(await app.db('staff_audit').where({ action: 'conversation.message' })).to.have.length(2);
    expectError(
      await app.request('POST', BO, { token: admin, body: { userId: 999999 } }),
      404,
      'USER_NOT_FOUND',
    );
  });
});
