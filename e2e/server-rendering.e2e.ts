import { expect, test } from '@playwright/test';
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';

/**
 * Public pages arrive rendered: a crawler (or a phone before the code runs) reads the content
 * and its structured data in the first answer, and the browser then takes the page over
 * without a mismatch (React reports one as a console error).
 */

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

async function aProfile(request: APIRequestContext) {
  const response = await request.get('/admin/api/profiles?limit=1');
  const { data } = (await response.json()) as {
    data: { username: string; firstName: string; lastName: string }[];
  };
  return data[0];
}

/** Console errors and uncaught exceptions while `run` goes. */
async function errorsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => errors.push(error.message));
  await run();
  page.off('console', onConsole);
  return errors;
}

test('a profile’s HTML, fetched without running any script, holds the name and the JSON-LD', async ({
  request,
}) => {
  const profile = await aProfile(request);
  const response = await request.get(`/perfil/${profile.username}`, {
    headers: { accept: 'text/html' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const name = `${profile.firstName} ${profile.lastName}`;
  expect(html).toContain(`<title>${name} · Prosk</title>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  expect(JSON.parse(ld![1])).toMatchObject({ '@type': 'ProfessionalService', name });
});

test('with scripts turned off, a visitor still reads a profile and the home page', async ({
  browser,
  request,
}) => {
  const profile = await aProfile(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/perfil/${profile.username}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${profile.firstName} ${profile.lastName}` }),
  ).toBeVisible();
  await page.goto('/br');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Encontre o prosker ideal para cada serviço',
  );
  await expect(page.getByTestId('category-card').first()).toBeVisible();
  await context.close();
});

for (const device of [
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, userAgent: undefined },
  { name: 'a phone', viewport: { width: 390, height: 844 }, userAgent: MOBILE_UA },
]) {
  test(`public pages come alive on ${device.name} without a hydration error, their controls enabled once taken over`, async ({
    browser,
    request,
  }) => {
    const profile = await aProfile(request);
    const context = await browser.newContext({
      viewport: device.viewport,
      ...(device.userAgent ? { userAgent: device.userAgent } : {}),
    });
    const page = await context.newPage();
    const paths = [
      '/',
      '/categorias',
      '/categorias/plomeria',
      '/perfiles?q=plomeria',
      `/perfil/${profile.username}`,
      '/preguntas-frecuentes',
      '/blog',
      '/blog/pricing-your-services',
      '/br/sobre-nos',
    ];
    for (const path of paths) {
      const errors = await errorsDuring(page, async () => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      });
      expect(errors, path).toEqual([]);
      // Taken over: the page's controls are enabled once the browser runs it.
      await expect(page.locator('main fieldset').first()).toBeEnabled();
    }
    await context.close();
  });
}
