/**
 * A local SMTP server that keeps every message it receives, so development and tests exercise
 * a real SMTP exchange without sending mail anywhere. The dev inbox page reads from it.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface InboxMessage {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Every header as it came, by lower-case name (the last one of a repeated name). */
  headers: Record<string, string>;
}

export interface SmtpInbox {
  port: number;
  messages(): InboxMessage[];
  clear(): void;
  stop(): Promise<void>;
}

const MAX_KEPT = 500;

export async function startSmtpInbox(port: number): Promise<SmtpInbox> {
  const kept: InboxMessage[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Prosk local inbox',
    size: 25 * 1024 * 1024,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        kept.push({
          id: nextId++,
          receivedAt: new Date().toISOString(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : null,
          headers: Object.fromEntries(
            parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
          ),
        });
        if (kept.length > MAX_KEPT) kept.shift();
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages: () => [...kept].reverse(),
    clear: () => {
      kept.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
