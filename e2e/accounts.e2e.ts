import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  completeSocialSignUp,
  createVerifiedAccount,
  newAccount,
  signUpByApi,
  storedToken,
  submitSignIn,
  submitSignUp,
  verificationLink,
  waitForMails,
} from './helpers/accounts';
import { apiToken, createJobByApi } from './helpers/jobs';

const DEMO_PROSKER = { email: 'prosker@prosk.uy', password: 'Prosker#2026demo' };

const SIGN_IN_PATH = '/auth/inicio-de-sesion';

const accountMenu = (page: Page) => page.getByTestId('account-menu-button');

/** Goes through the local Google emulator's consent page with a new e-mail. */
async function consentWithGoogle(page: Page, email: string) {
  await page.getByRole('link', { name: 'Continuar con Google' }).click();
  await expect(page).toHaveURL(/\/emulators\/oauth\/google\/authorize/);
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test('a new client signs up, verifies the e-mail from the inbox and is signed in, stays signed in after a reload, signs out and signs in again', async ({
  page,
  request,
}) => {
  const account = newAccount('signup');
  await page.goto('/');
  await page.getByTestId('header-sign-up').click();
  await expect(page).toHaveURL('/auth/registrarse');
  const form = page.getByTestId('sign-up-page');
  await expect(form.getByRole('radio', { name: 'Quiero contratar servicios' })).toBeChecked();
  await submitSignUp(page, account);

  await expect(page).toHaveURL(`/auth/confirmacion/${encodeURIComponent(account.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible();

  // The mail went through real SMTP to the local inbox; its link, followed in the browser
  // that signed up, signs in (ADR 0026).
  const [mail] = await waitForMails(request, account.email);
  await page.goto(verificationLink(mail));
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('notice')).toContainText(
    'Confirmamos tu correo y ya iniciaste sesión.',
  );
  await expect(accountMenu(page)).toHaveAccessibleName(account.firstName);
  expect(await storedToken(page)).toBeTruthy();

  await page.reload();
  await expect(accountMenu(page)).toHaveAccessibleName(account.firstName);

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  await expect(page.getByTestId('notice')).toContainText('Cerraste sesión');
  expect(await storedToken(page)).toBeNull();

  await page.reload();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();

  await page.getByTestId('header-sign-in').click();
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toHaveAccessibleName(account.firstName);
});

test('a verification link followed in another browser verifies without signing in, and sign-in then works', async ({
  page,
  request,
}) => {
  // Signed up elsewhere (the API's own cookie jar): this browser holds no sign-up key.
  const account = newAccount('otherbrowser');
  await signUpByApi(request, account);
  const [mail] = await waitForMails(request, account.email);
  await page.goto(verificationLink(mail));
  await expect(page.getByRole('heading', { name: '¡Tu correo está verificado!' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  await page
    .getByTestId('email-verification-page')
    .getByRole('link', { name: 'Iniciar sesión' })
    .click();
  await expect(page).toHaveURL(SIGN_IN_PATH);
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toHaveAccessibleName(account.firstName);
});

test('a wrong password is refused with the message Datos incorrectos', async ({ page }) => {
  await page.goto(SIGN_IN_PATH);
  await submitSignIn(page, newAccount('nobody').email, 'Incorrecta#2026');

  await expect(page.getByTestId('sign-in-error')).toContainText('Datos incorrectos');
  await expect(page).toHaveURL(SIGN_IN_PATH);
  expect(await storedToken(page)).toBeNull();
});

test('the sign-in form checks its fields with the shared rules before sending', async ({
  page,
}) => {
  await page.goto(SIGN_IN_PATH);
  const form = page.getByTestId('sign-in-page');
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill('no-es-un-correo');
  await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(form.getByText('Ingresa un correo electrónico válido.')).toBeVisible();
  await expect(form.getByText('Este campo es obligatorio.')).toBeVisible();

  await form.getByRole('tab', { name: 'Teléfono' }).click();
  await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(form.getByText('Ingresa tu correo electrónico o tu teléfono.')).toBeVisible();
});

test('an unverified account is refused with a resend option, and resending delivers a new mail', async ({
  page,
  request,
}) => {
  const account = newAccount('unverified');
  await signUpByApi(request, account);
  await waitForMails(request, account.email, 1);

  await page.goto(SIGN_IN_PATH);
  await submitSignIn(page, account.email, account.password);

  const error = page.getByTestId('sign-in-error');
  await expect(error).toContainText('Debes activar tu cuenta');
  await error.getByRole('button', { name: 'Reenviar el correo de activación' }).click();
  await expect(page.getByText('Te enviamos un nuevo correo de activación.')).toBeVisible();

  const mails = await waitForMails(request, account.email, 2);
  // The newest link works (the first one was retired by the resend).
  await page.goto(verificationLink(mails[0]));
  await expect(page.getByRole('heading', { name: '¡Tu correo está verificado!' })).toBeVisible();
});

test('a sign-up with an e-mail already registered shows the server message on the e-mail field', async ({
  page,
  request,
}) => {
  const existing = await createVerifiedAccount(request, 'taken');
  const account = newAccount('taken-again', { email: existing.email });
  await page.goto('/auth/registrarse');
  await submitSignUp(page, account);

  const form = page.getByTestId('sign-up-page');
  const emailField = form.getByRole('textbox', { name: /^Correo electrónico/ });
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Ese correo electrónico ya está registrado.')).toBeVisible();
  await expect(page).toHaveURL('/auth/registrarse');
});

test('a first Google sign-in asks birth date and client or prosker before the account exists, and the next one goes straight in', async ({
  page,
  request,
}) => {
  const email = newAccount('google').email;
  await page.goto(SIGN_IN_PATH);
  await consentWithGoogle(page, email);

  // No account yet: the completion form refuses a minor and a missing choice.
  const form = page.getByTestId('social-completion');
  await expect(form).toContainText(email);
  expect(await storedToken(page)).toBeNull();
  const minor = new Date();
  minor.setUTCFullYear(minor.getUTCFullYear() - 16);
  await form.getByLabel(/^Fecha de nacimiento/).fill(minor.toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(form.getByText('Debes tener al menos 18 años.').last()).toBeVisible();
  await expect(form.getByRole('radiogroup')).toHaveAttribute('aria-describedby', /.+/);
  await completeSocialSignUp(page, { type: 'prosker', birthDate: '1988-11-02' });

  // A prosker lands on the business home.
  await expect(page).toHaveURL('/mi-negocio');
  await expect(accountMenu(page)).toBeVisible();
  const token = await storedToken(page);
  const me = await request.get('/admin/api/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await me.json()).toMatchObject({ email, role: 'prosker', birthDate: '1988-11-02' });

  // Signed out, the same Google account signs straight in.
  await page.evaluate(() => window.localStorage.removeItem('token'));
  await page.goto(SIGN_IN_PATH);
  await consentWithGoogle(page, email);
  await expect(page).toHaveURL('/mi-negocio');
  await expect(accountMenu(page)).toBeVisible();
});

test('a Google sign-in over an unverified sign-up with the same e-mail starts the owner clean: the first password no longer signs in', async ({
  page,
  request,
}) => {
  // Someone signs up with the owner's e-mail and a password of theirs, and never verifies.
  const squatter = newAccount('prehijack', { firstName: 'Impostor', phoneNumber: '099555666' });
  await signUpByApi(request, squatter);

  // The owner of the address signs in with Google through the local emulator.
  await page.goto(SIGN_IN_PATH);
  await consentWithGoogle(page, squatter.email);
  await completeSocialSignUp(page);
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toBeVisible();
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  const byPassword = await request.post('/admin/api/login', {
    data: { email: squatter.email, password: squatter.password },
  });
  expect(byPassword.status()).toBe(401);
  expect(((await byPassword.json()) as { error: { code: string } }).error.code).toBe(
    'AUTH_INVALID_CREDENTIALS',
  );
  const me = await request.get('/admin/api/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const owner = (await me.json()) as Record<string, unknown>;
  expect(owner).toMatchObject({ email: squatter.email, emailVerified: true, phoneNumber: null });
  expect(owner.firstName).not.toBe('Impostor');
  expect(owner.username).not.toBe(squatter.username);
});

test('a social sign-in whose user cannot be loaded shows the Oh no dialog and lands on sign-in', async ({
  page,
}) => {
  await page.route('**/admin/api/user', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Ha ocurrido un error.' } }),
    }),
  );
  await page.goto(SIGN_IN_PATH);
  await consentWithGoogle(page, newAccount('google-broken').email);
  await completeSocialSignUp(page);

  const dialog = page.getByRole('dialog', { name: '¡Oh no!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ocurrió un error al iniciar sesión con la red social');
  await expect(page).toHaveURL(SIGN_IN_PATH);
  expect(await storedToken(page)).toBeNull();

  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
});

test('a cancelled social sign-in shows the Oh no dialog and lands on sign-in', async ({ page }) => {
  await page.goto('/login/facebook/callback?error=access_denied&state=x');

  await expect(page.getByRole('dialog', { name: '¡Oh no!' })).toBeVisible();
  await expect(page).toHaveURL(SIGN_IN_PATH);
});

test('a visitor opening a signed-in page is sent to sign-in and comes back after signing in', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'guarded');
  await page.goto('/mi-direccion');

  await expect(page).toHaveURL(`${SIGN_IN_PATH}?next=%2Fmi-direccion`);
  await submitSignIn(page, account.email, account.password);

  await expect(page).toHaveURL('/mi-direccion');
  await expect(page.getByRole('heading', { level: 2, name: 'Mis direcciones' })).toBeVisible();
  await expect(page.getByTestId('addresses-empty')).toBeVisible();
});

test('a signed-in client adds, edits, makes default and deletes addresses', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'addresses');
  await page.goto(`${SIGN_IN_PATH}?next=%2Fmi-direccion`);
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL('/mi-direccion');

  const addAddress = async (domicile: string, department: string) => {
    await page.getByRole('button', { name: 'Agregar una dirección' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
    await dialog.getByRole('textbox', { name: /^Dirección/ }).fill(domicile);
    await dialog.getByRole('textbox', { name: /^Ciudad o localidad/ }).fill('Ciudad');
    await dialog.getByRole('combobox', { name: /^Departamento/ }).selectOption(department);
    await dialog.getByRole('textbox', { name: /^Código postal/ }).fill('11200');
    await dialog.getByRole('button', { name: 'Guardar la dirección' }).click();
    await expect(dialog).toBeHidden();
  };

  // The schema refuses an empty form before anything is sent.
  await page.getByRole('button', { name: 'Agregar una dirección' }).click();
  const empty = page.getByRole('dialog', { name: 'Nueva dirección' });
  await empty.getByRole('button', { name: 'Guardar la dirección' }).click();
  await expect(empty.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await empty.getByRole('button', { name: 'Cancelar' }).click();

  await addAddress('Av. 18 de Julio 1234', 'Montevideo');
  await addAddress('Calle Sarandí 55', 'Colonia');
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(2);
  const first = cards.filter({ hasText: '18 de Julio' });
  const second = cards.filter({ hasText: 'Sarandí' });
  await expect(first.getByText('Predeterminada', { exact: true })).toBeVisible();

  await second.getByRole('button', { name: /^Usar como predeterminada: / }).click();
  await expect(second.getByText('Predeterminada', { exact: true })).toBeVisible();
  await expect(first.getByText('Predeterminada', { exact: true })).toHaveCount(0);

  await first.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar la dirección' });
  await edit.getByRole('textbox', { name: /^Dirección/ }).fill('Av. 18 de Julio 999');
  await edit.getByRole('button', { name: 'Guardar la dirección' }).click();
  await expect(cards.filter({ hasText: '18 de Julio 999' })).toBeVisible();

  await second.getByRole('button', { name: /^Eliminar/ }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar esta dirección?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByText('Predeterminada', { exact: true })).toBeVisible();
});

test('the settings pages save the profile and refuse a wrong current password', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'settings');
  await page.goto('/cuenta');
  await expect(page).toHaveURL(`${SIGN_IN_PATH}?next=%2Fcuenta`);
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL('/cuenta');

  await page
    .getByRole('textbox', { name: /^Nombre/ })
    .first()
    .fill('Lu');
  await page.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(page.getByText('Guardamos los cambios.')).toBeVisible();
  await expect(accountMenu(page)).toHaveAccessibleName('Lu');

  await page
    .getByRole('navigation', { name: 'Secciones de tu cuenta' })
    .getByRole('link', { name: 'Acceso y seguridad' })
    .click();
  await expect(page).toHaveURL('/cuenta/acceso');
  await page.getByLabel(/^Contraseña actual/).fill('NoEsLaMia#2026');
  await page.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Secciones de tu cuenta' })
    .getByRole('link', { name: 'Notificaciones' })
    .click();
  const whatsappJobs = page.getByRole('switch', { name: 'Trabajos por WhatsApp' });
  await expect(whatsappJobs).not.toBeChecked();
  await whatsappJobs.check();
  await page.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(page.getByText('Guardamos los cambios.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Trabajos por WhatsApp' })).toBeChecked();
});

test('the Brazilian sign-up page is in Portuguese and shows translated validation errors', async ({
  page,
}) => {
  await page.goto('/br/auth/cadastro');

  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua conta' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar minha conta' }).click();

  const form = page.getByTestId('sign-up-page');
  await expect(form.getByText('Este campo é obrigatório.').first()).toBeVisible();
  await expect(form.getByText('Você precisa aceitar os termos e condições.')).toBeVisible();
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('isso-nao-e-email');
  await form.getByRole('textbox', { name: /^Nome de usuário/ }).focus();
  await expect(form.getByText('Informe um e-mail válido.')).toBeVisible();
});

test('the server answers in the interface language: a wrong password in Portuguese', async ({
  page,
}) => {
  await page.goto('/br/auth/entrar');
  const form = page.getByTestId('sign-in-page');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(newAccount('ninguem').email);
  await form.getByLabel(/^Senha/).fill('Errada#2026');
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page.getByTestId('sign-in-error')).toContainText('Dados incorretos');
});

test('a staff page tells a signed-in client it is for the team only', async ({ page }) => {
  await page.goto(`${SIGN_IN_PATH}?next=${encodeURIComponent('/admin/users')}`);
  await submitSignIn(page, 'cliente@prosk.uy', 'Cliente#2026demo');

  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByTestId('permission-denied')).toContainText('Solo para el equipo');
});

test('a saved token the server refuses is dropped at start-up', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('token', 'no-es-un-token-valido'));
  await page.reload();

  // The server-rendered header says "sign in" before the page has asked about the token: the
  // token is dropped once the server refuses it, a moment later.
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
});

test('a saved session started while the server cannot be reached waits, and carries on signed in once it can', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'sinred');
  await page.goto(SIGN_IN_PATH);
  await submitSignIn(page, account.email, account.password);
  await expect(accountMenu(page)).toBeVisible();
  const token = await storedToken(page);

  // The next start does not reach the server for the user (no connection, no saved copy).
  await page.route('**/admin/api/user', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByTestId('session-splash')).toContainText(
    'Sin conexión. Tu sesión sigue abierta',
  );
  expect(await storedToken(page)).toBe(token);

  // The page tries the server again by itself and goes on signed in, the same session.
  await page.unroute('**/admin/api/user');
  await expect(accountMenu(page)).toBeVisible({ timeout: 20_000 });
  expect(await storedToken(page)).toBe(token);
});

test('a call refused with 401 ends the session and the guard asks to sign in again', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'revoked');
  // Without the chat socket, which would tell the page at once (e2e/chat.e2e.ts), a call does.
  await page.routeWebSocket('**/socket.io/**', (socket) => socket.close());
  await page.route('**/socket.io/**', (route) => route.abort());
  await page.goto(SIGN_IN_PATH);
  // The calls the signed-in page makes on arrival are answered first: one still in flight
  // would be the call refused, and the header would change before the menu is opened. The
  // chat link, the bell and the legal prompt load for a signed-in user and then ask.
  const arrival = Promise.all(
    ['/conversations/unread', '/notifications/unread', '/content/legal/pending'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(path)),
    ),
  );
  await submitSignIn(page, account.email, account.password);
  await expect(accountMenu(page)).toBeVisible();
  await arrival;
  await page.waitForLoadState('networkidle');

  // The session ends elsewhere (e.g. signed out on another device).
  const token = await storedToken(page);
  const logout = await request.post('/admin/api/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(204);

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Mis direcciones' }).click();
  await expect(page).toHaveURL(`${SIGN_IN_PATH}?next=%2Fmi-direccion`);
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a forgotten password is reset through the mailed link, which then stops working', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'reset');
  const newPassword = 'Nueva#2026clave';
  await page.goto(SIGN_IN_PATH);
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL('/auth/recuperar-contrasena');

  const email = page
    .getByTestId('forgot-password-page')
    .getByRole('textbox', { name: /^Correo electrónico/ });
  await email.fill(newAccount('unknown').email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(
    page.getByText('No encontramos una cuenta con ese correo electrónico.'),
  ).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(account.email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByText(`Te enviamos un enlace a ${account.email}`)).toBeVisible();

  const mails = await waitForMails(request, account.email, 1, (m) =>
    m.text.includes('/nueva-contrasena/'),
  );
  const link = /https?:\/\/\S+\/nueva-contrasena\/[A-Za-z0-9_-]+/.exec(mails[0].text)?.[0];
  expect(link, mails[0].text).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel(/^Contraseña nueva/).fill(newPassword);
  await page.getByLabel(/^Repite la contraseña nueva/).fill(newPassword);
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();

  await expect(page).toHaveURL(SIGN_IN_PATH);
  await expect(page.getByTestId('notice')).toContainText('Cambiamos tu contraseña');
  await submitSignIn(page, account.email, newPassword);
  await expect(accountMenu(page)).toBeVisible();

  await page.goto(link!);
  await page.getByLabel(/^Contraseña nueva/).fill(newPassword);
  await page.getByLabel(/^Repite la contraseña nueva/).fill(newPassword);
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  const error = page.getByTestId('new-password-error');
  await expect(error).toContainText('El enlace no es válido o ya expiró.');
  await expect(error.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
});

test('a client with an open unpaid job downloads their data and closes the account', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'closing');
  // The client accepted an unpaid job the demo prosker offered, four days ahead.
  const proskerToken = await apiToken(request, DEMO_PROSKER);
  const jobId = await createJobByApi(request, proskerToken, {
    clientToken: await apiToken(request, account),
    accepted: true,
    startsInHours: 96,
    title: 'Arreglo del calefón',
  });
  await page.goto('/cuenta/mis-datos');
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL('/cuenta/mis-datos');
  const listed = page.getByTestId('open-jobs');
  await expect(listed).toContainText('Arreglo del calefón');
  await expect(listed).toContainText('Se cancelará y avisaremos al prosker.');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar mis datos' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  await expect(page.getByText('Listo: descargamos tus datos.')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cerrar tu cuenta?' });
  await dialog.getByLabel(/^Contraseña actual/).fill('NoEsLaMia#2026');
  await dialog.getByRole('button', { name: 'Sí, cerrar mi cuenta' }).click();
  await expect(dialog.getByText('La contraseña actual no es correcta.')).toBeVisible();

  await expect(dialog.getByTestId('close-dialog-jobs')).toContainText('Arreglo del calefón');
  await dialog.getByLabel(/^Contraseña actual/).fill(account.password);
  await dialog.getByRole('button', { name: 'Sí, cerrar mi cuenta' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('notice')).toContainText('Cerramos tu cuenta');
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // The prosker's job page: cancelled, and the client is "Cliente de Prosk", never "- -".
  await page.goto(`/admin-servicios-detalle/${jobId}`);
  await submitSignIn(page, DEMO_PROSKER.email, DEMO_PROSKER.password);
  await expect(page.getByTestId('job-status')).toHaveText('Cancelado por el cliente');
  await expect(page.getByTestId('job-client')).toContainText('Cliente de Prosk');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header shows the signed-in state and the menu signs out', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, 'phone');
    await page.goto('/');
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await submitSignIn(page, account.email, account.password);

    await expect(page.getByTestId('phone-account-shortcut')).toBeVisible();
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('heading', { name: account.firstName })).toBeVisible();
    await menu.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });
});

test('the confirm-mail page opens directly from its address, e-mail and all', async ({ page }) => {
  await page.goto('/auth/confirmacion/ana.perez%40example.com');
  await expect(page.getByText('ana.perez@example.com').first()).toBeVisible();
  const missingAsset = await page.request.get('/assets/no-such-chunk.js');
  expect(missingAsset.status()).toBe(404);
});
