import { expect } from 'chai';
import { startSmtpInbox } from '../emulators/smtp';
import { startTestDatabase } from '../test/harness';
import { createLogger } from './logger';
import { createMailDelivery, createMailer } from './mail';
import { startQueue } from './queue';

describe('mail delivery through the queue', () => {
  it('sends a queued mail from the worker over SMTP', async () => {
    const { embedded } = await startTestDatabase();
    const logger = createLogger('silent');
    const inbox = await startSmtpInbox(0);
    const mailer = createMailer({
      url: `smtp://127.0.0.1:${inbox.port}`,
      from: 'a@prosk.uy',
      logger,
    });
    const queue = await startQueue(embedded.url, logger);
    try {
      const delivery = createMailDelivery(mailer, queue);
      await delivery.startWorker();
      await delivery.deliver({ to: 'ana@example.com', subject: 'Por la cola', text: 'Hola' });
      const deadline = Date.now() + 15_000;
      while (inbox.messages().length === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(inbox.messages().map((m) => m.subject)).to.deep.equal(['Por la cola']);
    } finally {
      await queue.stop({ graceful: false, wait: true });
      mailer.close();
      await inbox.stop();
    }
  });
});
