/**
 * Test support: a webhook receiver on a free loopback port. Each request becomes the caller's
 * record, answered with the next queued status (200 once they are used up), and a test can wait
 * for the first record that matches. Also the listen/close helpers the emulators' tests share.
 */
import http from 'node:http';
import type net from 'node:net';

/** Listens on a free loopback port and resolves with the base URL, e.g. http://127.0.0.1:41234. */
export async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

/** A function that drops the server's open connections and resolves once it has closed. */
export function closer(server: http.Server): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** A request as the receiver got it. */
export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it arrived, as UTF-8 text. */
  raw: string;
  /** The request's URL (path and query) resolved against http://receiver. */
  url: URL;
}

export interface LoopbackWebhookReceiver<T> {
  /** The base URL plus the path the receiver was started with. */
  url: string;
  received: T[];
  /** HTTP statuses to answer, in order; once used up the receiver answers 200. */
  answerNext(...statuses: number[]): void;
  /** Resolves with the first record (already received or future) that matches. */
  waitFor(match: (hook: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

export interface LoopbackWebhookReceiverOptions {
  /**
   * Answers a request that is no delivery (a subscription check, say) and returns true; such a
   * request is not recorded. Returning false lets the receiver record and answer it.
   */
  intercept?(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  /** What a `waitFor` that times out says did not arrive; "webhook" by default. */
  what?: string;
}

/**
 * Starts a receiver on loopback. Every request not intercepted is read to its end, takes the next
 * queued status, is turned into a record by `record` (which is told that status) and then
 * answered; the records are kept in arrival order.
 */
export async function startLoopbackWebhookReceiver<T>(
  path: string,
  record: (request: ReceivedRequest, answered: number) => T,
  options: LoopbackWebhookReceiverOptions = {},
): Promise<LoopbackWebhookReceiver<T>> {
  const what = options.what ?? 'webhook';
  const received: T[] = [];
  const queued: number[] = [];
  const watchers = new Set<() => void>();
  const server = http.createServer((req, res) => {
    if (options.intercept?.(req, res)) return;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answered = queued.shift() ?? 200;
      received.push(
        record(
          {
            headers: req.headers,
            raw: Buffer.concat(chunks).toString('utf8'),
            url: new URL(req.url ?? '/', 'http://receiver'),
          },
          answered,
        ),
      );
      res.statusCode = answered;
      res.end();
      for (const watch of watchers) watch();
    });
  });
  const base = await listen(server);
  return {
    url: `${base}${path}`,
    received,
    answerNext: (...statuses) => queued.push(...statuses),
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = received.find(match);
          if (!hit) return false;
          watchers.delete(check);
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          watchers.delete(check);
          reject(new Error(`no matching ${what} arrived in time`));
        }, timeoutMs);
        watchers.add(check);
        check();
      });
    },
    close: closer(server),
  };
}
