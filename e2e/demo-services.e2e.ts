import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import { TEST_CARDS, fillCard } from './helpers/billing';
import { signInWithToken } from './helpers/catalogue';
import {
  acceptAt,
  apiToken,
  bearer,
  BOOKING_BY_API,
  chooseDay,
  giveBookingDetails,
  jobOf,
  uruguayDate,
  userIdOf,
} from './helpers/jobs';

/**
 * The demo as a newcomer finds it right after `npm start` (the README's "Demo accounts"): the
 * demo prosker's Mercado Pago account is linked and their services ask for payment, so the demo
 * client pays one with the README's test card; and the demo prosker changes a service's price
 * without touching a job already bought.
 */

const DEMO_CLIENT = { email: 'cliente@prosk.uy', password: 'Cliente#2026demo' };
const DEMO_PROSKER = { email: 'prosker@prosk.uy', password: 'Prosker#2026demo' };
const DEMO_PROSKER_USERNAME = 'proskerdemo';

/** A page of its own signed in as a demo account (es, Uruguay). */
async function signedIn(
  browser: Browser,
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const context = await browser.newContext({ locale: 'es-UY' });
  const page = await context.newPage();
  await signInWithToken(page, request, account.email, account.password);
  return page;
}

/** A whole amount as the storefront writes it in Spanish: 1.500. */
const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

test('right after the seeds, the demo client buys a paid service of the demo prosker and pays it with the README’s card', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const c = await signedIn(browser, request, DEMO_CLIENT);

  // The demo prosker's profile says which services are paid in advance.
  await c.goto(`/perfil/${DEMO_PROSKER_USERNAME}`);
  const paid = c
    .getByTestId('profile-service')
    .filter({ has: c.getByTestId('profile-service-payment') });
  expect(await paid.count()).toBeGreaterThanOrEqual(2);
  const service = paid.first();
  await expect(service.getByTestId('profile-service-payment')).toHaveText(
    'Pago con tarjeta por adelantado, cuando el prosker acepta',
  );
  const title = (await service.getByRole('heading', { level: 3 }).textContent())!;
  await service.getByRole('link', { name: `Contratar ${title}` }).click();
  await expect(c).toHaveURL(/\/servicios\/\d+$/);

  // A date three days ahead, the morning: the demo prosker keeps no agenda.
  const buy = c.getByTestId('buy-form');
  await chooseDay(c, uruguayDate(3));
  await buy.getByRole('radio', { name: /^Mañana/ }).check();
  await buy.getByRole('button', { name: 'Continuar' }).click();
  // The demo client's saved address is chosen already.
  await giveBookingDetails(c);
  const confirm = c.getByTestId('buy-confirm');
  await expect(confirm).toContainText('Pagarás con tarjeta cuando el prosker acepte el trabajo.');
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(c).toHaveURL(/\/admin-servicios-detalle\/\d+$/);
  const jobId = Number(new URL(c.url()).pathname.split('/').pop());

  // The demo prosker accepts it: now it waits for the payment.
  const p = await signedIn(browser, request, DEMO_PROSKER);
  await p.goto(`/admin-servicios-detalle/${jobId}`);
  await acceptAt(p, '10:00', 'Pago pendiente');

  // The client pays with the README's Uruguayan Mastercard, holder APRO.
  await c.goto(`/admin-servicios-detalle/${jobId}`);
  await expect(c.getByTestId('job-status')).toHaveText('Pago pendiente');
  await c.getByTestId('pay-job').click();
  await expect(c).toHaveURL(`/pago-de-servicio/${jobId}`);
  await c.getByRole('link', { name: 'Ir a pagar' }).click();
  await fillCard(c, {
    number: TEST_CARDS.uy.master,
    holder: 'APRO',
    document: TEST_CARDS.uy.document,
  });
  await c.getByTestId('pay-button').click();
  await expect(c.getByTestId('job-status')).toHaveText('Listo para realizar', { timeout: 30_000 });
  await expect(c.getByTestId('payment-confirmed')).toContainText('¡Pago confirmado!');
  const token = await apiToken(request, DEMO_CLIENT);
  expect((await jobOf(request, token, jobId)).status).toBe('readyToExecute');
});

test('the demo prosker changes a service’s price: its page shows the new one, a job already bought keeps the old', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const proskerToken = await apiToken(request, DEMO_PROSKER);
  const proskerId = await userIdOf(request, proskerToken);
  const services = (
    (await (await request.get(`/admin/api/proskers/${proskerId}/services`)).json()) as {
      data: { id: number; title: string; price: number }[];
    }
  ).data;
  // The last one: the others stay as the payment journey finds them.
  const service = services[services.length - 1];
  const before = service.price;
  const after = before + 100;

  // The demo client bought it before the change.
  const clientToken = await apiToken(request, DEMO_CLIENT);
  const bought = await request.post(`/admin/api/services/${service.id}/buy`, {
    headers: bearer(clientToken),
    data: { date: uruguayDate(4), timeOfDay: 'afternoon', ...BOOKING_BY_API },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const jobId = ((await bought.json()) as { id: number }).id;

  // The prosker edits it from "Mis servicios"; a price of 150 is refused on its field first.
  const p = await signedIn(browser, request, DEMO_PROSKER);
  await p.goto('/cuenta/servicios');
  const card = p.locator(`[data-service-id="${service.id}"]`);
  await card.getByRole('link', { name: `Editar «${service.title}»` }).click();
  await expect(p).toHaveURL(`/cuenta/servicios/${service.id}/editar`);
  const form = p.getByTestId('service-form');
  await expect(form.getByRole('textbox', { name: /^Título/ })).toBeDisabled();
  const price = form.getByRole('textbox', { name: /^Precio/ });
  await expect(price).toHaveValue(String(before));
  await price.fill('150');
  await form.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(form.getByText('Debe ser un número entero mayor que 150.')).toBeVisible();
  await price.fill(String(after));
  await form.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(p.getByTestId('service-saved')).toHaveText('Guardamos los cambios del servicio.');

  // The service's page shows the new price.
  await p.goto(`/servicios/${service.id}`);
  await expect(p.getByTestId('service-price')).toContainText(grouped(after));

  // The job bought before keeps the price it was bought at, and says why.
  await p.goto(`/admin-servicios-detalle/${jobId}`);
  await expect(p.getByTestId('job-price')).toContainText(grouped(before));
  await expect(p.getByTestId('job-service-edit')).toContainText(
    'este trabajo conserva lo que se contrató',
  );
  expect((await jobOf(request, clientToken, jobId)).price).toBe(before);
});
