import { expect, test } from '@playwright/test';
import { TIME_ZONES } from '../common/regions';
import { instantOf } from '../common/time';
import { signInWithToken } from './helpers/catalogue';
import { createVerifiedAccount } from './helpers/accounts';
import { montevideoDate, openEveryDay, premiumProsker, weekdayOf } from './helpers/agenda';
import { bearer } from './helpers/jobs';

/**
 * The prosker's agenda (`/app/agenda`): the weekly availability saved from the page, a pending
 * appointment approved from the calendar, and the premium explanation for a prosker without it.
 * Every test uses a fresh prosker (Uruguay, America/Montevideo).
 */

const WORKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'];

test('a premium prosker sets Monday–Friday 09:00–13:00, saves it and sees it after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prosker = await premiumProsker(request, 'agendaweek');
  await signInWithToken(page, request, prosker.email, prosker.password);

  await page.goto('/app/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page.getByText('Horas de Montevideo.')).toBeVisible();
  const panel = page.getByTestId('availability-panel');
  // A new prosker's week is closed.
  await expect(panel.getByRole('switch', { name: 'Lunes' })).not.toBeChecked();

  for (const day of WORKDAYS) {
    await panel.getByRole('switch', { name: day }).check();
    // Opening a day offers 09:00–18:00; the morning ends at 13:00.
    await expect(panel.getByRole('combobox', { name: `${day}, horario 1: desde` })).toHaveValue(
      '09:00',
    );
    await panel.getByRole('combobox', { name: `${day}, horario 1: hasta` }).selectOption('13:00');
  }
  // An inverted range is refused on its own input before anything is sent.
  await panel.getByRole('switch', { name: 'Sábado' }).check();
  await panel.getByRole('combobox', { name: 'Sábado, horario 1: hasta' }).selectOption('08:00');
  await panel.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(panel.getByText('La hora de fin debe ser posterior a la de inicio.')).toBeVisible();
  await panel.getByRole('switch', { name: 'Sábado' }).uncheck();
  await panel.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(panel.getByTestId('availability-saved')).toHaveText('Guardamos tu horario semanal.');

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
