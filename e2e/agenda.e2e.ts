import { expect, test } from '@playwright/test';
import { TIME_ZONES } from '../common/regions';
import { instantOf } from '../common/time';
import { signInWithToken } from './helpers/catalogue';
import { createVerifiedAccount } from './helpers/accounts';
import {
  montevideoDate,
  montevideoWorkday,
  openEveryDay,
  premiumProsker,
  weekdayOf,
  weeksFromToday,
} from './helpers/agenda';
import { TEST_CARDS, cardToken } from './helpers/billing';
import { apiToken, bearer, BOOKING_BY_API, jobOf, linkMercadoPago } from './helpers/jobs';

/**
 * The prosker's agenda (`/app/agenda`): the weekly availability Premium starts with and saved
 * from the page, a pending appointment approved from the calendar, a paid half-day job in the
 * week view, and the premium explanation for a prosker without it. Every test uses a fresh
 * prosker (Uruguay, America/Montevideo).
 */

const WORKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'];

test('a premium prosker sets Monday–Friday 09:00–13:00, saves it and sees it after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prosker = await premiumProsker(request, 'agendaweek');
  await signInWithToken(page, request, prosker.email, prosker.password);

  // The subscription page asks the new premium prosker to check the hours they start with.
  await page.goto('/mi-suscripcion');
  const check = page.getByTestId('check-hours');
  await expect(check).toContainText(
    'Empezamos con lunes a viernes, de 9 a 18 h (hora de Montevideo): revísalos y cámbialos si atiendes otros días u horarios.',
  );
  await check.getByRole('link', { name: 'Revisar mis horarios' }).click();
  await expect(page).toHaveURL('/app/agenda#availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page.getByText('Horas de Montevideo.')).toBeVisible();
  const panel = page.getByTestId('availability-panel');
  // Premium started the week with the usual hours, and says so until the prosker saves theirs.
  await expect(panel.getByTestId('week-usual-note')).toHaveText(
    'Premium abrió tu agenda de lunes a viernes, de 9 a 18 h (hora de Montevideo). Cámbiala si atiendes otros días u horarios.',
  );
  await expect(panel.getByRole('switch', { name: 'Lunes' })).toBeChecked();
  await expect(panel.getByRole('combobox', { name: 'Lunes, horario 1: hasta' })).toHaveValue(
    '18:00',
  );
  await expect(panel.getByRole('switch', { name: 'Sábado' })).not.toBeChecked();

  for (const day of WORKDAYS) {
    await expect(panel.getByRole('switch', { name: day })).toBeChecked();
    // Each workday starts at 09:00; the morning ends at 13:00.
    await expect(panel.getByRole('combobox', { name: `${day}, horario 1: desde` })).toHaveValue(
      '09:00',
    );
    await panel.getByRole('combobox', { name: `${day}, horario 1: hasta` }).selectOption('13:00');
  }
  // An inverted range is refused on its own input before anything is sent.
  await panel.getByRole('switch', { name: 'Sábado' }).check();
  // Opening a day offers 09:00–18:00.
  await expect(panel.getByRole('combobox', { name: 'Sábado, horario 1: hasta' })).toHaveValue(
    '18:00',
  );
  await panel.getByRole('combobox', { name: 'Sábado, horario 1: hasta' }).selectOption('08:00');
  await panel.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(panel.getByText('La hora de fin debe ser posterior a la de inicio.')).toBeVisible();
  await panel.getByRole('switch', { name: 'Sábado' }).uncheck();
  await panel.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(panel.getByTestId('availability-saved')).toHaveText('Guardamos tu horario semanal.');
  await expect(panel.getByTestId('week-usual-note')).toHaveCount(0);

  const saved = await request.get('/admin/api/agenda/availability', {
    headers: bearer(prosker.token),
  });
  const week = (await saved.json()) as {
    days: { weekday: number; open: boolean; ranges: { from: string; to: string }[] }[];
  };
  for (const day of week.days) {
    const workday = day.weekday >= 1 && day.weekday <= 5;
    expect(day.open, `weekday ${day.weekday}`).toBe(workday);
    expect(day.ranges).toEqual(workday ? [{ from: '09:00', to: '13:00' }] : []);
  }

  await page.reload();
  const reloaded = page.getByTestId('availability-panel');
  for (const day of WORKDAYS) {
    await expect(reloaded.getByRole('switch', { name: day })).toBeChecked();
    await expect(reloaded.getByRole('combobox', { name: `${day}, horario 1: desde` })).toHaveValue(
      '09:00',
    );
    await expect(reloaded.getByRole('combobox', { name: `${day}, horario 1: hasta` })).toHaveValue(
      '13:00',
    );
  }
  await expect(reloaded.getByRole('switch', { name: 'Sábado' })).not.toBeChecked();
  await expect(reloaded.getByRole('switch', { name: 'Domingo' })).not.toBeChecked();
  // The grid shows the hours of the availability: 09:00 to 13:00.
  const calendar = page.getByTestId('agenda-calendar');
  await expect(calendar.locator('.fc-timegrid-slot-label[data-time="09:00:00"]')).toBeVisible();
  await expect(calendar.locator('.fc-timegrid-slot-label[data-time="12:30:00"]')).toBeAttached();
  await expect(calendar.locator('.fc-timegrid-slot-label[data-time="08:00:00"]')).toHaveCount(0);
  await expect(calendar.locator('.fc-timegrid-slot-label[data-time="13:00:00"]')).toHaveCount(0);
});

test('a pending appointment made through the API is approved from the calendar', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prosker = await premiumProsker(request, 'agendaevent');
  await openEveryDay(request, prosker.token);
  const date = montevideoDate(1);
  const created = await request.post('/admin/api/agenda/events', {
    headers: bearer(prosker.token),
    data: {
      startsAt: instantOf(date, '10:30', TIME_ZONES.uy),
      clientName: 'Marta Silveira',
      clientPhone: '099 555 123',
      clientEmail: 'marta.silveira@e2e.prosk.test',
      comments: 'Revisar la pérdida del calefón.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: number; status: string };
  expect(event.status).toBe('pending');

  await signInWithToken(page, request, prosker.email, prosker.password);
  await page.goto('/app/agenda');
  const calendar = page.getByTestId('agenda-calendar');
  await expect(calendar.locator('.fc-timegrid')).toBeVisible();
  // Tomorrow is in next week's view when today is Sunday (the week starts on Monday).
  if (weekdayOf(montevideoDate(0)) === 0) await calendar.locator('.fc-next-button').click();

  const item = calendar.locator('.fc-event', { hasText: 'Marta Silveira' });
  await expect(item).toContainText('Pendiente');
  await expect(item).toContainText('10:30');
  await item.click();

  const dialog = page.getByRole('dialog', { name: 'Cita con Marta Silveira' });
  await expect(dialog.getByTestId('event-status')).toHaveText('Pendiente');
  await expect(dialog.getByTestId('event-when')).toContainText('de 10:30 a 11:30');
  await expect(dialog).toContainText('099 555 123');
  await expect(dialog).toContainText('Revisar la pérdida del calefón.');
  await dialog.getByRole('button', { name: 'Aprobar' }).click();
  await expect(dialog.getByTestId('event-done')).toHaveText('Aprobaste la cita.');
  await expect(dialog.getByTestId('event-status')).toHaveText('Aprobada');
  // Approved is not final for the prosker, but it cannot be approved twice.
  await expect(dialog.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  await expect(item).toContainText('Aprobada');
  const read = await request.get(`/admin/api/agenda/events/${event.id}`, {
    headers: bearer(prosker.token),
  });
  expect(((await read.json()) as { status: string }).status).toBe('approved');
});

test('a prosker without Premium sees why there is no agenda and the way to the plans', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const prosker = await createVerifiedAccount(request, 'agendafree', { type: 'prosker' });
  await signInWithToken(page, request, prosker.email, prosker.password);

  await page.goto('/app/agenda');
  const gate = page.getByTestId('agenda-premium-gate');
  await expect(
    gate.getByRole('heading', { name: 'La agenda es parte de Prosk Premium' }),
  ).toBeVisible();
  await expect(page.getByTestId('agenda-calendar')).toHaveCount(0);
  await gate.getByRole('link', { name: 'Ver los planes Premium' }).click();
  await expect(page).toHaveURL('/planes-suscripcion');
});

test('a prosker with a paid half-day job sees it in the week view at the afternoon’s hours, marked paid, and opens the job from it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const prosker = await premiumProsker(request, 'agendapaid');
  await linkMercadoPago(request, prosker.token);
  const categories = (await (await request.get('/admin/api/categories')).json()) as {
    data: { id: number; slug: string }[];
  };
  const published = await request.post('/admin/api/user/services', {
    headers: bearer(prosker.token),
    data: {
      title: 'Cambio de calefón',
      description: 'Saco el calefón viejo e instalo el nuevo, con prueba de pérdidas.',
      price: 2400,
      categoryId: categories.data.find((c) => c.slug === 'plomeria')!.id,
      requiresAppointment: false,
      requiresPayment: true,
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  const serviceId = ((await published.json()) as { id: number }).id;

  // A client books an afternoon (Premium's usual week is open Monday to Friday) and pays it.
  const client = await createVerifiedAccount(request, 'agendapaidcli', { firstName: 'Marta' });
  const clientToken = await apiToken(request, client);
  const date = montevideoWorkday(2);
  const booked = await request.post(`/admin/api/services/${serviceId}/buy`, {
    headers: bearer(clientToken),
    data: { date, timeOfDay: 'afternoon', ...BOOKING_BY_API },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const jobId = ((await booked.json()) as { id: number }).id;
  const accepted = await request.post(`/admin/api/user/jobs/${jobId}/actions`, {
    headers: bearer(prosker.token),
    // Accepting the afternoon sets its hour.
    data: { action: 'accept', hour: '15:00' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const paid = await request.post(`/admin/api/user/jobs/${jobId}/payment`, {
    headers: bearer(clientToken),
    data: {
      cardToken: await cardToken(request),
      paymentMethodId: 'master',
      installments: 1,
      identification: TEST_CARDS.uy.document,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  // Mercado Pago's notification confirms the payment.
  await expect
    .poll(async () => (await jobOf(request, prosker.token, jobId)).status, { timeout: 30_000 })
    .toBe('readyToExecute');

  await signInWithToken(page, request, prosker.email, prosker.password);
  await page.goto('/app/agenda');
  const calendar = page.getByTestId('agenda-calendar');
  await expect(calendar.locator('.fc-timeGridWeek-view')).toBeVisible();
  for (let week = weeksFromToday(date); week > 0; week--) {
    await calendar.locator('.fc-next-button').click();
  }
  const block = calendar.locator(`[data-testid="agenda-job"][data-job-id="${jobId}"]`);
  // From the hour agreed to the end of the afternoon booked.
  await expect(block).toContainText('15:00 - 18:00');
  await expect(block).not.toContainText('Tarde');
  await expect(block).toContainText('Cambio de calefón');
  await expect(block).toContainText(`${client.firstName} ${client.lastName}`);
  await expect(block).toContainText('Listo para realizar');
  await expect(block.getByTestId('paid-mark')).toHaveText('Pagado');
  await expect(calendar.getByTestId('events-empty')).toHaveCount(0);

  // The block spans the rest of the afternoon on the grid, in its day's column: 15:00 to the end
  // of 17:30.
  const link = calendar.getByRole('link', { name: /Cambio de calefón/ });
  await expect(link).toHaveAttribute('href', `/admin-servicios-detalle/${jobId}`);
  const column = calendar.locator(`.fc-timegrid-col[data-date="${date}"]`);
  await expect(column.locator('.fc-timegrid-event')).toHaveCount(1);
  const box = (await link.boundingBox())!;
  const from = (await calendar
    .locator('.fc-timegrid-slot-lane[data-time="15:00:00"]')
    .boundingBox())!;
  const last = (await calendar
    .locator('.fc-timegrid-slot-lane[data-time="17:30:00"]')
    .boundingBox())!;
  expect(Math.abs(box.y - from.y)).toBeLessThan(3);
  expect(Math.abs(box.y + box.height - (last.y + last.height))).toBeLessThan(3);
  const day = (await column.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(day.x - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(day.x + day.width + 1);
  await expect(page.getByRole('list', { name: 'Referencias' })).toContainText('Pagado en línea');

  await link.click();
  await expect(page).toHaveURL(`/admin-servicios-detalle/${jobId}`);
  await expect(page.getByTestId('job-status')).toHaveText('Listo para realizar');
});

test('a week closed every day is told on the jobs and services pages, with the way to open hours', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prosker = await premiumProsker(request, 'agendaclosed');
  const closed = await request.put('/admin/api/agenda/availability', {
    headers: bearer(prosker.token),
    data: { days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: false })) },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  await signInWithToken(page, request, prosker.email, prosker.password);

  const warning =
    'Todos los días de tu horario semanal están cerrados y no tienes fechas especiales abiertas: nadie puede contratar tus servicios, tampoco los que requieren cita, hasta que abras algunos horarios.';
  await page.goto('/cuenta/servicios');
  await expect(page.getByTestId('closed-week-warning')).toContainText(warning);
  await page.goto('/admin-servicios');
  const alert = page.getByTestId('closed-week-warning');
  await expect(alert).toContainText(warning);
  await alert.getByRole('link', { name: 'Abrir horarios en la agenda' }).click();
  await expect(page).toHaveURL('/app/agenda#availability');
  const panel = page.getByTestId('availability-panel');
  await expect(panel.getByTestId('week-closed-note')).toHaveText(warning);

  // Opening Monday makes the prosker bookable again: the warnings go.
  await panel.getByRole('switch', { name: 'Lunes' }).check();
  await panel.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(panel.getByTestId('availability-saved')).toBeVisible();
  await expect(panel.getByTestId('week-closed-note')).toHaveCount(0);
  await page.goto('/admin-servicios');
  await expect(page.getByTestId('jobs-page')).toBeVisible();
  await expect(page.getByTestId('closed-week-warning')).toHaveCount(0);
});
