/**
 * What the billing tests share: card tokens made the way the browser makes them, linking a
 * seller through the emulator's consent page, subscriptions, job charges and signed
 * notifications.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { DomainEvent } from '../../platform/events';
import type { TestApp } from '../../test/harness';
import type { TestUser } from '../../test/users';
import { signNotification } from './webhooks';

import { CARDS, cardToken } from '../../test/mercadopago';

export { CARDS, MP, authorize, cardToken, link } from '../../test/mercadopago';

export async function premiumPlan(app: TestApp, region: 'uy' | 'br' = 'uy') {
  const plans = (await app.request('GET', `/admin/api/plans?region=${region}`)).body.data;
  return plans.find(
    (p: { premium: boolean; period: string }) => p.premium && p.period === 'monthly',
  );
}

export async function startSubscription(app: TestApp, user: TestUser, region: 'uy' | 'br' = 'uy') {
  const plan = await premiumPlan(app, region);
  const res = await app.request('POST', '/admin/api/user/subscriptions', {
    token: user.token,
    body: { planId: plan.id },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.id as number;
}

export async function checkout(
  app: TestApp,
  user: TestUser,
  id: number,
  holder = 'APRO',
  couponCode?: string,
  region: 'uy' | 'br' = 'uy',
) {
  return app.request('POST', `/admin/api/user/subscriptions/${id}/checkout`, {
    token: user.token,
    body: {
      cardToken: await cardToken(app, holder, region),
      ...(couponCode ? { couponCode } : {}),
    },
  });
}

export const chargeInput = (jobId: number, client: TestUser, prosker: TestUser, token: string) => ({
  jobId,
  payerId: client.id,
  proskerId: prosker.id,
  amount: 1000,
  currency: 'UYU' as const,
  description: 'Arreglo de canilla',
  card: {
    token,
    paymentMethodId: 'master',
    installments: 1,
    email: client.email,
    identification: CARDS.uy.identification,
  },
});

export interface DeliveryOptions {
  requestId?: string;
  ts?: number;
  secret?: string;
  signedId?: string;
  sellerMpId?: number;
}

/** A payment notification signed as Mercado Pago signs it (or not, with another secret). */
export function deliverPaymentNotification(
  app: TestApp,
  dataId: string,
  options: DeliveryOptions = {},
) {
  const requestId = options.requestId ?? randomUUID();
  const ts = String(options.ts ?? Date.now());
  const v1 = signNotification(
    options.secret ?? app.config.mercadoPago.webhookSecret,
    options.signedId ?? dataId,
    requestId,
    ts,
  );
  return app.request('POST', `/admin/api/webhooks/mercadopago?data.id=${dataId}&type=payment`, {
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    body: {
      id: 1,
      live_mode: false,
      type: 'payment',
      action: 'payment.updated',
      user_id: options.sellerMpId,
      data: { id: dataId },
    },
  });
}

type PaymentChanged = Extract<DomainEvent, { type: 'payment.changed' }>;

/** The `payment.changed` events from now on, each written by `describe` (its status by default). */
export function paymentChanges(
  app: TestApp,
  describe: (event: PaymentChanged) => string = (event) => event.status,
) {
  const seen: string[] = [];
  app.platform.events.on('payment.changed', async (event) => {
    seen.push(describe(event));
  });
  return seen;
}
