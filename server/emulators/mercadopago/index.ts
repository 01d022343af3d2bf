/**
 * A local stand-in for Mercado Pago (Uruguay and Brazil), so the billing code runs the official
 * `mercadopago` SDK against it in development and tests: OAuth account linking, card tokens,
 * payments with split fees, refunds, subscriptions with renewals on an emulator clock, and signed
 * webhooks with redelivery. Development only: mount it only when the app is configured for it.
 * See README.md in this folder.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { cors, mountCards } from './cards';
import { State, type Core, type Site } from './core';
import { Credentials } from './credentials';
import { idSequence, MpError, mpDate, mpErrors, notFound, readBody } from './http';
import { mountOAuth, mountUsers, sellerId, tokenAnswer } from './oauth';
import { approvePayment, mountPayments } from './payments';
import {
  mountSubscriptions,
  onPaymentApproved,
  renderPreapproval,
  runDueRenewals,
} from './subscriptions';
import { Notifier, type Delivery } from './webhooks';

export const MERCADOPAGO_EMULATOR_PREFIX = '/emulators/mercadopago';

export interface MercadoPagoEmulatorOptions {
  /** The app's public URL; the emulator answers under baseUrl + prefix. */
  baseUrl: string;
  /** The marketplace application's OAuth client id. */
  clientId: string;
  clientSecret: string;
  /** The marketplace's own token (collector of subscriptions). */
  marketplaceAccessToken: string;
  /** The marketplace's public key (browser card tokens). */
  publicKey: string;
  /** Default notification URL (payments may also carry notification_url). */
  webhookUrl: string;
  /** HMAC key for x-signature. */
  webhookSecret: string;
  /** Webhook redelivery after a non-2xx or network error; default [2000, 10000, 60000], then give up. */
  retryDelaysMs?: number[];
  logger?: { info(...a: unknown[]): void; warn(...a: unknown[]): void };
}

export type MercadoPagoDelivery = Delivery;

export interface MercadoPagoEmulator {
  /** Mount with app.use(router.routes()). */
  router: Router;
  control: {
    /** Emulator clock (real time + offset). */
    now(): Date;
    /** Moves the clock and runs renewals that fell due (awaiting their webhooks' first delivery attempt). */
    advanceClock(ms: number): Promise<void>;
    /**
     * A pending/in_process payment becomes approved (+ webhook, unless `notify` is false: as if
     * the product was down when Mercado Pago tried to tell it).
     */
    approvePayment(id: number, options?: { notify?: boolean }): Promise<void>;
    failNextRenewal(preapprovalId: string): void;
    /**
     * The next POST to `path` (such as `/v1/payments` or `/preapproval`) waits `ms` before it is
     * processed, as a slow Mercado Pago does: a client that gives up first does not know whether
     * the payment or subscription was made.
     */
    delayNext(path: string, ms: number): void;
    deliveries(): Delivery[];
    /** Resolves when no webhook delivery is in flight (retries included). */
    settle(): Promise<void>;
    reset(): void;
  };
  /** Clears timers (retries). */
  stop(): void;
}

export { signatureManifest } from './webhooks';

/**
 * The tokens of the test seller account of `email` on `site`, as the consent page and
 * POST /oauth/token give them, made without either: the demo data links an account this way.
 * Sellers' access tokens are signed with the client secret, so any run of the emulator with the
 * same credentials accepts them for 180 days from `now`; the refresh token is held by no run, so
 * a refresh is refused and the holder renews the grant by asking again before then.
 */
export function sellerGrant(
  options: Pick<
    MercadoPagoEmulatorOptions,
    'clientId' | 'clientSecret' | 'marketplaceAccessToken' | 'publicKey'
  >,
  seller: { email: string; site: Site },
  now: Date = new Date(),
) {
  const credentials = new Credentials(options, () => now);
  return tokenAnswer(credentials, {
    userId: sellerId(seller.email, seller.site),
    site: seller.site,
  });
}

const DEFAULT_RETRY_DELAYS_MS = [2000, 10000, 60000];

export function createMercadoPagoEmulator(
  options: MercadoPagoEmulatorOptions,
): MercadoPagoEmulator {
  const prefix = MERCADOPAGO_EMULATOR_PREFIX;
  const logger = options.logger ?? { info: () => undefined, warn: () => undefined };
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const notifier = new Notifier({
    secret: options.webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    logger,
    now,
  });
  const core: Core = {
    prefix,
    url: `${options.baseUrl.replace(/\/+$/, '')}${prefix}`,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    webhookUrl: options.webhookUrl,
    logger,
    now,
    state: new State(),
    credentials: new Credentials(options, now),
    notifier,
    ids: { payment: idSequence(), refund: idSequence(), invoice: idSequence() },
  };

  const delayed = new Map<string, number>();
  const onApproved = (payment: Parameters<typeof onPaymentApproved>[1]) =>
    onPaymentApproved(core, payment);

  const control: MercadoPagoEmulator['control'] = {
    now,
    async advanceClock(ms) {
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
        throw new RangeError('advanceClock needs a non-negative number of milliseconds');
      }
      offsetMs += ms;
      await Promise.all(runDueRenewals(core));
    },
    async approvePayment(id, options) {
      await approvePayment(core, id, onApproved, options);
    },
    failNextRenewal(preapprovalId) {
      const pre = core.state.preapprovals.get(preapprovalId);
      if (!pre) throw notFound('preapproval_not_found', `No preapproval ${preapprovalId}`);
      pre.failNextRenewal = true;
    },
    delayNext(path, ms) {
      delayed.set(path, ms);
    },
    deliveries: () => notifier.list(),
    settle: () => notifier.settle(),
    reset() {
      offsetMs = 0;
      delayed.clear();
      core.state = new State();
      notifier.reset();
    },
  };

  const router = new Router({ prefix });
  router.use(mpErrors(logger));
  router.use(cors(prefix));
  router.use(async (ctx, next) => {
    const path = ctx.path.slice(prefix.length).replace(/\/+$/, '');
    const ms = ctx.method === 'POST' ? delayed.get(path) : undefined;
    if (ms !== undefined) {
      delayed.delete(path);
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    await next();
  });
  mountOAuth(router, core);
  mountUsers(router, core);
  mountCards(router, core);
  mountPayments(router, core, { onApproved });
  mountSubscriptions(router, core);
  mountControl(router, core, control);
  router.all('/{*rest}', (ctx) => {
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    throw notFound(
      'not_found',
      `No emulated endpoint ${ctx.method} ${ctx.path.slice(prefix.length)}`,
    );
  });

  return { router, control, stop: () => notifier.stop() };
}

/** The control operations over HTTP, for Playwright and manual testing. */
function mountControl(router: Router, core: Core, control: MercadoPagoEmulator['control']): void {
  // JSON only (`{}` will do): a cross-site page cannot send that without a CORS preflight, and
  // control paths answer none, so no web page can drive the emulator from a developer's browser.
  const requireJson = (ctx: Context) => {
    if (!ctx.is('json')) {
      throw new MpError(415, 'unsupported_media_type', 'Send a JSON body (application/json)', [
        { code: 'unsupported_media_type', description: 'Send a JSON body (application/json)' },
      ]);
    }
  };

  router.get('/_control/clock', (ctx) => {
    ctx.body = { now: control.now().toISOString(), local: mpDate(control.now()) };
  });

  router.post('/_control/advance-clock', async (ctx) => {
    requireJson(ctx);
    const body = await readBody(ctx);
    const ms = body.ms;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      throw new MpError(400, 'bad_request', 'ms must be a non-negative number', [
        { code: 'invalid_ms', description: 'ms must be a non-negative number' },
      ]);
    }
    await control.advanceClock(ms);
    ctx.body = { now: control.now().toISOString() };
  });

  router.post('/_control/payments/:id/approve', async (ctx) => {
    requireJson(ctx);
    await control.approvePayment(Number(ctx.params.id));
    ctx.body = { id: Number(ctx.params.id), status: 'approved' };
  });

  router.post('/_control/preapprovals/:id/fail-next-renewal', (ctx) => {
    requireJson(ctx);
    control.failNextRenewal(ctx.params.id);
    const pre = core.state.preapprovals.get(ctx.params.id)!;
    ctx.body = { id: pre.id, fail_next_renewal: true, preapproval: renderPreapproval(core, pre) };
  });

  router.get('/_control/deliveries', (ctx) => {
    ctx.body = control.deliveries();
  });

  router.post('/_control/settle', async (ctx) => {
    requireJson(ctx);
    await control.settle();
    ctx.body = { settled: true };
  });

  router.post('/_control/reset', (ctx) => {
    requireJson(ctx);
    control.reset();
    ctx.body = { reset: true };
  });
}
