/** Back-office steps shared by the e2e suites: staff sign-in, list and call answers, selects. */
import { expect, type Page, type Response } from '@playwright/test';

/** The seeded staff accounts (seeds/50-demo-accounts.ts). */
export const ADMIN = { email: 'admin@prosk.uy', password: 'Admin#2026demo' };
export const SUPPORT = { email: 'soporte@prosk.uy', password: 'Support#2026demo' };

export async function signInToBackoffice(page: Page, staff: { email: string; password: string }) {
  await page.goto('/');
  await page.getByLabel(/^Correo electrónico/).fill(staff.email);
  await page.getByLabel(/^Contraseña/).fill(staff.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/#\/users/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

/** Resolves with the next list answer of a resource whose filter has the given values. */
export function nextList(page: Page, resource: string, filter: Record<string, unknown>) {
  return page.waitForResponse((response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith(`/backoffice/api/${resource}`)) return false;
    if (response.request().method() !== 'GET') return false;
    const sent = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    return Object.entries(filter).every(([key, value]) => sent[key] === value);
  });
}

/** Resolves with the next answer to a call of that method on one of the resource's records. */
export function nextCall(page: Page, method: string, resource: string) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      new RegExp(`/backoffice/api/${resource}(/\\d+)?$`).test(new URL(response.url()).pathname),
  );
}

/** Opens a resource from the menu and waits for its first list answer. */
export async function openFromMenu(page: Page, menuEntry: string, resource: string) {
  const loaded = nextList(page, resource, {});
  await page.getByRole('menuitem', { name: menuEntry }).click();
  await expect(page).toHaveURL(new RegExp(`#/${resource}`));
  return loaded;
}

/**
 * A list staff may only read: no create or delete control, a click on a row opens nothing, and
 * typing a row's edit address (and the create address, when asked) gives the list, not a form.
 */
export async function expectReadOnlyList(
  page: Page,
  resource: string,
  options: { rowCell?: string; create?: boolean } = {},
) {
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  await firstRow.locator(`td.column-${options.rowCell ?? 'name_es'}`).click();
  await expect(page).toHaveURL(new RegExp(`#/${resource}(\\?|$)`));
  const id = await firstRow.locator('td.column-id').innerText();
  const addresses = [`/#/${resource}/${id}`, ...(options.create ? [`/#/${resource}/create`] : [])];
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  }
}

/**
 * Picks an option of a select. Retried: a form or list still settling after a navigation may
 * re-render and close the menu that the first click opened.
 */
export async function choose(
  page: Page,
  combobox: RegExp,
  option: string,
  options: { exact?: boolean } = {},
) {
  const item = page.getByRole('option', { name: option, exact: options.exact });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('combobox', { name: combobox }).click();
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
