import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/** A 1×1 PNG, small enough for any upload limit. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

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
  const response = await request.get(`/admin/api/profiles?category=${category}&limit=50`);
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
