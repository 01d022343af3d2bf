import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { TIME_ZONES } from '../common/regions';
import { instantOf } from '../common/time';
import { createVerifiedAccount } from './helpers/accounts';
import { montevideoDate, openEveryDay, premiumProsker, weekdayOf } from './helpers/agenda';
import { signInWithToken, uniqueWord } from './helpers/catalogue';
import { apiToken, bearer, createJobByApi } from './helpers/jobs';

/**
 * The installed storefront offline (`docs/adr/0021-installable-and-offline-agenda.md`): the
 * service worker keeps the prosker's agenda and jobs readable without a connection, and a
 * decision taken offline waits in the outbox until the connection returns. The worker only
 * exists in the production build, which is what the end-to-end server serves.
 */

// The rest of the journeys block the service worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A premium prosker with every day open and a pending appointment tomorrow at 10:30. */
async function proskerWithPendingEvent(request: APIRequestContext, label: string) {
  const prosker = await premiumProsker(request, label);
  await openEveryDay(request, prosker.token);
  const clientName = `Marta ${uniqueWord('Offline')}`;
  const created = await request.post('/admin/api/agenda/events', {
    headers: bearer(prosker.token),
    data: {
      startsAt: instantOf(montevideoDate(1), '10:30', TIME_ZONES.uy),
      clientName,
      clientPhone: '099 555 123',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: number; status: string };
  expect(event.status).toBe('pending');
  return { prosker, event, clientName };
}

async function eventStatus(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/admin/api/agenda/events/${id}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

/**
 * Opens the agenda until the service worker controls the page, then once more so that the
 * agenda's reads go through it and are kept. Answers the calendar's entry for the event.
 */
async function openAgendaControlled(page: Page, clientName: string) {
  await page.goto('/app/agenda');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  return showEvent(page, clientName);
}

/** The calendar's entry for the event tomorrow (next week's view when today is Sunday). */
async function showEvent(page: Page, clientName: string) {
  const calendar = page.getByTestId('agenda-calendar');
  await expect(calendar.locator('.fc-timegrid')).toBeVisible();
  if (weekdayOf(montevideoDate(0)) === 0) await calendar.locator('.fc-next-button').click();
  const item = calendar.locator('.fc-event', { hasText: clientName });
  await expect(item).toContainText('10:30');
  return item;
}

/** Offline: opens the event and approves it; the dialog says it waits to be sent. */
async function approveOffline(page: Page, clientName: string) {
  const item = await showEvent(page, clientName);
  await expect(item).toContainText('Pendiente');
  await item.click();
  const dialog = page.getByRole('dialog', { name: `Cita con ${clientName}` });
  await dialog.getByRole('button', { name: 'Aprobar' }).click();
  await expect(dialog.getByTestId('event-queued')).toHaveText(
    'Sin conexión: enviaremos tu aprobación cuando vuelvas a estar en línea.',
  );
  await expect(dialog.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(item).toContainText('Aprobación en cola');
  return item;
}

test('the agenda and jobs read offline, and an approval queued offline reaches the server after reconnecting', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { prosker, event, clientName } = await proskerWithPendingEvent(request, 'offlineok');
  const client = await createVerifiedAccount(request, 'offlineclient', { firstName: 'Carolina' });
  const clientToken = await apiToken(request, client);
  const jobTitle = `Revisión ${uniqueWord('calefon')}`;
  await createJobByApi(request, prosker.token, { clientToken, startsInHours: 48, title: jobTitle });

  await signInWithToken(page, request, prosker.email, prosker.password);
  await openAgendaControlled(page, clientName);
  // The jobs list is read once online, so the worker keeps it.
  await page.goto('/admin-servicios');
  await expect(page.getByTestId('job-card').filter({ hasText: jobTitle })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/app/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toHaveText('Sin conexión');
  await expect(page.getByTestId('agenda-offline-banner')).toContainText(
    'Sin conexión: ves tu agenda guardada el',
  );
  await showEvent(page, clientName);

  await page.goto('/admin-servicios');
  await expect(page.getByTestId('job-card').filter({ hasText: jobTitle })).toBeVisible();
  await expect(page.getByTestId('jobs-offline-banner')).toContainText(
    'Sin conexión: ves tus trabajos guardados el',
  );

  // A page whose data was never kept says the visitor is offline.
  await page.goto('/app/notificaciones');
  await expect(page.getByText('Estás sin conexión.').first()).toBeVisible();

  await page.goto('/app/agenda');
  const item = await approveOffline(page, clientName);
  expect(await eventStatus(request, prosker.token, event.id)).toBe('pending');
  // Still queued after a reload: the outbox is kept in the browser's storage.
  await page.reload();
  await expect(await showEvent(page, clientName)).toContainText('Aprobación en cola');

  await context.setOffline(false);
  await expect
    .poll(() => eventStatus(request, prosker.token, event.id), { timeout: 20_000 })
    .toBe('approved');
  await expect(item).toContainText('Aprobada');
  await expect(item).not.toContainText('Aprobación en cola');
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  await expect(page.getByTestId('agenda-offline-banner')).toHaveCount(0);
});

test('an approval queued offline for an appointment rejected meanwhile is shown as not sent until dismissed', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { prosker, event, clientName } = await proskerWithPendingEvent(request, 'offlineconflict');
  await signInWithToken(page, request, prosker.email, prosker.password);
  await openAgendaControlled(page, clientName);

  await context.setOffline(true);
  await page.reload();
  await approveOffline(page, clientName);
  // Meanwhile, the appointment is rejected from another device.
  const rejected = await request.put(`/admin/api/agenda/events/${event.id}/status`, {
    headers: bearer(prosker.token),
    data: { status: 'rejected' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await context.setOffline(false);
  const notice = page.getByTestId('outbox-refused-item');
  await expect(notice).toContainText(`No pudimos aprobar la cita con ${clientName} del`);
  await expect(notice).toContainText('La cita ya estaba rechazada o cancelada.');
  expect(await eventStatus(request, prosker.token, event.id)).toBe('rejected');
  // Rejected appointments are hidden from the calendar unless asked for.
  await expect(
    page.getByTestId('agenda-calendar').locator('.fc-event', { hasText: clientName }),
  ).toHaveCount(0);

  // The notice stays after a reload, until the prosker dismisses it.
  await page.reload();
  await expect(page.getByTestId('outbox-refused-item')).toContainText(clientName);
  await page.getByTestId('outbox-refused-item').getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByTestId('outbox-refused-item')).toHaveCount(0);
});

test('online, a page controlled by the service worker still reaches the server’s own pages and its rendered ones', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The local inbox and the Mercado Pago emulator are the server's, never the app's shell.
  await page.goto('/dev/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bandeja de correo local');
  await page.goto('/emulators/mercadopago');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toHaveCount(0);
  await expect(page).toHaveURL('/emulators/mercadopago');
  // A public page comes rendered by the server, its content in the HTML the worker passed on.
  const response = await page.goto('/perfiles?q=plomero');
  expect(await response!.text()).toContain('data-testid="profile-card"');
});
