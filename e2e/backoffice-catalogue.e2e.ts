import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import {
  ADMIN,
  SUPPORT,
  choose,
  nextCall,
  nextList,
  signInToBackoffice,
  expectReadOnlyList,
} from './helpers/backoffice';
import { esErrors } from '../common/locales/es/errors';

test.use({ baseURL: E2E_URLS.backoffice });

/** Opens a resource from the menu and searches it (the list may remember the search). */
async function openAndSearch(page: Page, menuEntry: string, resource: string, q: string) {
  const loaded = nextList(page, resource, {});
  await page.getByRole('menuitem', { name: menuEntry }).click();
  await expect(page).toHaveURL(new RegExp(`#/${resource}`));
  await loaded;
  const search = page.getByPlaceholder('Buscar');
  if ((await search.inputValue()) === q) return;
  const found = nextList(page, resource, { q });
  await search.fill(q);
  await found;
}

/** The slugs GET /admin/api/categories lists: what the storefront offers in a region. */
async function storefrontCategorySlugs(storefront: APIRequestContext, region = 'uy') {
  const response = await storefront.get(`/admin/api/categories?region=${region}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { slug: string }[] };
  return data.map((category) => category.slug);
}

test('an admin creates a category with a skill, renames it, disables it off the storefront, then deletes both', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const storefront = await playwright.request.newContext({ baseURL: E2E_URLS.storefront });
  const stamp = Date.now().toString(36);
  const slug = `e2e-oficios-${stamp}`;
  const slugBr = `e2e-oficios-gerais-${stamp}`;
  const name = `Oficios ${stamp}`;
  const skillSlug = `e2e-restauracion-${stamp}`;
  const skillName = `Restauración ${stamp}`;
  const rows = page.locator('tbody tr');
  const row = rows.filter({ hasText: slug });

  await signInToBackoffice(page, ADMIN);

  // Create the category.
  await page.getByRole('menuitem', { name: 'Categorías' }).click();
  await expect(rows.first()).toBeVisible();
  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/#\/categories\/create$/);
  // The form checks with the server's own schema before sending anything.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.getByLabel(/^Identificador en Uruguay \(slug\)/).fill('Con Espacios');
  await page.getByLabel(/^Identificador en Brasil \(slug\)/).fill('Ofícios Gerais');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Usa solo minúsculas, números y guiones.')).toHaveCount(2);
  await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
  expect(posts.filter((url) => url.includes('/categories'))).toEqual([]);
  await page.getByLabel(/^Identificador en Uruguay \(slug\)/).fill(slug);
  await page.getByLabel(/^Identificador en Brasil \(slug\)/).fill(slugBr);
  await page.getByLabel(/^Nombre en español/).fill(name);
  await page.getByLabel(/^Nombre en inglés/).fill(`Trades ${stamp}`);
  await page.getByLabel(/^Nombre en portugués/).fill(`Ofícios ${stamp}`);
  await page.getByLabel(/^Posición/).fill('90');
  await expect(page.getByRole('switch', { name: 'Activa' })).toBeChecked();
  const created = nextCall(page, 'POST', 'categories');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const createdAnswer = await created;
  expect(createdAnswer.status()).toBe(201);
  const category = (await createdAnswer.json()) as {
    id: number;
    usage: number;
    slug_br: string;
  };
  expect(category.usage).toBe(0);
  expect(category.slug_br).toBe(slugBr);
  await expect(page).toHaveURL(/#\/categories(\?|$)/);
  expect(await storefrontCategorySlugs(storefront)).toContain(slug);
  expect(await storefrontCategorySlugs(storefront, 'br')).toContain(slugBr);

  // Rename it in Portuguese.
  const found = nextList(page, 'categories', { q: slug });
  await page.getByPlaceholder('Buscar').fill(slug);
  await found;
  await expect(rows).toHaveCount(1);
  await expect(row.locator('td.column-usage')).toHaveText('0');
  await expect(row.getByText('Activa', { exact: true })).toBeVisible();
  await row.locator('td.column-name_es').click();
  await expect(page).toHaveURL(new RegExp(`#/categories/${category.id}$`));
  await expect(page.getByText('Ningún perfil la usa: puedes eliminarla')).toBeVisible();
  await page.getByLabel(/^Nombre en portugués/).fill(`Serviços gerais ${stamp}`);
  await page.getByLabel(/^Identificador en Brasil \(slug\)/).fill(`e2e-servicos-${stamp}`);
  await page.getByLabel(/^Palabras de búsqueda en portugués/).fill('faz-tudo, marido de aluguel');
  const renamed = nextCall(page, 'PUT', 'categories');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const renamedAnswer = await renamed;
  expect(renamedAnswer.status()).toBe(200);
  expect(await renamedAnswer.json()).toMatchObject({
    name_br: `Serviços gerais ${stamp}`,
    slug_br: `e2e-servicos-${stamp}`,
    terms_br: 'faz-tudo, marido de aluguel',
  });
  expect(await storefrontCategorySlugs(storefront, 'br')).toContain(`e2e-servicos-${stamp}`);
  await expect(row.locator('td.column-name_br')).toHaveText(`Serviços gerais ${stamp}`);

  // A skill under it, chosen from the category select.
  await page.getByRole('menuitem', { name: 'Especialidades' }).click();
  await expect(page).toHaveURL(/#\/skills/);
  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/#\/skills\/create$/);
  await choose(page, /^Categoría/, name);
  await page.getByLabel(/^Identificador en Uruguay \(slug\)/).fill(skillSlug);
  await page.getByLabel(/^Identificador en Brasil \(slug\)/).fill(`${skillSlug}-br`);
  await page.getByLabel(/^Nombre en español/).fill(skillName);
  await page.getByLabel(/^Nombre en inglés/).fill(`Restoration ${stamp}`);
  await page.getByLabel(/^Nombre en portugués/).fill(`Restauração ${stamp}`);
  const skillCreated = nextCall(page, 'POST', 'skills');
  // Back on the list, whose filter is chosen below only once the list has loaded (the form's
  // own category select may otherwise still be the one on the page).
  const listedAgain = nextList(page, 'skills', {});
  await page.getByRole('button', { name: 'Guardar' }).click();
  const skillAnswer = await skillCreated;
  expect(skillAnswer.status()).toBe(201);
  expect(((await skillAnswer.json()) as { categoryId: number }).categoryId).toBe(category.id);
  await expect(page).toHaveURL(/#\/skills(\?|$)/);
  await listedAgain;

  // The skills list filtered by that category shows just the new skill, named with it.
  const byCategory = nextList(page, 'skills', { categoryId: category.id });
  await choose(page, /^Categoría/, name);
  await byCategory;
  await expect(rows).toHaveCount(1);
  await expect(rows.locator('td.column-slug')).toHaveText(skillSlug);
  await expect(rows.locator('td.column-categoryId')).toHaveText(name);

  // Disabled, it leaves the storefront.
  await openAndSearch(page, 'Categorías', 'categories', slug);
  await row.locator('td.column-name_es').click();
  const enabled = page.getByRole('switch', { name: 'Activa' });
  await expect(enabled).toBeChecked();
  await enabled.uncheck();
  const disabled = nextCall(page, 'PUT', 'categories');
  await page.getByRole('button', { name: 'Guardar' }).click();
  expect((await disabled).status()).toBe(200);
  await expect(row.getByText('Desactivada', { exact: true })).toBeVisible();
  expect(await storefrontCategorySlugs(storefront)).not.toContain(slug);

  // No profile uses it, but it still has a skill: the server refuses, and says why.
  await row.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`¿Eliminar la categoría «${name}»?`);
  const refused = nextCall(page, 'DELETE', 'categories');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  const refusedAnswer = await refused;
  expect(refusedAnswer.status()).toBe(409);
  expect(((await refusedAnswer.json()) as { error: { code: string } }).error.code).toBe(
    'CATEGORY_IN_USE',
  );
  await expect(page.getByText(esErrors.codes.CATEGORY_IN_USE)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(1);

  // Delete the skill from its edit page, then the category from its row.
  await openAndSearch(page, 'Especialidades', 'skills', skillSlug);
  await rows.locator('td.column-name_es').filter({ hasText: skillName }).click();
  await expect(page.getByText('Ningún perfil la usa: puedes eliminarla.')).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog).toContainText(`¿Eliminar la especialidad «${skillName}»?`);
  const skillDeleted = nextCall(page, 'DELETE', 'skills');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  expect((await skillDeleted).status()).toBe(200);
  await expect(page).toHaveURL(/#\/skills(\?|$)/);
  await expect(page.getByText(`Eliminaste la especialidad «${skillName}».`)).toBeVisible();

  await openAndSearch(page, 'Categorías', 'categories', slug);
  await row.getByRole('button', { name: 'Eliminar' }).click();
  const deleted = nextCall(page, 'DELETE', 'categories');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText(`Eliminaste la categoría «${name}».`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await storefront.dispose();
});

test('Plomería is in use, so an admin is offered no delete button, only disabling', async ({
  page,
}) => {
  await signInToBackoffice(page, ADMIN);
  await openAndSearch(page, 'Categorías', 'categories', 'plomeria');
  const row = page.locator('tbody tr').filter({ hasText: 'Plomería' });
  await expect(row).toHaveCount(1);
  expect(Number(await row.locator('td.column-usage').innerText())).toBeGreaterThan(0);
  await expect(row.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);

  await row.locator('td.column-name_es').click();
  await expect(page).toHaveURL(/#\/categories\/\d+$/);
  await expect(page.getByText(/no se puede eliminar: solo desactivar/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Activa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
});

test('support staff see both lists without create, edit or delete', async ({ page }) => {
  await signInToBackoffice(page, SUPPORT);

  for (const [menuEntry, resource] of [
    ['Categorías', 'categories'],
    ['Especialidades', 'skills'],
  ]) {
    await page.getByRole('menuitem', { name: menuEntry }).click();
    await expect(page).toHaveURL(new RegExp(`#/${resource}`));
    await expect(page.locator('thead th.column-usage')).toHaveText('Perfiles');
    await expectReadOnlyList(page, resource, { create: true });
  }
});
