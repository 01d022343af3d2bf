import { expect, test, type APIRequestContext } from '@playwright/test';
import { montevideoWorkday, openEveryDay, subscribeToPremium } from './helpers/agenda';
import { bearer, clientParty, proskerParty, publishAppointment, uruguayDate } from './helpers/jobs';

/**
 * The buying screen (`servicios/{id}`) against the agenda: a prosker who keeps an agenda is
 * booked only by one of their free slots, a closed day offers none, and the server's refusals
 * (a closed date, a slot now required, a service no longer offered) show in the client's words.
 */

async function closeDate(request: APIRequestContext, token: string, date: string) {
  const closed = await request.put(`/admin/api/agenda/special-dates/${date}`, {
    headers: bearer(token),
    data: { closed: true },
  });
  expect(closed.status(), await closed.text()).toBe(200);
}

test('a prosker who keeps an agenda is booked only by a free slot, and a withdrawn service says so', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const prosker = await proskerParty(browser, request, 'agbuypro');
  await subscribeToPremium(request, prosker.token);
  await openEveryDay(request, prosker.token, { from: '09:00', to: '12:00' });
  await closeDate(request, prosker.token, uruguayDate(4));
  const serviceId = await publishAppointment(request, prosker.token);
  const client = await clientParty(browser, request, 'agbuycli');

  const c = client.page;
  await c.goto(`/servicios/${serviceId}`);
  const buy = c.getByTestId('buy-form');
  const next = buy.getByRole('button', { name: 'Continuar' });
  // A closed day has no slot to take: nothing to order.
  await buy.getByLabel(/^Fecha/).fill(uruguayDate(4));
  await buy.getByRole('radio', { name: /^Mañana/ }).check();
  await expect(buy.getByTestId('slots-note')).toHaveText(
    'El prosker no atiende ese día. Elige otra fecha.',
  );
  await expect(next).toBeDisabled();
  // An open day: a slot is required.
  await buy.getByLabel(/^Fecha/).fill(uruguayDate(3));
  await expect(buy.getByTestId('slot-list').getByRole('radio')).toHaveCount(5);
  await next.click();
  await expect(buy.getByText('Elige uno de los horarios libres.')).toBeVisible();
  await expect(c.getByTestId('buy-confirm')).toHaveCount(0);
  await buy.getByTestId('slot-list').getByRole('radio', { name: '09:00 a 10:00' }).check();
  await next.click();

  // The prosker withdraws the service before the client confirms.
  const withdrawn = await request.delete(`/admin/api/user/services/${serviceId}`, {
    headers: bearer(prosker.token),
  });
  expect(withdrawn.status()).toBe(204);
  const confirm = c.getByTestId('buy-confirm');
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(confirm.getByTestId('buy-error')).toHaveText(
    'Este servicio ya no está disponible para contratar.',
  );
  await expect(c).toHaveURL(`/servicios/${serviceId}`);
});

test('without an agenda a half-day is ordered; once the prosker subscribes to Premium a slot of its usual hours is asked for', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // No Premium, no week: no agenda to take slots from.
  const prosker = await proskerParty(browser, request, 'nobuypro');
  const serviceId = await publishAppointment(request, prosker.token);
  const client = await clientParty(browser, request, 'nobuycli');

  const c = client.page;
  await c.goto(`/servicios/${serviceId}`);
  const buy = c.getByTestId('buy-form');
  const confirm = c.getByTestId('buy-confirm');
  await buy.getByLabel(/^Fecha/).fill(montevideoWorkday(3));
  await buy.getByRole('radio', { name: /^Mañana/ }).check();
  await expect(buy.getByTestId('slots-note')).toHaveText(
    'Pides la mañana: el prosker te confirmará la hora al aceptar.',
  );
  await expect(buy.getByTestId('slot-list')).toHaveCount(0);
  await buy.getByRole('button', { name: 'Continuar' }).click();

  // Meanwhile the prosker subscribes: Premium opens Monday to Friday, 09:00–18:00, so the
  // half-day is no longer enough.
  await subscribeToPremium(request, prosker.token);
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(confirm.getByTestId('buy-error')).toHaveText(
    'Elige uno de los horarios libres del prosker para esa fecha.',
  );
  await confirm.getByRole('button', { name: 'Cambiar' }).click();
  await buy.getByTestId('slot-list').getByRole('radio', { name: '10:00 a 11:00' }).check();
  await buy.getByRole('button', { name: 'Continuar' }).click();
  await expect(confirm.getByTestId('confirm-when')).toHaveText('10:00 a 11:00');
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(c).toHaveURL(/\/admin-servicios-detalle\/\d+$/);
  await expect(c.getByTestId('job-status')).toHaveText('Nuevo');
});
