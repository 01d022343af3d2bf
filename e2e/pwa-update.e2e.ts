import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * A new release of the installed storefront waits for the user (`src/pwa/register.ts`): the
 * page never changes under someone filling a form. The end-to-end server holds one build, so
 * a second address of the service worker's script stands in for the next release: the browser
 * installs it beside the running worker, as it does a changed file.
 */

// The rest of the journeys block the service worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Opens `path` until the service worker controls the page. */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The page registers its worker once it has rendered (`main.tsx`): a release published
  // before that registration would be replaced by it.
  await page.waitForLoadState('networkidle');
}

/** Installs `release` of the worker beside the running one, as a new deploy would. */
async function publish(page: Page, release: string) {
  await page.evaluate(async (name) => {
    await navigator.serviceWorker.register(`/sw.js?release=${name}`, { scope: '/' });
  }, release);
}

const controller = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** Opens a page until the worker controls it, then publishes the next release. */
async function nextReleaseWaiting(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await openControlled(page, '/br/categorias');
  const running = await controller(page);
  expect(running).toMatch(/\/sw\.js$/);
  await publish(page, 'next');
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveAttribute('role', 'status');
  await expect(prompt).toContainText('Há uma nova versão do Prosk.');
  return { prompt, running };
}

test('a new release waits for the user: "later" hides the message and keeps the running version', async ({
  page,
}) => {
  const { prompt, running } = await nextReleaseWaiting(page);
  await prompt.getByRole('button', { name: 'Mais tarde' }).click();
  await expect(prompt).toBeHidden();
  expect(await controller(page)).toBe(running);
  // The page went on working with the version it runs.
  await page.getByTestId('category-card').first().click();
  await expect(page).toHaveURL(/\/br\/categorias\/[a-z-]+$/);
  expect(await controller(page)).toBe(running);
});

test('a new release waits for the user: "reload" reloads the page with it', async ({ page }) => {
  const { prompt } = await nextReleaseWaiting(page);
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Recarregar' }).click();
  await reloaded;
  await expect.poll(() => controller(page)).toMatch(/\/sw\.js\?release=next$/);
  await expect(page.getByTestId('category-card').first()).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
