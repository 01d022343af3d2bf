import { expect, test } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { proskerOf } from './helpers/catalogue';

/**
 * Category and skill addresses in each region's language (docs/adr/0028-translated-slugs.md):
 * the br site says `/br/categorias/encanamento`, the uy site `/categorias/plomeria`, and an
 * address with the other region's slug moves to the right one.
 */

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The status of the first answer of a navigation that was redirected, or null when none was. */
async function redirectStatus(response: Response | null): Promise<number | null> {
  const from = response?.request().redirectedFrom();
  return from ? ((await from.response())?.status() ?? null) : null;
}

async function openPreferences(page: Page) {
  if (!(await page.getByTestId('region-switch').isVisible())) {
    await page.getByTestId('header-preferences').click();
  }
  await expect(page.getByTestId('region-switch')).toBeVisible();
}

test('a br visitor reaches plumbing at /br/categorias/encanamento, and the Spanish address moves there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/br');
  const card = page.getByTestId('category-card').filter({ hasText: 'Encanamento' });
  await expect(card.getByRole('link')).toHaveAttribute('href', '/br/categorias/encanamento');
  await card.getByRole('link').click();
  await expect(page).toHaveURL('/br/categorias/encanamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Encanamento' })).toBeVisible();
  const chips = page.getByTestId('category-skills');
  await chips.getByRole('button', { name: 'Desentupimento' }).click();
  await expect(page).toHaveURL('/br/categorias/encanamento?skill=desentupimento');

  // An old link with the Spanish slugs: answered 301, the page opens at the Portuguese address.
  const moved = await page.goto('/br/categorias/plomeria?skill=destapaciones');
  expect(await redirectStatus(moved)).toBe(301);
  await expect(page).toHaveURL('/br/categorias/encanamento?skill=desentupimento');
  await expect(page.getByRole('heading', { level: 1, name: 'Encanamento' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Desentupimento' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await chips.getByRole('button', { name: 'Todas' }).click();
  await expect(page).toHaveURL('/br/categorias/encanamento');
  await expect(page.getByTestId('profile-list').locator('a').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: test.info().outputPath('br-encanamento-1280.png') });

  // A search linked with the Spanish slug lists the same plumbers, the select naming them.
  const plumbers = page.getByTestId('profile-list').locator('a[href^="/br/perfil/"]');
  await page.goto('/br/perfis?category=plomeria');
  await expect(page.getByTestId('filter-category')).toHaveValue('encanamento');
  await expect(plumbers.first()).toBeVisible();
  await page.goto('/br/categorias/encanamento?skill=desentupimento');

  // Switching the region in the browser goes to the same page in Spanish words, replaced in
  // place: Back returns to the Portuguese page.
  await openPreferences(page);
  await page.getByTestId('region-switch').selectOption('uy');
  await expect(page).toHaveURL('/categorias/plomeria?skill=destapaciones');
  await page.goBack();
  await expect(page).toHaveURL('/br/categorias/encanamento?skill=desentupimento');
});

test('a Brazilian plumber’s profile links the category under its Portuguese slug', async ({
  page,
  request,
}) => {
  const plumber = await proskerOf(request, 'encanamento', 'BR');
  await page.goto(`/br/perfil/${plumber.username}`);
  await expect(page.getByRole('link', { name: 'Encanamento' })).toHaveAttribute(
    'href',
    '/br/categorias/encanamento',
  );
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });

  test('a uy visitor keeps the Spanish addresses, and a Portuguese one moves back', async ({
    page,
  }) => {
    const moved = await page.goto('/categorias/encanamento');
    expect(await redirectStatus(moved)).toBe(301);
    await expect(page).toHaveURL('/categorias/plomeria');
    await expect(page.getByRole('heading', { level: 1, name: 'Plomería' })).toBeVisible();
    await expect(
      page.getByTestId('category-skills').getByRole('button', { name: 'Destapaciones' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: test.info().outputPath('es-plomeria-390.png'), fullPage: true });

    await page.goto('/');
    const card = page.getByTestId('category-card').filter({ hasText: 'Plomería' });
    await expect(card.getByRole('link')).toHaveAttribute('href', '/categorias/plomeria');
  });
});
