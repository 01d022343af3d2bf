/**
 * Test support: the emulator served on a free loopback port in a plain koa app, and a receiver
 * for its status webhooks that keeps the raw bodies (to check signatures) and answers the
 * subscription check.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import {
  createWhatsAppEmulator,
  WHATSAPP_EMULATOR_PREFIX,
  type WhatsAppEmulator,
  type WhatsAppEmulatorOptions,
} from './index';
import type { StatusEvent } from './webhooks';
import {
  closer,
  listen,
  startLoopbackWebhookReceiver,
  type LoopbackWebhookReceiver,
} from '../../test/webhook-receiver';

/** Credentials for tests; any values work. */
export const TEST_WHATSAPP = {
  token: 'TEST-whatsapp-emulator-token',
  phoneNumberId: '100000000000001',
  appSecret: 'emulator-whatsapp-app-secret',
  verifyToken: 'emulator-whatsapp-verify-token',
  apiVersion: 'v21.0',
};

export interface ServedWhatsApp {
  /** The server's base URL, e.g. http://127.0.0.1:41234 (the dev page is at url + /dev/whatsapp). */
  url: string;
  /** Where the product points: url + /emulators/whatsapp. */
  apiUrl: string;
  /** The send call's URL for the configured version and phone number id. */
  messagesUrl: string;
  emulator: WhatsAppEmulator;
  options: WhatsAppEmulatorOptions;
  close(): Promise<void>;
}

export async function serveWhatsAppEmulator(
  overrides: Partial<WhatsAppEmulatorOptions> & {
    /** Parse bodies before the emulator, as the app does; otherwise it reads them itself. */
    parseBodies?: boolean;
  } = {},
): Promise<ServedWhatsApp> {
  const { parseBodies, ...rest } = overrides;
  const { apiVersion, ...credentials } = TEST_WHATSAPP;
  const options: WhatsAppEmulatorOptions = { webhookUrl: '', ...credentials, ...rest };
  const emulator = createWhatsAppEmulator(options);
  const app = new Koa();
  if (parseBodies) app.use(koaBody({ parsedMethods: [HttpMethodEnum.POST] }));
  app.use(emulator.router.routes());
  const server = http.createServer(app.callback());
  const url = await listen(server);
  const close = closer(server);
  const apiUrl = `${url}${WHATSAPP_EMULATOR_PREFIX}`;
  return {
    url,
    apiUrl,
    messagesUrl: `${apiUrl}/${apiVersion}/${options.phoneNumberId}/messages`,
    emulator,
    options,
    close: async () => {
      emulator.stop();
      await close();
    },
  };
}

export interface ReceivedStatus {
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it arrived (the signature covers these bytes). */
  raw: string;
  body: {
    object: string;
    entry: Array<{
      id: string;
      changes: Array<{
        field: string;
        value: {
          messaging_product: string;
          metadata: { display_phone_number: string; phone_number_id: string };
          statuses: StatusEvent[];
        };
      }>;
    }>;
  };
  /** The status the webhook carries (`entry[0].changes[0].value.statuses[0]`). */
  status: StatusEvent;
  /** What the receiver answered. */
  answered: number;
}

/** A receiver of status webhooks; `waitFor` rejects after `timeoutMs` (5000 by default). */
export type StatusReceiver = LoopbackWebhookReceiver<ReceivedStatus>;

/** Whether `X-Hub-Signature-256` is the HMAC-SHA256 of the raw body with the app secret. */
export function validSignature(hook: ReceivedStatus, appSecret: string): boolean {
  const header = hook.headers['x-hub-signature-256'];
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(hook.raw).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A webhook receiver on loopback: POSTs are recorded, and `GET ?hub.mode=subscribe&
 * hub.verify_token=<verifyToken>&hub.challenge=X` answers X, as the product does.
 */
export async function startStatusReceiver(
  options: { path?: string; verifyToken?: string } = {},
): Promise<StatusReceiver> {
  const path = options.path ?? '/webhooks/whatsapp';
  const verifyToken = options.verifyToken ?? TEST_WHATSAPP.verifyToken;
  return startLoopbackWebhookReceiver<ReceivedStatus>(
    path,
    ({ headers, raw }, answered) => {
      const body = JSON.parse(raw || '{}') as ReceivedStatus['body'];
      return {
        headers,
        raw,
        body,
        status: body.entry?.[0]?.changes?.[0]?.value?.statuses?.[0],
        answered,
      };
    },
    {
      what: 'status webhook',
      intercept(req, res) {
        if (req.method !== 'GET') return false;
        const query = new URL(req.url ?? '/', 'http://receiver').searchParams;
        const ok =
          query.get('hub.mode') === 'subscribe' && query.get('hub.verify_token') === verifyToken;
        res.statusCode = ok ? 200 : 403;
        res.end(ok ? (query.get('hub.challenge') ?? '') : 'forbidden');
        return true;
      },
    },
  );
}
