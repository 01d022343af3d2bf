import { test, expect, type APIRequestContext } from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import {
  ADMIN,
  SUPPORT,
  choose,
  nextCall,
  nextList,
  openFromMenu,
  signInToBackoffice,
  expectReadOnlyList,
} from './helpers/backoffice';

test.use({ baseURL: E2E_URLS.backoffice });

/** The staff API as an admin, to put back what a test changed in the shared database. */
async function adminApi(api: APIRequestContext) {
  const response = await api.post('/backoffice/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}

test('an admin creates a coupon, edits it, finds it in the list and deletes it while unused', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const rows = page.locator('tbody tr');
  const row = rows.filter({ hasText: code });

  await signInToBackoffice(page, ADMIN);
  await openFromMenu(page, 'Cupones', 'coupons');
  await expect(rows.filter({ hasText: 'BIENVENIDA20' })).toHaveCount(1);

  // Create: a fixed discount asks for its currency.
  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/#\/coupons\/create$/);
  await page.getByLabel(/^Código/).fill(code.toLowerCase());
  await page.getByLabel(/^Descripción/).fill('Cupón de prueba');
  await choose(page, /^Tipo de descuento/, 'Monto fijo');
  await page.getByLabel(/^Valor del descuento/).fill('150');
  await choose(page, /^Moneda/, 'UYU');
  await page.getByLabel(/^Límite de usos/).fill('10');
  await expect(page.getByRole('switch', { name: 'Activo' })).toBeChecked();
  const created = nextCall(page, 'POST', 'coupons');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const createdAnswer = await created;
  expect(createdAnswer.status()).toBe(201);
  const coupon = (await createdAnswer.json()) as { id: number; code: string; usedCount: number };
  expect(coupon).toMatchObject({ code, usedCount: 0 });
  await expect(page).toHaveURL(/#\/coupons(\?|$)/);

  // Edit: a percentage over 100 is refused on the field by the server's own schema, before any
  // request (the server refuses it too: admin-routes.int.test.ts); 30 % saves.
  const found = nextList(page, 'coupons', { q: code });
  await page.getByPlaceholder('Buscar').fill(code);
  await found;
  await expect(rows).toHaveCount(1);
  await expect(row.locator('td.column-usedCount')).toHaveText('0 de 10');
  await row.locator('td.column-code').click();
  await expect(page).toHaveURL(new RegExp(`#/coupons/${coupon.id}$`));
  await expect(page.getByText('Nadie lo usó todavía: puedes eliminarlo.')).toBeVisible();
  await choose(page, /^Tipo de descuento/, 'Porcentaje');
  await page.getByLabel(/^Valor del descuento/).fill('130');
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('Un porcentaje debe ser mayor que 0 y como máximo 100.'),
  ).toBeVisible();
  expect(puts).toEqual([]);
  await page.getByLabel(/^Valor del descuento/).fill('30');
  const edited = nextCall(page, 'PUT', 'coupons');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const editedAnswer = await edited;
  expect(editedAnswer.status()).toBe(200);
  expect(await editedAnswer.json()).toMatchObject({
    discountType: 'percentage',
    amount: 30,
    currency: null,
  });

  // The list shows the new discount; it was never used, so it can still be deleted.
  await expect(page).toHaveURL(/#\/coupons(\?|$)/);
  await expect(row.locator('td.column-amount')).toHaveText('30 %');
  await row.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`¿Eliminar el cupón «${code}»?`);
  const deleted = nextCall(page, 'DELETE', 'coupons');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText(`Eliminaste el cupón «${code}».`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an admin sees the seeded plans of a region and edits a price', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  const api = await playwright.request.newContext({ baseURL: E2E_URLS.storefront });
  const rows = page.locator('tbody tr');
  const row = rows.filter({ hasText: 'Premium semestral' });

  await signInToBackoffice(page, ADMIN);
  await openFromMenu(page, 'Planes', 'plans');
  const brazil = nextList(page, 'plans', { region: 'br' });
  await choose(page, /^Región/, 'Brasil (BRL)');
  await brazil;
  await expect(rows).toHaveCount(5);
  for (const name of ['Gratis', 'Premium mensual', 'Premium trimestral', 'Premium anual']) {
    await expect(rows.filter({ hasText: name })).toHaveCount(1);
  }
  await expect(row).toHaveCount(1);

  await row.locator('td.column-name_es').click();
  await expect(page).toHaveURL(/#\/plans\/\d+$/);
  const id = Number(new URL(page.url()).hash.split('/').pop());
  const original = (await (
    await api.get(`/backoffice/api/plans/${id}`, { headers: await adminApi(api) })
  ).json()) as Record<string, unknown> & { price: number };
  try {
    const price = page.getByLabel(/^Precio/);
    await expect(price).toHaveValue(String(original.price));
    await price.fill('189.9');
    const saved = nextCall(page, 'PUT', 'plans');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { price: number }).price).toBe(189.9);
    await expect(page).toHaveURL(/#\/plans(\?|$)/);
    await expect(row.locator('td.column-price')).toContainText('189,90');

    // The storefront offers the new price.
    const offered = await api.get('/admin/api/plans?region=br');
    const { data } = (await offered.json()) as { data: { id: number; price: number }[] };
    expect(data.find((plan) => plan.id === id)?.price).toBe(189.9);
  } finally {
    // Other journeys read the seeded prices.
    await api.put(`/backoffice/api/plans/${id}`, {
      headers: await adminApi(api),
      data: original,
    });
    await api.dispose();
  }
});

test('the subscriptions list renders, read-only: nobody creates a subscription here', async ({
  page,
}) => {
  await signInToBackoffice(page, ADMIN);
  const answer = await openFromMenu(page, 'Suscripciones', 'subscriptions');
  expect(answer.status()).toBe(200);
  const total = Number(answer.headers()['content-range']?.split('/')[1]);
  if (total === 0) {
    await expect(page.getByText('Todavía no hay suscripciones.')).toBeVisible();
  } else {
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('thead th.column-userEmail')).toHaveText('Usuario');
  }
  await expect(page.getByRole('link', { name: 'Crear' })).toHaveCount(0);
});

test('support staff see plans, coupons and subscriptions without create, delete or actions', async ({
  page,
}) => {
  await signInToBackoffice(page, SUPPORT);
  for (const [menuEntry, resource] of [
    ['Planes', 'plans'],
    ['Cupones', 'coupons'],
  ]) {
    await openFromMenu(page, menuEntry, resource);
    await expectReadOnlyList(page, resource, { rowCell: 'id' });
  }
  await openFromMenu(page, 'Suscripciones', 'subscriptions');
  for (const action of ['Pausar', 'Reanudar', 'Cancelar suscripción']) {
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }
});
