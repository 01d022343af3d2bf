import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The seeded categories (seeds/01-categories.ts) in Spanish and Portuguese. */
const SPANISH_CATEGORIES = ['Plomería', 'Electricidad', 'Hogar y limpieza', 'Mascotas'];
const PORTUGUESE_CATEGORIES = ['Encanamento', 'Elétrica', 'Casa e limpeza'];

/** Opens the header's preferences panel unless it is open already. */
async function openPreferences(page: Page) {
  if (!(await page.getByTestId('region-switch').isVisible())) {
    await page.getByTestId('header-preferences').click();
  }
  await expect(page.getByTestId('region-switch')).toBeVisible();
}

async function switchRegion(page: Page, region: 'uy' | 'br') {
  await openPreferences(page);
  await page.getByTestId('region-switch').selectOption(region);
}

async function expectSeededCategories(page: Page, names: string[]) {
  const cards = page.getByTestId('category-card');
  for (const name of names) {
    await expect(cards.filter({ hasText: name })).toBeVisible();
  }
  expect(await cards.count()).toBeGreaterThan(5);
}

test('the home page in Spanish lists the seeded categories', async ({ page }) => {
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'es-UY');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encuentra al prosker ideal para cada trabajo' }),
  ).toBeVisible();
  await expectSeededCategories(page, SPANISH_CATEGORIES);
  await expect(page.getByTestId('app-version')).toHaveText('Versión 0.1.0');
});

test('the categories page lists the same categories and is linked from the header', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Categorías' })
    .click();

  await expect(page).toHaveURL('/categorias');
  await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
  await expectSeededCategories(page, SPANISH_CATEGORIES);
});

test('the region switch keeps the visitor on the same page in the other region words', async ({
  page,
}) => {
  await page.goto('/categorias?orden=nombre');
  await switchRegion(page, 'br');
  await expect(page).toHaveURL('/br/categorias?orden=nombre');
  await expect(page.getByTestId('region-switch')).toHaveValue('br');

  await page.goto('/');
  await expect(page.getByTestId('category-card').first()).toBeVisible();
  await switchRegion(page, 'br');
  await expect(page).toHaveURL('/br');

  await page.goto('/page-not-found');
  await switchRegion(page, 'br');
  await expect(page).toHaveURL('/br/pagina-nao-encontrada');
  await expect(page.getByTestId('not-found')).toBeVisible();

  await switchRegion(page, 'uy');
  await expect(page).toHaveURL('/page-not-found');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe');

  await expect(page).toHaveURL('/page-not-found');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();

  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('category-card').first()).toBeVisible();
});

test('an unknown Brazilian path shows the Brazilian not-found page in Portuguese', async ({
  page,
}) => {
  await page.goto('/br/nada-aqui');

  await expect(page).toHaveURL('/br/pagina-nao-encontrada');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
});

test('dark mode and right-to-left apply to the page root and survive a reload', async ({
  page,
}) => {
  await page.goto('/');
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-mode', 'light');
  await expect(root).toHaveAttribute('dir', 'ltr');

  await openPreferences(page);
  const modeToggle = page.getByRole('button', { name: 'Modo oscuro' });
  await expect(modeToggle).toHaveAttribute('aria-pressed', 'false');
  await modeToggle.click();
  await expect(root).toHaveAttribute('data-mode', 'dark');
  await expect(modeToggle).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Texto de derecha a izquierda' }).click();
  await expect(root).toHaveAttribute('dir', 'rtl');

  await page.reload();
  await expect(root).toHaveAttribute('data-mode', 'dark');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await openPreferences(page);
  await expect(page.getByTestId('mode-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('direction-toggle')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('mode-toggle').click();
  await expect(root).toHaveAttribute('data-mode', 'light');
});

test('the language switch to Portuguese translates the page and is remembered', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('category-card').first()).toBeVisible();

  await openPreferences(page);
  await page.getByTestId('language-switch').selectOption('br');
  await page.keyboard.press('Escape');

  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encontre o prosker ideal para cada serviço' }),
  ).toBeVisible();
  await expectSeededCategories(page, PORTUGUESE_CATEGORIES);
  // The language is not the region: the path words stay Uruguayan.
  await expect(page).toHaveURL('/');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Categorias', exact: true })).toBeVisible();
  await expect(page.getByTestId('header-preferences')).toHaveAccessibleName(
    'UY · PT · Preferências: Uruguai, Português',
  );
  await openPreferences(page);
  await expect(page.getByTestId('language-switch')).toHaveValue('br');
  await expectSeededCategories(page, PORTUGUESE_CATEGORIES);
});

test('a page whose code cannot be downloaded offers a retry instead of a blank screen', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('category-card').first()).toBeVisible();
  await page.route('**/assets/CategoriesPage-*.js', (route) => route.abort('failed'));

  await page.getByRole('link', { name: 'Ver todas las categorías' }).click();

  await expect(page.getByTestId('chunk-load-error')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No pudimos cargar esta página' })).toBeVisible();
  // The header stays usable around the message.
  await expect(page.getByRole('link', { name: /^Prosk/ })).toBeVisible();

  await page.unroute('**/assets/CategoriesPage-*.js');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the home page shows the categories and the menu navigates', async ({ page }) => {
    await page.goto('/');
    await expectSeededCategories(page, SPANISH_CATEGORIES);
    // The desktop controls give way to the menu.
    await expect(page.getByTestId('region-switch')).toHaveCount(0);

    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('language-switch')).toBeVisible();
    await expect(menu.getByTestId('mode-toggle')).toBeVisible();

    await menu.getByRole('link', { name: 'Categorías' }).click();
    await expect(page).toHaveURL('/categorias');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
  });

  test('the menu switches the region and closes with Escape', async ({ page }) => {
    await page.goto('/categorias');
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.getByTestId('region-switch').selectOption('br');
    await expect(page).toHaveURL('/br/categorias');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('going back or reloading returns to the earlier scroll position, a new page or a typed address starts at the top', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('category-card').last()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    await page
      .getByRole('dialog', { name: 'Menú' })
      .getByRole('link', { name: 'Categorías' })
      .click();
    await expect(page).toHaveURL('/categorias');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
    // A reload returns there too; the same address typed again is a new visit, at the top.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
    await page.goto('/');
    await expect(page.getByTestId('category-card').last()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
