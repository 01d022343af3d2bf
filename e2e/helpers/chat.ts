import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { bearer, clientParty, proskerParty } from './jobs';
import type { Party } from './jobs';

/** A message as the chat API answers it. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  senderId: number;
  body: string | null;
  deleted: boolean;
}

/** A public prosker and a new client, each signed in on a page of its own (two browser contexts). */
export async function chatParties(
  browser: Browser,
  request: APIRequestContext,
  label: string,
): Promise<{ prosker: Party; client: Party }> {
  const prosker = await proskerParty(browser, request, `${label}pro`);
  const client = await clientParty(browser, request, `${label}cli`);
  return { prosker, client };
}

/** The client opens the conversation with the prosker through the API; answers its id. */
export async function openConversationByApi(
  request: APIRequestContext,
  clientToken: string,
  proskerId: number,
): Promise<number> {
  const response = await request.post('/admin/api/conversations', {
    headers: bearer(clientToken),
    data: { proskerId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Sends a text through the API, as the message box would. */
export async function sendByApi(
  request: APIRequestContext,
  token: string,
  conversationId: number,
  body: string,
): Promise<ChatMessage> {
  const response = await request.post(`/admin/api/conversations/${conversationId}/messages`, {
    headers: bearer(token),
    data: { clientMessageId: randomUUID(), body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ChatMessage;
}

/** Sends several texts in order (`text(1)`, `text(2)`, …). */
export async function sendManyByApi(
  request: APIRequestContext,
  token: string,
  conversationId: number,
  count: number,
  text: (n: number) => string,
): Promise<ChatMessage[]> {
  const sent: ChatMessage[] = [];
  for (let n = 1; n <= count; n += 1) {
    sent.push(await sendByApi(request, token, conversationId, text(n)));
  }
  return sent;
}
