import { test, expect, type APIRequestContext } from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import {
  ADMIN,
  SUPPORT,
  choose,
  nextCall,
  nextList,
  openFromMenu,
  signInToBackoffice,
  expectReadOnlyList,
} from './helpers/backoffice';
import { TEST_CARDS, cardToken } from './helpers/billing';
import { signInWithToken } from './helpers/catalogue';
import { apiToken, bearer, createJobByApi } from './helpers/jobs';

/** The seeded storefront accounts (seeds/50-demo-accounts.ts). */
const CLIENT = { email: 'cliente@prosk.uy', password: 'Cliente#2026demo' };
const PROSKER = { email: 'prosker@prosk.uy', password: 'Prosker#2026demo' };

test.use({ baseURL: E2E_URLS.backoffice });

/**
 * A job the demo prosker offers the demo client through the storefront API (the shared
 * `createJobByApi`), with both parties' tokens.
 */
async function demoJob(
  api: APIRequestContext,
  job: { title: string; startsInHours: number; requiresPayment?: boolean; accepted?: boolean },
) {
  const prosker = await apiToken(api, PROSKER);
  const client = await apiToken(api, CLIENT);
  const id = await createJobByApi(api, prosker, { clientToken: client, ...job });
  return { id, prosker: bearer(prosker), client: bearer(client) };
}

/**
 * A job of the demo prosker for the demo client, taken through the storefront API to a dispute
 * the way they would: offered, accepted by the client, started, finished, then disputed by the client.
 */
async function disputedJob(api: APIRequestContext, title: string) {
  // Begun an hour ago: on its day, so it can be started and finished now.
  const { id, prosker, client } = await demoJob(api, { title, startsInHours: -1, accepted: true });
  const act = async (headers: Record<string, string>, data: Record<string, unknown>) => {
    const response = await api.post(`/admin/api/user/jobs/${id}/actions`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await act(prosker, { action: 'start' });
  await act(prosker, { action: 'finish' });
  const reasons = (await (await api.get('/admin/api/help-reasons')).json()) as {
    data: { id: number; name: string }[];
  };
  const reason = reasons.data[0];
  await act(client, {
    action: 'dispute',
    reasonId: reason.id,
    comment: 'La canilla sigue goteando.',
  });
  return { id, reason };
}

test('an admin creates a cancellation reason, edits it and deletes it while no job used it', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  const name = `Motivo e2e ${Date.now().toString(36)}`;
  const rows = page.locator('tbody tr');
  const row = rows.filter({ hasText: name });

  await signInToBackoffice(page, ADMIN);
  await openFromMenu(page, 'Motivos para cancelar', 'cancellation-reasons');
  await expect(rows.filter({ hasText: 'No puedo en esa fecha' })).toHaveCount(1);
  // The reason closing an account writes is marked read-only and opens no form.
  const system = rows.filter({ hasText: 'Solo lectura' });
  await expect(system).toHaveCount(1);
  await expect(system.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  await system.locator('td.column-name_es').click();
  await expect(page).toHaveURL(/#\/cancellation-reasons(\?|$)/);

  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/#\/cancellation-reasons\/create$/);
  await page.getByLabel(/^Nombre en español/).fill(name);
  await page.getByLabel(/^Nombre en inglés/).fill(`${name} (en)`);
  await page.getByLabel(/^Nombre en portugués/).fill(`${name} (br)`);
  await choose(page, /^Para quién/, 'Cliente', { exact: true });
  await page.getByLabel(/^Posición/).fill('50');
  await expect(page.getByRole('switch', { name: 'Activo' })).toBeChecked();
  const created = nextCall(page, 'POST', 'cancellation-reasons');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const createdAnswer = await created;
  expect(createdAnswer.status()).toBe(201);
  const reason = (await createdAnswer.json()) as { id: number };
  await expect(page).toHaveURL(/#\/cancellation-reasons(\?|$)/);
  await expect(row.locator('td.column-appliesTo')).toHaveText('Cliente');

  // Edit: now for both parties, with a new English name the storefront offers at once.
  await row.locator('td.column-name_es').click();
  await expect(page).toHaveURL(new RegExp(`#/cancellation-reasons/${reason.id}$`));
  await expect(
    page.getByText('Ningún trabajo lo usó todavía: puedes eliminarlo.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel(/^Nombre en inglés/).fill(`${name} (edited)`);
  await choose(page, /^Para quién/, 'Ambos', { exact: true });
  const edited = nextCall(page, 'PUT', 'cancellation-reasons');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const editedAnswer = await edited;
  expect(editedAnswer.status()).toBe(200);
  expect(await editedAnswer.json()).toMatchObject({
    name_en: `${name} (edited)`,
    appliesTo: 'both',
    usage: 0,
  });
  await expect(page).toHaveURL(/#\/cancellation-reasons(\?|$)/);
  await expect(row.locator('td.column-appliesTo')).toHaveText('Ambos');
  const api = await playwright.request.newContext({ baseURL: E2E_URLS.storefront });
  try {
    const offered = await api.get('/admin/api/cancellation-reasons?for=prosker', {
      headers: { 'Accept-Language': 'en' },
    });
    const { data } = (await offered.json()) as { data: { id: number; name: string }[] };
    expect(data.find((r) => r.id === reason.id)?.name).toBe(`${name} (edited)`);
  } finally {
    await api.dispose();
  }

  // Unused, so it can still be deleted.
  await row.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`¿Eliminar el motivo de cancelación «${name}»?`);
  const deleted = nextCall(page, 'DELETE', 'cancellation-reasons');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText(`Eliminaste el motivo de cancelación «${name}».`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an admin finds a disputed job, reads its history and resolves the dispute', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  const api = await playwright.request.newContext({ baseURL: E2E_URLS.storefront });
  const title = `Canilla e2e ${Date.now().toString(36)}`;
  const job = await disputedJob(api, title).finally(() => api.dispose());
  const rows = page.locator('tbody tr');
  const row = rows.filter({ hasText: title });

  await signInToBackoffice(page, ADMIN);
  await openFromMenu(page, 'Trabajos', 'jobs');
  const disputed = nextList(page, 'jobs', { status: 'clientRejected' });
  await choose(page, /^Estado/, 'En disputa', { exact: true });
  await disputed;
  await expect(row).toHaveCount(1);
  await expect(row.locator('td.column-status')).toHaveText('En disputa');
  await expect(row.locator('td.column-proskerId')).toContainText('proskerdemo');
  await expect(row.locator('td.column-clientId')).toContainText('clientedemo');
  const found = nextList(page, 'jobs', { q: title });
  await page.getByPlaceholder('Buscar').fill(title);
  await found;
  await expect(rows).toHaveCount(1);

  await row.locator('td.column-title').click();
  await expect(page).toHaveURL(new RegExp(`#/jobs/${job.id}/show$`));
  await expect(page.getByText('El cliente no aceptó el trabajo terminado')).toBeVisible();
  await expect(page.locator('.ra-field-helpReason')).toContainText(job.reason.name);
  await expect(page.locator('.ra-field-helpNote')).toContainText('La canilla sigue goteando.');
  const history = page.getByTestId('job-history').locator('li');
  await expect(history).toHaveCount(5);
  await expect(history.last()).toContainText('Disputa abierta');
  await expect(page.getByText('El cliente todavía no calificó este trabajo.')).toBeVisible();

  // The confirmation asks for the comment both parties will read.
  await page.getByRole('button', { name: 'Resolver disputa' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`¿Resolver la disputa del trabajo #${job.id}?`);
  const confirm = dialog.getByRole('button', { name: 'Resolver disputa' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/^Comentario/).fill('Revisamos las fotos: el trabajo quedó bien hecho.');
  const resolved = nextCall(page, 'PUT', 'jobs');
  await confirm.click();
  const answer = await resolved;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ id: job.id, status: 'complete' });
  await expect(page.getByText(`Resolviste la disputa del trabajo #${job.id}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(history).toHaveCount(6);
  await expect(history.last()).toContainText('Disputa resuelta');
  await expect(history.last()).toContainText('Equipo de Prosk');
  await expect(history.last()).toContainText('Revisamos las fotos: el trabajo quedó bien hecho.');
  await expect(page.getByRole('button', { name: 'Resolver disputa' })).toHaveCount(0);
  await expect(page.getByText('El cliente no aceptó el trabajo terminado')).toHaveCount(0);

  // The dispute reason is now in use: it can be disabled, not deleted.
  await openFromMenu(page, 'Motivos para disputar', 'help-reasons');
  const used = rows.filter({ hasText: job.reason.name });
  await expect(used.locator('td.column-usage')).not.toHaveText('0');
  await expect(used.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
});

test('support staff read jobs and reasons without any button that changes them', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  const api = await playwright.request.newContext({ baseURL: E2E_URLS.storefront });
  const title = `Soporte e2e ${Date.now().toString(36)}`;
  const job = await disputedJob(api, title).finally(() => api.dispose());

  await signInToBackoffice(page, SUPPORT);
  await openFromMenu(page, 'Trabajos', 'jobs');
  const row = page.locator('tbody tr').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.locator('td.column-title').click();
  await expect(page).toHaveURL(new RegExp(`#/jobs/${job.id}/show$`));
  await expect(page.getByTestId('job-history').locator('li')).toHaveCount(5);
  await expect(page.getByText('El cliente no aceptó el trabajo terminado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resolver disputa' })).toHaveCount(0);

  for (const [menuEntry, resource] of [
    ['Motivos para cancelar', 'cancellation-reasons'],
    ['Motivos para disputar', 'help-reasons'],
  ]) {
    await openFromMenu(page, menuEntry, resource);
    await expectReadOnlyList(page, resource);
  }
});

test('an admin refunds half of a paid job and the client sees the refund on the job page', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(60_000);
  const api = await playwright.request.newContext({ baseURL: E2E_URLS.storefront });
  const title = `Reembolso e2e ${Date.now().toString(36)}`;
  // The demo prosker (linked to Mercado Pago) offers a paid job of $ 900; the demo client
  // accepts and pays.
  const { id, client } = await demoJob(api, {
    title,
    startsInHours: 5 * 24,
    requiresPayment: true,
    accepted: true,
  });
  const paid = await api.post(`/admin/api/user/jobs/${id}/payment`, {
    headers: client,
    data: {
      cardToken: await cardToken(api, 'APRO'),
      paymentMethodId: 'master',
      installments: 1,
      identification: TEST_CARDS.uy.document,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => {
      const job = await api.get(`/admin/api/user/jobs/${id}`, { headers: client });
      return ((await job.json()) as { status: string }).status;
    })
    .toBe('readyToExecute');

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToBackoffice(page, ADMIN);
  await page.goto(`/#/jobs/${id}/show`);
  await expect(page.getByTestId('job-money')).toContainText('Reembolsado: $ 0,00');
  await page.getByRole('button', { name: 'Reembolsar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`¿Reembolsar el trabajo #${id}?`);
  await dialog.getByTestId('refund-amount').fill('450');
  const refunded = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith(`/backoffice/api/jobs/${id}/refunds`),
  );
  await dialog.getByRole('button', { name: 'Reembolsar' }).click();
  expect((await refunded).status()).toBe(201);
  await expect(page.getByText(`Reembolso del trabajo #${id} hecho en Mercado Pago.`)).toBeVisible();
  await expect(page.getByTestId('job-money')).toContainText('Reembolsado: $ 450,00');
  await page.screenshot({ path: 'test-results/staff-refund-backoffice.png', fullPage: true });

  // The client's job page, on a phone, shows the refund.
  const phone = await browser.newContext({
    baseURL: E2E_URLS.storefront,
    locale: 'es-UY',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const clientPage = await phone.newPage();
  await signInWithToken(clientPage, api, CLIENT.email, CLIENT.password);
  await clientPage.goto(`/admin-servicios-detalle/${id}`);
  await expect(clientPage.getByTestId('job-refunded')).toContainText('$ 450,00');
  await clientPage.screenshot({ path: 'test-results/staff-refund-storefront.png', fullPage: true });
  await phone.close();
  await api.dispose();
});

test('support contacts the client from the job page and the client reads Soporte Prosk in the chat', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(60_000);
  const api = await playwright.request.newContext({ baseURL: E2E_URLS.storefront });
  const title = `Contacto e2e ${Date.now().toString(36)}`;
  const { id } = await demoJob(api, { title, startsInHours: 4 * 24 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToBackoffice(page, SUPPORT);
  await page.goto(`/#/jobs/${id}/show`);
  // The hour agreed as an hour, on a 24-hour clock like every date of the back office.
  await expect(page.locator('.ra-field-hourAgreed')).toHaveText(
    /^Hora acordada\s*\d{2}:\d{2}–\d{2}:\d{2}$/,
  );
  await expect(page.locator('.ra-field-startDate')).not.toContainText(/[ap]\. m\./);
  await page.screenshot({ path: 'test-results/job-hour-backoffice.png', fullPage: true });
  await page.getByRole('button', { name: 'Contactar al cliente' }).click();
  await expect(page).toHaveURL(/#\/support-conversations\/\d+\/show$/);
  const conversationId = Number(/support-conversations\/(\d+)/.exec(page.url())![1]);
  const text = `Hola, te escribimos por «${title}».`;
  await page.getByLabel(/^Respuesta/).fill(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Enviaste el mensaje como Soporte Prosk.')).toBeVisible();
  await expect(page.getByTestId('reported-message').filter({ hasText: title })).toContainText(
    'Soporte Prosk (',
  );
  await page.screenshot({ path: 'test-results/support-contact-backoffice.png', fullPage: true });

  // The client reads it from "Soporte Prosk", on a phone in Spanish and on a desktop in Portuguese.
  for (const [path, viewport, name] of [
    ['/app/chat', { width: 390, height: 844 }, 'Soporte Prosk'],
    ['/br/app/chat', { width: 1280, height: 800 }, 'Suporte Prosk'],
  ] as const) {
    const context = await browser.newContext({
      baseURL: E2E_URLS.storefront,
      viewport,
      serviceWorkers: 'block',
    });
    const clientPage = await context.newPage();
    await signInWithToken(clientPage, api, CLIENT.email, CLIENT.password);
    await clientPage.goto(`${path}/${conversationId}`);
    await expect(clientPage.getByTestId('message').filter({ hasText: title })).toBeVisible();
    await expect(clientPage.getByTestId('support-badge').first()).toBeVisible();
    await expect(clientPage.getByText(name).first()).toBeVisible();
    await clientPage.screenshot({
      path: `test-results/support-contact-${path.startsWith('/br') ? 'br' : 'es'}.png`,
      fullPage: true,
    });
    await context.close();
  }
  await api.dispose();
});
