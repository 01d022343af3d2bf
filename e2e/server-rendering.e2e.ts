import { expect, test } from '@playwright/test';
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { COOKIE_NOTICE_COOKIE } from '../common/cookie-notice';
import { CONTENT_PAGE_ROUTES } from '../common/content';
import { TIME_ZONES, type Region } from '../common/regions';
import { RESOURCES } from '../common/i18n-resources';
import { pathFor } from '../common/routes';
import { localTime } from '../common/time';
import { writeLongDate, type FormatWords } from '../storefront/src/i18n/format';

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

/**
 * Console errors and uncaught exceptions while `run` goes (React reports a hydration mismatch
 * as an uncaught error, #418). The one console error a path that does not exist must cause,
 * its own 404, is the answer's status, not a fault.
 */
async function errorsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const ownStatus =
      message.text().includes('status of 404') && message.location().url === page.url();
    if (!ownStatus) errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await run();
  page.off('console', onConsole);
  page.off('pageerror', onError);
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

/** The first link inside the first element with `testId` on the page shown. */
async function firstLinkIn(page: Page, testId: string): Promise<string> {
  const href = await page.getByTestId(testId).first().locator('a').first().getAttribute('href');
  expect(href, testId).toBeTruthy();
  return href!;
}

/** A profile of the region with a published service: the profile's and the service's paths. */
async function profileWithService(request: APIRequestContext, region: Region) {
  const response = await request.get(`/admin/api/profiles?limit=50&region=${region}`);
  const { data } = (await response.json()) as {
    data: { id: number; username: string; countryCode: string }[];
  };
  for (const profile of data.filter((p) => p.countryCode.toLowerCase() === region)) {
    const answer = await request.get(`/admin/api/proskers/${profile.id}/services`);
    const services = ((await answer.json()) as { data: { id: number }[] }).data;
    if (services.length > 0) {
      return {
        profile: pathFor('profile', region, { query: profile.username }),
        service: pathFor('services', region, { query: services[0].id }),
      };
    }
  }
  throw new Error(`No profile of ${region} offers a service`);
}

test('a service page arrives with its title, price and JSON-LD, and its booking calendar comes once the browser has it', async ({
  browser,
  request,
}) => {
  for (const region of ['uy', 'br'] as const) {
    const { service } = await profileWithService(request, region);
    const id = service.split('/').pop();
    const detail = (await (await request.get(`/admin/api/services/${id}`)).json()) as {
      title: string;
    };
    const html = await (await request.get(service, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<title>${detail.title} · Prosk</title>`);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as { '@type': string },
    );
    expect(ld.map((node) => node['@type'])).toEqual(['Service', 'BreadcrumbList']);

    const plain = await browser.newContext({ javaScriptEnabled: false });
    const still = await plain.newPage();
    await still.goto(service);
    await expect(still.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
    await expect(still.getByTestId('service-price')).not.toBeEmpty();
    await expect(still.getByTestId('booking-calendar')).toHaveCount(0);
    await plain.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = await errorsDuring(page, async () => {
      await page.goto(service);
      await expect(page.getByTestId('booking-calendar')).toBeVisible();
    });
    expect(errors, service).toEqual([]);
    await context.close();
  }
});

/**
 * Every public page of a region: home, categories, a category, search, a profile, a blog post,
 * the blog, FAQ, the content pages, contact, a service page, the not-found page and a path
 * that does not exist. The category and the post are the first the pages themselves link to.
 */
async function publicPages(page: Page, request: APIRequestContext, region: Region) {
  await page.goto(pathFor('categories', region));
  const category = await firstLinkIn(page, 'category-card');
  await page.goto(pathFor('blog', region));
  const post = await firstLinkIn(page, 'post-card');
  const { profile, service } = await profileWithService(request, region);
  return [
    pathFor('home', region),
    pathFor('categories', region),
    category,
    pathFor('profiles', region),
    `${pathFor('profiles', region)}?q=${region === 'br' ? 'encanador' : 'plomero'}`,
    profile,
    pathFor('blog', region),
    post,
    pathFor('faq', region),
    ...Object.values(CONTENT_PAGE_ROUTES).map((name) => pathFor(name, region)),
    pathFor('contact', region),
    service,
    pathFor('notFound', region),
    `${pathFor('home', region) === '/' ? '' : pathFor('home', region)}/no-such-page`,
  ];
}

for (const { region, device, timezoneId, viewport, userAgent } of [
  {
    region: 'uy' as const,
    device: 'a 390 px phone east of the date line',
    timezoneId: 'Pacific/Kiritimati',
    viewport: { width: 390, height: 844 },
    userAgent: MOBILE_UA,
  },
  {
    region: 'br' as const,
    device: 'a 1280 px desktop west of the date line',
    timezoneId: 'Pacific/Pago_Pago',
    viewport: { width: 1280, height: 800 },
    userAgent: undefined,
  },
]) {
  for (const choice of ['first visit', 'cookie notice read'] as const) {
    test(`every public page of ${region} hydrates on ${device} with no console error (${choice}), dates on the region's clock`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        viewport,
        timezoneId,
        ...(userAgent ? { userAgent } : {}),
      });
      const page = await context.newPage();
      if (choice === 'cookie notice read') {
        await page.goto(pathFor('home', region));
        await page.getByTestId('cookie-notice').getByRole('button').click();
        await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
        const [cookie] = (await context.cookies()).filter((c) => c.name === COOKIE_NOTICE_COOKIE);
        expect(cookie).toMatchObject({ value: 'read', sameSite: 'Lax', path: '/' });
        // Kept a year (give or take the seconds the test took).
        expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
      }
      const paths = await publicPages(page, request, region);
      let renderedOnServer = 0;
      for (const path of paths) {
        // The server's page has the notice exactly when the browser will show it.
        const html = await (
          await context.request.get(path, { headers: { accept: 'text/html' } })
        ).text();
        if (html.includes('id="prosk-state"')) {
          renderedOnServer += 1;
          expect(html.includes('data-testid="cookie-notice"'), `${path}: the server's notice`).toBe(
            choice === 'first visit',
          );
        }
        const errors = await errorsDuring(page, async () => {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
        });
        expect(errors, path).toEqual([]);
        await expect(page.getByTestId('cookie-notice')).toHaveCount(
          choice === 'first visit' ? 1 : 0,
        );
        // Taken over: the page's controls are enabled once the browser runs it.
        await expect(page.locator('main fieldset').first()).toBeEnabled();
      }
      // All but the unknown path (the browser's) are the server's, the service page too.
      expect(renderedOnServer).toBe(paths.length - 1);
      // A post's day is the one of its instant on the region's clock, wherever the reader is.
      await page.goto(pathFor('blog', region));
      const time = page.getByTestId('post-card').first().locator('time');
      const instant = (await time.getAttribute('datetime'))!;
      const words = RESOURCES[region === 'br' ? 'br' : 'es'].storefront.formats as FormatWords;
      await expect(time).toHaveText(
        writeLongDate(localTime(instant, TIME_ZONES[region]).date, words),
      );
      await context.close();
    });
  }
}

test('a cookie notice read before the choice moved to a cookie is moved once, with no error', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate((key) => window.localStorage.setItem(key, 'read'), COOKIE_NOTICE_COOKIE);
  // The server cannot know this once: its page has the notice, which goes as the page comes alive.
  const errors = await errorsDuring(page, async () => {
    await page.reload();
    await page.waitForLoadState('networkidle');
  });
  expect(errors).toEqual([]);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect((await context.cookies()).map((c) => `${c.name}=${c.value}`)).toContain(
    `${COOKIE_NOTICE_COOKIE}=read`,
  );
  expect(
    await page.evaluate((key) => window.localStorage.getItem(key), COOKIE_NOTICE_COOKIE),
  ).toBeNull();
  const html = await (await context.request.get('/perfiles')).text();
  expect(html).toContain('id="prosk-state"');
  expect(html).not.toContain('data-testid="cookie-notice"');
});
