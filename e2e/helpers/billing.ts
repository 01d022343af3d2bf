import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount } from './accounts';
import type { AccountData } from './accounts';
import { signInWithToken } from './catalogue';

/**
 * Mercado Pago's test cards (docs/integrations.md). The emulator decides the outcome by the
 * cardholder's name: APRO approved, OTHE rejected, FUND insufficient funds, SECU bad security
 * code, CONT pending.
 */
export const TEST_CARDS = {
  uy: {
    master: '5031 7557 3453 0604',
    visa: '4509 9535 6623 3704',
    document: { type: 'CI', number: '12345678' },
  },
  br: {
    master: '5031 4332 1540 6351',
    visa: '4235 6477 2802 5682',
    document: { type: 'CPF', number: '12345678909' },
  },
} as const;

/**
 * A Uruguayan card token made at the Mercado Pago emulator the way the browser makes it; the
 * holder's name decides the outcome (APRO: approved).
 */
export async function cardToken(request: APIRequestContext, holder = 'APRO'): Promise<string> {
  const config = await request.get('/admin/api/billing/config');
  expect(config.status(), await config.text()).toBe(200);
  const { publicKey, apiUrl } = (await config.json()) as { publicKey: string; apiUrl: string };
  const card = await request.post(
    `${apiUrl}/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}&site_id=MLU`,
    {
      data: {
        card_number: TEST_CARDS.uy.master.replace(/\s/g, ''),
        expiration_month: 11,
        expiration_year: 2030,
        security_code: CARD_CVV,
        cardholder: { name: holder, identification: TEST_CARDS.uy.document },
      },
    },
  );
  expect(card.status(), await card.text()).toBe(201);
  return ((await card.json()) as { id: string }).id;
}

export const CARD_CVV = '123';
export const CARD_EXPIRY = { month: '11', year: '2030' };

/** The card form's labels in the languages the tests read (uy pages in Spanish, br in Portuguese). */
export const CARD_LABELS = {
  es: {
    number: 'Número de la tarjeta',
    name: 'Nombre del titular',
    month: 'Mes',
    year: 'Año',
    code: 'Código de seguridad',
    documentType: 'Tipo de documento',
    documentNumber: 'Número de documento',
    installments: 'Cuotas',
  },
  br: {
    number: 'Número do cartão',
    name: 'Nome do titular',
    month: 'Mês',
    year: 'Ano',
    code: 'Código de segurança',
    documentType: 'Tipo de documento',
    documentNumber: 'Número do documento',
    installments: 'Parcelas',
  },
} as const;

export interface CardInput {
  number: string;
  holder: string;
  document: { type: string; number: string };
}

/** Fills the card form of the page (`CardPaymentForm`) in the given language. */
export async function fillCard(page: Page, card: CardInput, language: 'es' | 'br' = 'es') {
  const labels = CARD_LABELS[language];
  const form = page.getByTestId('card-payment-form');
  await form.getByRole('textbox', { name: labels.number }).fill(card.number);
  await form.getByRole('textbox', { name: labels.name }).fill(card.holder);
  await form.getByRole('combobox', { name: labels.month }).selectOption(CARD_EXPIRY.month);
  await form.getByRole('combobox', { name: labels.year }).selectOption(CARD_EXPIRY.year);
  await form.getByRole('textbox', { name: labels.code }).fill(CARD_CVV);
  const documentType = form.getByRole('combobox', { name: labels.documentType });
  await expect(documentType).toBeEnabled();
  await documentType.selectOption(card.document.type);
  await form.getByRole('textbox', { name: labels.documentNumber }).fill(card.document.number);
}

/** A new verified account, signed in on the page through a saved token (not the form). */
export async function signedInAccount(
  page: Page,
  request: APIRequestContext,
  label: string,
  overrides: Partial<AccountData> = {},
): Promise<AccountData> {
  const account = await createVerifiedAccount(request, label, overrides);
  await signInWithToken(page, request, account.email, account.password);
  return account;
}

/** On the plans page: presses "choose" on the plan card with this name. */
export async function choosePlan(page: Page, planName: string, chooseLabel = 'Elegir plan') {
  const card = page
    .getByTestId('plan-card')
    .filter({ has: page.getByRole('heading', { name: planName, exact: true }) });
  await card.getByRole('button', { name: chooseLabel }).click();
}

/** The API's answer for the user's current subscription (the test's view of the server). */
export async function currentSubscription(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await request.get('/admin/api/user/subscription', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    subscription: { id: number; status: string; discount: number; amount: number } | null;
    premium: boolean;
  };
}
