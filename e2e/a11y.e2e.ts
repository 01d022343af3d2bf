import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInWithToken } from './helpers/catalogue';
import { clientParty, createJobByApi, proskerParty } from './helpers/jobs';

/**
 * axe (WCAG 2.0, 2.1 and 2.2, levels A and AA, and its best practices) finds no violation on the public pages, in
 * Spanish (uy) and in Portuguese (br), at a phone's width and a desktop's, in light mode, and
 * on the home page in dark mode too; and on every page of the demo client and the demo prosker,
 * signed in.
 */

const WIDTHS = [390, 1280] as const;
const CLIENT = { email: 'cliente@prosk.uy', password: 'Cliente#2026demo' };
const PROSKER = { email: 'prosker@prosk.uy', password: 'Prosker#2026demo' };

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
  ['the privacy page', () => '/privacidad'],
  ['the cookies page', () => '/cookies'],
  ['the how-to-sell page', () => '/como-vender'],
  ['the how-to-buy page', () => '/como-comprar'],
  ['the proskers landing', () => '/proskers'],
  ['the clients landing', () => '/clientes'],
  ['the subscription landing', () => '/suscripcion'],
  ['the marketing page', () => '/marketing'],
  ['the subscription plans', () => '/planes-suscripcion'],
  ['the forgotten-password page', () => '/auth/recuperar-contrasena'],
  ['the not-found page', () => '/page-not-found'],
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
  await expect(page.getByRole('heading', { level: 1 }).first(), page.url()).toBeVisible();
  // A wait (a progress bar with no value) is over; a meter of progress (a profile's
  // completeness) stays.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])'), page.url()).toHaveCount(
    0,
  );
}

/** Every violation axe finds on the page as it is: rule, impact and targets, one per line. */
async function violationsOf(page: Page): Promise<string[]> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page })
    // Every rule axe runs by default (WCAG 2.0 to 2.2, A and AA, and its best practices, as
    // Lighthouse reads them), and one it leaves off, the first thing a voice-control user meets:
    // a control's name holds its visible label.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'no impact'}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/** Runs axe on the page as it is and fails with every violation's rule, impact and targets. */
async function expectNoViolation(page: Page) {
  const found = await violationsOf(page);
  expect(found, `axe violations on ${page.url()}:\n${found.join('\n')}`).toEqual([]);
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

/** The pages a signed-in user reaches from the account menu, by path. */
const SIGNED_IN_PAGES: Record<'client' | 'prosker', string[]> = {
  client: [
    '/mis-ordenes',
    '/servicios-contratados',
    '/mis-favoritos',
    '/mi-direccion',
    '/mi-suscripcion',
    '/facturacion',
    '/cuenta',
    '/cuenta/acceso',
    '/cuenta/privacidad',
    '/cuenta/notificaciones',
    '/cuenta/mis-datos',
    '/app/chat',
    '/app/notificaciones',
  ],
  prosker: [
    '/mi-negocio',
    '/mi-negocio/clientes',
    '/app/agenda',
    '/admin-servicios',
    '/admin-servicios/nuevo',
    '/cuenta/servicios',
    '/cuenta/categorias',
    '/cuenta/fotos-y-videos',
    '/cuenta/publicaciones',
    '/cuenta/cobros',
    '/mi-suscripcion',
    '/planes-suscripcion',
    '/facturacion',
    '/app/chat',
    '/app/notificaciones',
  ],
};

for (const [who, account] of [
  ['client', CLIENT],
  ['prosker', PROSKER],
] as const) {
  test(`axe finds no violation on any page of the demo ${who}, signed in, on a desktop`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInWithToken(page, request, account.email, account.password);
    await page.setViewportSize({ width: 1280, height: 900 });
    const found: string[] = [];
    for (const path of SIGNED_IN_PAGES[who]) {
      await page.goto(path);
      for (const violation of await violationsOf(page)) found.push(`${path}: ${violation}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('axe finds no violation on a job page, for its client and for its prosker, on a phone', async ({
  browser,
  request,
}) => {
  const prosker = await proskerParty(browser, request, 'a11y-job-prosker');
  const client = await clientParty(browser, request, 'a11y-job-client');
  const jobId = await createJobByApi(request, prosker.token, {
    clientToken: client.token,
    startsInHours: 48,
    accepted: true,
  });
  const found: string[] = [];
  for (const { page } of [client, prosker]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin-servicios-detalle/${jobId}`);
    await expect(page.getByTestId('job-status')).toBeVisible();
    for (const violation of await violationsOf(page)) found.push(`${page.url()}: ${violation}`);
    await page.context().close();
  }
  expect(found, found.join('\n')).toEqual([]);
});
