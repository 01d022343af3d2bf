import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import { ADMIN } from './helpers/backoffice';
import { TEST_CARDS, fillCard } from './helpers/billing';
import { act, bearer, clientParty, createJobByApi, jobOf, proskerParty } from './helpers/jobs';

/**
 * A job is paid once: while Mercado Pago has a payment in process, the job page says so and
 * another card is refused with the spec's kind of words; when Mercado Pago approves, the job is
 * ready, and staff find the payment in the back office.
 */

/** The job's payments as staff see them (back-office API). */
async function staffPayments(request: APIRequestContext, jobId: number) {
  const login = await request.post('/backoffice/api/auth/login', { data: ADMIN });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const filter = encodeURIComponent(JSON.stringify({ jobId }));
  const list = await request.get(`/backoffice/api/payments?filter=${filter}`, {
    headers: bearer(token),
  });
  expect(list.status()).toBe(200);
  return (await list.json()) as Array<{ id: number; status: string; mpPaymentId: number }>;
}

test('a payment in process shows on the job page, a second card is refused, and approval makes the job ready', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const prosker = await proskerParty(browser, request, 'oncepro', { mercadoPago: true });
  const client = await clientParty(browser, request, 'oncecli');
  const jobId = await createJobByApi(request, prosker.token, {
    clientId: client.id,
    startsInHours: 72,
    requiresPayment: true,
  });
  const p = prosker.page;
  await p.goto(`/admin-servicios-detalle/${jobId}`);
  await act(p, 'Aceptar', 'Pago pendiente');

  // The first card is one Mercado Pago keeps in process (CONT).
  const c = client.page;
  await c.goto(`/pago-de-servicio-checkout/${jobId}`);
  await fillCard(c, {
    number: TEST_CARDS.uy.master,
    holder: 'CONT',
    document: TEST_CARDS.uy.document,
  });
  await c.getByTestId('pay-button').click();
  await expect(c).toHaveURL(new RegExp(`/admin-servicios-detalle/${jobId}`));
  await expect(c.getByTestId('payment-processing')).toBeVisible();

  // A reload without the address's hint still shows it: the server knows.
  await c.goto(`/admin-servicios-detalle/${jobId}`);
  await expect(c.getByTestId('payment-processing')).toBeVisible();
  await expect(c.getByTestId('pay-job')).toHaveCount(0);

  // Another card while the first is in process is refused and charges nothing.
  await c.goto(`/pago-de-servicio-checkout/${jobId}`);
  await fillCard(c, {
    number: TEST_CARDS.uy.visa,
    holder: 'APRO',
    document: TEST_CARDS.uy.document,
  });
  await c.getByTestId('pay-button').click();
  const error = c.getByTestId('payment-error');
  await expect(error).toContainText('Ya hay un pago de este trabajo en proceso.');
  await expect(error.getByRole('link', { name: 'Ver el trabajo' })).toBeVisible();
  const payments = await staffPayments(request, jobId);
  expect(payments.map((payment) => payment.status)).toEqual(['pendingPayment']);

  // Mercado Pago approves the first payment; the page follows without a reload.
  await error.getByRole('link', { name: 'Ver el trabajo' }).click();
  const approved = await request.post(
    `${E2E_URLS.storefront}/emulators/mercadopago/_control/payments/${payments[0].mpPaymentId}/approve`,
    { data: {} },
  );
  expect(approved.status()).toBe(200);
  await expect(c.getByTestId('job-status')).toHaveText('Listo para realizar', { timeout: 30_000 });
  expect((await jobOf(request, client.token, jobId)).status).toBe('readyToExecute');
  expect((await staffPayments(request, jobId)).map((payment) => payment.status)).toEqual(['paid']);
});
