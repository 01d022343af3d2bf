/**
 * Webhook notifications as Mercado Pago sends them:
 *   POST {url}?data.id={id}&type={type}
 *   body    { id, live_mode: false, type, date_created, user_id, api_version: 'v1', action, data: { id } }
 *   headers x-signature: ts={ms},v1={HMAC-SHA256(secret, "id:{data.id};request-id:{x-request-id};ts:{ts};")}
 *           x-request-id: a uuid per notification, the same on its redeliveries
 * A non-2xx answer or a network error is retried after each of retryDelaysMs, then given up.
 * Only loopback URLs are called: nothing leaves the machine.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Logger } from './core';
import { idSequence, isLoopbackUrl, mpDate } from './http';

/** Mercado Pago wants an answer within 22 seconds. */
const DELIVERY_TIMEOUT_MS = 22_000;

export interface Delivery {
  url: string;
  topic: string;
  resourceId: string;
  attempts: number;
  lastStatus: number | null;
  delivered: boolean;
  body: unknown;
  headers: Record<string, string>;
}

interface Tracked extends Delivery {
  requestId: string;
  done: boolean;
  timer: NodeJS.Timeout | null;
}

export interface Notification {
  /** The notification URL without the query Mercado Pago adds. */
  url: string;
  type: 'payment' | 'subscription_preapproval' | 'subscription_authorized_payment' | 'mp-connect';
  action: string;
  resourceId: string | number;
  /** The account the resource belongs to (the collector). */
  userId: number;
}

/** The manifest Mercado Pago signs; data.id is lower-cased when alphanumeric. */
export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `id:${id};request-id:${requestId};ts:${ts};`;
}

export class Notifier {
  private deliveries: Tracked[] = [];
  private pending = 0;
  private waiters: Array<() => void> = [];
  private aborter = new AbortController();
  private stopped = false;
  private readonly nextId = idSequence();

  constructor(
    private readonly options: {
      secret: string;
      retryDelaysMs: number[];
      logger: Logger;
      now(): Date;
    },
  ) {}

  /** Sends a notification; resolves once its first delivery attempt is over. */
  notify(notification: Notification): Promise<void> {
    const dataId = String(notification.resourceId);
    let target: URL;
    try {
      target = new URL(notification.url);
    } catch {
      this.options.logger.warn(
        { url: notification.url, type: notification.type },
        'mercadopago emulator: the notification URL is not a URL',
      );
      return Promise.resolve();
    }
    target.searchParams.set('data.id', dataId);
    target.searchParams.set('type', notification.type);
    const body = {
      id: this.nextId(),
      live_mode: false,
      type: notification.type,
      date_created: mpDate(this.options.now()),
      user_id: notification.userId,
      api_version: 'v1',
      action: notification.action,
      data: { id: dataId },
    };
    const tracked: Tracked = {
      url: target.href,
      topic: notification.type,
      resourceId: dataId,
      attempts: 0,
      lastStatus: null,
      delivered: false,
      body,
      headers: {},
      requestId: randomUUID(),
      done: false,
      timer: null,
    };
    this.deliveries.push(tracked);
    if (this.deliveries.length > 1000) {
      const oldest = this.deliveries.findIndex((d) => d.done);
      if (oldest >= 0) this.deliveries.splice(oldest, 1);
    }
    if (this.stopped) {
      tracked.done = true;
      return Promise.resolve();
    }
    if (!isLoopbackUrl(notification.url)) {
      tracked.done = true;
      this.options.logger.warn(
        { url: notification.url, type: notification.type },
        'mercadopago emulator: refusing to notify a URL that is not on this machine',
      );
      return Promise.resolve();
    }
    this.pending++;
    return this.attempt(tracked);
  }

  private async attempt(tracked: Tracked): Promise<void> {
    tracked.timer = null;
    tracked.attempts++;
    const ts = String(Date.now());
    const signature = createHmac('sha256', this.options.secret)
      .update(signatureManifest(tracked.resourceId, tracked.requestId, ts))
      .digest('hex');
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'MercadoPago WebHook v1.0 (emulator)',
      'x-request-id': tracked.requestId,
      'x-signature': `ts=${ts},v1=${signature}`,
    };
    tracked.headers = headers;
    let ok = false;
    try {
      const response = await fetch(tracked.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(tracked.body),
        redirect: 'manual',
        signal: AbortSignal.any([this.aborter.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      tracked.lastStatus = response.status;
      await response.body?.cancel().catch(() => undefined);
      ok = response.status >= 200 && response.status < 300;
    } catch {
      tracked.lastStatus = null;
    }
    // Reset or stopped while the request was out: nothing more to do for this one.
    if (tracked.done) return;
    if (ok) {
      tracked.delivered = true;
      this.finish(tracked);
      return;
    }
    const delay = this.options.retryDelaysMs[tracked.attempts - 1];
    if (delay === undefined || this.stopped) {
      this.options.logger.warn(
        { url: tracked.url, attempts: tracked.attempts, status: tracked.lastStatus },
        'mercadopago emulator: webhook given up',
      );
      this.finish(tracked);
      return;
    }
    tracked.timer = setTimeout(() => void this.attempt(tracked), delay);
    tracked.timer.unref();
  }

  private finish(tracked: Tracked): void {
    if (tracked.done) return;
    tracked.done = true;
    this.pending--;
    if (this.pending === 0) {
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  list(): Delivery[] {
    return this.deliveries.map((d) => ({
      url: d.url,
      topic: d.topic,
      resourceId: d.resourceId,
      attempts: d.attempts,
      lastStatus: d.lastStatus,
      delivered: d.delivered,
      body: structuredClone(d.body),
      headers: { ...d.headers },
    }));
  }

  /** Resolves when every notification is delivered or given up (retries included). */
  settle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private cancelAll(): void {
    for (const tracked of this.deliveries) {
      if (tracked.timer) clearTimeout(tracked.timer);
      this.finish(tracked);
    }
    this.aborter.abort();
    this.aborter = new AbortController();
  }

  /** Forgets every delivery and cancels retries; notifications keep working afterwards. */
  reset(): void {
    this.cancelAll();
    this.deliveries = [];
  }

  /** Cancels retries and in-flight attempts; later notifications are recorded, not sent. */
  stop(): void {
    this.stopped = true;
    this.cancelAll();
  }
}
