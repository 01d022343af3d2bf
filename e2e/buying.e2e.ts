import { expect, test, type APIRequestContext } from '@playwright/test';
import { montevideoWorkday, openEveryDay, subscribeToPremium } from './helpers/agenda';
import {
  bearer,
  BOOKING_PROBLEM,
  chooseDay,
  clientParty,
  giveBookingDetails,
  proskerParty,
  publishAppointment,
  uruguayDate,
} from './helpers/jobs';

/**
 * The buying screen (`servicios/{id}`) against the agenda: the calendar shows closed days before
 * they are chosen, a prosker who keeps an agenda is booked only by one of their free slots, and
 * the server's refusals (a date closed meanwhile, a slot now required, a service no longer
 * offered) show in the client's words.
 */

async function closeDate(request: APIRequestContext, token: string, date: string) {
  const closed = await request.put(`/admin/api/agenda/special-dates/${date}`, {
    headers: bearer(token),
    data: { closed: true },
  });
  expect(closed.status(), await closed.text()).toBe(200);
}

test('a prosker who keeps an agenda is booked only by a free slot; a price changed or a service withdrawn before confirming says so', async ({
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
  await expect(c.getByText('Con cita: eliges la hora entre sus horarios libres')).toBeVisible();
  const buy = c.getByTestId('buy-form');
  const next = buy.getByRole('button', { name: 'Continuar' });
  // A closed day is shown as such and cannot be chosen.
  const closed = buy.getByTestId('booking-calendar').locator(`[data-date="${uruguayDate(4)}"]`);
  await expect(closed).toHaveAttribute('data-status', 'closed');
  await expect(closed).toHaveAttribute('aria-disabled', 'true');
  await expect(closed).toContainText('Cerrado');
  await closed.click({ force: true });
  await expect(closed).toHaveAttribute('aria-selected', 'false');
  await expect(buy.getByTestId('slot-list')).toHaveCount(0);
  await next.click();
  await expect(buy.getByText('Elige un día disponible.')).toBeVisible();
  // An open day: a slot is required.
  await chooseDay(c, uruguayDate(3));
  await expect(buy.getByTestId('slot-list').getByRole('radio')).toHaveCount(5);
  await next.click();
  await expect(buy.getByText('Elige uno de los horarios libres.')).toBeVisible();
  await expect(c.getByTestId('buy-details')).toHaveCount(0);
  await buy.getByTestId('slot-list').getByRole('radio', { name: '09:00 a 10:00' }).check();
  await next.click();
  await giveBookingDetails(c, { address: 'Av. Italia 2500' });

  // The prosker raises the price before the client confirms: refused, and the new one shown.
  const confirm = c.getByTestId('buy-confirm');
  await expect(confirm.getByTestId('confirm-price')).toContainText('900');
  const raised = await request.put(`/admin/api/user/services/${serviceId}`, {
    headers: bearer(prosker.token),
    data: {
      description: 'Diagnóstico de pérdidas en el lugar',
      price: 1100,
      requiresAppointment: true,
      requiresPayment: false,
    },
  });
  expect(raised.status(), await raised.text()).toBe(200);
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(confirm.getByTestId('buy-error')).toHaveText(
    'El prosker cambió el precio de este servicio mientras lo contratabas: revisa el precio nuevo y confirma otra vez.',
  );
  await expect(confirm.getByTestId('confirm-price')).toContainText('1.100');

  // The prosker withdraws the service before the client confirms.
  const withdrawn = await request.delete(`/admin/api/user/services/${serviceId}`, {
    headers: bearer(prosker.token),
  });
  expect(withdrawn.status()).toBe(204);
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(confirm.getByTestId('buy-error')).toHaveText(
    'Este servicio ya no está disponible para contratar.',
  );
  await expect(c).toHaveURL(`/servicios/${serviceId}`);
});

test('without an agenda a half-day is ordered from the calendar; once the prosker subscribes to Premium a slot is asked for, and a day closed meanwhile is refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // No Premium, no week: no agenda to take slots from.
  const prosker = await proskerParty(browser, request, 'nobuypro');
  const serviceId = await publishAppointment(request, prosker.token);
  const client = await clientParty(browser, request, 'nobuycli');
  const day = montevideoWorkday(3);
  // The next workday after it (Premium's usual week opens Monday to Friday).
  const otherDay = [4, 5, 6].map(montevideoWorkday).find((date) => date > day) as string;

  const c = client.page;
  await c.goto(`/servicios/${serviceId}`);
  // Only a half can be chosen: the page says so, and never that the client picks the hour.
  await expect(
    c.getByText('Con cita: eliges el día y mañana o tarde; el prosker te confirma la hora'),
  ).toBeVisible();
  await expect(c.getByText('eliges la hora')).toHaveCount(0);
  const buy = c.getByTestId('buy-form');
  const confirm = c.getByTestId('buy-confirm');
  await expect(
    buy.getByRole('heading', { name: 'Elige el día y si mañana o tarde' }),
  ).toBeVisible();
  await chooseDay(c, day);
  await buy.getByRole('radio', { name: /^Mañana/ }).check();
  await expect(buy.getByTestId('slots-note')).toHaveText(
    'Pides la mañana: el prosker te confirmará la hora al aceptar.',
  );
  await expect(buy.getByTestId('slot-list')).toHaveCount(0);
  await buy.getByRole('button', { name: 'Continuar' }).click();
  await giveBookingDetails(c, { address: 'Rambla 1234' });
  await expect(confirm.getByTestId('confirm-when')).toHaveText('Mañana (de 9 a 13 h)');
  await expect(confirm.getByTestId('confirm-address')).toHaveText('Rambla 1234, Montevideo');

  // Meanwhile the prosker subscribes: Premium opens Monday to Friday, 09:00–18:00, so the
  // half-day is no longer enough.
  await subscribeToPremium(request, prosker.token);
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(confirm.getByTestId('buy-error')).toHaveText(
    'Elige uno de los horarios libres del prosker para esa fecha.',
  );
  await confirm.getByRole('button', { name: 'Cambiar' }).click();
  await expect(buy.getByRole('heading', { name: 'Elige el día y la hora' })).toBeVisible();
  await buy.getByTestId('slot-list').getByRole('radio', { name: '10:00 a 11:00' }).check();
  await buy.getByRole('button', { name: 'Continuar' }).click();
  // What was said is kept.
  await expect(
    c.getByTestId('buy-details').getByRole('textbox', { name: /^Qué necesitas/ }),
  ).toHaveValue(BOOKING_PROBLEM);
  await c.getByTestId('buy-details').getByRole('button', { name: 'Continuar' }).click();

  // The prosker closes that day before the client confirms: refused, and shown closed.
  await closeDate(request, prosker.token, day);
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(confirm.getByTestId('buy-error')).toHaveText('Ese día está cerrado.');
  await confirm.getByRole('button', { name: 'Cambiar' }).click();
  await expect(buy.getByTestId('booking-calendar').locator(`[data-date="${day}"]`)).toHaveAttribute(
    'data-status',
    'closed',
  );

  await chooseDay(c, otherDay);
  await buy.getByTestId('slot-list').getByRole('radio', { name: '10:00 a 11:00' }).check();
  await buy.getByRole('button', { name: 'Continuar' }).click();
  await c.getByTestId('buy-details').getByRole('button', { name: 'Continuar' }).click();
  await expect(confirm.getByTestId('confirm-when')).toHaveText('10:00 a 11:00');
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(c).toHaveURL(/\/admin-servicios-detalle\/\d+$/);
  await expect(c.getByTestId('job-status')).toHaveText('Nuevo');
  await expect(c.getByTestId('job-when')).toHaveText('10:00 a 11:00');
});
