import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../common/chat';
import { useTestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import {
  confirmedPhone,
  expectError,
  openConversation,
  pair,
  send,
  sendFile,
  sent,
  smallPng,
  visibleProsker,
} from './test-kit';

const API = '/admin/api';

describe('chat conversations', () => {
  const app = useTestApp();

  it('keeps one conversation per client and prosker, and a second ask names the first', async () => {
    const { prosker, client, conversationId } = await pair(app);
    const again = await app.request('POST', `${API}/conversations`, {
      token: client.token,
      body: { proskerId: prosker.id },
    });
    expectError(again, 409, 'CONVERSATION_EXISTS');
    expect(again.body.error.details).to.deep.equal({ conversationId });

    // Asked at once from several tabs: still one.
    const other = await createUser(app, 'clienta0002', { prosker: false });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        app.request('POST', `${API}/conversations`, {
          token: other.token,
          body: { proskerId: prosker.id },
        }),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created).to.have.length(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expectError(refused, 409, 'CONVERSATION_EXISTS');
      expect(refused.body.error.details.conversationId).to.equal(created[0].body.id);
    }
    const rows = await app.db('conversations').where({ prosker_id: prosker.id });
    expect(rows).to.have.length(2);
    expect(created[0].body).to.include({ role: 'client', canSend: true, refusal: null });
    expect(created[0].body.other).to.deep.include({ id: prosker.id, state: 'active' });
    expect(created[0].body.other).to.not.have.any.keys('email', 'phone');
  });

  it('refuses a conversation with oneself, with a hidden profile and, for a prosker, with a client who agreed to nothing', async () => {
    const prosker = await visibleProsker(app, 'plomeroperez');
    const hidden = await createUser(app, 'sinperfil01');
    const client = await createUser(app, 'clienta0001', { prosker: false });
    expectError(
      await app.request('POST', `${API}/conversations`, {
        token: prosker.token,
        body: { proskerId: prosker.id },
      }),
      403,
      'CONVERSATION_NOT_ALLOWED',
    );
    expectError(
      await app.request('POST', `${API}/conversations`, {
        token: client.token,
        body: { proskerId: hidden.id },
      }),
      404,
      'USER_NOT_FOUND',
    );
    expectError(
      await app.request('POST', `${API}/conversations`, {
        token: prosker.token,
        body: { clientId: client.id },
      }),
      403,
      'CONVERSATION_NOT_ALLOWED',
    );
    expectError(
      await app.request('POST', `${API}/conversations`, { token: client.token, body: {} }),
      422,
      'VALIDATION_FAILED',
    );
    // A prosker is never the client of another (a second conversation of the same two people).
    const other = await visibleProsker(app, 'electricista');
    expectError(
      await app.request('POST', `${API}/conversations`, {
        token: other.token,
        body: { proskerId: prosker.id },
      }),
      403,
      'CONVERSATION_NOT_ALLOWED',
    );
    // An unknown id answers like an unrelated one.
    expectError(
      await app.request('POST', `${API}/conversations`, {
        token: prosker.token,
        body: { clientId: 999_999 },
      }),
      403,
      'CONVERSATION_NOT_ALLOWED',
    );
    expect(await app.db('conversations')).to.have.length(0);

    // Once the client bought from the prosker, the prosker may write first.
    const [job] = await app
      .db('jobs')
      .insert({
        prosker_id: prosker.id,
        client_id: client.id,
        title: 'Cambio de grifería',
        description: 'Baño',
        price: 2500,
        currency: 'UYU',
        status: 'new',
        start_date: new Date(Date.now() + 86_400_000),
        end_date: new Date(Date.now() + 90_000_000),
      })
      .returning('id');
    await app.db('job_history').insert({
      job_id: job.id,
      actor_id: client.id,
      actor: 'client',
      action: 'create',
      to_status: 'new',
    });
    const started = await app.request('POST', `${API}/conversations`, {
      token: prosker.token,
      body: { clientId: client.id },
    });
    expect(started.status, JSON.stringify(started.body)).to.equal(201);
    expect(started.body.role).to.equal('prosker');
    expect(started.body.jobs).to.deep.equal([
      {
        id: Number(job.id),
        title: 'Cambio de grifería',
        status: 'new',
        startDate: started.body.jobs[0].startDate,
      },
    ]);
  });

  it('shows a conversation, its messages and its actions to its two members only', async () => {
    const { client, conversationId } = await pair(app);
    await sent(app, client, conversationId, 'Hola, ¿atienden en Pocitos?');
    const stranger = await createUser(app, 'curioso001', { prosker: false });
    const calls: [string, string, unknown?][] = [
      ['GET', `${API}/conversations/${conversationId}`],
      ['GET', `${API}/conversations/${conversationId}/messages`],
      [
        'POST',
        `${API}/conversations/${conversationId}/messages`,
        { clientMessageId: randomUUID(), body: 'hola' },
      ],
      ['POST', `${API}/conversations/${conversationId}/read`, { messageId: 1 }],
      ['PUT', `${API}/conversations/${conversationId}/block`],
      ['POST', `${API}/conversations/${conversationId}/reports`, { reason: 'spam' }],
      ['DELETE', `${API}/conversations/${conversationId}/messages/1`],
    ];
    for (const [method, path, body] of calls) {
      expectError(
        await app.request(method, path, { token: stranger.token, body }),
        404,
        'CONVERSATION_NOT_FOUND',
        `${method} ${path}`,
      );
    }
    const list = await app.request('GET', `${API}/conversations`, { token: stranger.token });
    expect(list.body).to.deep.equal({ data: [], nextCursor: null });
    // An empty conversation is listed to whoever opened it, and to the other once written in.
    const {
      prosker: quiet,
      client: opener,
      conversationId: empty,
    } = await pair(app, {
      prosker: 'electricista',
      client: 'clienta0002',
    });
    const listed = async (user: { token: string }) =>
      (await app.request('GET', `${API}/conversations`, { token: user.token })).body.data.map(
        (c: { id: number }) => c.id,
      );
    expect(await listed(opener)).to.deep.equal([empty]);
    expect(await listed(quiet)).to.deep.equal([]);
    await sent(app, opener, empty, 'Hola');
    expect(await listed(quiet)).to.deep.equal([empty]);
    expect(await app.db('messages').where({ conversation_id: conversationId })).to.have.length(1);
    expect(await app.db('conversation_reports')).to.have.length(0);
    // Without a session, nothing at all.
    expectError(await app.request('GET', `${API}/conversations`), 401, 'AUTH_REQUIRED');
  });

  it('stores a retried send once and answers the stored message', async () => {
    const { prosker, client, conversationId } = await pair(app);
    const id = randomUUID();
    const first = await send(app, client, conversationId, 'Necesito un presupuesto', id);
    expect(first.status).to.equal(201);
    const retried = await Promise.all(
      [1, 2, 3, 4].map(() => send(app, client, conversationId, 'Necesito un presupuesto', id)),
    );
    for (const answer of retried) expect(answer.body).to.deep.equal(first.body);
    expect(await app.db('messages')).to.have.length(1);
    const seen = await app.request('GET', `${API}/conversations/unread`, { token: prosker.token });
    expect(seen.body).to.deep.equal({ conversations: 1 });
    const mine = await app.request('GET', `${API}/conversations`, { token: prosker.token });
    expect(mine.body.data[0]).to.deep.include({ id: conversationId, unread: 1, role: 'prosker' });
    expect(mine.body.data[0].lastMessage).to.deep.include({
      id: first.body.id,
      body: 'Necesito un presupuesto',
    });
    // The same id cannot name a message of another conversation.
    const other = await visibleProsker(app, 'electricista', 'Rosa');
    const otherConversation = await openConversation(app, client, other);
    expectError(await send(app, client, otherConversation, 'otro', id), 422, 'VALIDATION_FAILED');
    const events = await app.db('outbox_events').where({ type: 'message.sent' });
    expect(events.map((e) => e.payload)).to.deep.equal([
      {
        type: 'message.sent',
        conversationId,
        messageId: first.body.id,
        senderId: client.id,
        recipientId: prosker.id,
      },
    ]);
    // The same new id sent to two conversations at once: one is stored, the other refused.
    const twin = randomUUID();
    const race = await Promise.all([
      send(app, client, conversationId, 'a la primera', twin),
      send(app, client, otherConversation, 'a la segunda', twin),
    ]);
    expect(race.map((r) => r.status).sort()).to.deep.equal([201, 422]);
    expect(await app.db('messages').where({ client_message_id: twin })).to.have.length(1);
  });

  it('stores every message when both members send many at once, with the read state of the last', async () => {
    const { prosker, client, conversationId } = await pair(app);
    const first = await sent(app, client, conversationId, 'hola');
    // Reads of both, at the same time, lock the same rows in the same order: no deadlock.
    const read = (who: typeof client) =>
      app.request('POST', `${API}/conversations/${conversationId}/read`, {
        token: who.token,
        body: { messageId: first.id },
      });
    const [answers, reads] = await Promise.all([
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2 === 0
            ? send(app, client, conversationId, `cliente ${i}`)
            : send(app, prosker, conversationId, `prosker ${i}`),
        ),
      ),
      Promise.all(Array.from({ length: 10 }, (_, i) => read(i % 2 === 0 ? prosker : client))),
    ]);
    expect(answers.map((a) => a.status)).to.deep.equal(answers.map(() => 201));
    expect(reads.map((r) => r.status)).to.deep.equal(reads.map(() => 200));
    const stored = await app
      .db('messages')
      .where({ conversation_id: conversationId })
      .orderBy('id');
    expect(stored).to.have.length(31);
    const last = stored[stored.length - 1];
    const conversation = await app.db('conversations').where({ id: conversationId }).first();
    expect(Number(conversation.last_message_id)).to.equal(Number(last.id));
    // The last sender has read everything; the other has unread what came after their own last.
    const otherId = last.sender_id === client.id ? prosker.id : client.id;
    const othersLast = Math.max(
      ...stored.filter((m) => m.sender_id === otherId).map((m) => Number(m.id)),
    );
    const members = await app.db('conversation_members').where({ conversation_id: conversationId });
    const state = Object.fromEntries(members.map((m) => [m.user_id, Number(m.unread_count)]));
    expect(state).to.deep.equal({
      [last.sender_id]: 0,
      [otherId]: stored.filter((m) => Number(m.id) > othersLast).length,
    });
  });

  it('keeps in the database that a message’s sender is a member of its conversation', async () => {
    const { client, conversationId } = await pair(app);
    const stranger = await createUser(app, 'forastero01');
    const row = (senderId: number) => ({
      conversation_id: conversationId,
      sender_id: senderId,
      client_message_id: randomUUID(),
      body: 'hola',
    });
    const refused = await app
      .db('messages')
      .insert(row(stranger.id))
      .then(
        () => undefined,
        (error: { code?: string }) => error.code,
      );
    expect(refused).to.equal('23503');
    await app.db('messages').insert(row(client.id));
    expect(await app.db('messages').where({ conversation_id: conversationId })).to.have.length(1);
  });

  it('refuses an empty or too long text and a malformed message id, storing nothing', async () => {
    const { client, conversationId } = await pair(app);
    const tooLong = await send(
      app,
      client,
      conversationId,
      'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    );
    expectError(tooLong, 422, 'VALIDATION_FAILED');
    expect(tooLong.body.error.details.fields[0]).to.include({ field: 'body' });
    expectError(await send(app, client, conversationId, '   '), 422, 'VALIDATION_FAILED');
    expectError(
      await send(app, client, conversationId, 'hola', 'not-a-uuid'),
      422,
      'VALIDATION_FAILED',
    );
    expect(await app.db('messages')).to.have.length(0);
    const longest = await send(app, client, conversationId, 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH));
    expect(longest.status).to.equal(201);
  });

  it('keeps markup as text', async () => {
    const { client, conversationId } = await pair(app);
    const message = await sent(
      app,
      client,
      conversationId,
      '<img src=x onerror=alert(1)> https://prosk.uy',
    );
    expect(message.body).to.equal('<img src=x onerror=alert(1)> https://prosk.uy');
    // Half an emoji (cut at a length limit) is stored as the replacement character.
    const cut = await sent(app, client, conversationId, 'hasta mañana \uD83D');
    expect(cut.body).to.equal('hasta mañana \uFFFD');
  });

  it('lets the sender delete a message: the text is gone and the other side sees it deleted', async () => {
    const { prosker, client, conversationId } = await pair(app);
    const message = await sent(app, client, conversationId, 'Mi dirección es Bv. Artigas 1550');
    expectError(
      await app.request('DELETE', `${API}/conversations/${conversationId}/messages/${message.id}`, {
        token: prosker.token,
      }),
      403,
      'PERMISSION_DENIED',
    );
    const deleted = await app.request(
      'DELETE',
      `${API}/conversations/${conversationId}/messages/${message.id}`,
      {
        token: client.token,
      },
    );
    expect(deleted.status).to.equal(200);
    expect(deleted.body).to.deep.include({
      id: message.id,
      body: null,
      deleted: true,
      attachment: null,
    });
    const row = await app.db('messages').where({ id: message.id }).first();
    expect(row).to.include({ body: null, search_text: null });
    const seen = await app.request('GET', `${API}/conversations/${conversationId}/messages`, {
      token: prosker.token,
    });
    expect(seen.body.data[0]).to.deep.include({ id: message.id, deleted: true, body: null });
    const unread = await app.request('GET', `${API}/conversations/unread`, {
      token: prosker.token,
    });
    expect(unread.body.conversations).to.equal(0);
    expectError(
      await app.request('DELETE', `${API}/conversations/${conversationId}/messages/999999`, {
        token: client.token,
      }),
      404,
      'MESSAGE_NOT_FOUND',
    );
  });

  it('counts unread messages until read, and tells the sender up to where the other read', async () => {
    const { prosker, client, conversationId } = await pair(app);
    await sent(app, client, conversationId, 'uno');
    const second = await sent(app, client, conversationId, 'dos');
    const read = await app.request('POST', `${API}/conversations/${conversationId}/read`, {
      token: prosker.token,
      body: { messageId: second.id },
    });
    expect(read.body).to.deep.equal({ unread: 0, lastReadMessageId: second.id });
    const view = await app.request('GET', `${API}/conversations/${conversationId}`, {
      token: client.token,
    });
    expect(view.body.otherLastReadMessageId).to.equal(second.id);
    // Reading ahead of the newest message counts as reading the newest.
    const ahead = await app.request('POST', `${API}/conversations/${conversationId}/read`, {
      token: prosker.token,
      body: { messageId: 1_000_000 },
    });
    expect(ahead.body.lastReadMessageId).to.equal(second.id);
  });

  it('lists a user’s messages in the data download and blanks them when the account closes', async () => {
    const { prosker, client, conversationId } = await pair(app);
    const mine = await sent(app, client, conversationId, 'Vivo en Bv. Artigas 1550');
    await sent(app, prosker, conversationId, 'Perfecto, paso mañana');
    const photo = await (
      await sendFile(app, client, conversationId, await smallPng(), 'image')
    ).json();
    const download = await app.request('GET', `${API}/user/export`, { token: client.token });
    expect(download.body.messages).to.deep.equal([
      {
        id: mine.id,
        conversationId,
        body: 'Vivo en Bv. Artigas 1550',
        attachmentUrl: null,
        createdAt: download.body.messages[0].createdAt,
        deleted: false,
      },
      {
        id: photo.id,
        conversationId,
        body: null,
        attachmentUrl: photo.attachment.url,
        createdAt: download.body.messages[1].createdAt,
        deleted: false,
      },
    ]);
    const unreadBefore = await app.request('GET', `${API}/conversations/unread`, {
      token: prosker.token,
    });
    expect(unreadBefore.body.conversations).to.equal(1);
    await confirmedPhone(app, client.id);
    const closed = await app.request('POST', `${API}/user/close`, {
      token: client.token,
      body: { currentPassword: 'Prueba#2026x' },
    });
    expect(closed.status, JSON.stringify(closed.body)).to.equal(204);
    await app.platform.events.idle();
    // The number confirmed for WhatsApp goes with the account.
    expect(await app.db('whatsapp_numbers').where({ user_id: client.id })).to.have.length(0);
    const rows = await app.db('messages').orderBy('id');
    expect(rows.map((r) => r.body)).to.deep.equal([null, 'Perfecto, paso mañana', null]);
    expect(rows.map((r) => r.attachment_url)).to.deep.equal([null, null, null]);
    expect(rows[0].deleted_at).to.not.equal(null);
    // The photo's files are gone, and the prosker has nothing left to read.
    expect((await fetch(`${app.url}${photo.attachment.url}`)).status).to.equal(404);
    expect((await fetch(`${app.url}${photo.attachment.thumbUrl}`)).status).to.equal(404);
    const unreadAfter = await app.request('GET', `${API}/conversations/unread`, {
      token: prosker.token,
    });
    expect(unreadAfter.body.conversations).to.equal(0);
    const view = await app.request('GET', `${API}/conversations/${conversationId}`, {
      token: prosker.token,
    });
    expect(view.body).to.include({ canSend: false, refusal: 'otherClosed' });
    expect(view.body.other.state).to.equal('closed');
  });

  it('finds conversations by name and by message text, accents and case aside', async () => {
    const { client, conversationId } = await pair(app);
    const electricista = await visibleProsker(app, 'electricista', 'Rosa');
    const second = await openConversation(app, client, electricista);
    await sent(app, client, conversationId, 'Necesito una reparación de cañerías');
    await sent(app, client, second, 'Instalação elétrica no sábado?');
    const search = async (q: string) =>
      (
        await app.request('GET', `${API}/conversations?q=${encodeURIComponent(q)}`, {
          token: client.token,
        })
      ).body.data.map((c: { id: number }) => c.id);
    expect(await search('REPARACION de canerias')).to.deep.equal([conversationId]);
    expect(await search('instalacao ELETRICA')).to.deep.equal([second]);
    expect(await search('perez')).to.deep.equal([conversationId]);
    expect(await search('rosa')).to.deep.equal([second]);
    expect(await search('%')).to.deep.equal([]);
    expect(await search('   ')).to.deep.equal([second, conversationId]);
  });

  it('pages messages by id: a message sent between two pages shows in neither twice', async () => {
    const { prosker, client, conversationId } = await pair(app);
    const ids: number[] = [];
    for (let i = 1; i <= 35; i += 1)
      ids.push((await sent(app, client, conversationId, `mensaje ${i}`)).id);
    const url = `${API}/conversations/${conversationId}/messages`;
    const first = await app.request('GET', url, { token: prosker.token });
    expect(first.body.data.map((m: { id: number }) => m.id)).to.deep.equal(ids.slice(5));
    expect(first.body).to.include({ hasOlder: true, hasNewer: false });
    const late = await sent(app, prosker, conversationId, 'llegó entre páginas');
    const older = await app.request('GET', `${url}?before=${first.body.data[0].id}`, {
      token: prosker.token,
    });
    expect(older.body.data.map((m: { id: number }) => m.id)).to.deep.equal(ids.slice(0, 5));
    expect(older.body).to.include({ hasOlder: false });
    const catchUp = await app.request('GET', `${url}?after=${ids[34]}`, { token: client.token });
    expect(catchUp.body.data.map((m: { id: number }) => m.id)).to.deep.equal([late.id]);
    expect(catchUp.body.hasNewer).to.equal(false);
    expectError(
      await app.request('GET', `${url}?before=3&after=2`, { token: client.token }),
      422,
      'VALIDATION_FAILED',
    );
  });

  it('pages the list newest first by cursor', async () => {
    const client = await createUser(app, 'clienta0001', { prosker: false });
    const conversations: number[] = [];
    for (const name of ['plomero0001', 'plomero0002', 'plomero0003']) {
      const prosker = await visibleProsker(app, name);
      const id = await openConversation(app, client, prosker);
      await sent(app, client, id, `hola ${name}`);
      conversations.push(id);
    }
    const first = await app.request('GET', `${API}/conversations?limit=2`, { token: client.token });
    expect(first.body.data.map((c: { id: number }) => c.id)).to.deep.equal([
      conversations[2],
      conversations[1],
    ]);
    const next = await app.request(
      'GET',
      `${API}/conversations?limit=2&cursor=${first.body.nextCursor}`,
      {
        token: client.token,
      },
    );
    expect(next.body.data.map((c: { id: number }) => c.id)).to.deep.equal([conversations[0]]);
    expect(next.body.nextCursor).to.equal(null);
    expectError(
      await app.request('GET', `${API}/conversations?cursor=broken`, { token: client.token }),
      422,
      'VALIDATION_FAILED',
    );
  });

  it('stops messages both ways while either member blocks the other', async () => {
    const { prosker, client, conversationId } = await pair(app);
    const before = randomUUID();
    const first = await send(app, client, conversationId, 'antes del bloqueo', before);
    const blocked = await app.request('PUT', `${API}/conversations/${conversationId}/block`, {
      token: prosker.token,
    });
    // A retry of what was stored before the block is still answered with it.
    const retried = await send(app, client, conversationId, 'antes del bloqueo', before);
    expect(retried.status).to.equal(201);
    expect(retried.body.id).to.equal(first.body.id);
    expect(blocked.body).to.include({ blockedByMe: true, canSend: false, refusal: 'blockedByMe' });
    expectError(await send(app, prosker, conversationId, 'hola'), 403, 'CONVERSATION_BLOCKED');
    const refused = await send(app, client, conversationId, 'hola');
    expectError(refused, 403, 'CONVERSATION_BLOCKED');
    expect(refused.body.error.details).to.deep.equal({ refusal: 'blockedByOther' });
    const view = await app.request('GET', `${API}/conversations/${conversationId}`, {
      token: client.token,
    });
    expect(view.body).to.include({ blockedByMe: false, canSend: false, refusal: 'blockedByOther' });
    expect(await app.db('messages')).to.have.length(1);
    await app.request('DELETE', `${API}/conversations/${conversationId}/block`, {
      token: prosker.token,
    });
    expect((await send(app, client, conversationId, 'hola')).status).to.equal(201);
  });

  it('sends an image through the upload pipeline and refuses a disguised file or a stranger', async () => {
    const { client, conversationId } = await pair(app);
    const png = await smallPng();
    const answer = await sendFile(app, client, conversationId, png, 'image');
    const message = await answer.json();
    expect(answer.status, JSON.stringify(message)).to.equal(201);
    expect(message.body).to.equal(null);
    expect(message.attachment).to.deep.include({
      kind: 'image',
      mime: 'image/webp',
      width: 40,
      height: 30,
    });
    expect(message.attachment.url).to.match(/^\/media\/chat\/.+\/large\.webp$/);
    const served = await fetch(`${app.url}${message.attachment.thumbUrl}`);
    expect(served.status).to.equal(200);
    // Only the browser that fetched it keeps it: a deletion is not outlived by a shared cache.
    expect(served.headers.get('cache-control')).to.equal('private, max-age=86400');

    const disguised = await sendFile(
      app,
      client,
      conversationId,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image',
    );
    expect(disguised.status).to.equal(415);
    expect((await disguised.json()).error.code).to.equal('UPLOAD_TYPE_NOT_ALLOWED');
    const wrongKind = await sendFile(app, client, conversationId, png, 'video');
    expect((await wrongKind.json()).error.code).to.equal('VALIDATION_FAILED');
    // Someone else's conversation is refused before the upload is read.
    const stranger = await createUser(app, 'curioso001', { prosker: false });
    const refused = await sendFile(app, stranger, conversationId, png, 'image');
    expect(refused.status).to.equal(404);
    expect((await refused.json()).error.code).to.equal('CONVERSATION_NOT_FOUND');
    expect(await app.db('messages')).to.have.length(1);
  });
});

describe('chat rate limit', () => {
  const app = useTestApp({ env: { CHAT_MESSAGES_PER_MINUTE: '3' } });

  it('refuses a user’s sends past the limit with the generic error, but answers a retry of a stored one', async () => {
    const { client, conversationId } = await pair(app);
    const first = randomUUID();
    expect((await send(app, client, conversationId, 'uno', first)).status).to.equal(201);
    expect((await send(app, client, conversationId, 'dos')).status).to.equal(201);
    expect((await send(app, client, conversationId, 'tres')).status).to.equal(201);
    const refused = await send(app, client, conversationId, 'cuatro');
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).to.be.greaterThan(0);
    expect((await send(app, client, conversationId, 'uno', first)).status).to.equal(201);
    expect(await app.db('messages')).to.have.length(3);
    // A refused send is undone whole: neither its message nor its try is kept.
    const counted = await app
      .db('rate_limits')
      .where({ key: `chat:${client.id}` })
      .first();
    expect(counted.hits).to.equal(3);
  });
});
