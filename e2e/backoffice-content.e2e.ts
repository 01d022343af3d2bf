import { test, expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { E2E_URLS } from '../playwright.config';
import { waitForMails } from './helpers/accounts';
import { ADMIN, SUPPORT, choose, nextCall, signInToBackoffice } from './helpers/backoffice';
import { TINY_PNG } from './helpers/catalogue';

test.use({ baseURL: E2E_URLS.backoffice });

/** A word no other run used, for slugs, titles and addresses. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Runs `steps` with a request context on the storefront API, disposed afterwards. */
async function onStorefront<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  steps: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await playwright.request.newContext({ baseURL: E2E_URLS.storefront });
  try {
    return await steps(api);
  } finally {
    await api.dispose();
  }
}

test('an admin publishes a blog post that readers then get from the storefront', async ({
  page,
  playwright,
}) => {
  const slug = `e2e-post-${unique()}`;
  const title = `Cómo elegir un prosker ${slug}`;
  await signInToBackoffice(page, ADMIN);
  await page.getByRole('menuitem', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/#\/blog-posts/);
  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/#\/blog-posts\/create$/);

  await page.getByLabel(/^Slug/).fill(slug);
  await page.getByLabel(/^Autor/).fill('Equipo Prosk');
  const spanish = page.getByTestId('translation-es');
  await choose(page, /^Estado/, 'Publicado');
  await spanish.getByLabel(/^Título/).fill(title);
  await spanish.getByLabel(/^Resumen/).fill('Tres consejos antes de contratar.');
  await spanish.getByLabel(/^Etiquetas/).fill('consejos, clientes');
  await spanish
    .getByTestId('markdown-body')
    .fill('## Antes de contratar\n\nMira las **reseñas** y pide un presupuesto.');
  // The preview renders the Markdown as readers will get it.
  await expect(spanish.getByTestId('markdown-preview').locator('h2')).toHaveText(
    'Antes de contratar',
  );
  // An image uploaded from the editor lands where the cursor was, and shows in the preview.
  const uploaded = page.waitForResponse((response) =>
    response.url().endsWith('/backoffice/api/content-images'),
  );
  await spanish
    .getByTestId('content-image-file')
    .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: TINY_PNG });
  expect((await uploaded).status()).toBe(201);
  await expect(spanish.getByTestId('markdown-body')).toHaveValue(/!\[portada\]\(\S+\)$/);
  await expect(spanish.getByTestId('markdown-preview').locator('img[alt="portada"]')).toHaveCount(
    1,
  );
  // No translation to English yet: the tab says the Spanish text stands in.
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.getByTestId('translation-en')).toContainText('Agregar traducción');
  await page.getByRole('tab', { name: 'Español' }).click();

  const created = nextCall(page, 'POST', 'blog-posts');
  await page.getByRole('button', { name: 'Guardar' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/#\/blog-posts(\?|$)/);
  const row = page.locator('tbody tr').filter({ hasText: slug });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td.column-published')).toContainText('ES');

  await onStorefront(playwright, async (api) => {
    const response = await api.get(`/admin/api/content/posts/${slug}`);
    expect(response.status(), await response.text()).toBe(200);
    const post = (await response.json()) as { title: string; html: string; tags: string[] };
    expect(post.title).toBe(title);
    expect(post.html).toContain('<strong>reseñas</strong>');
    expect(post.html).toContain('alt="portada"');
    expect(post.tags).toEqual(['consejos', 'clientes']);
  });

  // The storefront's page of the post (built alongside this back office).
  await page.goto(`${E2E_URLS.storefront}/blog/${slug}`);
  await expect(page.locator('h1')).toHaveText(title);
});

test('the live preview renders Markdown and never a script from the body', async ({ page }) => {
  await signInToBackoffice(page, ADMIN);
  await page.goto('/#/faq-entries/create');
  const spanish = page.getByTestId('translation-es');
  const preview = spanish.getByTestId('markdown-preview');
  const rendered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/backoffice/api/content-preview') &&
      response.request().postData()?.includes('__pwned') === true,
  );
  await spanish
    .getByTestId('markdown-body')
    .fill(
      '## Pagos\n\n- uno\n- *dos*\n\n<script>window.__pwned = true</script>\n\n<img src=x onerror="window.__pwned = true">',
    );
  expect((await rendered).ok()).toBe(true);
  await expect(preview.locator('h2')).toHaveText('Pagos');
  await expect(preview.locator('li')).toHaveCount(2);
  await expect(preview.locator('em')).toHaveText('dos');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
});

test('staff answer a contact message, which is mailed to its sender', async ({
  page,
  playwright,
}) => {
  const tag = unique();
  const sender = { name: 'Lucía Pérez', email: `contacto.${tag}@example.com` };
  await onStorefront(playwright, async (api) => {
    const response = await api.post('/admin/api/contact', {
      data: {
        ...sender,
        topic: 'general',
        message: `Hola, ¿cómo cambio mi correo? ${tag}\nGracias.`,
      },
    });
    expect(response.status(), await response.text()).toBe(202);
  });

  await signInToBackoffice(page, SUPPORT);
  await page.getByRole('menuitem', { name: 'Mensajes de contacto' }).click();
  await expect(page).toHaveURL(/#\/contact-messages/);
  const row = page.locator('tbody tr').filter({ hasText: sender.email });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td.column-status')).toHaveText('Nuevo');
  await expect(row.locator('td.column-topic')).toHaveText('Consulta general');
  await row.locator('td.column-name').click();
  await expect(page).toHaveURL(/#\/contact-messages\/\d+\/show$/);
  // Plain text, line breaks kept.
  await expect(page.getByTestId('contact-message')).toHaveText(
    `Hola, ¿cómo cambio mi correo? ${tag}\nGracias.`,
  );

  const answer = `Hola Lucía: entra en Mi cuenta y elige «Cambiar correo». ${tag}`;
  await page.getByLabel(/^Respuesta/).fill(answer);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/backoffice\/api\/contact-messages\/\d+\/answer$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText(`Respuesta enviada a ${sender.email}.`)).toBeVisible();
  await expect(page.getByTestId('contact-answer')).toHaveText(answer);
  await expect(page.getByText(/^Respondido por /)).toBeVisible();
  await expect(page.locator('.ra-field-status')).toContainText('Respondido');

  await onStorefront(playwright, async (api) => {
    const [mail] = await waitForMails(api, sender.email, 1, (message) =>
      message.text.includes(answer),
    );
    expect(mail!.text).toContain(answer);
  });

  // Closed, then reopened.
  await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(page.locator('.ra-field-status')).toContainText('Cerrado');
  await expect(page.getByRole('button', { name: 'Enviar respuesta' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reabrir' }).click();
  await expect(page.locator('.ra-field-status')).toContainText('Nuevo');
});

test('a legal page keeps its history and cannot be deleted; other pages can', async ({ page }) => {
  await signInToBackoffice(page, ADMIN);
  await page.getByRole('menuitem', { name: 'Páginas' }).click();
  const terms = page.locator('tbody tr').filter({ hasText: 'terms' }).first();
  await terms.locator('td.column-slug').click();
  await expect(page).toHaveURL(/#\/content-pages\/\d+$/);
  await expect(page.getByLabel(/^Versión/)).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByTestId('content-history').locator('tbody tr').first()).toBeVisible();

  // Any other page offers delete (behind a confirmation).
  await page.getByRole('menuitem', { name: 'Páginas' }).click();
  await page.locator('tbody tr').filter({ hasText: 'about' }).locator('td.column-slug').click();
  await expect(page.getByRole('button', { name: 'Eliminar' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Historial' })).toHaveCount(0);
});

test('support staff read content, rendered, with nothing to create or edit', async ({ page }) => {
  await signInToBackoffice(page, SUPPORT);
  await page.getByRole('menuitem', { name: 'Preguntas frecuentes' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear' })).toHaveCount(0);
  await page.locator('tbody tr').first().locator('td.column-slug').click();
  await expect(page).toHaveURL(/#\/faq-entries\/\d+\/show$/);
  const shown = page.getByTestId('content-show');
  await expect(shown.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(shown.getByTestId('markdown-preview').locator('p').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByTestId('markdown-body')).toHaveCount(0);
});
