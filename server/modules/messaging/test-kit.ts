/** What the chat tests share: a visible prosker, a client, a conversation, messages. */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import sharp from 'sharp';
import type { TestApp } from '../../test/harness';
import { whatsappDigits } from '../../../common/phone';
import { complete, createUser, type TestUser } from '../../test/users';

export { expectError } from '../../test/answers';

/** A prosker whose profile everyone sees (a client may write to them). */
export async function visibleProsker(app: TestApp, username: string, firstName?: string) {
  const prosker = await createUser(app, username, { firstName });
  await complete(app, prosker);
  await app.platform.events.idle();
  return prosker;
}

/** A client opens the conversation with a prosker; answers its id. */
export async function openConversation(app: TestApp, client: TestUser, prosker: TestUser) {
  const res = await app.request('POST', '/admin/api/conversations', {
    token: client.token,
    body: { proskerId: prosker.id },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.id as number;
}

/** A visible prosker, a client and their conversation. */
export async function pair(
  app: TestApp,
  names = { prosker: 'plomeroperez', client: 'clienta0001' },
) {
  const prosker = await visibleProsker(app, names.prosker, 'Pérez');
  const client = await createUser(app, names.client, { prosker: false, firstName: 'Lucía' });
  const conversationId = await openConversation(app, client, prosker);
  return { prosker, client, conversationId };
}

/** Sends a text (a new client id unless one is given); answers the whole answer. */
export const send = (
  app: TestApp,
  sender: TestUser,
  conversationId: number,
  body: string,
  clientMessageId: string = randomUUID(),
) =>
  app.request('POST', `/admin/api/conversations/${conversationId}/messages`, {
    token: sender.token,
    body: { clientMessageId, body },
  });

/** Sends a text that must be accepted; answers the message. */
export async function sent(app: TestApp, sender: TestUser, conversationId: number, body: string) {
  const res = await send(app, sender, conversationId, body);
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body as { id: number; body: string | null };
}

/** Sends a file as a multipart upload (`kind` image or file); answers the fetch response. */
export function sendFile(
  app: TestApp,
  sender: TestUser,
  conversationId: number,
  file: Buffer,
  kind: string,
  clientMessageId: string = randomUUID(),
) {
  const form = new FormData();
  form.set('clientMessageId', clientMessageId);
  form.set('file', new Blob([new Uint8Array(file)]), 'adjunto');
  return fetch(`${app.url}/admin/api/conversations/${conversationId}/attachments?kind=${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sender.token}` },
    body: form,
  });
}

/** A small PNG (a blue rectangle of 40 × 30). */
export const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/**
 * The user's number as confirmed for WhatsApp (what the code check leaves), after setting it
 * when `phone` is given.
 */
export async function confirmedPhone(app: TestApp, userId: number, phone?: string) {
  if (phone) await app.db('users').where({ id: userId }).update({ phone_number: phone });
  const user = await app.db('users').where({ id: userId }).first('phone_number', 'region');
  await app
    .db('whatsapp_numbers')
    .insert({
      user_id: userId,
      e164: whatsappDigits(user.phone_number, user.region),
      confirmed_at: new Date(),
    })
    .onConflict('user_id')
    .merge();
}
