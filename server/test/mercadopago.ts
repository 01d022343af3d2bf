/**
 * Mercado Pago in tests, through the local emulator as the browser and the seller reach it: card
 * tokens made the way the browser makes them, and linking a seller through the emulator's
 * consent page. Shared by the modules' tests (billing's test-kit re-exports them).
 */
import { expect } from 'chai';
import type { TestApp } from './harness';
import type { TestUser } from './users';

export const MP = '/emulators/mercadopago';

export const CARDS = {
  uy: { number: '5031755734530604', identification: { type: 'CI', number: '12345678' } },
  br: { number: '5031433215406351', identification: { type: 'CPF', number: '12345678909' } },
};

/** A card token made the way the browser makes it; the holder's name decides the outcome. */
export async function cardToken(app: TestApp, holder: string, region: 'uy' | 'br' = 'uy') {
  const res = await fetch(
    `${app.url}${MP}/v1/card_tokens?public_key=${app.config.mercadoPago.publicKey}&site_id=${region === 'br' ? 'MLB' : 'MLU'}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        card_number: CARDS[region].number,
        expiration_month: 11,
        expiration_year: 2030,
        security_code: '123',
        cardholder: { name: holder, identification: CARDS[region].identification },
      }),
    },
  );
  const body = (await res.json()) as { id: string };
  expect(res.status, JSON.stringify(body)).to.equal(201);
  return body.id;
}

/** Goes through the emulator's authorization page as the seller would; returns code and state. */
export async function authorize(app: TestApp, user: TestUser, region: 'uy' | 'br' = 'uy') {
  const start = await app.request('POST', '/admin/api/user/payment-account/authorization', {
    token: user.token,
    body: { region },
  });
  expect(start.status).to.equal(200);
  const page = await (await fetch(start.body.url)).text();
  const transaction = /name="transaction" value="([^"]+)"/.exec(page)?.[1];
  expect(transaction, 'the consent page carries its transaction').to.be.a('string');
  const decision = await fetch(`${app.url}${MP}/authorization/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      transaction: transaction!,
      decision: 'allow',
      email: `${user.username}@seller.test`,
    }),
    redirect: 'manual',
  });
  const target = new URL(decision.headers.get('location')!);
  expect(target.pathname).to.equal('/user/mercado-pago/callback');
  return { code: target.searchParams.get('code')!, state: target.searchParams.get('state')! };
}

export async function link(app: TestApp, user: TestUser, region: 'uy' | 'br' = 'uy') {
  const { code, state } = await authorize(app, user, region);
  const res = await app.request('POST', '/admin/api/user/payment-account/callback', {
    token: user.token,
    body: { code, state },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body;
}
