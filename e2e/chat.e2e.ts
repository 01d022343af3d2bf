import { expect, test } from '@playwright/test';
import { TINY_PNG, publicProsker } from './helpers/catalogue';
import { chatParties, openConversationByApi, sendByApi, sendManyByApi } from './helpers/chat';
import { createVerifiedAccount, storedToken } from './helpers/accounts';
import { apiToken, bearer, uruguayDate } from './helpers/jobs';

/**
 * The storefront's chat (issue 12): a client writes to a prosker from the profile, both see the
 * other's messages arrive live through the socket, "seen" follows the reads, older messages load
 * on demand, a deleted message is gone for both, the list finds text without accents, in both
 * regions and at a phone's width. Every test makes its own users, in two browser contexts.
 */

test('a client opens a chat from a prosker’s profile, both talk live and the client sees it seen', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { prosker, client } = await chatParties(browser, request, 'chat');
  const p = prosker.page;
  const c = client.page;

  // The prosker waits on the chat page, with no conversation yet.
  await p.goto('/app/chat');
  await expect(p.getByTestId('conversations-empty')).toContainText(
    'Todavía no tienes conversaciones.',
  );
  await expect(p.getByTestId('header-chat')).toHaveAccessibleName('Mensajes');

  await c.goto(`/perfil/${prosker.account.username}`);
  await c.getByRole('button', { name: 'Chatear' }).click();
  await expect(c).toHaveURL(/\/app\/chat\/\d+$/);
  await expect(c.getByTestId('conversation-name')).toHaveText(
    `${prosker.account.firstName} ${prosker.account.lastName}`,
  );
  const clientBox = c.getByRole('textbox', { name: 'Escribe un mensaje' });
  await clientBox.fill('Hola, ¿puedes venir el martes?');
  await clientBox.press('Enter');
  await expect(clientBox).toHaveValue('');
  const first = c.getByTestId('message').filter({ hasText: 'Hola, ¿puedes venir el martes?' });
  await expect(first).toHaveAttribute('data-mine', 'true');
  await expect(first.getByTestId('message-sent')).toHaveText('Enviado');

  // It arrives on the prosker's list and badge without a reload.
  const item = p.getByTestId('conversation-item').filter({ hasText: 'Carolina' });
  await expect(item).toContainText('Hola, ¿puedes venir el martes?');
  await expect(item.getByTestId('conversation-unread')).toContainText('1 sin leer');
  await expect(p.getByTestId('header-chat')).toHaveAccessibleName(
    'Mensajes, conversaciones sin leer: 1',
  );
  await item.click();
  await expect(p).toHaveURL(/\/app\/chat\/\d+$/);
  await expect(p.getByTestId('message').filter({ hasText: 'puedes venir' })).toHaveAttribute(
    'data-mine',
    'false',
  );
  await expect(p.getByTestId('header-chat')).toHaveAccessibleName('Mensajes');

  // Opening it was reading it: the client sees "seen" without a reload.
  await expect(first.getByTestId('message-seen')).toHaveText('Visto');

  // The prosker answers on two lines (Shift+Enter), the client sees it arrive.
  const proskerBox = p.getByRole('textbox', { name: 'Escribe un mensaje' });
  await proskerBox.fill('Sí, claro.');
  await proskerBox.press('Shift+Enter');
  await proskerBox.pressSequentially('Te confirmo la hora.');
  await proskerBox.press('Enter');
  const answer = c.getByTestId('message').filter({ hasText: 'Te confirmo la hora.' });
  await expect(answer).toHaveAttribute('data-mine', 'false');
  await expect(answer.getByTestId('message-text')).toHaveText('Sí, claro.\nTe confirmo la hora.');

  // Both open: a new message is seen at once; a link in it is a link that opens elsewhere.
  await clientBox.fill('Te paso la foto: https://example.com/canilla.jpg.');
  await clientBox.press('Enter');
  const link = p
    .getByTestId('messages')
    .getByRole('link', { name: 'https://example.com/canilla.jpg' });
  await expect(link).toHaveAttribute('href', 'https://example.com/canilla.jpg');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(
    c.getByTestId('message').filter({ hasText: 'Te paso la foto' }).getByTestId('message-seen'),
  ).toHaveText('Visto');
});

test('the client loads older messages, deletes one for both and finds conversations without accents', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { prosker, client } = await chatParties(browser, request, 'chatold');
  const other = await publicProsker(request, 'chatother', { firstName: 'Martín' });
  const otherToken = await apiToken(request, other);
  const otherId = (
    (await (await request.get(`/admin/api/profiles/${other.username}`)).json()) as {
      id: number;
    }
  ).id;
  const id = await openConversationByApi(request, client.token, prosker.id);
  await sendByApi(request, prosker.token, id, 'Hago la reparación del calefón esta semana.');
  await sendManyByApi(request, client.token, id, 34, (n) => `Mensaje número ${n}`);
  const second = await openConversationByApi(request, client.token, otherId);
  await sendByApi(request, otherToken, second, 'Hola, ¿en qué te ayudo?');

  const c = client.page;
  await c.goto(`/app/chat/${id}`);
  const log = c.getByRole('log', { name: /^Mensajes con/ });
  await expect(log.getByTestId('message').last()).toContainText('Mensaje número 34');
  await expect(log.getByTestId('message')).toHaveCount(30);
  await expect(log.getByText('Hago la reparación del calefón esta semana.')).toHaveCount(0);

  // Scrolling to the top loads the older page and keeps what was on screen in place.
  await log.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(log.getByTestId('message')).toHaveCount(35);
  await expect(log.getByText('Hago la reparación del calefón esta semana.')).toBeAttached();
  await expect(log.getByText('Este es el comienzo de la conversación.')).toBeAttached();
  expect(await log.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

  // The client deletes their last message after confirming; both sides see it deleted.
  const p = prosker.page;
  await p.goto(`/app/chat/${id}`);
  await expect(p.getByTestId('message').last()).toContainText('Mensaje número 34');
  await expect(
    p.getByTestId('message').last().getByRole('button', { name: 'Eliminar el mensaje' }),
  ).toHaveCount(0);
  await log
    .getByTestId('message')
    .filter({ hasText: 'Mensaje número 34' })
    .getByRole('button', { name: 'Eliminar el mensaje' })
    .click();
  const dialog = c.getByRole('dialog', { name: '¿Eliminar este mensaje?' });
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog).toBeHidden();
  await expect(log.getByText('Mensaje número 34')).toHaveCount(0);
  await expect(log.getByTestId('message').last().getByTestId('message-deleted')).toHaveText(
    'Mensaje eliminado',
  );
  await expect(p.getByText('Mensaje número 34')).toHaveCount(0);
  await expect(p.getByTestId('message').last().getByTestId('message-deleted')).toHaveText(
    'Mensaje eliminado',
  );

  // The list: newest first; the search finds text and names whatever the accents and case.
  const list = c.getByTestId('conversation-list');
  const items = list.getByTestId('conversation-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAttribute('data-conversation-id', String(second));
  await expect(items.nth(1)).toContainText('Tú: Mensaje eliminado');
  const search = list.getByRole('searchbox', { name: 'Buscar por nombre o mensaje' });
  await search.fill('REPARACION');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-conversation-id', String(id));
  await search.fill('martin');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-conversation-id', String(second));
  await search.fill('zzzqqq');
  await expect(list.getByTestId('conversations-empty')).toHaveText(
    'Ninguna conversación coincide con «zzzqqq».',
  );
});

test('in Brazil the chat is in Portuguese under the /br paths', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { prosker, client } = await chatParties(browser, request, 'chatbr');
  const p = prosker.page;
  const c = client.page;

  await c.goto(`/br/perfil/${prosker.account.username}`);
  await c.getByRole('button', { name: 'Conversar' }).click();
  await expect(c).toHaveURL(/\/br\/app\/chat\/\d+$/);
  await expect(c.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible();
  const clientBox = c.getByRole('textbox', { name: 'Escreva uma mensagem' });
  await clientBox.fill('Olá, você faz reparação de torneira?');
  await clientBox.press('Enter');
  const question = c.getByTestId('message').filter({ hasText: 'reparação de torneira' });
  await expect(question.getByTestId('message-sent')).toHaveText('Enviado');

  await p.goto('/br/app/chat');
  await p.getByTestId('conversation-item').filter({ hasText: 'Carolina' }).click();
  await expect(p).toHaveURL(/\/br\/app\/chat\/\d+$/);
  const proskerBox = p.getByRole('textbox', { name: 'Escreva uma mensagem' });
  await proskerBox.fill('Faço sim!');
  await proskerBox.press('Enter');

  await expect(c.getByTestId('message').filter({ hasText: 'Faço sim!' })).toBeVisible();
  await expect(question.getByTestId('message-seen')).toHaveText('Visto');
  await expect(c.getByRole('button', { name: 'Mais opções' })).toBeVisible();
});

test('on a phone the list and the conversation are separate screens with a back arrow', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { prosker, client } = await chatParties(browser, request, 'chatphone');
  const id = await openConversationByApi(request, client.token, prosker.id);
  await sendByApi(request, prosker.token, id, 'Buenas, ¿qué necesitás?');

  const c = client.page;
  await c.setViewportSize({ width: 390, height: 844 });
  await c.goto('/');
  await expect(c.getByTestId('header-chat')).toHaveAccessibleName(
    'Mensajes, conversaciones sin leer: 1',
  );
  await c.getByTestId('header-chat').click();
  await expect(c).toHaveURL('/app/chat');
  const item = c.getByTestId('conversation-item');
  await expect(item).toContainText('Buenas, ¿qué necesitás?');
  await expect(c.getByTestId('conversation')).toHaveCount(0);

  await item.click();
  await expect(c).toHaveURL(`/app/chat/${id}`);
  await expect(c.getByTestId('conversation-list')).toHaveCount(0);
  await expect(c.getByTestId('message').filter({ hasText: 'qué necesitás' })).toBeVisible();
  const box = c.getByRole('textbox', { name: 'Escribe un mensaje' });
  await box.fill('Una canilla que pierde.');
  await box.press('Enter');
  await expect(c.getByTestId('message').filter({ hasText: 'Una canilla' })).toHaveAttribute(
    'data-mine',
    'true',
  );

  // A photo goes through the attach button, with its thumbnail linking to the large image.
  await c.getByTestId('attach-input').setInputFiles({
    name: 'canilla.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(
    c
      .getByTestId('message')
      .last()
      .getByRole('link', { name: 'Abrir la imagen en tamaño completo' }),
  ).toHaveAttribute('href', /^\/media\/chat\/.+/);

  await c.getByRole('link', { name: 'Volver a las conversaciones' }).click();
  await expect(c).toHaveURL('/app/chat');
  await expect(c.getByTestId('conversation-item')).toContainText('Tú: Imagen');
  await expect(c.getByTestId('header-chat')).toHaveAccessibleName('Mensajes');
});

test('a message that could not be sent keeps its text and the retry reuses its id', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { prosker, client } = await chatParties(browser, request, 'chatretry');
  const id = await openConversationByApi(request, client.token, prosker.id);
  const c = client.page;
  // Without its live connection the page sends over HTTP, where the connection can be dropped.
  await c.routeWebSocket('**/socket.io/**', (socket) => socket.close());
  await c.route('**/socket.io/**', (route) => route.abort());
  await c.goto(`/app/chat/${id}`);

  // The first send never reaches the server (the connection drops); every send is noted.
  const sentIds: string[] = [];
  await c.route(`**/admin/api/conversations/${id}/messages`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sentIds.push((route.request().postDataJSON() as { clientMessageId: string }).clientMessageId);
    if (sentIds.length === 1) return route.abort('internetdisconnected');
    return route.fallback();
  });
  const box = c.getByRole('textbox', { name: 'Escribe un mensaje' });
  await box.fill('¿Trabajás los sábados?');
  await box.press('Enter');
  const failed = c.getByTestId('message-pending');
  await expect(failed).toHaveAttribute('data-status', 'failed');
  await expect(failed).toContainText('¿Trabajás los sábados?');
  await expect(failed.getByRole('alert')).toContainText('No pudimos enviar el mensaje.');

  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(c.getByTestId('message-pending')).toHaveCount(0);
  const sent = c.getByTestId('message').filter({ hasText: '¿Trabajás los sábados?' });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByTestId('message-sent')).toHaveText('Enviado');
  expect(sentIds).toHaveLength(2);
  expect(sentIds[1]).toBe(sentIds[0]);
  const stored = await request.get(`/admin/api/conversations/${id}/messages`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  const { data } = (await stored.json()) as { data: { body: string | null }[] };
  expect(data.map((message) => message.body)).toEqual(['¿Trabajás los sábados?']);

  // Past 4,000 characters the box says so and nothing can be sent.
  await box.fill('a'.repeat(4001));
  await expect(c.getByTestId('composer-counter')).toContainText(
    'El mensaje supera los 4000 caracteres.',
  );
  await expect(c.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await box.press('Enter');
  await expect(c.getByTestId('message-pending')).toHaveCount(0);
  await expect(box).toHaveValue('a'.repeat(4001));
});

test('blocking stops both sides from writing until unblocked, and the conversation can be reported', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { prosker, client } = await chatParties(browser, request, 'chatblock');
  const id = await openConversationByApi(request, client.token, prosker.id);
  await sendByApi(request, prosker.token, id, 'Te escribo por el presupuesto.');
  const c = client.page;
  const p = prosker.page;
  await c.goto(`/app/chat/${id}`);
  await p.goto(`/app/chat/${id}`);
  await expect(p.getByRole('textbox', { name: 'Escribe un mensaje' })).toBeVisible();

  await c.getByRole('button', { name: 'Más opciones' }).click();
  await c.getByRole('menuitem', { name: 'Bloquear' }).click();
  const confirm = c.getByRole('dialog', { name: /^¿Bloquear a/ });
  await confirm.getByRole('button', { name: 'Bloquear' }).click();
  await expect(confirm).toBeHidden();
  await expect(c.getByTestId('composer-refusal')).toContainText('Bloqueaste a esta persona.');
  // The other side learns it live: no message box, the reason instead.
  await expect(p.getByTestId('composer-refusal')).toContainText('Esta persona te bloqueó');
  await expect(p.getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveCount(0);

  await c.getByTestId('composer-refusal').getByRole('button', { name: 'Desbloquear' }).click();
  await expect(c.getByRole('textbox', { name: 'Escribe un mensaje' })).toBeVisible();
  await expect(p.getByRole('textbox', { name: 'Escribe un mensaje' })).toBeVisible();

  await c.getByRole('button', { name: 'Más opciones' }).click();
  await c.getByRole('menuitem', { name: 'Denunciar' }).click();
  const report = c.getByRole('dialog', { name: 'Denunciar la conversación' });
  await report.getByRole('button', { name: 'Enviar la denuncia' }).click();
  await expect(report.getByText('Este campo es obligatorio.')).toBeVisible();
  await report.getByRole('textbox', { name: /^Motivo/ }).fill('Me pide pagar por fuera de Prosk.');
  await report.getByRole('button', { name: 'Enviar la denuncia' }).click();
  await expect(report).toBeHidden();
  await expect(c.getByText('Recibimos tu denuncia. El equipo de Prosk la revisará.')).toBeVisible();
});

test('a session ended elsewhere signs the page out at once through the chat socket', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'chatrevoked');
  const token = await apiToken(request, account);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto('/app/chat');
  await expect(page.getByTestId('conversations-empty')).toBeVisible();

  const logout = await request.post('/admin/api/logout', { headers: bearer(token) });
  expect(logout.status()).toBe(204);

  // Nothing is clicked: the socket's refused token ends the session and the guard takes over.
  await expect(page).toHaveURL(`/auth/inicio-de-sesion?next=${encodeURIComponent('/app/chat')}`);
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('the prosker offers a job in the chat, the client accepts it from its card, and the job page leads back to the conversation', async ({
  browser,
  request,
}) => {
  const { prosker, client } = await chatParties(browser, request, 'chatjob');
  const id = await openConversationByApi(request, client.token, prosker.id);
  const c = client.page;
  await c.goto(`/app/chat/${id}`);
  await expect(c.getByTestId('conversation')).toBeVisible();

  // The prosker makes the offer without leaving the chat.
  const p = prosker.page;
  await p.goto(`/app/chat/${id}`);
  await p.getByTestId('make-offer').click();
  const dialog = p.getByTestId('offer-dialog');
  await dialog.getByRole('textbox', { name: /^Qué vas a hacer/ }).fill('Cambio de cuerito');
  await dialog
    .getByRole('textbox', { name: /^Detalle de la propuesta/ })
    .fill('Cambio el cuerito de la canilla de la cocina.');
  await dialog.getByRole('textbox', { name: /^Precio/ }).fill('900');
  await dialog.getByLabel(/^Día/).fill(uruguayDate(3));
  await dialog.getByRole('button', { name: 'Enviar la propuesta' }).click();
  await expect(dialog).toBeHidden();
  await expect(p).toHaveURL(`/app/chat/${id}`);
  const mine = p.getByTestId('offer-card');
  await expect(mine).toHaveAttribute('data-status', 'offered');
  // Never "Aceptar" on his own offer: only withdrawing it.
  await expect(mine.getByRole('button', { name: /^Aceptar/ })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Retirar la propuesta' })).toBeVisible();

  // The card reaches the client live; accepting it there moves both cards.
  const theirs = c.getByTestId('offer-card');
  await expect(theirs).toContainText('Cambio de cuerito');
  await expect(theirs.getByTestId('offer-status')).toHaveText('Propuesta');
  await theirs.getByRole('button', { name: 'Aceptar la propuesta' }).click();
  // Accepting says where: a new address, added from the dialog, saved and chosen.
  const accept = c.getByTestId('action-dialog');
  await accept.getByTestId('action-confirm').click();
  await expect(accept).toContainText('Elige dónde se hace el trabajo.');
  await accept.getByRole('button', { name: 'Agregar una dirección' }).click();
  const address = c.getByRole('dialog', { name: 'Nueva dirección' });
  await address.getByRole('textbox', { name: /^Dirección/ }).fill('Bv. Artigas 1550');
  await address.getByRole('textbox', { name: /^Ciudad o localidad/ }).fill('Montevideo');
  await address.getByRole('combobox', { name: /^Departamento/ }).selectOption('Montevideo');
  await address.getByRole('textbox', { name: /^Código postal/ }).fill('11300');
  await address.getByRole('button', { name: 'Guardar la dirección' }).click();
  await expect(address).toBeHidden();
  await expect(accept.getByRole('radio', { name: /Bv\. Artigas 1550/ })).toBeChecked();
  await accept.getByTestId('action-confirm').click();
  await expect(accept).toBeHidden();
  await expect(theirs.getByTestId('offer-status')).toHaveText('Listo para realizar');
  await expect(mine.getByTestId('offer-status')).toHaveText('Listo para realizar');
  await expect(mine.getByRole('button', { name: 'Retirar la propuesta' })).toHaveCount(0);

  // From the job's page the client comes back to this conversation.
  await theirs.getByTestId('offer-job-link').click();
  await expect(c).toHaveURL(/\/admin-servicios-detalle\/\d+$/);
  await expect(c.getByTestId('history-entry').last()).toContainText('Aceptó la propuesta');
  await p.goto(c.url());
  await expect(p.getByTestId('job-address')).toContainText('Bv. Artigas 1550');
  await c.getByRole('button', { name: 'Chatear con el prosker' }).click();
  await expect(c).toHaveURL(`/app/chat/${id}`);
});
