import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, submitSignIn, waitForMails } from './helpers/accounts';
import { ADMIN } from './helpers/backoffice';

/**
 * The content a visitor reads (issue 14): every page in both regions at a phone and a desktop
 * width, the FAQ's search and anchors, the blog from the home page, the contact form with its
 * acknowledgement by e-mail, the first visit's cookie notice, and a new terms version accepted
 * after sign-in.
 */

/** Route words of every content page, uy and br. */
const PAGES: [string, string, string][] = [
  ['marketing', '/marketing', '/br/marketing'],
  ['proskers', '/proskers', '/br/proskers'],
  ['clients', '/clientes', '/br/clientes'],
  ['about', '/nosotros', '/br/sobre-nos'],
  ['how-to-sell', '/como-vender', '/br/como-vender'],
  ['how-to-buy', '/como-comprar', '/br/como-comprar'],
  ['terms', '/terminos-condiciones', '/br/termos-condicoes'],
  ['privacy', '/privacidad', '/br/privacidade'],
  ['cookies', '/cookies', '/br/cookies'],
];

/** Reads the page: a title, a body with text, and the footer's links. */
async function expectReadable(page: Page, path: string, testId: string) {
  await page.goto(path);
  const main = page.getByTestId(testId);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByTestId('content-body')).toContainText(/\w{4,}/);
  await expect(page.getByTestId('content-fallback')).toHaveCount(0);
}

for (const [region, width] of [
  ['uy', 390],
  ['uy', 1280],
  ['br', 390],
  ['br', 1280],
] as const) {
  test(`a visitor reads every content page in the ${region} region at ${width} pixels wide`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const [slug, uy, br] of PAGES) {
      await expectReadable(page, region === 'uy' ? uy : br, `content-page-${slug}`);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      expect(title, slug).toBeTruthy();
    }
    // The Portuguese pages read in Portuguese, the Uruguayan ones in Spanish.
    await page.goto(region === 'uy' ? '/terminos-condiciones' : '/br/termos-condicoes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      region === 'uy' ? 'Términos y condiciones' : 'Termos e condições',
    );
    await expect(page.getByTestId('legal-version')).toContainText(
      region === 'uy' ? 'Versión 1.0' : 'Versão 1.0',
    );
    await page.goto(region === 'uy' ? '/nosotros' : '/br/sobre-nos');
    await expect(page.getByTestId('about-team').getByRole('article')).toHaveCount(5);
    await expect(page.getByTestId('about-partners').getByRole('article')).toHaveCount(4);
    const footer = page.getByTestId('footer-links');
    await expect(footer.getByRole('link')).toHaveCount(13);
  });
}

test('the FAQ is searched as one types, without accents, and a question has its own link', async ({
  page,
}) => {
  await page.goto('/preguntas-frecuentes');
  const entries = page.getByTestId('faq-entry');
  await expect(entries.first()).toBeVisible();
  const all = await entries.count();
  expect(all).toBeGreaterThanOrEqual(20);
  await page.getByRole('searchbox', { name: 'Buscar en las preguntas' }).fill('resena');
  await expect.poll(() => entries.count()).toBeLessThan(all);
  expect(await entries.count()).toBeGreaterThan(0);
  for (const entry of await entries.all()) {
    await expect(entry).toContainText(/reseña/i);
  }
  await page.getByRole('searchbox', { name: 'Buscar en las preguntas' }).fill('zzzz');
  await expect(page.getByText('Ninguna pregunta coincide con «zzzz».')).toBeVisible();
  // Arriving at a question's anchor opens it.
  await page.goto('/br/perguntas-frequentes#when-do-i-get-paid');
  const question = page.locator('#when-do-i-get-paid');
  await expect(question).toContainText('21 dias');
  await expect(question.getByRole('button', { expanded: true })).toBeVisible();
});

test('a visitor opens a blog post from the home page, follows a tag and pages the list', async ({
  page,
}) => {
  await page.goto('/');
  const strip = page.getByTestId('home-blog');
  await expect(strip.getByTestId('post-card')).toHaveCount(3);
  const first = strip.getByTestId('post-card').first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('post-meta')).toContainText(/minutos? de lectura/);
  await expect(page.getByTestId('post-body').locator('h2').first()).toBeVisible();
  // The newest post may be one staff just wrote (without tags): a seeded post has its tags.
  await page.goto('/blog/pricing-your-services');
  const tag = page.getByRole('link', { name: 'Emprender' });
  await tag.click();
  await expect(page).toHaveURL(/\/blog\?tag=Emprender$/);
  const cards = page.getByTestId('post-card');
  // Four of the six seeded posts are tagged "Emprender".
  await expect(cards).toHaveCount(4);
  await page.getByRole('button', { name: 'Todos' }).click();
  // The six seeded posts, and any staff published since.
  await expect(async () => expect(await cards.count()).toBeGreaterThanOrEqual(6)).toPass();
  // The feed of the reader's language is linked from the list.
  const feed = await page.request.get(
    (await page.getByRole('link', { name: 'Suscribirse por RSS' }).getAttribute('href'))!,
  );
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain(`<title>${title}</title>`);
});

test('the contact form shows translated errors, then sends and the sender gets the acknowledgement', async ({
  page,
  request,
}) => {
  await page.goto('/br/contato');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Este campo é obrigatório.').first()).toBeVisible();
  const email = `contato.${Date.now().toString(36)}@e2e.prosk.test`;
  await page.getByRole('textbox', { name: /^Nome/ }).fill('Ana Souza');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByTestId('contact-topic').selectOption('payments');
  await page
    .getByRole('textbox', { name: /^Mensagem/ })
    .fill('Quando recebo o dinheiro de um serviço pago?');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText(email);
  const [ack] = await waitForMails(request, email);
  expect(ack.subject).toMatch(/^Recebemos a sua mensagem/);
  expect(ack.text).toContain('Pagamentos e recebimentos');
  // What the sender typed is never sent back to an address nobody verified.
  expect(ack.text).not.toContain('Quando recebo o dinheiro');
});

/** Every content page's path in a region: the pages above, help, blog and the plans. */
function contentPaths(region: 'uy' | 'br'): string[] {
  const more: [string, string][] = [
    ['/preguntas-frecuentes', '/br/perguntas-frequentes'],
    ['/contacto', '/br/contato'],
    ['/blog', '/br/blog'],
    ['/planes-suscripcion', '/br/planos-assinatura'],
  ];
  return [...PAGES.map(([, uy, br]) => [uy, br] as const), ...more]
    .map(([uy, br]) => (region === 'uy' ? uy : br))
    .sort();
}

async function linkTargets(links: ReturnType<Page['getByRole']>): Promise<string[]> {
  const hrefs = await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''));
  return hrefs.sort();
}

for (const [region, width, more, target, path] of [
  ['uy', 1280, 'Más', 'Cómo vender', '/como-vender'],
  ['br', 1024, 'Mais', 'Termos e condições', '/br/termos-condicoes'],
  ['br', 900, 'Mais', 'Como vender', '/br/como-vender'],
] as const) {
  test(`the header's "${more}" panel links every content page in the ${region} region at ${width} pixels`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(region === 'uy' ? '/' : '/br');
    // The bar keeps one line: every button is as tall as the sign-up button.
    const signUp = await page.getByTestId('header-sign-up').boundingBox();
    for (const button of await page.getByRole('banner').getByRole('button').all()) {
      expect((await button.boundingBox())?.height).toBeLessThanOrEqual(signUp?.height ?? 0);
    }

    await page.getByRole('button', { name: more }).click();
    const panel = page.getByTestId('header-content-links');
    await expect(panel.getByRole('link')).toHaveCount(13);
    expect(await linkTargets(panel.getByRole('link'))).toEqual(contentPaths(region));

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: more })).toBeFocused();

    await page.getByRole('button', { name: more }).click();
    await panel.getByRole('link', { name: target }).click();
    await expect(page).toHaveURL(path);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(target);
  });
}

for (const [region, faq, path] of [
  ['uy', 'Preguntas frecuentes', '/preguntas-frecuentes'],
  ['br', 'Perguntas frequentes', '/br/perguntas-frequentes'],
] as const) {
  test(`the phone menu links every content page in the ${region} region`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(region === 'uy' ? '/' : '/br');
    await page.getByTestId('menu-button').click();
    const links = page.getByTestId('phone-menu-content-links').getByRole('link');
    await expect(links).toHaveCount(13);
    expect(await linkTargets(links)).toEqual(contentPaths(region));

    await links.filter({ hasText: faq }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByTestId('phone-menu')).toBeHidden();
  });
}

test('a first-time visitor is told what the browser keeps, once', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toContainText('Sin publicidad ni rastreo');
  await notice.getByRole('link', { name: 'Más sobre las cookies' }).click();
  await expect(page.getByTestId('content-page-cookies')).toBeVisible();
  await page.getByRole('button', { name: 'Entendido' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('content-page-cookies')).toBeVisible();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});

/** Saves the uy terms with another version through the back office's API. */
async function publishTermsVersion(request: APIRequestContext, version: string) {
  const login = await request.post('/backoffice/api/auth/login', { data: ADMIN });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const filter = encodeURIComponent(JSON.stringify({ q: 'terms', region: 'uy' }));
  const list = await request.get(`/backoffice/api/content-pages?filter=${filter}`, { headers });
  const [terms] = ((await list.json()) as Record<string, unknown>[]).filter(
    (i) => i.slug === 'terms',
  );
  const saved = await request.put(`/backoffice/api/content-pages/${String(terms.id)}`, {
    headers,
    data: { ...terms, version, effectiveOn: '2026-12-01' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('a new terms version is accepted after sign-in', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'terms');
  await publishTermsVersion(request, '1.1');
  try {
    await page.goto('/auth/inicio-de-sesion');
    await submitSignIn(page, account.email, account.password);
    const prompt = page.getByTestId('legal-prompt');
    await expect(prompt).toContainText('Términos y condiciones, versión 1.1');
    await expect(prompt).not.toContainText('Política de privacidad');
    // The text can be read before accepting it.
    await prompt.getByRole('link', { name: /Términos y condiciones/ }).click();
    await expect(page.getByTestId('legal-version')).toContainText('Versión 1.1');
    await expect(page.getByTestId('legal-prompt')).toHaveCount(0);
    await page.goto('/');
    await page.getByTestId('legal-accept').click();
    await expect(page.getByTestId('legal-prompt')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('home-blog')).toBeVisible();
    await expect(page.getByTestId('legal-prompt')).toHaveCount(0);
  } finally {
    await publishTermsVersion(request, '1.0');
  }
});
