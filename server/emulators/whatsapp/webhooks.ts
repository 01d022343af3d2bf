/**
 * Status webhooks of the WhatsApp emulator, signed as the Cloud API signs them
 * (`X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>`).
 *
 * One message's statuses go out one after the other: a status waits for its time and for the
 * message's previous status to be delivered or given up, so a receiver sees sent, delivered, read
 * in that order even when it failed one of them. A non-2xx answer, a network error or no answer
 * in 10 s is retried after each of retryDelaysMs, then given up. Only loopback URLs are called.
 * Nothing here throws to its caller.
 */
import { createHmac } from 'node:crypto';
import { isLoopbackUrl } from './http';

/** WhatsApp wants an answer within a few seconds; the emulator is lenient. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** The attempt log keeps the newest ones. */
const MAX_ATTEMPTS_KEPT = 2000;

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface Logger {
  info(...a: unknown[]): void;
  warn(...a: unknown[]): void;
}

/** One status as the webhook carries it (`entry[0].changes[0].value.statuses[0]`). */
export interface StatusEvent {
  id: string;
  status: WhatsAppStatus;
  timestamp: string;
  recipient_id: string;
  biz_opaque_callback_data?: string;
  errors?: Array<{
    code: number;
    title: string;
    message: string;
    error_data: { details: string };
  }>;
}

/** One attempt to deliver a status webhook. */
export interface WhatsAppDelivery {
  url: string;
  /** The wamid the status is about. */
  messageId: string;
  status: WhatsAppStatus;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
  /** What the receiver answered; null after a network error, a timeout or a refused URL. */
  statusCode: number | null;
  error: string | null;
  at: string;
}

/** Resolves after `ms`, or at once when the signal aborts. Timers do not keep the process up. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    signal.addEventListener('abort', done, { once: true });
  });
}

export class StatusNotifier {
  private attempts: WhatsAppDelivery[] = [];
  /** The last scheduled status of each message that still has one in flight. */
  private readonly chains = new Map<string, Promise<void>>();
  private pending = 0;
  private waiters: Array<() => void> = [];
  private aborter = new AbortController();
  private stopped = false;

  constructor(
    private readonly options: {
      url: string;
      appSecret: string;
      wabaId: string;
      phoneNumberId: string;
      displayPhoneNumber: string;
      retryDelaysMs: number[];
      logger: Logger;
    },
  ) {}

  /**
   * Sends a status of message `messageId` in `delayMs`, after the message's earlier statuses.
   * `fire` builds the status when its time comes (and may record it); it is not called when the
   * emulator is cleared or stopped first.
   */
  schedule(messageId: string, delayMs: number, fire: () => StatusEvent): void {
    if (this.stopped) return;
    const signal = this.aborter.signal;
    const dueAt = Date.now() + delayMs;
    this.pending++;
    const previous = this.chains.get(messageId) ?? Promise.resolve();
    const run = previous
      .then(async () => {
        await sleep(dueAt - Date.now(), signal);
        if (signal.aborted) return;
        await this.deliver(fire(), signal);
      })
      .catch((error: unknown) => {
        this.options.logger.warn({ err: error }, 'whatsapp emulator: status webhook failed');
      })
      .finally(() => {
        if (this.chains.get(messageId) === run) this.chains.delete(messageId);
        // A clear() or stop() already settled the statuses of its time.
        if (signal === this.aborter.signal) this.settleOne();
      });
    this.chains.set(messageId, run);
  }

  private async deliver(status: StatusEvent, signal: AbortSignal): Promise<void> {
    const url = this.options.url;
    if (url === '') return;
    const record = (attempt: number, statusCode: number | null, error: string | null) => {
      this.attempts.push({
        url,
        messageId: status.id,
        status: status.status,
        attempt,
        statusCode,
        error,
        at: new Date().toISOString(),
      });
      if (this.attempts.length > MAX_ATTEMPTS_KEPT) this.attempts.shift();
    };
    if (!isLoopbackUrl(url)) {
      record(1, null, 'not sent: the webhook URL is not on this machine');
      this.options.logger.warn(
        { url },
        'whatsapp emulator: refusing to call a webhook URL that is not on this machine',
      );
      return;
    }
    // The same bytes on every attempt: the signature covers the raw body.
    const body = JSON.stringify(this.envelope(status));
    const signature = createHmac('sha256', this.options.appSecret).update(body).digest('hex');
    for (let attempt = 1; ; attempt++) {
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'facebookexternalua (whatsapp emulator)',
            'x-hub-signature-256': `sha256=${signature}`,
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.any([signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
        });
        statusCode = response.status;
        await response.body?.cancel().catch(() => undefined);
        if (statusCode < 200 || statusCode >= 300) error = `answered ${statusCode}`;
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      if (signal.aborted) return;
      record(attempt, statusCode, error);
      if (error === null) return;
      const delay = this.options.retryDelaysMs[attempt - 1];
      if (delay === undefined) {
        this.options.logger.warn(
          { url, messageId: status.id, status: status.status, attempts: attempt, statusCode },
          'whatsapp emulator: status webhook given up',
        );
        return;
      }
      await sleep(delay, signal);
      if (signal.aborted) return;
    }
  }

  private envelope(status: StatusEvent) {
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: this.options.wabaId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: this.options.displayPhoneNumber,
                  phone_number_id: this.options.phoneNumberId,
                },
                statuses: [status],
              },
            },
          ],
        },
      ],
    };
  }

  private settleOne(): void {
    this.pending--;
    if (this.pending === 0) this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Every attempt so far, oldest first (the last 2000). */
  list(): WhatsAppDelivery[] {
    return this.attempts.map((attempt) => ({ ...attempt }));
  }

  /** Resolves when no status is waiting for its time, in flight or waiting for a retry. */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Cancels what is scheduled or in flight and forgets the attempts; later sends work. */
  clear(): void {
    this.aborter.abort();
    this.aborter = new AbortController();
    this.chains.clear();
    this.attempts = [];
    this.pending = 0;
    this.wake();
  }

  /** Cancels everything; later statuses are neither scheduled nor sent. */
  stop(): void {
    this.stopped = true;
    this.clear();
  }
}
