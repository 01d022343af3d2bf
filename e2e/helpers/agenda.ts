import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import type { AccountData } from './accounts';
import { cardToken } from './billing';
import { publicProsker } from './catalogue';
import { bearer } from './jobs';
import { TIME_ZONES } from '../../common/regions';
import { todayIn } from '../../common/time';

/**
 * Subscribes the user to the region's first premium plan through the API, paying with an
 * APRO test card tokenized at the Mercado Pago emulator the way the browser does it. Premium
 * starts a prosker who never had a week with the usual hours (Monday to Friday, 09:00–18:00).
 */
export async function subscribeToPremium(request: APIRequestContext, token: string) {
  const headers = bearer(token);
  const plans = await request.get('/admin/api/plans?region=uy');
  expect(plans.status(), await plans.text()).toBe(200);
  const { data } = (await plans.json()) as { data: { id: number; premium: boolean }[] };
  const plan = data.find((item) => item.premium);
  expect(plan, 'a premium plan').toBeTruthy();

  const started = await request.post('/admin/api/user/subscriptions', {
    headers,
    data: { planId: plan!.id },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: number };

  const paid = await request.post(`/admin/api/user/subscriptions/${id}/checkout`, {
    headers,
    data: { cardToken: await cardToken(request) },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const current = await request.get('/admin/api/user/subscription', { headers });
  expect(((await current.json()) as { premium: boolean }).premium).toBe(true);
}

/** A public prosker in Uruguay (America/Montevideo) with Premium. */
export async function premiumProsker(
  request: APIRequestContext,
  label: string,
  overrides: Partial<AccountData> = {},
): Promise<AccountData & { token: string }> {
  const prosker = await publicProsker(request, label, overrides);
  await subscribeToPremium(request, prosker.token);
  return prosker;
}

/** A date (YYYY-MM-DD) in Uruguay, `days` after today there. */
export function montevideoDate(days = 0): string {
  return todayIn(TIME_ZONES.uy, Date.now() + days * 86_400_000);
}

/** The weekday (0 = Sunday) of a YYYY-MM-DD date. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Sets the prosker's week through the API: every day open with the same hours. */
export async function openEveryDay(
  request: APIRequestContext,
  token: string,
  range = { from: '08:00', to: '20:00' },
) {
  const response = await request.put('/admin/api/agenda/availability', {
    headers: bearer(token),
    data: {
      days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: true, ranges: [range] })),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The first Monday-to-Friday date in Uruguay at least `days` after today there. */
export function montevideoWorkday(days: number): string {
  for (let ahead = days; ; ahead++) {
    const date = montevideoDate(ahead);
    const weekday = weekdayOf(date);
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/** How many times the week view's "next" moves from today's week (Monday first) to `date`'s. */
export function weeksFromToday(date: string): number {
  const monday = (day: string) => {
    const at = new Date(`${day}T12:00:00Z`);
    at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
    return at.getTime();
  };
  return Math.round((monday(date) - monday(montevideoDate(0))) / (7 * 86_400_000));
}
