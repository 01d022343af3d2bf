import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from './helpers/accounts';
import { openEveryDay, subscribeToPremium } from './helpers/agenda';
import { publicProsker, signInWithToken } from './helpers/catalogue';
import {
  apiToken,
  bearer,
  chooseDay,
  clientParty,
  giveBookingDetails,
  proskerParty,
  publishAppointment,
  uruguayDate,
  userIdOf,
} from './helpers/jobs';
import { ADMIN } from './helpers/backoffice';
import { TIME_ZONES } from '../common/regions';
import {
  bell,
  bookByApi,
  confirmWhatsAppByApi,
  expectBell,
  noticesByApi,
  preferencesOf,
  quietHoursInUruguay,
  setPreference,
  readAllByApi,
  setUpNotices,
  settledUnread,
  speakPortuguese,
  unreadByApi,
  unsubscribePath,
  uruguayWhatsApp,
  waitForNoticeMail,
  whatsappCode,
  whatsappSent,
} from './helpers/notifications';

/**
 * Notifications in the storefront (issue 13): a booking reaches the prosker's bell live over
 * the chat's socket, in Spanish and in Portuguese; it goes by e-mail (dev inbox) and by WhatsApp
 * (the emulator's dev page); the e-mail's unsubscribe link turns that topic's e-mails off; the
 * bell and the notifications page work on a phone. Every test makes its own users (the
 * unsubscribe test changes preferences, which the seeded demo accounts must keep).
 */

/** A client who can book, without a page of its own. */
async function bookingClient(request: Parameters<typeof apiToken>[0], label: string) {
  const account = await createVerifiedAccount(request, label, { firstName: 'Carolina' });
  return { account, token: await apiToken(request, account) };
}

/** The user's WhatsApp delivery as staff read it (`GET /notification-deliveries`). */
async function heldWhatsApp(request: Parameters<typeof apiToken>[0], userId: number) {
  const login = await request.post('/backoffice/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const staff = ((await login.json()) as { access_token: string }).access_token;
  const filter = encodeURIComponent(JSON.stringify({ userId, channel: 'whatsapp' }));
  const list = await request.get(`/backoffice/api/notification-deliveries?filter=${filter}`, {
    headers: bearer(staff),
  });
  expect(list.status(), await list.text()).toBe(200);
  const [delivery] = (await list.json()) as {
    channel: string;
    status: string;
    address: string;
    notBefore: string;
  }[];
  return delivery;
}

/** What the emulator received for a number, newest first, but the codes confirming it. */
const bookingWhatsApps = async (request: Parameters<typeof apiToken>[0], to: string) =>
  (await whatsappSent(request)).filter((m) => m.to === to && m.template !== 'prosk_phone_code');

const montevideoHour = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONES.uy,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

test('a client books a prosker’s service and the prosker’s bell, open elsewhere, counts one more without reloading; the notice opens the job', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const prosker = await proskerParty(browser, request, 'ntfpro');
  await subscribeToPremium(request, prosker.token);
  await openEveryDay(request, prosker.token, { from: '09:00', to: '12:00' });
  const serviceId = await publishAppointment(request, prosker.token);
  const client = await clientParty(browser, request, 'ntfcli');

  // The prosker waits on the home page, the bell showing what the set-up left unread.
  // The set-up's own notices (welcome, subscription) are read: the bell starts at nothing.
  await setUpNotices(request, prosker.token);
  await readAllByApi(request, prosker.token);
  const p = prosker.page;
  await p.goto('/');
  const before = await unreadByApi(request, prosker.token);
  expect(before).toBe(0);
  await expectBell(p, 0);

  // The client books a free morning slot in another browser.
  const c = client.page;
  await c.goto(`/servicios/${serviceId}`);
  const buy = c.getByTestId('buy-form');
  await chooseDay(c, uruguayDate(3));
  await buy.getByTestId('slot-list').getByRole('radio').first().check();
  await buy.getByRole('button', { name: 'Continuar' }).click();
  await giveBookingDetails(c, { address: 'Av. Italia 2500' });
  await c.getByTestId('buy-confirm').getByRole('button', { name: 'Confirmar el pedido' }).click();
  await expect(c).toHaveURL(/\/admin-servicios-detalle\/\d+$/);
  const jobId = Number(new URL(c.url()).pathname.split('/').pop());

  // The prosker's bell counts one more, pushed over the socket: no reload.
  await expectBell(p, before + 1);
  await expect(p.getByTestId('header-notifications-badge')).toContainText(String(before + 1));
  await bell(p).click();
  const panel = p.getByRole('dialog', { name: 'Notificaciones' });
  const notice = panel.getByTestId('notification-menu-item').first();
  await expect(notice).toContainText('Nueva reserva: Visita técnica');
  await expect(notice).toContainText('Carolina');
  await expect(notice).toHaveAttribute('data-read', 'false');

  // Opening it reads it and lands on the job.
  await notice.click();
  await expect(p).toHaveURL(`/admin-servicios-detalle/${jobId}`);
  await expectBell(p, before);
  expect(await unreadByApi(request, prosker.token)).toBe(before);
});

test('in Brazil the prosker’s bell counts the booking live and speaks Portuguese', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const prosker = await proskerParty(browser, request, 'ntfbrpro');
  await speakPortuguese(request, prosker.token, prosker.account);
  const serviceId = await publishAppointment(request, prosker.token);
  const client = await bookingClient(request, 'ntfbrcli');

  await setUpNotices(request, prosker.token);
  await readAllByApi(request, prosker.token);
  const p = prosker.page;
  await p.goto('/br');
  const before = await unreadByApi(request, prosker.token);
  expect(before).toBe(0);
  await expectBell(p, 0, 'br');

  const jobId = await bookByApi(request, client.token, serviceId, uruguayDate(3));
  await expectBell(p, before + 1, 'br');
  await bell(p).click();
  const panel = p.getByRole('dialog', { name: 'Notificações' });
  await expect(panel.getByRole('button', { name: 'Marcar todas como lidas' })).toBeEnabled();
  await expect(panel.getByRole('link', { name: 'Ver todas as notificações' })).toHaveAttribute(
    'href',
    '/br/app/notificacoes',
  );
  const notice = panel.getByTestId('notification-menu-item').first();
  await expect(notice).toContainText('Nova reserva: Visita técnica');
  await notice.click();
  await expect(p).toHaveURL(`/br/admin-servicos-detalhe/${jobId}`);
  await expectBell(p, before, 'br');

  // The list under the /br path, in Portuguese.
  await p.goto('/br/app/notificacoes');
  await expect(p.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  const item = p.getByTestId('notification-item').filter({ hasText: 'Nova reserva' }).first();
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(item).toContainText('Serviços');
});

test('the booking’s e-mail reaches the development inbox and its WhatsApp is listed on the development page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A phone of its own, so that its WhatsApp is told apart from every other test's.
  const phone = `0994${String(Date.now()).slice(-5)}`;
  const prosker = await publicProsker(request, 'ntfmailpro', { phoneNumber: phone });
  await setPreference(request, prosker.token, 'job', 'whatsapp', true);
  await confirmWhatsAppByApi(request, prosker.token, phone);
  const serviceId = await publishAppointment(request, prosker.token);
  const client = await bookingClient(request, 'ntfmailcli');
  const jobId = await bookByApi(request, client.token, serviceId, uruguayDate(3));

  const mail = await waitForNoticeMail(request, prosker.email, (message) =>
    message.html.includes(`/admin-servicios-detalle/${jobId}`),
  );
  expect(mail.subject).toContain('Visita técnica');
  expect(mail.text).toContain('Carolina');
  await page.goto('/dev/inbox');
  await expect(
    page.getByTestId('inbox-message').filter({ hasText: mail.subject }).first(),
  ).toBeVisible();

  const to = uruguayWhatsApp(phone);
  if (quietHoursInUruguay()) {
    // From 22:00 to 08:00 in Uruguay a WhatsApp not about today waits for the morning: held
    // (pending, due at 08:00 Montevideo), as staff see it, and nothing sent yet.
    const held = await heldWhatsApp(request, await userIdOf(request, prosker.token));
    expect(held).toMatchObject({ channel: 'whatsapp', status: 'pending', address: to });
    expect(new Date(held.notBefore).getTime()).toBeGreaterThan(Date.now());
    expect(montevideoHour(new Date(held.notBefore))).toBe('08:00');
    expect(await bookingWhatsApps(request, to)).toHaveLength(0);
    return;
  }
  await expect
    .poll(async () => (await bookingWhatsApps(request, to)).length, {
      timeout: 20_000,
      message: `a WhatsApp to ${to}`,
    })
    .toBeGreaterThanOrEqual(1);
  const [sent] = await bookingWhatsApps(request, to);
  expect(sent.language).toBe('es');
  expect(sent.parameters.join(' ')).toContain('Visita técnica');
  await page.goto('/dev/whatsapp');
  await expect(
    page
      .getByTestId('whatsapp-message')
      .filter({ hasText: `+${to}` })
      .first(),
  ).toBeVisible();
});

test('the unsubscribe link of a notice e-mail turns that topic’s e-mails off, and a tampered link says so', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const prosker = await proskerParty(browser, request, 'ntfunspro');
  const serviceId = await publishAppointment(request, prosker.token);
  const client = await bookingClient(request, 'ntfunscli');
  const before = await preferencesOf(request, prosker.token);
  expect(before.job.email).toBe(true);
  const jobId = await bookByApi(request, client.token, serviceId, uruguayDate(3));
  const mail = await waitForNoticeMail(request, prosker.account.email, (message) =>
    message.html.includes(`/admin-servicios-detalle/${jobId}`),
  );
  const path = unsubscribePath(mail);
  expect(path).toMatch(/^\/desuscribir\/[^/]+$/);

  // No sign-in needed: a visitor's browser opens the link.
  const visitor = await (await browser.newContext({ locale: 'es-UY' })).newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Dejar de recibir avisos');
  await expect(visitor.getByTestId('unsubscribe-question')).toContainText(
    /Dejaremos de enviarte correos sobre tus trabajos a \S*\*\*\*@e2e\.prosk\.test\./,
  );
  expect(await visitor.getByTestId('unsubscribe-question').textContent()).not.toContain(
    prosker.account.email,
  );
  await visitor.getByRole('button', { name: 'Dejar de recibirlos' }).click();
  await expect(visitor.getByTestId('unsubscribe-done')).toContainText(
    'Listo: ya no te enviaremos correos sobre tus trabajos',
  );
  await expect(visitor.getByRole('link', { name: 'Ir a mis notificaciones' })).toHaveAttribute(
    'href',
    '/cuenta/notificaciones',
  );

  // The prosker's settings show jobs by e-mail off, the other topics as they were.
  const p = prosker.page;
  await p.goto('/cuenta/notificaciones');
  await expect(p.getByRole('switch', { name: 'Trabajos por Correo' })).not.toBeChecked();
  const payments = p.getByRole('switch', { name: 'Pagos por Correo' });
  await (before.payment.email
    ? expect(payments).toBeChecked()
    : expect(payments).not.toBeChecked());
  await expect(p.getByTestId('notification-rules')).toContainText(
    'No enviamos WhatsApp entre las 22:00 y las 08:00, salvo por citas del mismo día.',
  );
  await expect(p.getByTestId('notification-rules-premium')).toContainText(
    'en tu nombre. Con el plan gratuito, solo reciben los avisos de sus trabajos.',
  );

  // A tampered link is refused with the server's words, in Spanish and in Portuguese.
  await visitor.goto(`${path}x`);
  const invalid = visitor.getByTestId('unsubscribe-invalid');
  await expect(invalid).toContainText('Este enlace no funciona');
  await expect(visitor.getByRole('button', { name: 'Dejar de recibirlos' })).toHaveCount(0);
  await visitor.goto(`/br/cancelar-inscricao/${path.split('/').pop()}x`);
  await expect(visitor.getByTestId('unsubscribe-invalid')).toContainText('Este link não funciona');
});

test('on a 390 px phone the bell opens the newest notices and the page loads older ones and marks them read', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const prosker = await publicProsker(request, 'ntfphonepro');
  const serviceId = await publishAppointment(request, prosker.token);
  const client = await bookingClient(request, 'ntfphonecli');
  await setUpNotices(request, prosker.token);
  // More notices than one page holds.
  for (let n = 0; n < 21; n += 1) {
    await bookByApi(request, client.token, serviceId, uruguayDate(3 + (n % 7)));
  }
  const unread = await settledUnread(request, prosker.token);
  expect(unread).toBeGreaterThanOrEqual(21);
  const total = (await noticesByApi(request, prosker.token, 50)).length;

  const context = await browser.newContext({
    locale: 'es-UY',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const p = await context.newPage();
  await signInWithToken(p, request, prosker.email, prosker.password);
  await p.goto('/');
  await expectBell(p, unread);
  const bellBox = await bell(p).boundingBox();
  expect(bellBox!.x + bellBox!.width).toBeLessThanOrEqual(390);
  await expect(p.getByTestId('menu-button')).toBeInViewport();

  // The panel fits the screen and keeps its actions in view.
  await bell(p).click();
  const panel = p.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByTestId('notification-menu-item')).toHaveCount(6);
  const panelBox = await panel.boundingBox();
  expect(panelBox!.x).toBeGreaterThanOrEqual(0);
  expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(390);
  await expect(panel.getByRole('button', { name: 'Marcar todas como leídas' })).toBeInViewport();
  await panel.getByRole('link', { name: 'Ver todas las notificaciones' }).click();
  await expect(p).toHaveURL('/app/notificaciones');
  await expect(panel).toBeHidden();

  // The list: a page of 20, older ones on demand, nothing wider than the screen.
  await expect(p.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  const items = p
    .getByRole('list', { name: 'Tus notificaciones' })
    .getByTestId('notification-item');
  await expect(items).toHaveCount(20);
  await p.getByRole('button', { name: 'Cargar notificaciones anteriores' }).click();
  await expect(items).toHaveCount(total);
  await expect(p.getByRole('button', { name: 'Cargar notificaciones anteriores' })).toHaveCount(0);
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // One marked read, then all.
  const first = items.first();
  await expect(first).toHaveAttribute('data-read', 'false');
  await expect(first).toContainText('Nueva reserva: Visita técnica');
  await first.getByRole('button', { name: /^Marcar como leída: / }).click();
  await expect(first).toHaveAttribute('data-read', 'true');
  await expect(p.getByTestId('notifications-unread')).toHaveText(`Sin leer: ${unread - 1}`);
  await expectBell(p, unread - 1);
  await p.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(p.getByTestId('notifications-unread')).toHaveText(
    'Estás al día: no tienes notificaciones sin leer.',
  );
  await expectBell(p, 0);
  await expect(items.and(p.locator('[data-read="false"]'))).toHaveCount(0);
  expect(await unreadByApi(request, prosker.token)).toBe(0);
  await context.close();
});

test('a visitor is sent to sign in; a new account reads its welcome, and the list shows its empty and failed states', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/app/notificaciones');
  await expect(page).toHaveURL(/\/auth\/inicio-de-sesion/);
  await expect(bell(page)).toHaveCount(0);

  const client = await clientParty(browser, request, 'ntfwelcome');
  await setUpNotices(request, client.token);
  const c = client.page;
  await c.goto('/app/notificaciones');
  const welcome = c
    .getByTestId('notification-item')
    .filter({ hasText: 'Te damos la bienvenida a Prosk' });
  await expect(welcome).toHaveAttribute('data-read', 'false');
  await expect(c.getByTestId('notifications-unread')).toHaveText('Sin leer: 1');
  await c.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(c.getByTestId('notifications-unread')).toHaveText(
    'Estás al día: no tienes notificaciones sin leer.',
  );
  await expect(welcome).toHaveAttribute('data-read', 'true');
  await expect(c.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  await expectBell(c, 0);

  // Nothing yet: the empty state (answered here, since every account has its welcome).
  await c.route(/\/admin\/api\/notifications\?/, (route) =>
    route.fulfill({ json: { data: [], unread: 0, hasMore: false } }),
  );
  await c.reload();
  await expect(c.getByTestId('notifications-empty')).toContainText(
    'Todavía no tienes notificaciones.',
  );
  // The list cannot be loaded: the error and a retry that works once the API answers.
  await c.unroute(/\/admin\/api\/notifications\?/);
  await c.route(/\/admin\/api\/notifications\?/, (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', message: 'x' } } }),
  );
  await c.reload();
  await expect(c.getByRole('alert')).toContainText('No pudimos cargar las notificaciones.');
  await c.unroute(/\/admin\/api\/notifications\?/);
  await c.getByRole('button', { name: 'Reintentar' }).click();
  await expect(welcome).toBeVisible();
});

test('a user confirms their WhatsApp number with the code WhatsApp brings, in Spanish on a desktop and in Portuguese on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const unique = String(Date.now()).slice(-5);
  const phone = `0995${unique}`;
  // Stored in E.164, shown as Uruguay writes it: 099 5xx xxx.
  const shown = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
  const account = await createVerifiedAccount(request, 'ntfnumber', { phoneNumber: phone });
  const desktop = await browser.newContext({
    locale: 'es-UY',
    viewport: { width: 1280, height: 900 },
  });
  const p = await desktop.newPage();
  await signInWithToken(p, request, account.email, account.password);
  await p.goto('/cuenta/notificaciones');
  const section = p.getByTestId('whatsapp-number');
  await expect(section).toContainText(`Confirma el ${shown} para recibir avisos por WhatsApp`);
  await section.getByRole('button', { name: 'Enviarme un código' }).click();
  await expect(section).toContainText(`Te enviamos un código por WhatsApp al ${shown}`);
  const code = await whatsappCode(request, uruguayWhatsApp(phone));
  // A wrong code is refused with the tries left, and can be corrected.
  const field = section.getByRole('textbox', { name: 'Código' });
  await field.fill(code === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'El código no es correcto. Te quedan 4 intentos.',
  );
  await field.fill(code);
  await field.press('Enter');
  await expect(section.getByTestId('whatsapp-number-confirmed')).toHaveText(
    `Los avisos por WhatsApp van al ${shown}, que confirmaste.`,
  );
  await expect(section).toContainText('Listo: tu número quedó confirmado.');
  await p.reload();
  await expect(section.getByTestId('whatsapp-number-confirmed')).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);
  await desktop.close();

  // In Brazil, on a phone: the code goes in Portuguese to a Brazilian number, shown as Brazil
  // writes it.
  const phoneBr = `+55 11 9${unique}321`;
  const shownBr = `(11) 9${unique.slice(0, 4)}-${unique.slice(4)}321`;
  const brazilian = await createVerifiedAccount(request, 'ntfnumberbr', { phoneNumber: phoneBr });
  await speakPortuguese(request, await apiToken(request, brazilian), brazilian);
  const phoneContext = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const q = await phoneContext.newPage();
  await signInWithToken(q, request, brazilian.email, brazilian.password);
  await q.goto('/br/conta/notificacoes');
  const brSection = q.getByTestId('whatsapp-number');
  await brSection.getByRole('button', { name: 'Enviar um código' }).click();
  await expect(brSection).toContainText(`Enviamos um código pelo WhatsApp para o ${shownBr}`);
  const to = phoneBr.replace(/\D/g, '');
  const brCode = await whatsappCode(request, to);
  const [sent] = (await whatsappSent(request)).filter((m) => m.to === to);
  expect(sent.language).toBe('pt_BR');
  await brSection.getByRole('textbox', { name: 'Código' }).fill(brCode);
  await brSection.getByRole('button', { name: 'Confirmar' }).click();
  await expect(brSection.getByTestId('whatsapp-number-confirmed')).toHaveText(
    `Os avisos pelo WhatsApp vão para o ${shownBr}, que você confirmou.`,
  );
  const box = await brSection.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await phoneContext.close();
});

test('on a 390 px phone, saving the notification settings shows “Guardamos los cambios” on the screen, clear of the header', async ({
  browser,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'confirmation', { type: 'prosker' });
  const phone = await browser.newContext({
    locale: 'es-UY',
    viewport: { width: 390, height: 844 },
  });
  const p = await phone.newPage();
  await signInWithToken(p, request, account.email, account.password);
  await p.goto('/cuenta/notificaciones');
  await p.getByRole('switch', { name: 'Pagos por Correo' }).click();
  // The save button is at the foot of a prosker's long form; the message goes above the form.
  const save = p.getByRole('button', { name: 'Guardar los cambios' });
  await save.scrollIntoViewIfNeeded();
  // The top of the form, where the message goes, is then above the screen.
  const firstSwitch = await p.getByRole('switch').first().boundingBox();
  expect(firstSwitch!.y + firstSwitch!.height).toBeLessThan(0);
  await save.click();
  const saved = p.getByRole('status').filter({ hasText: 'Guardamos los cambios.' });
  await expect(saved).toBeVisible();
  const header = await p.locator('header').first().boundingBox();
  // Once the page has scrolled to it (smoothly), the whole message is on the screen.
  await expect
    .poll(async () => {
      const box = await saved.boundingBox();
      return box !== null && box.y >= header!.y + header!.height && box.y + box.height <= 844;
    })
    .toBe(true);
  await phone.close();
});
