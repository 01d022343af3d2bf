import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { InboxMessage } from './accounts';
import { waitForMails } from './accounts';
import { bearer, BOOKING_BY_API } from './jobs';
import { QUIET_END_HOUR, QUIET_START_HOUR } from '../../common/notifications';
import { TIME_ZONES } from '../../common/regions';

/** A notice as `GET /notifications` answers it. */
export interface NoticeData {
  id: number;
  kind: string;
  topic: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: string;
}

/** The bell's accessible name in each language, with or without unread notices. */
const BELL_NAMES = {
  es: (count: number) => (count > 0 ? `Notificaciones, sin leer: ${count}` : 'Notificaciones'),
  br: (count: number) => (count > 0 ? `Notificações, não lidas: ${count}` : 'Notificações'),
} as const;

export const bell = (page: Page) => page.getByTestId('header-notifications');

/** The header's bell says `count` unread notices (no reload: it waits for the push). */
export async function expectBell(page: Page, count: number, language: 'es' | 'br' = 'es') {
  await expect(bell(page)).toHaveAccessibleName(BELL_NAMES[language](count));
}

/** How many notices of the user wait to be read (`GET /notifications/unread`). */
export async function unreadByApi(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/admin/api/notifications/unread', {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

/** The user's newest notices (`GET /notifications`). */
export async function noticesByApi(
  request: APIRequestContext,
  token: string,
  limit = 20,
): Promise<NoticeData[]> {
  const response = await request.get(`/admin/api/notifications?limit=${limit}`, {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: NoticeData[] }).data;
}

/**
 * The client books a service by half-day through the API (`POST /services/{id}/buy`), at a new
 * address, with the problem and a phone.
 */
export async function bookByApi(
  request: APIRequestContext,
  clientToken: string,
  serviceId: number,
  date: string,
): Promise<number> {
  const response = await request.post(`/admin/api/services/${serviceId}/buy`, {
    headers: bearer(clientToken),
    data: { date, timeOfDay: 'morning', ...BOOKING_BY_API },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * The user's profile in Brazilian Portuguese and the Brazil region (the notices' language). The
 * number goes as stored (E.164): typed without its country code it would be read as Brazil
 * writes numbers.
 */
export async function speakPortuguese(
  request: APIRequestContext,
  token: string,
  account: { firstName: string; lastName: string; birthDate: string },
) {
  const me = await request.get('/admin/api/user', { headers: bearer(token) });
  const { phoneNumber } = (await me.json()) as { phoneNumber: string };
  const response = await request.put('/admin/api/user/profile', {
    headers: bearer(token),
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      birthDate: account.birthDate,
      phoneNumber,
      language: 'br',
      region: 'br',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  // Moving to Brazil puts the account under Brazil's legal texts: accept them as the dialog would.
  const pending = await request.get('/admin/api/content/legal/pending?region=br', {
    headers: bearer(token),
  });
  expect(pending.status(), await pending.text()).toBe(200);
  const { documents } = (await pending.json()) as {
    documents: { slug: string; version: string }[];
  };
  expect(documents.length).toBeGreaterThan(0);
  const accepted = await request.post('/admin/api/content/legal/accept', {
    headers: bearer(token),
    data: { region: 'br', documents: documents.map(({ slug, version }) => ({ slug, version })) },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

type Preferences = Record<string, { email: boolean; whatsapp: boolean }>;

/** The user's notification preferences as `GET /user` answers them. */
export async function preferencesOf(
  request: APIRequestContext,
  token: string,
): Promise<Preferences> {
  const response = await request.get('/admin/api/user', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { notifications: Preferences }).notifications;
}

/** Turns one topic's channel on or off (`PUT /user/notifications`), keeping the others. */
export async function setPreference(
  request: APIRequestContext,
  token: string,
  topic: string,
  channel: 'email' | 'whatsapp',
  on: boolean,
) {
  const current = await preferencesOf(request, token);
  const response = await request.put('/admin/api/user/notifications', {
    headers: bearer(token),
    data: { ...current, [topic]: { ...current[topic], [channel]: on } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Waits for a mail to the address whose HTML has an unsubscribe link; answers it. */
export async function waitForNoticeMail(
  request: APIRequestContext,
  email: string,
  match: (message: InboxMessage) => boolean = () => true,
): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await waitForMails(request, email);
        found = messages.find((message) => unsubscribeHref(message) !== null && match(message));
        return Boolean(found);
      },
      { timeout: 20_000, message: `a notice mail to ${email}` },
    )
    .toBe(true);
  return found!;
}

function unsubscribeHref(message: InboxMessage): string | null {
  const match = /href="([^"]*\/(?:desuscribir|cancelar-inscricao)\/[^"]+)"/.exec(message.html);
  return match ? match[1].replace(/&amp;/g, '&') : null;
}

/** The path (and token) of a notice mail's unsubscribe link. */
export function unsubscribePath(message: InboxMessage): string {
  const href = unsubscribeHref(message);
  expect(href, 'the unsubscribe link of the mail').not.toBeNull();
  return new URL(href!, 'http://localhost').pathname;
}

/** A WhatsApp template message as the emulator's dev page lists it (`/dev/whatsapp.json`). */
export interface WhatsAppSent {
  id: string | null;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  status: string;
}

export async function whatsappSent(request: APIRequestContext): Promise<WhatsAppSent[]> {
  const response = await request.get('/dev/whatsapp.json');
  expect(response.status(), 'the WhatsApp emulator’s dev page').toBe(200);
  return ((await response.json()) as { data: WhatsAppSent[] }).data;
}

/** The newest code that confirms a number for WhatsApp, as WhatsApp brought it (the emulator). */
export async function whatsappCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const sent = (await whatsappSent(request)).find(
          (m) => m.to === to && m.template === 'prosk_phone_code',
        );
        code = sent?.parameters[0] ?? '';
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Confirms the user's number for WhatsApp as the settings page does: asks for a code, reads it
 * where WhatsApp brought it, sends it back. WhatsApp notices go only to a confirmed number.
 */
export async function confirmWhatsAppByApi(
  request: APIRequestContext,
  token: string,
  phone: string,
) {
  const path = '/admin/api/notifications/whatsapp-number';
  const sent = await request.post(`${path}/code`, { headers: bearer(token), data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await whatsappCode(request, uruguayWhatsApp(phone));
  const confirmed = await request.post(`${path}/confirm`, {
    headers: bearer(token),
    data: { code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect(((await confirmed.json()) as { confirmed: boolean }).confirmed).toBe(true);
}

/** Whether it is now the WhatsApp quiet hours in Uruguay (no WhatsApp but same-day ones). */
export function quietHoursInUruguay(at = new Date()): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONES.uy,
    }).format(at),
  );
  return hour >= QUIET_START_HOUR || hour < QUIET_END_HOUR;
}

/** A Uruguayan phone of the sign-up form (09x…) as WhatsApp numbers it (598 9x…). */
export const uruguayWhatsApp = (phone: string) => `598${phone.replace(/^0/, '')}`;

/**
 * Waits until the user's unread count stops moving (the notices of the set-up, such as the
 * welcome, may still be on their way) and answers it.
 */
export async function settledUnread(request: APIRequestContext, token: string): Promise<number> {
  let last = -1;
  let count = await unreadByApi(request, token);
  await expect
    .poll(
      async () => {
        last = count;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        count = await unreadByApi(request, token);
        return count === last;
      },
      { timeout: 20_000, message: 'the unread count settles' },
    )
    .toBe(true);
  return count;
}

/**
 * Waits for the notices the set-up makes on their own (the welcome of a verified account, and
 * any of `kinds`), which are recorded a moment later, until the count settles; answers it.
 */
export async function setUpNotices(
  request: APIRequestContext,
  token: string,
  kinds: string[] = ['welcome'],
): Promise<number> {
  await expect
    .poll(
      async () => {
        const held = new Set((await noticesByApi(request, token, 50)).map((n) => n.kind));
        return kinds.every((kind) => held.has(kind));
      },
      { timeout: 20_000, message: `the notices ${kinds.join(', ')}` },
    )
    .toBe(true);
  return settledUnread(request, token);
}

/** Marks every notice read through the API (`POST /notifications/read-all`). */
export async function readAllByApi(request: APIRequestContext, token: string) {
  const response = await request.post('/admin/api/notifications/read-all', {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { unread: number }).unread).toBe(0);
}
