import { expect } from 'chai';
import { io, type Socket } from 'socket.io-client';
import { randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SOCKET_EVENTS,
  CHAT_SOCKET_SEND,
} from '../../../common/chat';
import { staffToken } from '../../test/answers';
import { startInstance, useTestApp } from '../../test/harness';
import { pair, sent } from './test-kit';

/** A socket of the user on the server at `url`, connected (or refused: the error's message). */
function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` the socket receives, or a failure after `ms`. */
function next<T>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves with the time it took the socket to be disconnected by the server. */
function disconnection(socket: Socket, ms = 3000): Promise<number> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      expect(reason).to.equal('io server disconnect');
      resolve(Date.now() - start);
    });
  });
}

describe('chat over the socket', () => {
  // The seeded staff members ban users.
  const app = useTestApp({ demo: true });
  const sockets: Socket[] = [];
  const open = async (url: string, token: string) => {
    const socket = await connect(url, token);
    sockets.push(socket);
    return socket;
  };
  afterEach(() => {
    for (const socket of sockets.splice(0)) {
      socket.removeAllListeners();
      socket.close();
    }
  });

  it('refuses a socket without a valid session', async () => {
    for (const token of ['', 'not-a-token']) {
      const error = await connect(app.url, token).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error?.message).to.equal('AUTH_INVALID_TOKEN');
    }
  });

  it('pushes a committed message to both members, on whichever instance each is connected, however long', async () => {
    const second = await startInstance(app);
    try {
      const { prosker, client, conversationId } = await pair(app);
      const clientSocket = await open(app.url, client.token);
      const proskerSocket = await open(second.url, prosker.token);
      const arriving = next<{ id: number; body: string }>(
        proskerSocket,
        CHAT_SOCKET_EVENTS.message,
      );
      const echo = next<{ id: number }>(clientSocket, CHAT_SOCKET_EVENTS.message);
      const message = await sent(app, client, conversationId, '¿Pueden venir el lunes?');
      const received = await arriving;
      expect(received).to.deep.include({
        id: message.id,
        body: '¿Pueden venir el lunes?',
        conversationId,
      });
      expect((await echo).id).to.equal(message.id);
      const stored = await app.db('messages').where({ id: message.id }).first();
      expect(stored.body).to.equal('¿Pueden venir el lunes?');

      // A text too long for a NOTIFY (4,000 two-byte letters) arrives whole all the same.
      const long = 'ñ'.repeat(CHAT_MESSAGE_MAX_LENGTH);
      const arrivingLong = next<{ id: number; body: string }>(
        proskerSocket,
        CHAT_SOCKET_EVENTS.message,
      );
      const longMessage = await sent(app, client, conversationId, long);
      expect(await arrivingLong).to.deep.include({ id: longMessage.id, body: long });

      // The read goes back the other way, to the first instance.
      const seen = next<{ messageId: number; userId: number }>(
        clientSocket,
        CHAT_SOCKET_EVENTS.read,
      );
      await fetch(`${second.url}/admin/api/conversations/${conversationId}/read`, {
        method: 'POST',
        headers: { authorization: `Bearer ${prosker.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messageId: message.id }),
      });
      expect(await seen).to.deep.include({
        conversationId,
        userId: prosker.id,
        messageId: message.id,
      });
    } finally {
      await second.stop();
    }
  });

  it('never pushes a conversation’s messages to anyone else', async () => {
    const { client, conversationId } = await pair(app);
    const { client: stranger } = await pair(app, { prosker: 'electricista', client: 'curioso001' });
    const strangerSocket = await open(app.url, stranger.token);
    const received: unknown[] = [];
    strangerSocket.on(CHAT_SOCKET_EVENTS.message, (m) => received.push(m));
    const clientSocket = await open(app.url, client.token);
    const echo = next(clientSocket, CHAT_SOCKET_EVENTS.message);
    await sent(app, client, conversationId, 'solo para el plomero');
    await echo;
    // The stranger's socket got nothing by the time the sender's own copy arrived.
    expect(received).to.deep.equal([]);
  });

  it('closes the socket within a second of signing out, on another instance too', async () => {
    const second = await startInstance(app);
    try {
      const { client } = await pair(app);
      const socket = await open(second.url, client.token);
      const closed = disconnection(socket, 2000);
      const out = await app.request('POST', '/admin/api/logout', { token: client.token });
      expect(out.status).to.equal(204);
      expect(await closed).to.be.below(1000);
    } finally {
      await second.stop();
    }
  });

  it('closes a banned user’s sockets within a second', async () => {
    const { prosker } = await pair(app);
    const socket = await open(app.url, prosker.token);
    const closed = disconnection(socket, 2000);
    const admin = await staffToken(app);
    const ban = await app.request('POST', `/backoffice/api/users/${prosker.id}/ban`, {
      token: admin,
      body: { reason: 'Cobros por fuera de Prosk' },
    });
    expect(ban.status).to.equal(200);
    expect(await closed).to.be.below(1000);
    const error = await connect(app.url, prosker.token).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).to.equal('AUTH_INVALID_TOKEN');
  });

  it('asks its sockets to reconnect and read again once its lost database connection is back', async () => {
    const { client } = await pair(app);
    const socket = await open(app.url, client.token);
    const closed = disconnection(socket, 8000);
    // The connection that listens for other instances' messages goes away.
    const { rows } = await app.db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    expect(rows.length).to.be.greaterThan(0);
    // Whatever was sent meanwhile never reached this instance: the socket is closed, so the page
    // reconnects and reads what it missed.
    expect(await closed).to.be.below(8000);
    // Each lost LISTEN connection asks for a resync, and a socket let in before the instance
    // listens again is closed too: like a page, the client reconnects until a socket holds.
    let held = false;
    for (const deadline = Date.now() + 8000; !held && Date.now() < deadline;) {
      const again = await open(app.url, client.token).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 500));
      held = again?.connected === true;
    }
    expect(held, 'a socket that stays connected').to.equal(true);
  });

  it('sends a message from the socket like the route does: stored once, pushed to every other socket of both, refused with the API’s errors', async () => {
    const { prosker, client, conversationId } = await pair(app);
    const clientSocket = await open(app.url, client.token);
    const proskerSocket = await open(app.url, prosker.token);
    const ask = (payload: unknown) =>
      clientSocket.timeout(3000).emitWithAck(CHAT_SOCKET_SEND, payload) as Promise<{
        data?: { id: number; body: string };
        error?: { code: string; message: string };
        status?: number;
      }>;
    // The client's other tab is told; the asking socket has it in its answer, and only there.
    const otherTab = await open(app.url, client.token);
    const pushedToAsker: number[] = [];
    clientSocket.on(CHAT_SOCKET_EVENTS.message, ({ id }: { id: number }) => pushedToAsker.push(id));
    const arriving = next<{ id: number }>(proskerSocket, CHAT_SOCKET_EVENTS.message);
    const inOtherTab = next<{ id: number }>(otherTab, CHAT_SOCKET_EVENTS.message);
    const clientMessageId = randomUUID();
    const answer = await ask({ conversationId, clientMessageId, body: '¿Mañana a las 9?' });
    expect(answer.data).to.deep.include({ body: '¿Mañana a las 9?', senderId: client.id });
    expect((await arriving).id).to.equal(answer.data!.id);
    expect((await inOtherTab).id).to.equal(answer.data!.id);
    // A socket's events come in order: the prosker's reply arriving means nothing came before.
    const reply = next<{ id: number }>(clientSocket, CHAT_SOCKET_EVENTS.message);
    const replied = await sent(app, prosker, conversationId, 'Sí, a las 9');
    expect((await reply).id).to.equal(replied.id);
    expect(pushedToAsker).to.deep.equal([replied.id]);
    const again = await ask({ conversationId, clientMessageId, body: '¿Mañana a las 9?' });
    expect(again.data!.id).to.equal(answer.data!.id);
    expect(await app.db('messages').where({ conversation_id: conversationId })).to.have.length(2);

    const empty = await ask({ conversationId, clientMessageId: randomUUID(), body: ' ' });
    expect(empty).to.deep.include({ status: 422 });
    expect(empty.error!.code).to.equal('VALIDATION_FAILED');
    const { conversationId: theirs } = await pair(app, {
      prosker: 'electricista',
      client: 'curioso001',
    });
    const stranger = await ask({
      conversationId: theirs,
      clientMessageId: randomUUID(),
      body: 'hola',
    });
    expect(stranger.error).to.deep.include({ code: 'CONVERSATION_NOT_FOUND' });
    expect(stranger.error!.message).to.equal('La conversación no existe o no participas en ella.');
    expect(
      await app.db('messages').whereIn('conversation_id', [conversationId, theirs]),
    ).to.have.length(2);
  });
});
