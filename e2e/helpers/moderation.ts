/** Chat steps through the storefront API for the moderation suites: a conversation, its messages, a report. */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { createVerifiedAccount, type AccountData } from './accounts';
import { TINY_PNG, publicProsker } from './catalogue';
import { openConversationByApi, sendByApi } from './chat';
import { apiToken, bearer, userIdOf } from './jobs';

/** A signed-in member of a conversation. */
export interface Member extends AccountData {
  id: number;
  token: string;
}

/** The smallest file a PDF reader and the upload check take for a PDF. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** A new client and a new public prosker, each signed in, and the client's conversation with the prosker. */
export async function newConversation(request: APIRequestContext, label: string) {
  const clientAccount = await createVerifiedAccount(request, `${label}.client`);
  const clientToken = await apiToken(request, clientAccount);
  const proskerAccount = await publicProsker(request, `${label}.prosker`);
  const client: Member = {
    ...clientAccount,
    token: clientToken,
    id: await userIdOf(request, clientToken),
  };
  const prosker: Member = { ...proskerAccount, id: await userIdOf(request, proskerAccount.token) };
  const conversationId = await openConversationByApi(request, client.token, prosker.id);
  return { client, prosker, conversationId };
}

/** Sends a text as the member; answers the message's id. */
export async function say(
  request: APIRequestContext,
  member: Member,
  conversationId: number,
  body: string,
): Promise<number> {
  return (await sendByApi(request, member.token, conversationId, body)).id;
}

/** Sends a tiny PNG (`image`) or PDF (`file`) as the member, through the upload pipeline. */
export async function sendFile(
  request: APIRequestContext,
  member: Member,
  conversationId: number,
  kind: 'image' | 'file',
) {
  const file =
    kind === 'image'
      ? { name: 'foto.png', mimeType: 'image/png', buffer: TINY_PNG }
      : { name: 'presupuesto.pdf', mimeType: 'application/pdf', buffer: TINY_PDF };
  const sent = await request.post(
    `/admin/api/conversations/${conversationId}/attachments?kind=${kind}`,
    { headers: bearer(member.token), multipart: { clientMessageId: randomUUID(), file } },
  );
  expect(sent.status(), await sent.text()).toBe(201);
}

/** Deletes one of the member's own messages. */
export async function deleteMessage(
  request: APIRequestContext,
  member: Member,
  conversationId: number,
  messageId: number,
) {
  const deleted = await request.delete(
    `/admin/api/conversations/${conversationId}/messages/${messageId}`,
    { headers: bearer(member.token) },
  );
  expect(deleted.status(), await deleted.text()).toBeLessThan(300);
}

/** Reports the conversation to staff as the member; answers the report's id. */
export async function reportConversation(
  request: APIRequestContext,
  member: Member,
  conversationId: number,
  reason: string,
): Promise<number> {
  const reported = await request.post(`/admin/api/conversations/${conversationId}/reports`, {
    headers: bearer(member.token),
    data: { reason },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  return ((await reported.json()) as { id: number }).id;
}
