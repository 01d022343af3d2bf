import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedAccount } from './accounts';
import type { AccountData } from './accounts';

/** A 1×1 PNG, small enough for any upload limit. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A PNG of a gradient with a disc, `width` × `height`: a picture as large as a photo, for a page
 * that picks among its stored sizes by their widths (a 1×1 picture would be shown 0.6 px wide).
 */
/** The smallest file whose first bytes say MP4 (an `ftyp` box of brand isom): enough for the server. */
export const tinyMp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41'),
    Buffer.alloc(2048),
  ]);

export function picturePng(width: number, height: number, hue = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,60%)"/>
      <stop offset="1" stop-color="hsl(${hue + 50},60%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}"
      fill="white" fill-opacity="0.45"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface CardData {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  department: string | null;
  countryCode: string | null;
}

/** A visible seeded demo prosker (not one made by a test) of a category in a country. */
export async function proskerOf(
  request: APIRequestContext,
  category: string,
  countryCode: 'UY' | 'BR',
): Promise<CardData & { department: string }> {
  const region = countryCode === 'BR' ? 'br' : 'uy';
  const response = await request.get(
    `/admin/api/profiles?category=${category}&region=${region}&limit=50`,
  );
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: CardData[] };
  const found = data.find((card) => card.countryCode === countryCode && card.department);
  expect(found, `a ${category} prosker in ${countryCode}`).toBeTruthy();
  return found as CardData & { department: string };
}

/**
 * Signs in through the API and hands the token to the page before it loads, the way a saved
 * session comes back; used where the test is about something else than the sign-in form.
 */
export async function signInWithToken(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const response = await request.post('/admin/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** A word of letters only, different on every call: a name nothing else in the catalogue has. */
export function uniqueWord(prefix: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix}${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
}

/**
 * A new prosker whose profile is public (an address, a category and one of its skills, 58%),
 * set up through the API the way the settings pages do it. `categorySlug` is plomería unless a
 * test that makes many proskers keeps them out of its first pages.
 */
export async function publicProsker(
  request: APIRequestContext,
  label: string,
  overrides: Partial<AccountData> = {},
  categorySlug = 'plomeria',
): Promise<AccountData & { token: string }> {
  const account = await createVerifiedAccount(request, label, { type: 'prosker', ...overrides });
  const login = await request.post('/admin/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const address = await request.post('/admin/api/user/addresses', {
    headers,
    data: {
      domicile: 'Av. Brasil 2500',
      postalCode: '11300',
      city: 'Montevideo',
      state: 'Montevideo',
      country: 'Uruguay',
      countryCode: 'UY',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const category = (await (await request.get(`/admin/api/categories/${categorySlug}`)).json()) as {
    id: number;
    skills: { id: number }[];
  };
  const categories = await request.put('/admin/api/user/categories', {
    headers,
    data: { categoryIds: [category.id] },
  });
  expect(categories.status(), await categories.text()).toBe(200);
  const skills = await request.put('/admin/api/user/skills', {
    headers,
    data: { skillIds: [category.skills[0].id] },
  });
  expect(skills.status(), await skills.text()).toBe(200);
  const visible = await request.get(`/admin/api/profiles/${account.username}`);
  expect(visible.status(), 'the profile is public').toBe(200);
  return { ...account, token };
}
