import {
  test,
  expect,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import { ADMIN, SUPPORT, nextCall, openFromMenu, signInToBackoffice } from './helpers/backoffice';
import { bearer } from './helpers/jobs';
import {
  deleteMessage,
  newConversation,
  reportConversation,
  say,
  sendFile,
  type Member,
} from './helpers/moderation';

test.use({ baseURL: E2E_URLS.backoffice });

/** Runs `steps` with a request context on the storefront API, disposed afterwards. */
async function withStorefrontApi<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  steps: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await playwright.request.newContext({ baseURL: E2E_URLS.storefront });
  try {
    return await steps(api);
  } finally {
    await api.dispose();
  }
}

/**
 * A client's conversation with a prosker that turned sour, reported by the client: texts from
 * both, one with markup that must stay text, one the prosker deleted, a photo and a PDF.
 */
async function reportedConversation(api: APIRequestContext, label: string) {
  const { client, prosker, conversationId } = await newConversation(api, label);
  await say(api, client, conversationId, 'Hola, ¿podés venir el martes?');
  await say(api, prosker, conversationId, 'Pagame por fuera o no voy. <b>Última oferta</b>');
  const deleted = await say(api, prosker, conversationId, 'Sé dónde vivís.');
  await deleteMessage(api, prosker, conversationId, deleted);
  await sendFile(api, client, conversationId, 'image');
  await sendFile(api, prosker, conversationId, 'file');
  const reason = `Me pide pagar por fuera de Prosk (${label} ${Date.now().toString(36)})`;
  const reportId = await reportConversation(api, client, conversationId, reason);
  return { client, prosker, conversationId, reportId, reason };
}

/** Opens a report's page from its address and waits for the report. */
async function openReport(page: Page, reportId: number) {
  const loaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname.endsWith(`/backoffice/api/conversation-reports/${reportId}`),
  );
  await page.goto(`/#/conversation-reports/${reportId}/show`);
  expect((await loaded).status()).toBe(200);
  await expect(page.getByTestId('reported-messages')).toBeVisible();
}

/** The storefront's answer to a signed-in call of the member: 200 while their session lives. */
const sessionStatus = (api: APIRequestContext, member: Member) =>
  api.get('/admin/api/user', { headers: bearer(member.token) }).then((answer) => answer.status());

test('an admin reads a reported conversation, bans the reported user and their session ends', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const report = await withStorefrontApi(playwright, (api) => reportedConversation(api, 'ban'));
  const row = page.locator('tbody tr').filter({ hasText: report.reason });

  await signInToBackoffice(page, ADMIN);
  await openFromMenu(page, 'Conversaciones denunciadas', 'conversation-reports');
  // Open reports first: the list starts filtered on them.
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Abierta');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td.column-reporter')).toContainText(report.client.username);
  await expect(row.locator('td.column-reported')).toContainText(report.prosker.username);
  await expect(row.locator('td.column-status')).toHaveText('Abierta');

  await row.locator('td.column-reason').click();
  await expect(page).toHaveURL(new RegExp(`#/conversation-reports/${report.reportId}/show$`));
  await expect(page.locator('.ra-field-reason')).toContainText(report.reason);
  const messages = page.getByTestId('reported-message');
  await expect(messages).toHaveCount(5);
  const client = `${report.client.username} (denunciante)`;
  const prosker = `${report.prosker.username} (denunciado)`;
  await expect(messages.nth(0)).toContainText(client);
  await expect(messages.nth(0)).toContainText('Hola, ¿podés venir el martes?');
  // Markup in a message is shown as the characters typed, never as HTML.
  await expect(messages.nth(1)).toContainText(prosker);
  await expect(messages.nth(1)).toContainText('Pagame por fuera o no voy. <b>Última oferta</b>');
  await expect(messages.nth(1).locator('b')).toHaveCount(0);
  await expect(messages.nth(2)).toContainText(prosker);
  await expect(messages.nth(2)).toContainText('Mensaje eliminado');
  await expect(messages.nth(2)).not.toContainText('Sé dónde vivís.');
  await expect(messages.nth(3)).toContainText(client);
  await expect(messages.nth(3).getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^${E2E_URLS.storefront}/media/.+\\.webp$`),
  );
  await expect(messages.nth(4)).toContainText(prosker);
  await expect(messages.nth(4).getByRole('link', { name: /PDF/ })).toHaveAttribute(
    'href',
    new RegExp(`^${E2E_URLS.storefront}/media/.+\\.pdf$`),
  );

  await page.getByRole('button', { name: 'Suspender usuario' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`¿Suspender a ${report.prosker.username}?`);
  await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Amenazaste a un cliente en el chat');
  const banned = nextCall(page, 'PUT', 'conversation-reports');
  await dialog.getByRole('button', { name: 'Suspender', exact: true }).click();
  const answer = await banned;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ id: report.reportId, status: 'banned' });
  await expect(
    page.getByText(`Suspendiste a ${report.prosker.username} por la denuncia #${report.reportId}.`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.ra-field-status')).toHaveText(/Usuario suspendido/);
  await expect(page.locator('.ra-field-reported')).toContainText('Suspendido');
  await expect(page.getByRole('button', { name: 'Suspender usuario' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Desestimar' })).toBeDisabled();

  // The ban signed the prosker out: their token is refused (403, saying why), the client's
  // still works.
  await withStorefrontApi(playwright, async (api) => {
    expect(await sessionStatus(api, report.prosker)).toBe(403);
    expect(await sessionStatus(api, report.client)).toBe(200);
  });
});

test('an admin dismisses a report and the reported user keeps their account', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const report = await withStorefrontApi(playwright, (api) => reportedConversation(api, 'dismiss'));

  await signInToBackoffice(page, ADMIN);
  await openReport(page, report.reportId);
  await page.getByRole('button', { name: 'Desestimar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`¿Desestimar la denuncia #${report.reportId}?`);
  const dismissed = nextCall(page, 'PUT', 'conversation-reports');
  await dialog.getByRole('button', { name: 'Desestimar' }).click();
  expect((await dismissed).status()).toBe(200);
  await expect(page.getByText(`Desestimaste la denuncia #${report.reportId}.`)).toBeVisible();
  await expect(page.locator('.ra-field-status')).toHaveText(/Desestimada/);
  await expect(page.locator('.ra-field-reported')).not.toContainText('Suspendido');
  await expect(page.getByRole('button', { name: 'Desestimar' })).toBeDisabled();

  await withStorefrontApi(playwright, async (api) => {
    expect(await sessionStatus(api, report.prosker)).toBe(200);
  });
});

test('a support member reads a reported conversation but is offered no decision', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const report = await withStorefrontApi(playwright, (api) => reportedConversation(api, 'support'));

  await signInToBackoffice(page, SUPPORT);
  await openFromMenu(page, 'Conversaciones denunciadas', 'conversation-reports');
  await expect(page.locator('tbody tr').filter({ hasText: report.reason })).toHaveCount(1);
  await openReport(page, report.reportId);
  await expect(page.getByTestId('reported-message')).toHaveCount(5);
  await expect(page.locator('.ra-field-status')).toHaveText(/Abierta/);
  await expect(page.getByRole('button', { name: 'Desestimar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Suspender usuario' })).toHaveCount(0);
});
