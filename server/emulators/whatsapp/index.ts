/**
 * A local stand-in for the WhatsApp Cloud API, so the notifications code sends its template
 * messages in development and tests with no credentials and no network: the send call with its
 * checks and error shapes, test numbers that fail on purpose, signed status webhooks (sent,
 * delivered, read; failed) with redelivery, and a development page of what it received.
 * Development only: mount it only when the app is configured for it. See README.md here.
 */
import { timingSafeEqual, createHash, randomInt } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  checkVersion,
  invalidParameter,
  isLoopbackUrl,
  newMessageId,
  parseTemplateSend,
  readBody,
  WhatsAppError,
  type TemplateSend,
} from './http';
import { renderDevPage } from './page';
import { LANGUAGE_TAGS, isLanguage } from '../../../common/i18n';
import { translator } from '../../platform/i18n';
import {
  StatusNotifier,
  type Logger,
  type StatusEvent,
  type WhatsAppDelivery,
  type WhatsAppStatus,
} from './webhooks';

export { TEMPLATE_LANGUAGES, type TemplateLanguage } from './http';
export type { WhatsAppDelivery, WhatsAppStatus } from './webhooks';

export const WHATSAPP_EMULATOR_PREFIX = '/emulators/whatsapp';
/** The development page (HTML) and its JSON, `${WHATSAPP_DEV_PAGE}.json`. */
export const WHATSAPP_DEV_PAGE = '/dev/whatsapp';

/**
 * Recipients that fail on purpose, by their last four digits (any number ending so behaves the
 * same; these are examples). Every other valid number is delivered and read.
 */
export const WHATSAPP_TEST_NUMBERS = {
  /** `…0001`: accepted (200 with a wamid), then a `failed` status with error 131026. */
  undeliverable: '59899990001',
  /** `…0002`: refused at once, 400 with code 131030 (not in the allowed list). */
  notAllowed: '59899990002',
  /** `…0003`: refused at once, 500 with code 131000 (a temporary failure: retry later). */
  temporaryFailure: '59899990003',
} as const;

export interface WhatsAppEmulatorOptions {
  /** The access token the product sends as `Authorization: Bearer`. */
  token: string;
  /** The business phone number id in the send path. */
  phoneNumberId: string;
  /** HMAC key of `X-Hub-Signature-256` on status webhooks. */
  appSecret: string;
  /** What verifyWebhook() sends as `hub.verify_token`. */
  verifyToken: string;
  /** Where status webhooks go (loopback URLs only; empty: none are sent). */
  webhookUrl: string;
  /** When each status comes after the send; default 50 / 150 / 400 ms. `failed` comes at `sent`. */
  statusDelaysMs?: { sent: number; delivered: number; read: number };
  /** Whether the recipient reads the message (a `read` status); default true. */
  readStatus?: boolean;
  /** Redelivery after a non-2xx answer or a network error; default [500, 2000, 10000], then given up. */
  retryDelaysMs?: number[];
  /** The WhatsApp Business Account id in the webhooks' `entry[0].id`; default '100000000000000'. */
  wabaId?: string;
  /** `metadata.display_phone_number` of the webhooks; default '15550000000'. */
  displayPhoneNumber?: string;
  logger?: Logger;
}

/** What the emulator received: an accepted message, or a well-formed send it refused on purpose. */
export interface WhatsAppMessage {
  /** The wamid answered; null when the send was refused (test number or failNext). */
  id: string | null;
  to: string;
  template: string;
  language: string;
  /** The body parameters' texts, in order. */
  parameters: string[];
  /** `accepted` until the first status; `refused` when the send answered an error. */
  status: 'accepted' | 'refused' | WhatsAppStatus;
  /** The statuses so far with when they happened, oldest first. */
  statuses: Array<{ status: WhatsAppStatus; at: string }>;
  /** The refusal, or the `failed` status's error. */
  error: { code: number; title: string; message: string; details: string } | null;
  receivedAt: string;
}

export interface WhatsAppEmulator {
  /** Mount with app.use(router.routes()): the Cloud API under the prefix and the dev page. */
  router: Router;
  control: {
    /** What the emulator received, newest first (the last 500). */
    messages(): WhatsAppMessage[];
    /** Forgets messages, deliveries and a pending failNext; cancels scheduled statuses. */
    clear(): void;
    /** Resolves when no status webhook is scheduled, in flight or waiting for a retry. */
    idle(): Promise<void>;
    /**
     * Performs the subscription check WhatsApp makes: `GET webhookUrl?hub.mode=subscribe&
     * hub.verify_token=…&hub.challenge=…`. True when the answer is 200 with the challenge.
     */
    verifyWebhook(options?: { verifyToken?: string }): Promise<boolean>;
    /** The next send that passes the checks answers this error instead (default 131000). */
    failNext(code?: number): void;
    /** Every status webhook attempt, oldest first (the last 2000). */
    deliveries(): WhatsAppDelivery[];
  };
  /** Cancels scheduled statuses and retries; later sends get no statuses. */
  stop(): void;
}

const DEFAULT_STATUS_DELAYS_MS = { sent: 50, delivered: 150, read: 400 };
const DEFAULT_RETRY_DELAYS_MS = [500, 2000, 10000];
const MAX_MESSAGES_KEPT = 500;
const UNDELIVERABLE_DETAILS =
  'Message failed to send because the recipient cannot be reached (emulator test number)';

const checkDelay = (value: unknown, name: string) => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative number of milliseconds`);
  }
};

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

const unixSeconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

export function createWhatsAppEmulator(options: WhatsAppEmulatorOptions): WhatsAppEmulator {
  const prefix = WHATSAPP_EMULATOR_PREFIX;
  const logger = options.logger ?? { info: () => undefined, warn: () => undefined };
  const delays = options.statusDelaysMs ?? DEFAULT_STATUS_DELAYS_MS;
  for (const name of ['sent', 'delivered', 'read'] as const) {
    checkDelay(delays[name], `statusDelaysMs.${name}`);
  }
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  retryDelaysMs.forEach((delay, index) => checkDelay(delay, `retryDelaysMs[${index}]`));
  const readStatus = options.readStatus ?? true;
  const notifier = new StatusNotifier({
    url: options.webhookUrl,
    appSecret: options.appSecret,
    wabaId: options.wabaId ?? '100000000000000',
    phoneNumberId: options.phoneNumberId,
    displayPhoneNumber: options.displayPhoneNumber ?? '15550000000',
    retryDelaysMs: [...retryDelaysMs],
    logger,
  });

  let messages: WhatsAppMessage[] = [];
  let nextFailure: number | undefined;

  const remember = (send: TemplateSend, fields: Partial<WhatsAppMessage>): WhatsAppMessage => {
    const message: WhatsAppMessage = {
      id: null,
      to: send.to,
      template: send.template,
      language: send.language,
      parameters: [...send.parameters],
      status: 'accepted',
      statuses: [],
      error: null,
      receivedAt: new Date().toISOString(),
      ...fields,
    };
    messages.unshift(message);
    if (messages.length > MAX_MESSAGES_KEPT) messages.pop();
    return message;
  };

  /** Records a well-formed send refused on purpose; returns the error to answer. */
  const refuse = (send: TemplateSend, error: WhatsAppError): WhatsAppError => {
    remember(send, {
      status: 'refused',
      error: {
        code: error.code,
        title: error.title,
        message: error.message,
        details: error.details,
      },
    });
    logger.info(
      { to: send.to, template: send.template, code: error.code },
      'whatsapp emulator: template message refused',
    );
    return error;
  };

  /** Schedules a status; when it fires it is recorded on the message and sent. */
  const scheduleStatus = (
    message: WhatsAppMessage & { id: string },
    status: WhatsAppStatus,
    delayMs: number,
    callbackData: string | undefined,
    errors?: StatusEvent['errors'],
  ) => {
    notifier.schedule(message.id, delayMs, () => {
      const at = new Date();
      message.status = status;
      message.statuses.push({ status, at: at.toISOString() });
      return {
        id: message.id,
        status,
        timestamp: unixSeconds(at),
        recipient_id: message.to,
        ...(callbackData === undefined ? {} : { biz_opaque_callback_data: callbackData }),
        ...(errors ? { errors } : {}),
      };
    });
  };

  const accept = (send: TemplateSend): string => {
    const id = newMessageId();
    const message = remember(send, { id }) as WhatsAppMessage & { id: string };
    logger.info(
      { to: send.to, template: send.template, language: send.language, id },
      'whatsapp emulator: template message accepted',
    );
    if (send.to.endsWith('0001')) {
      const error = {
        code: 131026,
        title: 'Message undeliverable',
        message: 'Message undeliverable',
        details: UNDELIVERABLE_DETAILS,
      };
      scheduleStatus(message, 'failed', delays.sent, send.callbackData, [
        {
          code: error.code,
          title: error.title,
          message: error.message,
          error_data: { details: error.details },
        },
      ]);
      message.error = error;
      return id;
    }
    scheduleStatus(message, 'sent', delays.sent, send.callbackData);
    scheduleStatus(message, 'delivered', delays.delivered, send.callbackData);
    if (readStatus) scheduleStatus(message, 'read', delays.read, send.callbackData);
    return id;
  };

  const authenticate = (ctx: Context) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match || !sameSecret(match[1], options.token)) {
      ctx.set('WWW-Authenticate', 'OAuth "Facebook Platform" "invalid_token"');
      throw new WhatsAppError(
        190,
        match ? 'The access token is not the one configured' : 'No Bearer access token was sent',
      );
    }
  };

  const send = async (ctx: Context) => {
    checkVersion(ctx.params.version);
    authenticate(ctx);
    if (ctx.params.phoneNumberId !== options.phoneNumberId) {
      throw new WhatsAppError(
        100,
        `Unsupported post request. Object with ID '${ctx.params.phoneNumberId}' does not exist`,
        {
          message: `Unsupported post request. Object with ID '${ctx.params.phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
          subcode: 33,
        },
      );
    }
    const request = parseTemplateSend(await readBody(ctx));
    if (nextFailure !== undefined) {
      const code = nextFailure;
      nextFailure = undefined;
      throw refuse(request, new WhatsAppError(code, 'Failure asked for with failNext (emulator)'));
    }
    if (request.to.endsWith('0002')) {
      throw refuse(
        request,
        new WhatsAppError(
          131030,
          `Recipient phone number ${request.to} is not in the allowed list (emulator test number)`,
        ),
      );
    }
    if (request.to.endsWith('0003')) {
      throw refuse(
        request,
        new WhatsAppError(131000, 'Temporary failure (emulator test number): try again later'),
      );
    }
    const id = accept(request);
    ctx.status = 200;
    ctx.body = {
      messaging_product: 'whatsapp',
      contacts: [{ input: request.to, wa_id: request.to }],
      messages: [{ id, message_status: 'accepted' }],
    };
  };

  const router = new Router();
  router.use(prefix, async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      let error: WhatsAppError;
      if (caught instanceof WhatsAppError) error = caught;
      else {
        logger.warn({ err: caught }, 'whatsapp emulator: unexpected error');
        error = new WhatsAppError(131000, 'Unexpected error in the emulator');
      }
      ctx.status = error.status;
      ctx.body = error.body();
    }
  });
  router.post(`${prefix}/:version/:phoneNumberId/messages`, send);
  router.all(`${prefix}/{*rest}`, (ctx) => {
    throw invalidParameter(
      `Unsupported ${ctx.method.toLowerCase()} request: ${ctx.path.slice(prefix.length)} is not emulated`,
    );
  });

  const snapshot = () => structuredClone(messages);
  router.get(WHATSAPP_DEV_PAGE, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    // The reader's language when the app set one (the product's pages), else English.
    const language = (ctx.state as { language?: unknown }).language;
    const lang = isLanguage(language) ? language : 'en';
    ctx.body = renderDevPage(snapshot(), translator(lang), LANGUAGE_TAGS[lang]);
  });
  router.get(`${WHATSAPP_DEV_PAGE}.json`, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: snapshot() };
  });

  const control: WhatsAppEmulator['control'] = {
    messages: snapshot,
    clear() {
      messages = [];
      nextFailure = undefined;
      notifier.clear();
    },
    idle: () => notifier.idle(),
    async verifyWebhook(check = {}) {
      if (!isLoopbackUrl(options.webhookUrl)) {
        logger.warn(
          { url: options.webhookUrl },
          'whatsapp emulator: not verifying a webhook URL that is not on this machine',
        );
        return false;
      }
      const challenge = String(randomInt(1, 2 ** 47));
      const url = new URL(options.webhookUrl);
      url.searchParams.set('hub.mode', 'subscribe');
      url.searchParams.set('hub.verify_token', check.verifyToken ?? options.verifyToken);
      url.searchParams.set('hub.challenge', challenge);
      try {
        const response = await fetch(url, {
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        return response.status === 200 && text.trim() === challenge;
      } catch (error) {
        logger.warn({ err: error, url: options.webhookUrl }, 'whatsapp emulator: verify failed');
        return false;
      }
    },
    failNext(code = 131000) {
      if (!Number.isInteger(code) || code <= 0) {
        throw new RangeError('failNext needs a positive integer error code');
      }
      nextFailure = code;
    },
    deliveries: () => notifier.list(),
  };

  return { router, control, stop: () => notifier.stop() };
}
