import nodemailer from 'nodemailer';
import type { Logger } from './logger';
import type { Queue } from './queue';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe and its one-click companion). */
  headers?: Record<string, string>;
}

/** Text made safe to place in an HTML mail. */
export { escapeHtml } from '../../common/html';

export interface Mailer {
  /** Sends one message and answers its Message-ID. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** Sends through SMTP: the configured server, or the local inbox on loopback. */
export function createMailer(options: { url: string; from: string; logger: Logger }): Mailer {
  // Bounded waits: a mail server that stops answering fails the send (and it is retried).
  const transport = nodemailer.createTransport({
    url: options.url,
    // A few connections kept open and reused: a burst of notices does not open one per mail.
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      options.logger.info({ messageId: info.messageId }, 'mail sent');
      return { messageId: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}

export const MAIL_QUEUE = 'mail.send';

/**
 * Mail leaves the process through the queue, after the caller's transaction committed, and is
 * retried on failure. Without a queue (some tests) it is sent at once.
 */
export function createMailDelivery(mailer: Mailer, queue?: Queue) {
  return {
    async deliver(mail: OutgoingMail): Promise<void> {
      if (!queue) {
        await mailer.send(mail);
        return;
      }
      await queue.send(MAIL_QUEUE, mail, { retryLimit: 5, retryDelay: 10, retryBackoff: true });
    },
    async startWorker(): Promise<void> {
      if (!queue) return;
      await queue.work<OutgoingMail>(MAIL_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await mailer.send(job.data);
        return undefined;
      });
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
