import { readFile } from 'node:fs/promises';
import { test, expect, type Page, type Response } from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import { ADMIN, SUPPORT, signInToBackoffice } from './helpers/backoffice';
import { createVerifiedAccount, storedToken, submitSignIn } from './helpers/accounts';
import { USERNAME_MAX, USERNAME_MIN } from '../common/constants';

/** The export's columns as server/modules/accounts/API.md documents them. */
const EXPORT_COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'role',
  'type_user',
  'phone_number',
  'region',
  'banned',
  'email_verified',
  'is_test_user',
  'created_at',
  'last_login_at',
];

test.use({ baseURL: E2E_URLS.backoffice });

/** The e-mail domain of the seeded demo accounts (seeds/50-demo-accounts.ts). */
const DEMO_DOMAIN = 'demo.prosk.uy';

/** Resolves with the next users-list answer whose filter has the given values. */
function nextUsersList(page: Page, filter: Record<string, unknown>) {
  return page.waitForResponse((response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/backoffice/api/users')) return false;
    if (response.request().method() !== 'GET') return false;
    const sent = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    return Object.entries(filter).every(([key, value]) => sent[key] === value);
  });
}

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('staff find a signed-in user by phone, ban them with a reason the user reads, and lift the ban', async ({
  page,
  browser,
}) => {
  // A number of its own, found whichever way staff type it.
  const national = `09${String(Date.now()).slice(-7)}`;
  const storefrontPage = await browser.newPage({
    baseURL: E2E_URLS.storefront,
    viewport: { width: 390, height: 844 },
  });
  const account = await createVerifiedAccount(storefrontPage.request, 'ban', {
    password: 'Prueba#2026x',
    birthDate: '1990-05-04',
    phoneNumber: national,
  });
  await storefrontPage.goto('/auth/inicio-de-sesion');
  await submitSignIn(storefrontPage, account.email, account.password);
  await expect.poll(() => storedToken(storefrontPage)).not.toBeNull();

  await signInToBackoffice(page, ADMIN);
  const international = `+598 ${national.slice(1, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  const found = nextUsersList(page, { q: international });
  await page.getByPlaceholder('Buscar').fill(international);
  await found;
  const row = page.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td.column-username')).toHaveText(account.username);
  await row.locator('td.column-username').click();
  await expect(page).toHaveURL(/#\/users\/\d+\/show/);

  const reason = 'Ofreciste pagos por fuera de Prosk a varios clientes';
  await page.getByRole('button', { name: 'Suspender' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`¿Suspender a ${account.username}?`);
  await expect(dialog.getByRole('button', { name: 'Suspender' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Motivo/ }).fill(reason);
  const banned = page.waitForResponse(
    (response) =>
      /\/users\/\d+\/ban$/.test(response.url()) && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  expect((await banned).status()).toBe(200);
  await expect(dialog).toBeHidden();
  const details = page.locator('.RaShow-main');
  await expect(details.getByText('Suspendido', { exact: true })).toBeVisible();
  await expect(details.getByText(reason)).toBeVisible();

  // The open storefront tells them why at once (its live connection ends and the next request
  // is refused with the reason), instead of a silent sign-out.
  const told = storefrontPage.getByTestId('login-failure-dialog');
  await expect(told).toContainText('Tu cuenta está suspendida');
  await expect(told).toContainText(reason);
  expect(await storedToken(storefrontPage)).toBeNull();
  await storefrontPage.close();

  await page.getByRole('button', { name: 'Reactivar' }).click();
  await expect(dialog).toContainText(`¿Reactivar a ${account.username}?`);
  const unbanned = page.waitForResponse(
    (response) =>
      /\/users\/\d+\/unban$/.test(response.url()) && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Reactivar' }).click();
  expect((await unbanned).status()).toBe(200);
  await expect(details.getByText('Activo', { exact: true })).toBeVisible();

  // The audit log, an admin's page, shows both changes against the user, field by field.
  const userId = /#\/users\/(\d+)\/show/.exec(page.url())![1];
  await page.getByRole('menuitem', { name: 'Auditoría' }).click();
  const entries = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: `Usuario #${userId}`, exact: true }) });
  const ban = entries.filter({ hasText: 'Usuario · suspendido' });
  await expect(ban).toHaveCount(1);
  await expect(ban).toContainText('Motivo de la suspensión');
  await expect(ban).toContainText(reason);
  await expect(entries.filter({ hasText: 'Usuario · reactivado' })).toHaveCount(1);
  await expect(entries.first()).toContainText(ADMIN.email);

  // Once they close the account, staff read it by its side, never an empty name.
  const storefront = (path: string) => `${E2E_URLS.storefront}/admin/api${path}`;
  const login = await page.request.post(storefront('/login'), {
    data: { email: account.email, password: account.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const closed = await page.request.post(storefront('/user/close'), {
    headers: { authorization: `Bearer ${token}` },
    data: { currentPassword: account.password },
  });
  expect(closed.status(), await closed.text()).toBe(204);
  await page.goto(`/#/users/${userId}/show`);
  await expect(page.locator('.RaShow-main')).toContainText('Cliente de Prosk');
});

test('staff export the filtered users and the file opens with the right rows', async ({ page }) => {
  await signInToBackoffice(page, ADMIN);

  // The demo proskers only: tests running beside this one add accounts of their own, which
  // must not change the count between the list and the file.
  const searched = nextUsersList(page, { q: DEMO_DOMAIN });
  await page.getByPlaceholder('Buscar').fill(DEMO_DOMAIN);
  await searched;
  const filtered = nextUsersList(page, { q: DEMO_DOMAIN, role: 'prosker' });
  await page.getByRole('combobox', { name: /^Rol/ }).click();
  await page.getByRole('option', { name: 'Prosker' }).click();
  // The total is the filtered answer's own (its Content-Range), and the page shows it before
  // the export: reading the page alone could catch the unfiltered total still drawn.
  const range = (await filtered).headers()['content-range'];
  const total = Number(/\/(\d+)$/.exec(range)![1]);
  expect(total).toBeGreaterThan(0);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(
    new RegExp(` de ${total}$`),
  );

  const exportButton = page.getByRole('button', { name: 'Exportar' });
  const download = page.waitForEvent('download');
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(exportButton).toBeEnabled();

  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  // Every cell is quoted (RFC 4180), the header included.
  expect(text.split('\r\n')[0]).toBe(EXPORT_COLUMNS.map((column) => `"${column}"`).join(','));
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual(EXPORT_COLUMNS);
  expect(rows).toHaveLength(total);
  const role = header.indexOf('role');
  expect(rows.filter((cells) => cells[role] !== 'prosker')).toEqual([]);
  const email = header.indexOf('email');
  expect(rows.filter((cells) => !cells[email].endsWith(`@${DEMO_DOMAIN}`))).toEqual([]);
});

test('support staff read and export users but cannot edit, ban or see the audit log', async ({
  page,
}) => {
  await signInToBackoffice(page, SUPPORT);

  await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Auditoría' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Suspender|Reactivar)$/ })).toHaveCount(0);

  await page.locator('tbody tr td.column-username').first().click();
  await expect(page).toHaveURL(/#\/users\/(\d+)\/show/);
  await expect(page.getByText('Datos personales')).toBeVisible();
  const userId = /#\/users\/(\d+)\/show/.exec(page.url())![1];
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Suspender|Reactivar)$/ })).toHaveCount(0);

  // Typing the edit address gives no form: the route does not exist for support.
  await page.goto(`/#/users/${userId}`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
});

test("an admin's edit is checked by the shared schema, shows the server's message on the taken field, then saves", async ({
  page,
  playwright,
}) => {
  const storefront = await playwright.request.newContext({ baseURL: E2E_URLS.storefront });
  const account = await createVerifiedAccount(storefront, 'edit');
  await storefront.dispose();

  await signInToBackoffice(page, ADMIN);
  const found = nextUsersList(page, { q: account.email });
  await page.getByPlaceholder('Buscar').fill(account.email);
  await found;
  await page.locator('tbody tr td.column-username').filter({ hasText: account.username }).click();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/#\/users\/\d+$/);

  const username = page.getByLabel(/^Nombre de usuario/);
  await expect(username).toHaveValue(account.username);
  // A rule of the shared schema is refused on the field before anything is sent.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await username.fill('no valido!');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(`Usa entre ${USERNAME_MIN} y ${USERNAME_MAX} letras o números, sin espacios.`),
  ).toBeVisible();
  expect(puts).toEqual([]);

  // What only the server knows (a username someone else has) comes back onto the same field.
  await username.fill('proskerdemo');
  const refused = page.waitForResponse((response) => response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  const { error } = (await answer.json()) as {
    error: { code: string; details: { fields: { field: string; message: string }[] } };
  };
  expect(error.code).toBe('USERNAME_TAKEN');
  const message = error.details.fields.find((field) => field.field === 'username')!.message;
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/#\/users\/\d+$/);

  const renamed = `${account.username.slice(0, 16)}ed1t`;
  await username.fill(renamed);
  // "Nombre *" alone, not "Nombre de usuario *".
  await page.getByLabel(/^Nombre(\s*\*)?$/).fill('Martina');
  await page.getByRole('combobox', { name: /^Tipo de usuario/ }).click();
  await page.getByRole('option', { name: 'Prosker (2)' }).click();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Guardar' }).click();
  expect((await saved).status()).toBe(200);

  await expect(page).toHaveURL(/#\/users\/\d+\/show/);
  const details = page.locator('.RaShow-main');
  await expect(details.getByText(renamed, { exact: true })).toBeVisible();
  await expect(details.getByText('Martina', { exact: true })).toBeVisible();
  await expect(details.getByText('Prosker', { exact: true })).toBeVisible();
});
