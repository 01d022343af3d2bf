import { expect, test } from '@playwright/test';
import { picturePng, signInWithToken } from './helpers/catalogue';
import { BOOKING_PROBLEM } from './helpers/jobs';

/**
 * A booking that says where, what and when (ADR 0027), on the seeded demo data: the demo client
 * books a service of the demo prosker from the calendar of open days (with the keyboard), at
 * their saved address, with the problem, a photo of it and a phone; the demo prosker reads only the city until
 * they accept, sets the hour on accepting and then reads the address and phone; the client's job
 * page shows the hour agreed.
 */

const CLIENT = { email: 'cliente@prosk.uy', password: 'Cliente#2026demo' };
const PROSKER = { email: 'prosker@prosk.uy', password: 'Prosker#2026demo' };
const SAVED_ADDRESS = 'Bv. Artigas 1550, Pocitos, Montevideo';

test('the demo client books a day, an address, the problem and a phone; the demo prosker sets the hour on accepting and then sees the address', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const clientContext = await browser.newContext({ locale: 'es-UY' });
  const c = await clientContext.newPage();
  await signInWithToken(c, request, CLIENT.email, CLIENT.password);

  // From the demo prosker's profile to one of their seeded services.
  await c.goto('/perfil/proskerdemo');
  const hire = c
    .getByTestId('profile-service')
    .first()
    .getByRole('link', { name: /^Contratar/ });
  const title = (await c
    .getByTestId('profile-service')
    .first()
    .getByRole('heading')
    .textContent())!;
  await hire.click();
  await expect(c).toHaveURL(/\/servicios\/\d+$/);
  // A half-day is asked for: the page never says the client chooses the hour.
  await expect(c.getByText('eliges la hora')).toHaveCount(0);
  await expect(
    c.getByText(/eliges el día y mañana o tarde; el prosker te confirma la hora/),
  ).toBeVisible();

  // The calendar with the keyboard: the first open day takes the focus; a week later is chosen.
  const calendar = c.getByTestId('booking-calendar');
  const first = calendar.locator('[tabindex="0"]');
  const firstDate = (await first.getAttribute('data-date'))!;
  await first.focus();
  await c.keyboard.press('ArrowDown');
  await c.keyboard.press('Enter');
  const chosen = calendar.locator('[aria-selected="true"]');
  await expect(chosen).toHaveCount(1);
  const date = (await chosen.getAttribute('data-date'))!;
  const week = new Date(`${firstDate}T12:00:00Z`);
  week.setUTCDate(week.getUTCDate() + 7);
  expect(date).toBe(week.toISOString().slice(0, 10));
  await expect(chosen).toBeFocused();
  const buy = c.getByTestId('buy-form');
  await buy.getByRole('radio', { name: /^Tarde/ }).check();
  await buy.getByRole('button', { name: 'Continuar' }).click();

  // Where, what and a phone: the saved address comes chosen, the phone filled in.
  const details = c.getByTestId('buy-details');
  await expect(details.getByRole('radio', { name: SAVED_ADDRESS })).toBeChecked();
  await expect(details.getByRole('textbox', { name: /^Teléfono de contacto/ })).toHaveValue(
    '099 111 222',
  );
  await details.getByRole('button', { name: 'Continuar' }).click();
  await expect(details.getByText('Este campo es obligatorio.')).toBeVisible();
  await details.getByRole('textbox', { name: /^Qué necesitas/ }).fill(BOOKING_PROBLEM);
  // A photo of the problem, and a second one taken back before sending.
  await details.getByTestId('booking-photos-input').setInputFiles([
    { name: 'canilla.png', mimeType: 'image/png', buffer: await picturePng(800, 600, 20) },
    { name: 'otra.png', mimeType: 'image/png', buffer: await picturePng(800, 600, 200) },
  ]);
  await expect(details.getByRole('img', { name: /^Foto \d del problema/ })).toHaveCount(2);
  await details.getByRole('button', { name: 'Quitar la foto 2' }).click();
  await expect(details.getByRole('img', { name: /^Foto \d del problema/ })).toHaveCount(1);
  await details.getByRole('textbox', { name: /^Teléfono de contacto/ }).fill('098765432');
  await details.getByRole('button', { name: 'Continuar' }).click();
  const confirm = c.getByTestId('buy-confirm');
  await expect(confirm.getByTestId('confirm-service')).toHaveText(title);
  await expect(confirm.getByTestId('confirm-when')).toHaveText('Tarde (de 14 a 18 h)');
  await expect(confirm.getByTestId('confirm-address')).toHaveText(SAVED_ADDRESS);
  await expect(confirm.getByTestId('confirm-phone')).toHaveText('098765432');
  await expect(confirm.getByTestId('confirm-problem')).toHaveText(BOOKING_PROBLEM);
  await expect(confirm.getByTestId('confirm-photos')).toHaveText(
    'Fotos que se envían con el pedido: 1',
  );
  await confirm.getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(c).toHaveURL(/\/admin-servicios-detalle\/\d+$/);
  const jobPath = new URL(c.url()).pathname;
  await expect(c.getByTestId('job-status')).toHaveText('Nuevo');
  await expect(c.getByTestId('job-when')).toHaveText('Tarde (de 14 a 18 h)');
  await expect(c.getByTestId('job-address')).toHaveText(SAVED_ADDRESS);

  // The prosker reads the problem and the city, not the address, until they accept.
  const proskerContext = await browser.newContext({ locale: 'es-UY' });
  const p = await proskerContext.newPage();
  await signInWithToken(p, request, PROSKER.email, PROSKER.password);
  await p.goto(jobPath);
  await expect(p.getByTestId('job-problem')).toHaveText(BOOKING_PROBLEM);
  await expect(
    p.getByTestId('job-photos').getByRole('img', { name: 'Foto 1 del problema' }),
  ).toBeVisible();
  await expect(p.getByTestId('job-contact-hidden')).toContainText('Es en Montevideo.');
  await expect(p.getByTestId('job-address')).toHaveCount(0);
  await expect(p.getByTestId('job-phone')).toHaveCount(0);
  await expect(p.getByText('Bv. Artigas')).toHaveCount(0);

  // Accepting asks the hour, within the afternoon only.
  await p.getByTestId('job-actions').getByRole('button', { name: 'Aceptar' }).click();
  const dialog = p.getByTestId('action-dialog');
  await expect(dialog).toContainText('Horario pedido: Tarde (de 14 a 18 h)');
  await dialog.getByTestId('action-confirm').click();
  await expect(dialog.getByText('Elige la hora.')).toBeVisible();
  const hour = dialog.getByRole('combobox', { name: /^Hora/ });
  await expect(hour.locator('option:not([disabled])')).toHaveText([
    '14:00',
    '14:30',
    '15:00',
    '15:30',
    '16:00',
    '16:30',
    '17:00',
    '17:30',
  ]);
  await hour.selectOption('15:30');
  await dialog.getByTestId('action-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(p.getByTestId('job-status')).toHaveText(/Listo para realizar|Pago pendiente/);
  await expect(p.getByTestId('job-address')).toHaveText(SAVED_ADDRESS);
  // Written as Uruguay writes numbers, whatever form the client typed.
  await expect(p.getByTestId('job-phone')).toHaveText('098 765 432');
  await expect(p.getByTestId('job-when')).toHaveText('A las 15:30');

  // The client's page shows the hour agreed.
  await c.reload();
  await expect(c.getByTestId('job-when')).toHaveText('A las 15:30');
  await clientContext.close();
  await proskerContext.close();
});
