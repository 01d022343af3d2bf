/**
 * Test support: the emulator served on a free loopback port behind the app's edge middleware, a
 * webhook receiver that records what arrives, and a browser-like consent helper for OAuth.
 */
import http from 'node:http';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { createLogger } from '../../platform/logger';
import { requestEdge } from '../../platform/middleware';
import {
  closer,
  listen,
  startLoopbackWebhookReceiver,
  type LoopbackWebhookReceiver,
} from '../../test/webhook-receiver';
import {
  createMercadoPagoEmulator,
  MERCADOPAGO_EMULATOR_PREFIX,
  type MercadoPagoEmulator,
  type MercadoPagoEmulatorOptions,
} from './index';

/** Credentials for tests; any values work, these look like Mercado Pago's. */
export const TEST_MERCADOPAGO = {
  clientId: '4417391702870286',
  clientSecret: 'emulator-client-secret',
  marketplaceAccessToken:
    'APP_USR-4417391702870286-010100-marketplace0000000000000000000-100000001',
  publicKey: 'APP_USR-0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0',
  webhookSecret: 'emulator-webhook-secret',
};

export interface ServedMercadoPago {
  /** The server's base URL, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Where the SDK points: url + /emulators/mercadopago. */
  apiUrl: string;
  emulator: MercadoPagoEmulator;
  options: MercadoPagoEmulatorOptions;
  close(): Promise<void>;
}

export async function serveMercadoPagoEmulator(
  overrides: Partial<MercadoPagoEmulatorOptions> & {
    /** Parse bodies before the emulator, as the app does; otherwise it reads them itself. */
    parseBodies?: boolean;
  } = {},
): Promise<ServedMercadoPago> {
  const { parseBodies, ...options } = overrides;
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  const url = await listen(server);
  const full: MercadoPagoEmulatorOptions = {
    baseUrl: url,
    webhookUrl: '',
    ...TEST_MERCADOPAGO,
    ...options,
  };
  const emulator = createMercadoPagoEmulator(full);
  const app = new Koa();
  app.use(requestEdge(createLogger('silent')));
  if (parseBodies) {
    app.use(koaBody({ parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT] }));
  }
  app.use(emulator.router.routes());
  handler = app.callback();
  const close = closer(server);
  return {
    url,
    apiUrl: `${url}${MERCADOPAGO_EMULATOR_PREFIX}`,
    emulator,
    options: full,
    close: async () => {
      emulator.stop();
      await close();
    },
  };
}

export interface ReceivedWebhook {
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: {
    id: number;
    live_mode: boolean;
    type: string;
    date_created: string;
    user_id: number;
    api_version: string;
    action: string;
    data: { id: string };
  };
  /** What the receiver answered. */
  status: number;
}

/** A receiver of notifications; `waitFor` rejects after `timeoutMs` (5000 by default). */
export type WebhookReceiver = LoopbackWebhookReceiver<ReceivedWebhook>;

/** A webhook receiver on loopback that records every request and answers the queued statuses. */
export async function startWebhookReceiver(
  path = '/webhooks/mercadopago',
): Promise<WebhookReceiver> {
  return startLoopbackWebhookReceiver<ReceivedWebhook>(path, ({ url, headers, raw }, status) => ({
    url,
    headers,
    body: JSON.parse(raw || '{}') as ReceivedWebhook['body'],
    status,
  }));
}

/**
 * Does what a browser does on the authorization page: opens it, submits "Autorizar" (or
 * "Cancelar") with the given test account e-mail and returns where the emulator redirected.
 */
export async function authorizeSeller(
  authorizationUrl: string,
  choice: { email?: string; decision?: 'allow' | 'cancel' } = {},
): Promise<{ location: URL; page: string }> {
  const pageResponse = await fetch(authorizationUrl, { redirect: 'manual' });
  const page = await pageResponse.text();
  if (pageResponse.status !== 200)
    throw new Error(`authorization page answered ${pageResponse.status}`);
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  const transaction = /name="transaction" value="([^"]+)"/.exec(page)?.[1];
  const prefilled = /name="email" value="([^"]*)"/.exec(page)?.[1];
  if (!action || !transaction || prefilled === undefined)
    throw new Error('no consent form on the page');
  const decision = await fetch(new URL(action, authorizationUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      transaction,
      email: choice.email ?? prefilled,
      decision: choice.decision ?? 'allow',
    }).toString(),
  });
  const location = decision.headers.get('location');
  if (decision.status !== 302 || !location) {
    throw new Error(`consent decision answered ${decision.status}: ${await decision.text()}`);
  }
  return { location: new URL(location), page };
}
