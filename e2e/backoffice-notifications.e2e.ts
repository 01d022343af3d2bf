import {
  test,
  expect,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import { TIME_ZONES } from '../common/regions';
import { createVerifiedAccount } from './helpers/accounts';
import { ADMIN, SUPPORT, choose, openFromMenu, signInToBackoffice } from './helpers/backoffice';
import { publicProsker } from './helpers/catalogue';
import { apiToken, createJobByApi, userIdOf } from './helpers/jobs';
import { confirmWhatsAppByApi, setPreference } from './helpers/notifications';

test.use({ baseURL: E2E_URLS.backoffice });

/**
 * A Uruguayan mobile number the WhatsApp emulator fails on purpose, by its last four digits once
 * written as E.164 (598 9… 0001), again on every resend: accepted, then reported failed by a
 * signed status webhook (131026). Its owner confirmed it first (the code was accepted too): a
 * number WhatsApp refuses at once (…0002) can never be confirmed. Each test has a number of its
 * own: codes to one number are rate limited, whatever the account.
 */
function undeliverableNumber() {
  const middle = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return { phone: `09${middle}0001`, e164: `5989${middle}0001` };
}

/** Runs `steps` with a request context on the storefront API, disposed afterwards. */
async function onStorefront<T>(
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
 * Hours from now to an appointment later today in Montevideo (two at most): a WhatsApp about an
 * appointment of the same local day goes even in quiet hours (22:00 to 08:00), so the test does
 * not depend on the time it runs at.
 */
function sameDayHours(): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONES.uy,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const minutesLeft = 24 * 60 - (part('hour') * 60 + part('minute'));
  return Math.min(2, Math.max(minutesLeft - 5, 1) / 60);
}

/**
 * A client with a number WhatsApp fails for and WhatsApp chosen for job notices, and a prosker
 * who offers them a job: the offer goes by WhatsApp, and fails. Answers the client's id and the notice's title as staff read it (Spanish).
 */
async function clientWithFailingWhatsApp(
  api: APIRequestContext,
  label: string,
  number: { phone: string },
) {
  const client = await createVerifiedAccount(api, `${label}.client`, {
    phoneNumber: number.phone,
  });
  const token = await apiToken(api, client);
  const clientId = await userIdOf(api, token);
  await setPreference(api, token, 'job', 'whatsapp', true);
  await confirmWhatsAppByApi(api, token, number.phone);
  const prosker = await publicProsker(api, `${label}.prosker`);
  const jobTitle = `Arreglo de pérdida ${label} ${Date.now().toString(36)}`;
  await createJobByApi(api, prosker.token, {
    clientToken: token,
    startsInHours: sameDayHours(),
    title: jobTitle,
  });
  // The offer's notice: "Tienes una propuesta de <prosker>: <title>".
  return { clientId, noticeTitle: jobTitle };
}

/**
 * Opens the user's page, shows only their WhatsApp deliveries and waits, refreshing, until the
 * offer's delivery is failed (within seconds: at once, or with the emulator's status). Answers
 * its row.
 */
async function failedWhatsAppRow(page: Page, userId: number, noticeTitle: string) {
  await page.goto(`/#/users/${userId}/show`);
  const deliveries = page.getByTestId('user-deliveries');
  await expect(deliveries).toBeVisible();
  await choose(page, /^Canal/, 'WhatsApp');
  const row = deliveries.locator('tbody tr').filter({ hasText: noticeTitle });
  await expect(async () => {
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(row.locator('td.column-status')).toHaveText('Fallida', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  return row;
}

test('an admin previews a notice in Spanish and in Portuguese, the e-mail kept in a sandbox', async ({
  page,
}) => {
  await signInToBackoffice(page, ADMIN);
  await openFromMenu(page, 'Plantillas de notificaciones', 'notification-templates');
  const row = page.locator('tbody tr').filter({ hasText: 'jobRequested' });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td.column-topic')).toHaveText('Trabajos');
  await expect(page.locator('tbody tr').filter({ hasText: 'passwordChanged' })).toContainText(
    'Esencial',
  );

  await row.locator('td.column-id').click();
  await expect(page).toHaveURL(/#\/notification-templates\/jobRequested\/show$/);
  const spanish = page.getByTestId('template-preview-es');
  await expect(spanish.getByTestId('template-subject')).toHaveText(/^Nueva reserva: /);
  // The e-mail is a document of its own in a frame that may run nothing, never part of the page.
  const frame = spanish.getByTestId('template-html');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('srcdoc', /<html/i);
  await expect(page.frameLocator('[data-testid="template-html"]').locator('body')).toContainText(
    'Nueva reserva',
  );
  await expect(spanish.getByTestId('template-text')).toContainText('reservó');
  await expect(spanish.getByTestId('template-whatsapp-language')).toHaveText('es');
  await expect(spanish.getByTestId('template-whatsapp-name')).not.toBeEmpty();
  await expect(spanish.getByTestId('template-whatsapp-text')).not.toBeEmpty();

  await page.getByRole('tab', { name: 'Português (Brasil)' }).click();
  await expect(page).toHaveURL(/#\/notification-templates\/jobRequested\/show\/br$/);
  const portuguese = page.getByTestId('template-preview-br');
  await expect(portuguese.getByTestId('template-subject')).toHaveText(/^Nova reserva: /);
  await expect(portuguese.getByTestId('template-text')).toContainText('reservou');
  await expect(portuguese.getByTestId('template-whatsapp-language')).toHaveText('pt_BR');
  await expect(page.getByTestId('template-preview-es')).toHaveCount(0);

  // The code confirming a WhatsApp number has a template too, by WhatsApp only.
  await page.goto('/#/notification-templates/phoneCode/show');
  const code = page.getByTestId('template-preview-es');
  await expect(code.getByTestId('template-whatsapp-only')).toContainText(
    'Solo se envía por WhatsApp',
  );
  await expect(code.getByTestId('template-whatsapp-name')).toHaveText('prosk_phone_code');
  await expect(code.getByTestId('template-whatsapp-text')).toContainText('123456');
  await expect(code.getByTestId('template-html')).toHaveCount(0);
});

test('an admin resends a failed WhatsApp from the user’s page after confirming, and it is pending again', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const number = undeliverableNumber();
  const { clientId, noticeTitle } = await onStorefront(playwright, (api) =>
    clientWithFailingWhatsApp(api, 'resend', number),
  );

  await signInToBackoffice(page, ADMIN);
  const row = await failedWhatsAppRow(page, clientId, noticeTitle);
  await expect(row.locator('td.column-address')).toHaveText(number.e164);
  await expect(row.locator('td.column-attempts')).not.toHaveText('0');
  await expect(row.locator('td.column-lastError')).not.toHaveText('—');

  await row.getByRole('button', { name: 'Reenviar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/¿Reenviar el envío #\d+\?/);
  await expect(dialog).toContainText(noticeTitle);
  const resent = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/backoffice\/api\/notification-deliveries\/\d+\/resend$/.test(
        new URL(response.url()).pathname,
      ),
  );
  await dialog.getByRole('button', { name: 'Reenviar' }).click();
  const answer = await resent;
  expect(answer.status(), await answer.text()).toBe(200);
  const resentDelivery = (await answer.json()) as { attempts: number };
  expect(resentDelivery).toMatchObject({ status: 'pending', channel: 'whatsapp' });
  await expect(
    page.getByText(new RegExp(`El envío #\\d+ a ${number.e164} quedó pendiente`)),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.locator('td.column-status')).toHaveText('Pendiente');
  await expect(row.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);

  // The worker really sent it again: the status webhook says failed again, one more attempt
  // than the resend left (read from its answer: the row may already show the worker's try).
  const { attempts } = resentDelivery;
  await expect(async () => {
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(row.locator('td.column-status')).toHaveText('Fallida', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.locator('td.column-attempts')).toHaveText(String(attempts + 1));
});

test('a support member reads a user’s deliveries and every delivery, but is offered no resend', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const number = undeliverableNumber();
  const { clientId, noticeTitle } = await onStorefront(playwright, (api) =>
    clientWithFailingWhatsApp(api, 'support', number),
  );

  await signInToBackoffice(page, SUPPORT);
  const row = await failedWhatsAppRow(page, clientId, noticeTitle);
  await expect(row.locator('td.column-channel')).toHaveText('WhatsApp');
  await expect(row.locator('td.column-address')).toHaveText(number.e164);
  await expect(row.locator('td.column-lastError')).toContainText('131026');
  await expect(page.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);

  await openFromMenu(page, 'Envíos de notificaciones', 'notification-deliveries');
  await page.goto(
    `/#/notification-deliveries?filter=${encodeURIComponent(JSON.stringify({ userId: clientId, status: 'failed' }))}`,
  );
  const listed = page.locator('tbody tr').filter({ hasText: noticeTitle });
  await expect(listed).toHaveCount(1);
  await expect(listed.locator('td.column-status')).toHaveText('Fallida');
  await expect(page.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);

  await listed.locator('td.column-address').click();
  await expect(page).toHaveURL(/#\/notification-deliveries\/\d+\/show$/);
  await expect(page.locator('.ra-field-title')).toContainText(noticeTitle);
  await expect(page.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);
});
