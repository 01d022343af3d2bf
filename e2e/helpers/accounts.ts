import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/** Mail kept by the local SMTP inbox, newest first (server/platform/dev-inbox.ts). */
export interface InboxMessage {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface AccountData {
  type: 'client' | 'prosker';
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phoneNumber: string;
  birthDate: string;
  password: string;
}

let counter = 0;

/** A new account's data; e-mail and username are unique per run and per call. */
export function newAccount(label: string, overrides: Partial<AccountData> = {}): AccountData {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    type: 'client',
    firstName: 'Lucía',
    lastName: 'Pereira',
    username: `e2e${stamp}`.slice(0, 20),
    email: `${label}.${stamp}@e2e.prosk.test`,
    phoneNumber: '099123456',
    birthDate: '1990-05-15',
    password: 'Clave#2026segura',
    ...overrides,
  };
}

/** Signs up through the API, as the sign-up form would; the verification mail is sent. */
export async function signUpByApi(request: APIRequestContext, account: AccountData) {
  const response = await request.post('/admin/api/signup', {
    data: {
      ...account,
      passwordConfirmation: account.password,
      termsAccepted: true,
      language: 'es',
      region: 'uy',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function inboxFor(request: APIRequestContext, email: string): Promise<InboxMessage[]> {
  const response = await request.get('/dev/inbox/messages');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: InboxMessage[] };
  return data.filter((message) => message.to.some((to) => to.toLowerCase() === email));
}

/**
 * Waits until the inbox holds at least `count` messages to the address (those `match` keeps,
 * when given: other notices, such as the welcome, may arrive in between); answers them.
 */
export async function waitForMails(
  request: APIRequestContext,
  email: string,
  count = 1,
  match: (message: InboxMessage) => boolean = () => true,
): Promise<InboxMessage[]> {
  let messages: InboxMessage[] = [];
  await expect
    .poll(
      async () => {
        messages = (await inboxFor(request, email.toLowerCase())).filter(match);
        return messages.length;
      },
      { timeout: 15_000, message: `mail to ${email}` },
    )
    .toBeGreaterThanOrEqual(count);
  return messages;
}

/** The e-mail verification link of a message (its plain-text part), with its `?next=`. */
export function verificationLink(message: InboxMessage): string {
  const match = /https?:\/\/\S+\/user\/verification\/[A-Za-z0-9_-]+(\?\S*)?/.exec(message.text);
  expect(match, message.text).not.toBeNull();
  return match![0];
}

/** A signed-up and verified account, ready to sign in. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  label: string,
  overrides: Partial<AccountData> = {},
): Promise<AccountData> {
  const account = newAccount(label, overrides);
  await signUpByApi(request, account);
  const [mail] = await waitForMails(request, account.email);
  const token = new URL(verificationLink(mail)).pathname.split('/').pop();
  const verified = await request.post('/admin/api/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/** Fills and sends the sign-in form (Spanish) of the page already shown. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const form = page.getByTestId('sign-in-page');
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await form.getByLabel(/^Contraseña/).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** Fills and sends the sign-up form (Spanish) of the page already shown, terms accepted. */
export async function submitSignUp(page: Page, account: AccountData) {
  const form = page.getByTestId('sign-up-page');
  await form
    .getByRole('textbox', { name: /^Nombre/ })
    .first()
    .fill(account.firstName);
  await form.getByRole('textbox', { name: /^Apellido/ }).fill(account.lastName);
  await form.getByRole('textbox', { name: /^Nombre de usuario/ }).fill(account.username);
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(account.email);
  await form.getByRole('textbox', { name: /^Teléfono/ }).fill(account.phoneNumber);
  await form.getByLabel(/^Fecha de nacimiento/).fill(account.birthDate);
  await form.getByLabel(/^Contraseña/).fill(account.password);
  await form.getByLabel(/^Repite la contraseña/).fill(account.password);
  await form.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await form.getByRole('button', { name: 'Crear mi cuenta' }).click();
}

/** The completion form of a first Google or Facebook sign-in (Spanish): kind and birth date. */
export async function completeSocialSignUp(
  page: Page,
  choice: { type?: 'client' | 'prosker'; birthDate?: string } = {},
) {
  const form = page.getByTestId('social-completion');
  await expect(form.getByRole('heading', { name: 'Termina de crear tu cuenta' })).toBeVisible();
  const label =
    choice.type === 'prosker' ? 'Quiero ofrecer mis servicios' : 'Quiero contratar servicios';
  await form.getByRole('radio', { name: label }).check();
  await form.getByLabel(/^Fecha de nacimiento/).fill(choice.birthDate ?? '1990-05-17');
  await form.getByRole('button', { name: 'Crear mi cuenta' }).click();
}

export const storedToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('token'));
