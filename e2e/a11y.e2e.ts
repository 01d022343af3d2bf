import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInWithToken } from './helpers/catalogue';

/**
 * axe (WCAG 2.0 and 2.1, levels A and AA) finds no violation on the public pages, in Spanish
 * (uy) and in Portuguese (br), at a phone's width and a desktop's, in light mode, and on the
 * home page in dark mode too. The service page is seen signed in, as buying needs.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [390, 1280] as const;
const CLIENT = { email: 'cliente@prosk.uy', password: 'Cliente#2026demo' };

interface DemoData {
  /** A seeded category's slug in each region. */
  category: { uy: string; br: string };
  profile: string;
  serviceId: number;
  post: { uy: string; br: string };
}

let demo: DemoData | undefined;

/** A seeded category, a demo prosker with a service, and a blog post of each region. */
async function demoData(request: APIRequestContext): Promise<DemoData> {
  if (demo) return demo;
  const json = async (path: string) => {
    const response = await request.get(`/admin/api${path}`);
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as {
      data: Record<string, unknown>[];
      items: Record<string, unknown>[];
    };
  };
  const categories = { uy: await json('/categories'), br: await json('/categories?region=br') };
  const profiles = await json('/profiles?category=plomeria&limit=50');
  let profile: string | undefined;
  let serviceId: number | undefined;
  for (const card of profiles.data) {
    const services = await json(`/proskers/${card.id as number}/services`);
    if (services.data.length) {
      profile = card.username as string;
      serviceId = services.data[0].id as number;
      break;
    }
  }
  expect(profile, 'a demo prosker with a service').toBeTruthy();
  const posts = {
    uy: (await json('/content/posts?region=uy')).items[0].slug as string,
    br: (await json('/content/posts?region=br')).items[0].slug as string,
  };
  demo = {
    category: {
      uy: categories.uy.data[0].slug as string,
      br: categories.br.data[0].slug as string,
    },
    profile: profile!,
    serviceId: serviceId!,
    post: posts,
  };
  return demo;
}

type PagePath = [name: string, path: (d: DemoData) => string];

const SPANISH_PAGES: PagePath[] = [
  ['the home page', () => '/'],
  ['the categories page', () => '/categorias'],
  ['a category page', (d) => `/categorias/${d.category.uy}`],
  ['the profile search', () => '/perfiles?q=plomeria'],
  ['a profile page', (d) => `/perfil/${d.profile}`],
  ['the about page', () => '/nosotros'],
  ['the terms page', () => '/terminos-condiciones'],
  ['the FAQ page', () => '/preguntas-frecuentes'],
  ['the blog', () => '/blog'],
  ['a blog post', (d) => `/blog/${d.post.uy}`],
  ['the contact page', () => '/contacto'],
  ['the sign-in page', () => '/auth/inicio-de-sesion'],
  ['the sign-up page', () => '/auth/registrarse'],
  ['a service page for a visitor', (d) => `/servicios/${d.serviceId}`],
  [
    'the account-needed page',
    (d) =>
      `/auth/para-continuar?intent=hire&prosker=${d.profile}&next=${encodeURIComponent(`/servicios/${d.serviceId}`)}`,
  ],
];

const PORTUGUESE_PAGES: PagePath[] = [
  ['the home page', () => '/br'],
  ['a category page', (d) => `/br/categorias/${d.category.br}`],
  ['the profile search', () => '/br/perfis?q=encanamento'],
  ['a profile page', (d) => `/br/perfil/${d.profile}`],
  ['a blog post', (d) => `/br/blog/${d.post.br}`],
  ['the sign-up page', () => '/br/auth/cadastro'],
  [
    'the account-needed page',
    (d) =>
      `/br/auth/para-continuar?intent=chat&prosker=${d.profile}&next=${encodeURIComponent(`/br/perfil/${d.profile}`)}`,
  ],
];

/** Waits until the page has its heading and nothing left to load. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** Runs axe on the page as it is and fails with every violation's rule, impact and targets. */
async function expectNoViolation(page: Page) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'no impact'}): ${v.help}\n${v.nodes
          .map(
            (n) =>
              `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
          )
          .join('\n')}`,
    )
    .join('\n');
  expect(violations, `axe violations on ${page.url()}:\n${report}`).toHaveLength(0);
}

for (const width of WIDTHS) {
  for (const [name, path] of SPANISH_PAGES) {
    test(`axe finds no violation on ${name} in Spanish at ${width} pixels wide`, async ({
      page,
      request,
    }) => {
      const data = await demoData(request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path(data));
      await expectNoViolation(page);
    });
  }

  for (const [name, path] of PORTUGUESE_PAGES) {
    test(`axe finds no violation on ${name} in Portuguese at ${width} pixels wide`, async ({
      page,
      request,
    }) => {
      const data = await demoData(request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path(data));
      await expectNoViolation(page);
    });
  }

  test(`axe finds no violation on the home page in dark mode at ${width} pixels wide`, async ({
    page,
  }) => {
    // A returning visitor who chose dark mode (the toggle is in the menu on phones).
    await page.addInitScript(() => window.localStorage.setItem('mode', 'dark'));
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    await expectNoViolation(page);
  });

  test(`axe finds no violation on a service page for a signed-in client at ${width} pixels wide`, async ({
    page,
    request,
  }) => {
    const data = await demoData(request);
    await signInWithToken(page, request, CLIENT.email, CLIENT.password);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/servicios/${data.serviceId}`);
    // The booking calendar is on the page when axe reads it.
    await expect(page.getByTestId('booking-calendar')).toBeVisible();
    await expectNoViolation(page);
  });
}
