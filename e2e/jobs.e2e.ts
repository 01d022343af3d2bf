import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import { TEST_CARDS, fillCard } from './helpers/billing';
import { openEveryDay, subscribeToPremium } from './helpers/agenda';
import { submitSignIn } from './helpers/accounts';
import {
  act,
  bearer,
  chooseDay,
  clientParty,
  createJobByApi,
  giveBookingDetails,
  jobOf,
  proskerParty,
  publishAppointment,
  uruguayDate,
} from './helpers/jobs';

/** A date (YYYY-MM-DD) as the job page writes it in Spanish: "jueves, 4 de diciembre de 2026". */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('es-UY', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/**
 * Services and jobs in the storefront: a prosker publishes a service, a client books it, the
 * job goes through the status graph (common/jobs.ts) with a card payment through the Mercado
 * Pago emulator, and ends in a review on the prosker's profile. Every test makes its own users.
 */

test('a client books a morning slot and pays with APRO; the prosker may start it only on its day', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const prosker = await proskerParty(browser, request, 'jobpro', { mercadoPago: true });
  // Premium: an agenda with free slots to book, and the lower fee.
  await subscribeToPremium(request, prosker.token);
  await openEveryDay(request, prosker.token, { from: '09:00', to: '13:00' });
  const client = await clientParty(browser, request, 'jobcli');

  // The prosker publishes a service from "Servicios", starting from a predefined one.
  const p = prosker.page;
  await p.goto('/');
  await p.getByTestId('account-menu-button').click();
  await p.getByRole('menuitem', { name: 'Servicios', exact: true }).click();
  await expect(p).toHaveURL('/cuenta/servicios');
  const form = p.getByTestId('service-form');
  await form.getByRole('combobox', { name: /^Categoría/ }).selectOption({ label: 'Plomería' });
  await form
    .getByRole('combobox', { name: /^Servicio predefinido/ })
    .selectOption({ label: 'Destapación de cañerías' });
  await expect(form.getByRole('textbox', { name: /^Título/ })).toHaveValue(
    'Destapación de cañerías',
  );
  await form
    .getByRole('textbox', { name: /^Descripción/ })
    .fill('Destapo piletas, inodoros y cañerías con máquina, sin romper.');
  await form.getByRole('textbox', { name: /^Precio/ }).fill('150');
  await form.getByRole('switch', { name: 'Requiere pago por adelantado' }).check();
  await form.getByRole('button', { name: 'Publicar el servicio' }).click();
  await expect(form.getByText('Debe ser un número entero mayor que 150.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Precio/ }).fill('1500');
  await form.getByRole('button', { name: 'Publicar el servicio' }).click();
  await expect(p.getByTestId('services-notice')).toHaveText('Publicamos tu servicio.');
  const own = p.getByTestId('own-service').filter({ hasText: 'Destapación de cañerías' });
  await expect(own).toContainText('Publicado');
  await expect(own).toContainText('1.500');

  // The client finds it on the prosker's profile and books a free morning slot.
  const c = client.page;
  await c.goto(`/perfil/${prosker.account.username}`);
  const service = c.getByTestId('profile-service').filter({ hasText: 'Destapación de cañerías' });
  await expect(service.getByTestId('profile-service-price')).toContainText('1.500');
  await service.getByRole('link', { name: 'Contratar Destapación de cañerías' }).click();
  await expect(c).toHaveURL(/\/servicios\/\d+$/);
  await expect(c.getByRole('heading', { level: 1 })).toHaveText('Destapación de cañerías');
  const buy = c.getByTestId('buy-form');
  await buy.getByRole('button', { name: 'Continuar' }).click();
  await expect(buy.getByText('Elige un día disponible.')).toBeVisible();
  const date = uruguayDate(3);
  await chooseDay(c, date);
  await buy.getByTestId('slot-list').getByRole('radio', { name: '09:00 a 10:00' }).check();
  await buy.getByRole('button', { name: 'Continuar' }).click();
  await giveBookingDetails(c, { address: 'Av. Italia 2500' });
  const confirm = c.getByTestId('buy-confirm');
  await expect(confirm.getByTestId('confirm-service')).toHaveText('Destapación de cañerías');
  await expect(confirm.getByTestId('confirm-prosker')).toHaveText('Lucía Pereira');
  await expect(confirm.getByTestId('confirm-when')).toHaveText('09:00 a 10:00');
  await expect(confirm.getByTestId('confirm-price')).toContainText('1.500');
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(c).toHaveURL(/\/admin-servicios-detalle\/\d+$/);
  const jobId = Number(c.url().split('/').pop());
  await expect(c.getByTestId('notice')).toContainText('Enviamos tu pedido al prosker');
  await expect(c.getByTestId('job-status')).toHaveText('Nuevo');
  await expect(c.getByTestId('job-when')).toHaveText('09:00 a 10:00');
  await expect(c.getByTestId('job-address')).toHaveText('Av. Italia 2500, Montevideo');
  await expect(c.getByTestId('job-actions').getByRole('button')).toHaveText([
    'Cancelar el trabajo',
  ]);

  // The order is in "Mis órdenes".
  await c.goto('/mis-ordenes');
  await expect(c.locator(`[data-job-id="${jobId}"]`).getByTestId('job-status')).toHaveText('Nuevo');
  await expect(c.locator(`[data-job-id="${jobId}"]`).getByTestId('job-counterpart')).toHaveText(
    'Con Lucía Pereira',
  );

  // The prosker sees it among the jobs, filtered by status, and accepts it.
  await p.getByTestId('account-menu-button').click();
  await p.getByRole('menuitem', { name: 'Trabajos' }).click();
  await expect(p).toHaveURL('/admin-servicios');
  await p.getByTestId('status-filter').getByRole('combobox').selectOption('new');
  await expect(p).toHaveURL('/admin-servicios?status=new');
  await p.locator(`[data-job-id="${jobId}"]`).getByRole('link').click();
  await expect(p).toHaveURL(`/admin-servicios-detalle/${jobId}`);
  await expect(p.getByTestId('job-actions').getByRole('button')).toHaveText([
    'Aceptar',
    'Rechazar',
    'Cancelar el trabajo',
  ]);
  await act(p, 'Aceptar', 'Pago pendiente');
  await expect(p.getByTestId('action-done')).toHaveText('Aceptaste el trabajo.');
  await expect(p.getByText('Esperando el pago del cliente.')).toBeVisible();
  // The fee comes out of the prosker's side: premium 2.99% + 22% VAT of 1,500 is 54.72.
  await expect(p.getByTestId('job-fee')).toContainText('Comisión de Prosk si pagara hoy (2,99');
  await expect(p.getByTestId('fee-amount')).toContainText('54,72');
  await expect(p.getByTestId('fee-net')).toContainText('1.445,28');

  // The client pays: summary, then the card (APRO), then the job waits for Mercado Pago.
  await c.goto(`/admin-servicios-detalle/${jobId}`);
  await expect(c.getByTestId('job-status')).toHaveText('Pago pendiente');
  await c.getByTestId('pay-job').click();
  await expect(c).toHaveURL(`/pago-de-servicio/${jobId}`);
  await expect(c.getByTestId('summary-total')).toContainText('1.500');
  await c.getByRole('link', { name: 'Ir a pagar' }).click();
  await expect(c).toHaveURL(`/pago-de-servicio-checkout/${jobId}`);
  await fillCard(c, {
    number: TEST_CARDS.uy.master,
    holder: 'APRO',
    document: TEST_CARDS.uy.document,
  });
  await expect(c.getByRole('combobox', { name: 'Cuotas' })).toContainText('3 cuotas');
  await c.getByTestId('pay-button').click();
  await expect(c).toHaveURL(
    new RegExp(`/admin-servicios-detalle/${jobId}(\\?payment=processing)?$`),
  );
  await expect(c.getByTestId('job-status')).toHaveText('Listo para realizar', { timeout: 30_000 });
  await expect(c.getByTestId('payment-confirmed')).toContainText('¡Pago confirmado!');
  await expect(c).toHaveURL(`/admin-servicios-detalle/${jobId}`);
  // The payment as made: amount, Mercado Pago's reference, and the receipt as a PDF.
  const paid = c.getByTestId('job-paid');
  await expect(paid.getByTestId('paid-amount')).toContainText('1.500,00');
  await expect(paid.getByTestId('paid-reference')).toHaveText(/^\d+$/);
  const download = c.waitForEvent('download');
  await paid.getByTestId('paid-receipt').click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toBe(`comprobante-trabajo-${jobId}.pdf`);
  expect((await readFile(await receipt.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // The job is three days ahead: the prosker is not offered to start it, and reads from when.
  await p.reload();
  await expect(p.getByTestId('job-fee')).toContainText('Comisión de Prosk aplicada (2,99');
  await expect(p.getByTestId('fee-amount')).toContainText('54,72');
  await expect(p.getByText('Comisión aplicada al cobrar este trabajo.')).toBeVisible();
  await expect(p.getByTestId('job-waits-for-day')).toHaveText(
    `Podrás empezar el trabajo a partir del ${longDay(date)}, su día.`,
  );
  await expect(p.getByTestId('job-actions').getByRole('button')).toHaveText([
    'Cancelar el trabajo',
  ]);
  // Nor does the server let it start before.
  const early = await request.post(`/admin/api/user/jobs/${jobId}/actions`, {
    headers: { ...bearer(prosker.token), 'accept-language': 'es' },
    data: { action: 'start' },
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { error: { code: string } }).error.code).toBe('JOB_TOO_EARLY');
  expect((await jobOf(request, client.token, jobId)).status).toBe('readyToExecute');
});

test('on its day the prosker does the job, and the client confirms it and reviews it on the profile', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const prosker = await proskerParty(browser, request, 'daypro');
  const client = await clientParty(browser, request, 'daycli');
  // A job for today: it began an hour ago.
  const jobId = await createJobByApi(request, prosker.token, {
    clientToken: client.token,
    startsInHours: -1,
    accepted: true,
  });

  // The client accepted the prosker's offer; the prosker does it.
  const p = prosker.page;
  await p.goto(`/admin-servicios-detalle/${jobId}`);
  await expect(p.getByTestId('job-status')).toHaveText('Listo para realizar');
  await expect(p.getByTestId('job-waits-for-day')).toHaveCount(0);
  await act(p, 'Empezar el trabajo', 'En curso');
  await act(p, 'Marcar como terminado', 'Terminado, a confirmar');

  // The client confirms it and rates it.
  const c = client.page;
  await c.goto(`/admin-servicios-detalle/${jobId}`);
  await act(c, 'Confirmar que está terminado', 'Completado');
  const prompt = c.getByTestId('review-prompt');
  await prompt.getByRole('button', { name: 'Publicar la calificación' }).click();
  await expect(prompt.getByText('Elige de 1 a 5 estrellas.')).toBeVisible();
  await prompt.locator('label', { hasText: '5 de 5 estrellas' }).click();
  await expect(prompt.getByRole('radio', { name: '5 de 5 estrellas' })).toBeChecked();
  await prompt
    .getByRole('textbox', { name: /^Tu opinión/ })
    .fill('Llegó puntual y dejó todo funcionando. ¡Muy recomendable!');
  await prompt.getByRole('button', { name: 'Publicar la calificación' }).click();
  await expect(c.getByTestId('review-sent')).toHaveText('¡Gracias! Publicamos tu calificación.');
  await expect(c.getByTestId('job-review')).toContainText('Llegó puntual');
  const history = c.getByTestId('history-entry');
  await expect(history).toHaveCount(5);
  await expect(history.last()).toContainText('Confirmó que está terminado');
  expect((await jobOf(request, client.token, jobId)).status).toBe('complete');

  // The rating shows on the prosker's profile.
  await c.goto(`/perfil/${prosker.account.username}`);
  const reviews = c.getByTestId('profile-reviews');
  await expect(reviews.getByTestId('reviews-summary')).toContainText('5.0');
  await expect(reviews.getByTestId('reviews-count')).toHaveText('Total de calificaciones: 1');
  await expect(reviews.getByTestId('review')).toContainText('Llegó puntual');
  await expect(c.getByRole('img', { name: /5\.0/ }).first()).toBeVisible();
});

test('cancelling within 24 hours of the start is refused with the spec’s words', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const prosker = await proskerParty(browser, request, 'latepro');
  const client = await clientParty(browser, request, 'latecli');
  const jobId = await createJobByApi(request, prosker.token, {
    clientToken: client.token,
    startsInHours: 5,
    accepted: true,
  });

  const c = client.page;
  await c.goto(`/admin-servicios-detalle/${jobId}`);
  await expect(c.getByTestId('job-status')).toHaveText('Listo para realizar');
  await c.getByTestId('job-actions').getByRole('button', { name: 'Cancelar el trabajo' }).click();
  const dialog = c.getByRole('dialog', { name: '¿Cancelar el trabajo?' });
  await dialog.getByRole('button', { name: 'Cancelar el trabajo' }).click();
  await expect(dialog.getByText('Elige un motivo.')).toBeVisible();
  await dialog
    .getByRole('combobox', { name: /^Motivo/ })
    .selectOption({ label: 'No puedo en esa fecha' });
  await dialog.getByRole('textbox', { name: /^Comentario/ }).fill('Me surgió un viaje.');
  await dialog.getByRole('button', { name: 'Cancelar el trabajo' }).click();
  await expect(dialog.getByTestId('action-error')).toHaveText(
    'Ya no se puede cancelar: la cancelación debe hacerse al menos 24 horas antes del inicio.',
  );
  await dialog.getByRole('button', { name: 'Volver' }).click();
  await expect(c.getByTestId('job-status')).toHaveText('Listo para realizar');
  expect((await jobOf(request, client.token, jobId)).status).toBe('readyToExecute');
});

test('a prosker offers a job to a client they know from the link of a client, never by a user number, and edits it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const prosker = await proskerParty(browser, request, 'editpro');
  const client = await clientParty(browser, request, 'editcli');
  const p = prosker.page;

  // Without a client, the page sends the prosker to the conversations.
  await p.goto('/admin-servicios/nuevo');
  await expect(p.getByTestId('offer-from-chat')).toContainText('desde una conversación');
  await expect(p.getByText('Número de usuario')).toHaveCount(0);

  // Someone the prosker has no conversation or job with is refused.
  await p.goto(`/admin-servicios/nuevo?client=${client.id}`);
  const dialog = p.getByTestId('offer-dialog');
  await dialog.getByRole('textbox', { name: /^Qué vas a hacer/ }).fill('Instalación de calefón');
  await dialog
    .getByRole('textbox', { name: /^Detalle de la propuesta/ })
    .fill('Calefón de 60 litros en el baño.');
  await dialog.getByRole('textbox', { name: /^Precio/ }).fill('2500');
  await dialog.getByLabel(/^Día/).fill(uruguayDate(10));
  await dialog.getByRole('combobox', { name: /^Hora \(opcional\)/ }).selectOption('10:00');
  await dialog.getByRole('button', { name: 'Enviar la propuesta' }).click();
  await expect(dialog.getByTestId('offer-error')).toContainText(
    'Solo puedes hacerle una propuesta a alguien con quien tienes una conversación o un trabajo.',
  );

  // Once the client wrote to them, the same offer goes.
  const opened = await request.post('/admin/api/conversations', {
    headers: bearer(client.token),
    data: { proskerId: prosker.id },
  });
  expect(opened.status()).toBe(201);
  await dialog.getByRole('button', { name: 'Enviar la propuesta' }).click();
  await expect(p).toHaveURL(/\/admin-servicios-detalle\/\d+$/);
  await expect(p.getByTestId('notice')).toHaveText('Guardamos el trabajo.');
  await expect(p.getByTestId('job-status')).toHaveText('Propuesta');
  await expect(p.getByTestId('job-when')).toContainText('10:00');
  // The client by name, never by an internal number.
  await expect(p.getByTestId('job-client')).toHaveText(/^Carolina \S+$/);
  await expect(p.getByTestId('job-actions').getByRole('button', { name: 'Aceptar' })).toHaveCount(
    0,
  );

  // While the client has not answered it can be edited; the change is in the history.
  await p.getByRole('link', { name: 'Editar' }).click();
  const form = p.getByTestId('job-form');
  await form.getByRole('textbox', { name: /^Precio/ }).fill('2800');
  await form.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(p.getByTestId('job-price')).toContainText('2.800');
  await expect(p.getByTestId('history-entry').last()).toContainText('Editó el trabajo');
});

test('a staff path sends a visitor to sign-in, and staff who sign in there on to the back office screen', async ({
  page,
}) => {
  await page.goto('/admin/cupones');
  await expect(page).toHaveURL(
    `/auth/inicio-de-sesion?next=${encodeURIComponent('/admin/cupones')}`,
  );
  await submitSignIn(page, 'admin@prosk.uy', 'Admin#2026demo');
  await expect(page).toHaveURL(`${E2E_URLS.backoffice}/#/coupons`);
  await page.goto(`${E2E_URLS.storefront}/br/admin-categorias`);
  await expect(page).toHaveURL(/\/br\/auth\/.+\?next=%2Fbr%2Fadmin-categorias$/);
});

test('a client books a free morning slot of a premium prosker, and accepting the job approves it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const prosker = await proskerParty(browser, request, 'slotpro');
  await subscribeToPremium(request, prosker.token);
  await openEveryDay(request, prosker.token, { from: '09:00', to: '12:00' });
  const serviceId = await publishAppointment(request, prosker.token);

  const client = await clientParty(browser, request, 'slotcli');
  const c = client.page;
  await c.goto(`/servicios/${serviceId}`);
  const buy = c.getByTestId('buy-form');
  const date = uruguayDate(3);
  await chooseDay(c, date);
  const slots = buy.getByTestId('slot-list').getByRole('radio');
  await expect(slots).toHaveCount(5);
  await slots.nth(2).check();
  await buy.getByRole('button', { name: 'Continuar' }).click();
  await giveBookingDetails(c, { address: 'Av. Italia 2500' });
  await c.getByTestId('buy-confirm').getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(c).toHaveURL(/\/admin-servicios-detalle\/\d+$/);
  const jobId = Number(c.url().split('/').pop());

  // The slot is held in the prosker's agenda, and no longer offered.
  const events = async () =>
    (
      (await (
        await request.get(`/admin/api/agenda/events?from=${date}&to=${uruguayDate(4)}`, {
          headers: bearer(prosker.token),
        })
      ).json()) as { data: { jobId: number | null; status: string }[] }
    ).data;
  expect(await events()).toEqual([expect.objectContaining({ jobId, status: 'pending' })]);
  const free = await request.get(
    `/admin/api/profiles/${prosker.id}/slots?date=${date}&half=morning`,
  );
  expect(((await free.json()) as { data: unknown[] }).data).toHaveLength(2);

  await prosker.page.goto(`/admin-servicios-detalle/${jobId}`);
  await act(prosker.page, 'Aceptar', 'Listo para realizar');
  expect(await events()).toEqual([expect.objectContaining({ jobId, status: 'approved' })]);
});

test('on a 390 px phone, publishing and withdrawing a service show their confirmation on the screen', async ({
  browser,
  request,
}) => {
  const prosker = await proskerParty(browser, request, 'phonesvc');
  const p = prosker.page;
  await p.setViewportSize({ width: 390, height: 844 });
  await p.goto('/cuenta/servicios');
  const form = p.getByTestId('service-form');
  await form.getByRole('combobox', { name: /^Categoría/ }).selectOption({ label: 'Plomería' });
  await form.getByRole('textbox', { name: /^Título/ }).fill('Cambio de canillas');
  await form
    .getByRole('textbox', { name: /^Descripción/ })
    .fill('Cambio canillas y grifería de cocina y baño, con materiales a cargo del cliente.');
  await form.getByRole('textbox', { name: /^Precio/ }).fill('1200');
  await form.getByRole('button', { name: 'Publicar el servicio' }).click();
  const notice = p.getByTestId('services-notice');
  await expect(notice).toHaveText('Publicamos tu servicio.');
  await expect(notice).toBeInViewport({ ratio: 1 });

  // The service's card is far below the notice: withdrawing it still shows what happened.
  const own = p.getByTestId('own-service').filter({ hasText: 'Cambio de canillas' });
  await own.getByRole('button', { name: /^Retirar/ }).click();
  await p
    .getByRole('dialog')
    .getByRole('button', { name: /^Retirar/ })
    .click();
  await expect(p.getByRole('dialog')).toBeHidden();
  await expect(notice).toHaveText('Retiramos el servicio.');
  await expect(notice).toBeInViewport({ ratio: 1 });
});
