import { expect, test } from '@playwright/test';
import { createVerifiedAccount, submitSignIn } from './helpers/accounts';
import { publicProsker } from './helpers/catalogue';
import { apiToken, bearer, BOOKING_BY_API, publishAppointment, uruguayDate } from './helpers/jobs';

/**
 * A prosker's business home (issue 28): signing in, a prosker lands there, with the setup
 * checklist and a client's booking waiting for an answer; the account menu starts with the
 * business, and their clients list names the client who booked.
 */
test('a prosker signs in to the business home: the setup checklist, a request to answer, and the client in their clients', async ({
  page,
  request,
}) => {
  const prosker = await publicProsker(request, 'sellerhome');
  const serviceId = await publishAppointment(request, prosker.token);
  const client = await createVerifiedAccount(request, 'sellerhome.client', {
    firstName: 'Carolina',
  });
  const bought = await request.post(`/admin/api/services/${serviceId}/buy`, {
    headers: bearer(await apiToken(request, client)),
    data: { date: uruguayDate(3), timeOfDay: 'afternoon', ...BOOKING_BY_API },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const jobId = ((await bought.json()) as { id: number }).id;

  await page.goto('/auth/inicio-de-sesion');
  await submitSignIn(page, prosker.email, prosker.password);
  await expect(page).toHaveURL('/mi-negocio');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi negocio' })).toBeVisible();

  const setup = page.getByTestId('seller-setup');
  await expect(setup.getByTestId('setup-paymentAccount')).toHaveAttribute('data-done', 'false');
  await expect(setup.getByRole('link', { name: /Mercado Pago/ })).toHaveAttribute(
    'href',
    '/cuenta/cobros',
  );
  await expect(setup.getByTestId('setup-profile')).toHaveAttribute('data-done', 'true');
  const waiting = page.getByTestId('waiting-for-you').locator(`[data-job-id="${jobId}"]`);
  await expect(waiting).toContainText('Solicitud de Carolina');
  await expect(waiting).toContainText('Acepta o rechaza la solicitud');

  await page.getByTestId('account-menu-button').click();
  await expect(page.getByRole('menuitem').first()).toHaveText('Mi negocio');
  await page.getByRole('menuitem', { name: 'Mis clientes' }).click();
  await expect(page).toHaveURL('/mi-negocio/clientes');
  await expect(page.getByTestId('client-card')).toContainText('Carolina');
});
