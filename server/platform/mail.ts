import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends through SMTP: the configured server, or the local inbox on loopback. */
export function createMailer(options: { url: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      options.logger.info({ messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
