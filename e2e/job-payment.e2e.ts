import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import { ADMIN } from './helpers/backoffice';
import { TEST_CARDS, fillCard } from './helpers/billing';
import { bearer, clientParty, createJobByApi, jobOf, proskerParty } from './helpers/jobs';

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
    clientToken: client.token,
    startsInHours: 72,
    requiresPayment: true,
  });
  // The client accepts the prosker's offer: it waits for the payment.
  const c = client.page;
  await c.goto(`/admin-servicios-detalle/${jobId}`);
  await c.getByTestId('job-actions').getByRole('button', { name: 'Aceptar la propuesta' }).click();
  const accept = c.getByTestId('action-dialog');
  await accept.getByRole('radio', { name: /^No hace falta una dirección/ }).check();
  await accept.getByTestId('action-confirm').click();
  await expect(c.getByTestId('job-status')).toHaveText('Pago pendiente');

  // The first card is one Mercado Pago keeps in process (CONT).
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

  // The payment pages say so too instead of offering the card form again.
  await c.goto(`/pago-de-servicio/${jobId}`);
  await expect(c.getByTestId('job-not-payable')).toContainText('Pago en proceso');

  // A second card sent anyway (a tab left open on the card form) is refused.
  const config = (await (await request.get('/admin/api/billing/config')).json()) as {
    publicKey: string;
  };
  const card = await request.post(
    `/emulators/mercadopago/v1/card_tokens?public_key=${config.publicKey}&site_id=MLU`,
    {
      data: {
        card_number: TEST_CARDS.uy.visa.replaceAll(' ', ''),
        expiration_month: 11,
        expiration_year: 2030,
        security_code: '123',
        cardholder: { name: 'APRO', identification: TEST_CARDS.uy.document },
      },
    },
  );
  const second = await request.post(`/admin/api/user/jobs/${jobId}/payment`, {
    headers: { ...bearer(client.token), 'accept-language': 'es' },
    data: {
      cardToken: ((await card.json()) as { id: string }).id,
      paymentMethodId: 'visa',
      installments: 1,
      identification: TEST_CARDS.uy.document,
    },
  });
  expect(second.status()).toBe(409);
  const refused = (await second.json()) as { error: { code: string; message: string } };
  expect(refused.error.code).toBe('PAYMENT_IN_PROCESS');
  expect(refused.error.message).toContain('Ya hay un pago de este trabajo en proceso.');
  const payments = await staffPayments(request, jobId);
  expect(payments.map((payment) => payment.status)).toEqual(['pendingPayment']);

  // Mercado Pago approves the first payment; the job page follows without a reload.
  await c.getByTestId('job-not-payable').getByRole('link', { name: 'Ver el trabajo' }).click();
  await expect(c.getByTestId('payment-processing')).toBeVisible();
  const approved = await request.post(
    `${E2E_URLS.storefront}/emulators/mercadopago/_control/payments/${payments[0].mpPaymentId}/approve`,
    { data: {} },
  );
  expect(approved.status()).toBe(200);
  await expect(c.getByTestId('job-status')).toHaveText('Listo para realizar', {
    timeout: 30_000,
  });
  expect((await jobOf(request, client.token, jobId)).status).toBe('readyToExecute');
  expect((await staffPayments(request, jobId)).map((payment) => payment.status)).toEqual(['paid']);
});
