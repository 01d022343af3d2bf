import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createVerifiedAccount, submitSignIn } from './helpers/accounts';
import {
  TINY_PNG,
  picturePng,
  proskerOf,
  publicProsker,
  signInWithToken,
  tinyMp4,
  uniqueWord,
} from './helpers/catalogue';

const percent = (page: Page) => page.getByTestId('completeness-percent');

test('a prosker completes the profile step by step and it becomes public at 58%', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const prosker = await createVerifiedAccount(request, 'complete', { type: 'prosker' });

  // Before anything, a visitor does not find the profile.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/perfil/${prosker.username}`);
  await expect(visitorPage.getByTestId('not-found')).toBeVisible();

  await page.goto('/auth/inicio-de-sesion?next=%2Fcuenta');
  await submitSignIn(page, prosker.email, prosker.password);
  await expect(page).toHaveURL('/cuenta');
  await expect(percent(page)).toHaveText('16%');
  await expect(page.getByTestId('completeness-hidden')).toBeVisible();

  // An address.
  const sections = page.getByRole('navigation', { name: 'Secciones de tu cuenta' });
  await sections.getByRole('link', { name: 'Mis direcciones' }).click();
  await page.getByRole('button', { name: 'Agregar una dirección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
  await dialog.getByRole('textbox', { name: /^Dirección/ }).fill('Av. Brasil 2500');
  await dialog.getByRole('textbox', { name: /^Ciudad o localidad/ }).fill('Montevideo');
  await dialog.getByRole('combobox', { name: /^Departamento/ }).selectOption('Montevideo');
  await dialog.getByRole('textbox', { name: /^Código postal/ }).fill('11300');
  await dialog.getByRole('button', { name: 'Guardar la dirección' }).click();
  await expect(dialog).toBeHidden();
  await expect(percent(page)).toHaveText('30%');

  // Categories, then skills.
  await sections.getByRole('link', { name: 'Categorías y especialidades' }).click();
  await page.getByRole('button', { name: 'Plomería', exact: true }).click();
  await page.getByRole('button', { name: 'Guardar las categorías' }).click();
  await expect(page.getByText('Guardamos tus categorías.')).toBeVisible();
  await expect(percent(page)).toHaveText('44%');
  await page.getByRole('button', { name: 'Destapaciones', exact: true }).click();
  await page.getByRole('button', { name: 'Guardar las especialidades' }).click();
  await expect(percent(page)).toHaveText('58%');
  await expect(page.getByTestId('completeness-public')).toHaveText('Tu perfil es público');

  // Now the visitor sees it.
  await visitorPage.goto(`/perfil/${prosker.username}`);
  await expect(visitorPage.getByTestId('profile-page')).toBeVisible();
  await expect(
    visitorPage.getByRole('heading', {
      level: 1,
      name: `${prosker.firstName} ${prosker.lastName}`,
    }),
  ).toBeVisible();
  await expect(visitorPage.getByTestId('completeness')).toHaveCount(0);
  await visitor.close();

  // A profile picture.
  await sections.getByRole('link', { name: 'Fotos y videos' }).click();
  await page
    .getByTestId('upload-profile-image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Listo, lo subimos.')).toBeVisible();
  await expect(percent(page)).toHaveText('72%');

  // The owner's own profile page shows what is still missing, with links to fix it.
  await page.getByRole('link', { name: 'Ver mi perfil público' }).click();
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await expect(page.getByTestId('missing-bannerImage').getByRole('link')).toBeVisible();
  await expect(page.getByTestId('missing-paymentAccount').getByRole('link')).toHaveAttribute(
    'href',
    '/cuenta/cobros',
  );
});

test('a client searches plomeria in a department, opens a profile and keeps it as a favorite', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const target = await proskerOf(request, 'plomeria', 'UY');
  const client = await createVerifiedAccount(request, 'favorite');
  await page.goto('/auth/inicio-de-sesion');
  await submitSignIn(page, client.email, client.password);
  await expect(page).toHaveURL('/');

  await page.getByTestId('search-input').fill('plomeria');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL('/perfiles?q=plomeria');
  await page.getByTestId('filter-department').selectOption(target.department);
  await expect(page).toHaveURL(/department=/);

  const card = page.locator(`a[href="/perfil/${target.username}"]`);
  await card.click();
  await expect(page).toHaveURL(`/perfil/${target.username}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${target.firstName} ${target.lastName}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Agregar a favoritos' }).click();
  await expect(page.getByRole('button', { name: 'Quitar de favoritos' })).toBeVisible();
  await expect(page.getByTestId('chat-button')).toBeEnabled();

  await page.goto('/mis-favoritos');
  await expect(page.getByRole('heading', { name: 'Mis favoritos' })).toBeVisible();
  await expect(page.locator(`a[href="/perfil/${target.username}"]`)).toBeVisible();

  // Removing asks first.
  await page
    .getByRole('button', { name: `Quitar a ${target.firstName} ${target.lastName} de favoritos` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Quitar' }).click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
});

test('a visitor asked for an account from a profile is told why and will come back to it', async ({
  page,
  request,
}) => {
  const target = await proskerOf(request, 'plomeria', 'UY');
  await page.goto(`/perfil/${target.username}`);
  await page.getByRole('link', { name: 'Agregar a favoritos' }).click();
  await expect(page).toHaveURL(
    `/auth/para-continuar?intent=favorite&prosker=${target.username}&next=${encodeURIComponent(`/perfil/${target.username}`)}`,
  );
});

test('in Brazil a client searches encanamento and finds the favorite in meus-favoritos, in Portuguese', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const target = await proskerOf(request, 'plomeria', 'BR');
  const client = await createVerifiedAccount(request, 'favbr');
  await signInWithToken(page, request, client.email, client.password);

  await page.goto('/br/perfis?q=encanamento');
  await expect(page.getByRole('heading', { name: 'Resultados para “encanamento”' })).toBeVisible();
  await page.getByTestId('filter-department').selectOption(target.department);
  await expect(page).toHaveURL(/\/br\/perfis\?q=encanamento&department=/);
  await page.locator(`a[href="/br/perfil/${target.username}"]`).click();
  await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();

  await page.goto('/br/meus-favoritos');
  await expect(page.getByRole('heading', { name: 'Meus favoritos' })).toBeVisible();
  await expect(page.locator(`a[href="/br/perfil/${target.username}"]`)).toBeVisible();
});

test('searching PLOMERÍA and plomeria gives the same first result', async ({ page }) => {
  const firstHref = async (q: string) => {
    await page.goto(`/perfiles?q=${encodeURIComponent(q)}`);
    const first = page.getByTestId('profile-card').first().getByRole('link');
    await expect(first).toBeVisible();
    return first.getAttribute('href');
  };
  const accented = await firstHref('PLOMERÍA');
  const plain = await firstHref('plomeria');
  expect(accented).toMatch(/^\/perfil\//);
  expect(plain).toBe(accented);
});

test('the filters live in the address: a reload keeps them and Back returns to the previous search', async ({
  page,
  request,
}) => {
  const target = await proskerOf(request, 'plomeria', 'UY');
  await page.goto('/perfiles?q=plomeria');
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  await page.getByTestId('filter-department').selectOption(target.department);
  await expect(page).toHaveURL(/department=/);
  const card = page.locator(`a[href="/perfil/${target.username}"]`);
  await expect(card).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('filter-department')).toHaveValue(target.department);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('filter-q')).toHaveValue('plomeria');

  await page.goBack();
  await expect(page).toHaveURL('/perfiles?q=plomeria');
  await expect(page.getByTestId('filter-department')).toHaveValue('');
});

test('a prosker adds a post with a photo, a video and a file and they show on their public profile', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const prosker = await publicProsker(request, 'postphoto');
  await signInWithToken(page, request, prosker.email, prosker.password);
  const title = `Baño renovado ${uniqueWord('')}`;

  await page.goto('/cuenta/publicaciones');
  const form = page.getByRole('form', { name: 'Nueva publicación' });
  await form.getByRole('textbox', { name: /^Título/ }).fill(title);
  await form.getByRole('textbox', { name: /^Contenido/ }).fill('Cambiamos toda la grifería.');
  await form
    .getByTestId('post-attachment-input-image')
    .setInputFiles({ name: 'obra.png', mimeType: 'image/png', buffer: await picturePng(640, 480) });
  await expect(form.getByTestId('post-attachment-chosen')).toContainText('obra.png');
  await form
    .getByTestId('post-attachment-input-video')
    .setInputFiles({ name: 'obra.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
  await form.getByTestId('post-attachment-input-file').setInputFiles({
    name: 'presupuesto.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(form.getByTestId('post-attachment-chosen')).toHaveCount(3);
  await form.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText('Publicamos tu publicación.')).toBeVisible();
  const own = page.getByTestId('own-post').filter({ hasText: title });
  await expect(own.getByRole('img', { name: `Foto de «${title}»` })).toBeVisible();

  // A visitor sees the post with its photo, and opens it full size.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/perfil/${prosker.username}`);
  const post = visitorPage.getByTestId('post').filter({ hasText: title });
  await expect(post.getByLabel(`Video de «${title}»`)).toBeVisible();
  await expect(post.getByRole('link', { name: /^Descargar presupuesto\.pdf/ })).toBeVisible();
  const thumb = post.getByRole('img', { name: `Foto de «${title}»` });
  await expect(thumb).toBeVisible();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await post.getByRole('button', { name: `Ver en grande la foto de «${title}»` }).click();
  const dialog = visitorPage.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('img', { name: `Foto de «${title}»` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await visitor.close();
});

test('the header search finds a prosker: inline on a wide screen, behind a button on a phone, in both regions', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const surname = uniqueWord('Olivera');
  const prosker = await publicProsker(request, 'hsearch', { lastName: surname });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/categorias');
  const search = page.getByRole('search', { name: 'Buscar proskers' });
  const field = search.getByRole('searchbox', { name: '¿Qué servicio necesitas?' });
  await field.fill(surname);
  await field.press('Enter');
  await expect(page).toHaveURL(`/perfiles?q=${surname}`);
  await expect(page.locator(`a[href="/perfil/${prosker.username}"]`)).toBeVisible();
  // The search page has its own field: the header does not add a second one.
  await expect(page.getByTestId('header-search')).toHaveCount(0);

  // A phone in the br region: a button opens the field, Escape closes it, Enter searches.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/br/categorias');
  await expect(page.getByTestId('header-search')).toHaveCount(0);
  const toggle = page.getByTestId('header-search-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const phoneField = page.getByTestId('header-search').getByRole('searchbox');
  await expect(phoneField).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('header-search')).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(phoneField).toBeFocused();
  // A region is a market: the Uruguayan prosker is not listed in Brazil, a Brazilian one is.
  await page.keyboard.type(surname);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/br/perfis?q=${surname}`);
  await expect(page.getByTestId('profiles-empty')).toBeVisible();
  await expect(page.locator(`a[href="/br/perfil/${prosker.username}"]`)).toHaveCount(0);
  const brazilian = await proskerOf(request, 'plomeria', 'BR');
  await page.goto(`/br/perfis?q=${encodeURIComponent(brazilian.username)}`);
  await expect(page.locator(`a[href="/br/perfil/${brazilian.username}"]`)).toBeVisible();
});

test("a category's skill chips filter its proskers through the address, and a second press shows all again", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Two proskers of Mascotas: one walks dogs (the helper's first skill), one grooms them.
  const walker = await publicProsker(
    request,
    'walker',
    { lastName: uniqueWord('Paseo') },
    'mascotas',
  );
  const groomer = await publicProsker(
    request,
    'groomer',
    { lastName: uniqueWord('Tosa') },
    'mascotas',
  );
  const category = (await (await request.get('/admin/api/categories/mascotas')).json()) as {
    skills: { id: number; slug: string }[];
  };
  const grooming = category.skills.find((skill) => skill.slug === 'peluqueria-canina')!;
  const changed = await request.put('/admin/api/user/skills', {
    headers: { authorization: `Bearer ${groomer.token}` },
    data: { skillIds: [grooming.id] },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  /** The API's first page for the category, with the skill when one is given. */
  const listed = async (skill?: string) => {
    const filter = skill ? `&skill=${skill}` : '';
    const answer = await request.get(`/admin/api/profiles?category=mascotas${filter}&limit=12`);
    const body = (await answer.json()) as { data: { username: string }[] };
    return body.data.map((profile) => `/perfil/${profile.username}`);
  };
  const list = page.getByTestId('profile-list');
  const shown = () =>
    list
      .locator('a[href^="/perfil/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  await page.goto('/categorias/mascotas');
  const chips = page.getByRole('group', { name: 'Filtrar por especialidad' });
  const all = chips.getByRole('button', { name: 'Todas' });
  const groomingChip = chips.getByRole('button', { name: 'Peluquería canina' });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(groomingChip).toHaveAttribute('aria-pressed', 'false');

  await groomingChip.click();
  await expect(page).toHaveURL('/categorias/mascotas?skill=peluqueria-canina');
  await expect(groomingChip).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  // The cards are the API's answer for that skill: the groomer, not the dog walker.
  const expected = await listed('peluqueria-canina');
  expect(expected).toContain(`/perfil/${groomer.username}`);
  expect(expected).not.toContain(`/perfil/${walker.username}`);
  await expect(list.locator(`a[href="/perfil/${groomer.username}"]`)).toBeVisible();
  await expect(list.locator(`a[href="/perfil/${walker.username}"]`)).toHaveCount(0);
  await expect.poll(shown).toEqual(expected);

  // Pressing the same chip again shows every prosker of the category.
  await groomingChip.press('Enter');
  await expect(page).toHaveURL('/categorias/mascotas');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(shown).toEqual(await listed());
});
