import { expect, test } from '@playwright/test';
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { picturePng, publicProsker, signInWithToken, uniqueWord } from './helpers/catalogue';

/**
 * Pictures keep their room while they load (width and height on every one), are fetched at
 * the size they are shown (a srcset of the sizes the upload pipeline stored), the page's
 * largest one first, and those below the fold only when the page scrolls near them.
 */

const PHONE = { width: 390, height: 844 };

async function upload(
  request: APIRequestContext,
  token: string,
  method: 'put' | 'post',
  path: string,
  buffer: Buffer,
) {
  const response = await request[method](`/admin/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A public prosker with a profile photo (and, with `full`, a banner and two gallery photos). */
async function proskerWithPictures(
  request: APIRequestContext,
  lastName: string,
  hue: number,
  full = false,
) {
  // Pets: the many proskers made here stay out of the plomería pages other journeys read.
  const prosker = await publicProsker(request, 'pictures', { lastName }, 'mascotas');
  await upload(
    request,
    prosker.token,
    'put',
    '/user/profile-image',
    await picturePng(600, 600, hue),
  );
  if (full) {
    await upload(
      request,
      prosker.token,
      'put',
      '/user/banner-image',
      await picturePng(2000, 500, hue),
    );
    for (const shade of [hue + 90, hue + 180]) {
      await upload(
        request,
        prosker.token,
        'post',
        '/user/media/images',
        await picturePng(1600, 1200, shade),
      );
    }
  }
  return prosker;
}

interface ImageFacts {
  src: string;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  decoding: string | null;
  fetchpriority: string | null;
  testId: string | null;
  /** Where it starts and ends on the page, in CSS pixels from the top. */
  top: number;
  bottom: number;
}

/** The pictures of the page's main part, as the page has them before any scrolling. */
function imagesOf(page: Page): Promise<ImageFacts[]> {
  return page.locator('main img').evaluateAll((images) =>
    images.map((image) => {
      const box = image.getBoundingClientRect();
      return {
        src: image.getAttribute('src') ?? '',
        srcset: image.getAttribute('srcset'),
        sizes: image.getAttribute('sizes'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.getAttribute('loading'),
        decoding: image.getAttribute('decoding'),
        fetchpriority: image.getAttribute('fetchpriority'),
        testId: image.getAttribute('data-testid'),
        top: box.top + window.scrollY,
        bottom: box.bottom + window.scrollY,
      };
    }),
  );
}

/** The addresses of a srcset's candidates. */
const candidates = (srcset: string | null) =>
  (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/** Every picture has both sizes; those starting below the fold are lazy, the others are not. */
function expectKeptRoomAndLazyBelowTheFold(images: ImageFacts[], fold: number) {
  for (const image of images) {
    expect(Number(image.width), `${image.src} has a width`).toBeGreaterThan(0);
    expect(Number(image.height), `${image.src} has a height`).toBeGreaterThan(0);
    if (image.top >= fold) {
      expect(image.loading, `${image.src} below the fold`).toBe('lazy');
      expect(image.decoding, `${image.src} below the fold`).toBe('async');
    } else {
      expect(image.loading, `${image.src} above the fold`).not.toBe('lazy');
    }
  }
}

/** Every candidate of the srcsets is a stored WebP file. */
async function expectStored(request: APIRequestContext, urls: string[]) {
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('image/webp');
  }
}

/** The element of the page's largest contentful paint: its tag and test id. */
function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; testId: string | null }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries[entries.length - 1]?.element;
          resolve({
            tag: element?.tagName.toLowerCase() ?? '',
            testId: element?.getAttribute('data-testid') ?? null,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Console errors (a hydration mismatch is one) while `run` goes. */
async function errorsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('console', onConsole);
  await run();
  page.off('console', onConsole);
  return errors;
}

test('a profile page keeps the room of its pictures, fetches its banner first and its gallery lazily', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prosker = await proskerWithPictures(request, uniqueWord('Fotos'), 200, true);
  await page.setViewportSize(PHONE);

  // The largest picture is in the first answer, so the browser finds it before any script.
  const html = await (
    await request.get(`/perfil/${prosker.username}`, { headers: { accept: 'text/html' } })
  ).text();
  // (React writes the attribute fetchPriority; HTML names are case-insensitive.)
  expect(html).toMatch(/<img[^>]*fetchpriority="high"[^>]*data-testid="profile-banner"/i);

  const errors = await errorsDuring(page, async () => {
    await page.goto(`/perfil/${prosker.username}`);
    await expect(page.getByRole('list', { name: /Fotos y videos de/ })).toBeVisible();
  });
  expect(errors).toEqual([]);

  const images = await imagesOf(page);
  expectKeptRoomAndLazyBelowTheFold(images, PHONE.height);

  const banner = images.find((image) => image.testId === 'profile-banner')!;
  expect(banner.fetchpriority).toBe('high');
  expect(banner.loading).toBe('eager');
  expect(candidates(banner.srcset)).toHaveLength(2);
  expect(banner.sizes).toBeTruthy();
  // The only picture fetched first.
  expect(images.filter((image) => image.fetchpriority === 'high')).toHaveLength(1);

  // The photo, 112 px: its 96 and 400 px squares.
  const photo = images.find((image) => image.src.endsWith('/large.webp') && image.width === '112')!;
  expect(photo.loading).toBe('eager');
  expect(photo.srcset).toMatch(/\/thumb\.webp 96w, \S+\/large\.webp 400w$/);
  expect(photo.sizes).toBe('112px');

  // The gallery's thumbs: below the fold, their square thumb and large size.
  const gallery = images.filter((image) => image.srcset?.includes(' 320w'));
  expect(gallery).toHaveLength(2);
  for (const thumb of gallery) {
    expect(thumb.top).toBeGreaterThanOrEqual(PHONE.height);
    expect(thumb.loading).toBe('lazy');
    expect(candidates(thumb.srcset)).toHaveLength(2);
  }
  await expectStored(
    request,
    [banner, photo, ...gallery].flatMap((image) => candidates(image.srcset)),
  );

  expect(await largestPaint(page)).toEqual({ tag: 'img', testId: 'profile-banner' });
});

test('search results load the first cards’ photos at once and the others as the page scrolls near', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lastName = uniqueWord('Retrato');
  for (let hue = 0; hue < 10; hue += 1) {
    await proskerWithPictures(request, lastName, hue * 36);
  }

  for (const viewport of [PHONE, { width: 1280, height: 720 }]) {
    await page.setViewportSize(viewport);
    const errors = await errorsDuring(page, async () => {
      await page.goto(`/perfiles?q=${lastName}`);
      await expect(page.getByTestId('profile-card')).toHaveCount(10);
    });
    expect(errors).toEqual([]);

    const photos = (await imagesOf(page)).filter((image) => image.srcset);
    expect(photos).toHaveLength(10);
    for (const photo of photos) {
      expect(photo.width).toBe('56');
      expect(photo.height).toBe('56');
      expect(photo.sizes).toBe('56px');
      expect(candidates(photo.srcset)).toHaveLength(2);
      expect(photo.fetchpriority).toBeNull();
      expect(photo.decoding).toBe('async');
      if (photo.top < viewport.height) expect(photo.loading, 'in the first screen').toBe('eager');
    }
    // Three rows of three at once; the tenth, below the fold, when the page scrolls near.
    expect(photos.map((photo) => photo.loading)).toEqual([...Array(9).fill('eager'), 'lazy']);
    expect(photos[9].top).toBeGreaterThanOrEqual(viewport.height);
  }
});

test('a blog post fetches its cover first and the pictures of its text lazily', async ({
  page,
  request,
}) => {
  const response = await request.get('/admin/api/content/posts?limit=20');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { slug: string }[] };
  // A post with a picture in its text.
  const post = items.find((item) => item.slug === 'choose-a-trustworthy-professional');
  expect(post).toBeTruthy();

  await page.setViewportSize(PHONE);
  const errors = await errorsDuring(page, async () => {
    await page.goto(`/blog/${post!.slug}`);
    await expect(page.getByTestId('post-body')).toBeVisible();
  });
  expect(errors).toEqual([]);

  const images = await imagesOf(page);
  expectKeptRoomAndLazyBelowTheFold(
    images.filter((image) => image.testId === 'post-cover'),
    PHONE.height,
  );
  const cover = images.find((image) => image.testId === 'post-cover')!;
  expect(cover.fetchpriority).toBe('high');
  expect(cover.loading).toBe('eager');
  expect(images.filter((image) => image.fetchpriority === 'high')).toHaveLength(1);

  const inText = await page.getByTestId('post-body').locator('img').all();
  expect(inText.length).toBeGreaterThan(0);
  for (const image of inText) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
  }
});

test('a prosker uploads a banner from the photos settings, in Portuguese on a phone, and sees it at the size it is shown', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const prosker = await publicProsker(
    request,
    'capa',
    { lastName: uniqueWord('Capa') },
    'mascotas',
  );
  await page.setViewportSize(PHONE);
  await signInWithToken(page, request, prosker.email, prosker.password);

  await page.goto('/br/conta/fotos-e-videos');
  const empty = page.getByTestId('current-banner');
  await expect(empty).toHaveAttribute('aria-label', 'Você ainda não tem imagem de capa');
  await page.getByTestId('upload-banner-image').setInputFiles({
    name: 'capa.png',
    mimeType: 'image/png',
    buffer: await picturePng(2000, 500, 30),
  });

  const banner = page.getByRole('img', { name: 'Sua imagem de capa' });
  await expect(banner).toBeVisible();
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const [facts] = (await imagesOf(page)).filter((image) => image.testId === 'current-banner');
  expect(facts.width).toBe('1600');
  expect(facts.height).toBe('400');
  expect(facts.sizes).toBeTruthy();
  const stored = candidates(facts.srcset);
  expect(stored).toHaveLength(2);
  await expectStored(request, stored);
  // At 390 px the smaller of the two is the one fetched.
  const fetched = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(fetched).pathname).toBe(stored[0]);
});
