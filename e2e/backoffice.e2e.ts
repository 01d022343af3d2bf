import { test, expect, type Page, type Response } from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import { esErrors } from '../common/locales/es/errors';

/** The seeded staff account (seeds/50-demo-accounts.ts). */
const ADMIN = { email: 'admin@prosk.uy', password: 'Admin#2026demo' };

test.use({ baseURL: E2E_URLS.backoffice });

async function fillSignInForm(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

async function signInAsAdmin(page: Page) {
  await fillSignInForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/users/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

/** Resolves with the next users-list response whose query matches the given parameters. */
function nextUsersPage(
  page: Page,
  expected: { sort?: [string, string]; range?: [number, number] },
) {
  return page.waitForResponse((response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/backoffice/api/users')) return false;
    const { sort, range } = Object.fromEntries(url.searchParams);
    if (expected.sort && sort !== JSON.stringify(expected.sort)) return false;
    if (expected.range && range !== JSON.stringify(expected.range)) return false;
    return response.request().method() === 'GET';
  });
}

const columnTexts = (page: Page, column: string) =>
  page.locator(`tbody tr td.column-${column}`).allInnerTexts();

test('a wrong password shows the translated error and stays on the login page', async ({
  page,
}) => {
  await fillSignInForm(page, ADMIN.email, 'not-the-password');

  await expect(page.getByText(esErrors.codes.AUTH_INVALID_CREDENTIALS)).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('backoffice.token'))).toBeNull();
});

test('the seeded admin signs in and sees the users list with rows', async ({ page }) => {
  await signInAsAdmin(page);

  await expect(page.getByRole('heading', { name: 'Usuarios' }).first()).toBeVisible();
  await expect(page.locator('thead th.column-username')).toHaveText('Nombre de usuario');
  await expect(page.locator('tbody tr')).toHaveCount(25);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^1-25 de \d+$/);
});

test('sorting by a column changes the first row', async ({ page }) => {
  await signInAsAdmin(page);
  const usernameHeader = page.locator('th.column-username').getByRole('button');

  const ascending = nextUsersPage(page, { sort: ['username', 'ASC'] });
  await usernameHeader.click();
  const ascRows = (await (await ascending).json()) as { username: string }[];
  await expect(page).toHaveURL(/sort=username/);
  await expect(page.locator('tbody tr td.column-username').first()).toHaveText(ascRows[0].username);
  const ascNames = await columnTexts(page, 'username');
  expect(ascNames).toEqual(ascRows.map((row) => row.username));

  const descending = nextUsersPage(page, { sort: ['username', 'DESC'] });
  await usernameHeader.click();
  const descRows = (await (await descending).json()) as { username: string }[];
  await expect(page.locator('tbody tr td.column-username').first()).toHaveText(
    descRows[0].username,
  );
  const descNames = await columnTexts(page, 'username');
  expect(descNames).toEqual(descRows.map((row) => row.username));

  expect(descNames[0]).not.toBe(ascNames[0]);
  expect(ascNames[0] < descNames[0]).toBe(true);
});

test('paging to the second page shows other rows', async ({ page }) => {
  await signInAsAdmin(page);
  const range = page.locator('.MuiTablePagination-displayedRows');
  await expect(range).toHaveText(/^1-25 de \d+$/);
  const firstPageIds = await columnTexts(page, 'id');

  const secondPage = nextUsersPage(page, { range: [25, 49] });
  await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
  await secondPage;

  await expect(range).toHaveText(/^26-50 de \d+$/);
  await expect(page.locator('tbody tr td.column-id').first()).not.toHaveText(firstPageIds[0]);
  const secondPageIds = await columnTexts(page, 'id');
  expect(secondPageIds.length).toBeGreaterThan(0);
  expect(secondPageIds.filter((id) => firstPageIds.includes(id))).toEqual([]);
});

test('signing out returns to the login page', async ({ page }) => {
  await signInAsAdmin(page);

  const revoked = page.waitForResponse(
    (response) =>
      response.url().endsWith('/backoffice/api/auth/logout') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

  expect((await revoked).status()).toBe(204);
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('backoffice.token'))).toBeNull();
});
