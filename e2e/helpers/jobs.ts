import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createVerifiedAccount } from './accounts';
import type { AccountData } from './accounts';
import { publicProsker, signInWithToken } from './catalogue';
import { TIME_ZONES } from '../../common/regions';
import { todayIn } from '../../common/time';

/** Signs in through the API; answers the bearer token. */
export async function apiToken(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post('/admin/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The signed-in user's id (`GET /user`). */
export async function userIdOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/admin/api/user', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Links the user's Mercado Pago account through the emulator's consent page without a browser:
 * the authorization address, the consent form's "Autorizar", then the callback with the code.
 */
export async function linkMercadoPago(request: APIRequestContext, token: string) {
  const start = await request.post('/admin/api/user/payment-account/authorization', {
    headers: bearer(token),
    data: { region: 'uy' },
  });
  expect(start.status(), await start.text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const consent = await request.get(url);
  expect(consent.status()).toBe(200);
  const html = await consent.text();
  const transaction = /name="transaction" value="([^"]+)"/.exec(html)?.[1];
  const email = /name="email" value="([^"]+)"/.exec(html)?.[1];
  expect(transaction && email, 'the consent form').toBeTruthy();
  const decision = await request.post(
    new URL('/emulators/mercadopago/authorization/decision', url).href,
    { form: { transaction: transaction!, email: email!, decision: 'allow' }, maxRedirects: 0 },
  );
  expect(decision.status()).toBe(302);
  const back = new URL(decision.headers().location);
  const linked = await request.post('/admin/api/user/payment-account/callback', {
    headers: bearer(token),
    data: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(linked.status(), await linked.text()).toBe(200);
}

/** A date (YYYY-MM-DD) in Uruguay, `days` after today there. */
export function uruguayDate(days: number): string {
  return todayIn(TIME_ZONES.uy, Date.now() + days * 86_400_000);
}

/** A job as the API answers it (`GET /user/jobs/{id}`). */
export async function jobOf(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/admin/api/user/jobs/${id}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number; status: string; price: number };
}

/**
 * The prosker offers a job to a client through the API (`POST /user/jobs`): the client opens
 * their conversation first (an offer goes only to someone the prosker knows), and, when
 * `accepted`, accepts the offer (it is then ready, or waits for payment).
 */
export async function createJobByApi(
  request: APIRequestContext,
  proskerToken: string,
  job: {
    clientToken: string;
    startsInHours: number;
    title?: string;
    requiresPayment?: boolean;
    accepted?: boolean;
  },
): Promise<number> {
  const opened = await request.post('/admin/api/conversations', {
    headers: bearer(job.clientToken),
    data: { proskerId: await userIdOf(request, proskerToken) },
  });
  const conversation = (await opened.json()) as {
    id?: number;
    error?: { details: { conversationId: number } };
  };
  expect([201, 409], JSON.stringify(conversation)).toContain(opened.status());
  const start = new Date(Date.now() + job.startsInHours * 3_600_000);
  const response = await request.post('/admin/api/user/jobs', {
    headers: bearer(proskerToken),
    data: {
      conversationId: conversation.id ?? conversation.error!.details.conversationId,
      title: job.title ?? 'Cambio de canilla de la cocina',
      description: 'Cambiar la canilla monocomando y revisar la pérdida de abajo.',
      price: 900,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      requiresPayment: job.requiresPayment ?? false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { id: number }).id;
  if (job.accepted) {
    const accepted = await request.post(`/admin/api/user/jobs/${id}/actions`, {
      headers: bearer(job.clientToken),
      data: { action: 'acceptOffer' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
  }
  return id;
}

export interface Party {
  account: AccountData;
  token: string;
  id: number;
  page: Page;
}

/** A public prosker (58% profile, plomería) signed in on a page of its own. */
export async function proskerParty(
  browser: Browser,
  request: APIRequestContext,
  label: string,
  options: { mercadoPago?: boolean } = {},
): Promise<Party> {
  const account = await publicProsker(request, label);
  if (options.mercadoPago) await linkMercadoPago(request, account.token);
  const context = await browser.newContext({ locale: 'es-UY' });
  const page = await context.newPage();
  await signInWithToken(page, request, account.email, account.password);
  return { account, token: account.token, id: await userIdOf(request, account.token), page };
}

/** A new client signed in on a page of its own. */
export async function clientParty(
  browser: Browser,
  request: APIRequestContext,
  label: string,
): Promise<Party> {
  const account = await createVerifiedAccount(request, label, { firstName: 'Carolina' });
  const token = await apiToken(request, account);
  const context = await browser.newContext({ locale: 'es-UY' });
  const page = await context.newPage();
  await signInWithToken(page, request, account.email, account.password);
  return { account, token, id: await userIdOf(request, token), page };
}

/** On a job's detail page: presses an action button and waits for the new status. */
export async function act(page: Page, button: string, status: string) {
  await page.getByTestId('job-actions').getByRole('button', { name: button }).click();
  await expect(page.getByTestId('job-status')).toHaveText(status);
}

/** On a half-day job's page, its prosker accepts it at `hour` (asked by the dialog). */
export async function acceptAt(page: Page, hour: string, status: string) {
  await page.getByTestId('job-actions').getByRole('button', { name: 'Aceptar' }).click();
  const dialog = page.getByTestId('action-dialog');
  await dialog.getByRole('combobox', { name: /^Hora/ }).selectOption(hour);
  await dialog.getByTestId('action-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('job-status')).toHaveText(status);
}

/** What a booking says besides its date, as `POST /services/{id}/buy` takes it. */
export const BOOKING_BY_API = {
  address: {
    domicile: 'Av. Italia 2500',
    city: 'Montevideo',
    state: 'Montevideo',
    postalCode: '11600',
    country: 'Uruguay',
    countryCode: 'UY',
  },
  problem: 'Pierde agua el calefón.',
  phone: '099123456',
};

/** Publishes a plumbing visit by appointment, paid outside the product; answers its id. */
export async function publishAppointment(request: APIRequestContext, token: string) {
  const categories = (await (await request.get('/admin/api/categories')).json()) as {
    data: { id: number; slug: string }[];
  };
  const published = await request.post('/admin/api/user/services', {
    headers: bearer(token),
    data: {
      title: 'Visita técnica',
      description: 'Diagnóstico de pérdidas en el lugar',
      price: 900,
      categoryId: categories.data.find((c) => c.slug === 'plomeria')!.id,
      requiresAppointment: true,
      requiresPayment: false,
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  return ((await published.json()) as { id: number }).id;
}

/** On a service page: chooses a day of the booking calendar (`GET /services/{id}/calendar`). */
export async function chooseDay(page: Page, date: string) {
  await page.getByTestId('booking-calendar').locator(`[data-date="${date}"]`).click();
  await expect(
    page.getByTestId('booking-calendar').locator(`[data-date="${date}"]`),
  ).toHaveAttribute('aria-selected', 'true');
}

export const BOOKING_PROBLEM = 'Gotea la canilla de la cocina y el agua no corta.';

/**
 * The booking's second step: a new address added through the address dialog and chosen (when
 * `address` is given; otherwise the client's default stays chosen), the problem, the phone as
 * filled in from the account; then on to the confirmation.
 */
export async function giveBookingDetails(
  page: Page,
  options: { address?: string; problem?: string } = {},
) {
  const details = page.getByTestId('buy-details');
  if (options.address) {
    await details.getByRole('button', { name: /^Agregar (otra|una) dirección$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
    await dialog.getByRole('textbox', { name: /^Dirección/ }).fill(options.address);
    await dialog.getByRole('textbox', { name: /^Ciudad o localidad/ }).fill('Montevideo');
    await dialog.getByRole('combobox', { name: /^Departamento/ }).selectOption('Montevideo');
    await dialog.getByRole('textbox', { name: /^Código postal/ }).fill('11300');
    await dialog.getByRole('button', { name: 'Guardar la dirección' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      details.getByRole('radio', { name: `${options.address}, Montevideo` }),
    ).toBeChecked();
  }
  await details
    .getByRole('textbox', { name: /^Qué necesitas/ })
    .fill(options.problem ?? BOOKING_PROBLEM);
  await details.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('buy-confirm')).toBeVisible();
}
