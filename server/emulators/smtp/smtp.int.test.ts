import { expect } from 'chai';
import { createMailer } from '../../platform/mail';
import { createLogger } from '../../platform/logger';
import { startSmtpInbox } from '.';

describe('the local SMTP inbox', () => {
  it('receives a message over a real SMTP exchange and keeps its parts', async () => {
    const inbox = await startSmtpInbox(0);
    const mailer = createMailer({
      url: `smtp://127.0.0.1:${inbox.port}`,
      from: 'Prosk <no-reply@prosk.uy>',
      logger: createLogger('silent'),
    });
    try {
      await mailer.send({
        to: 'lucia@example.com',
        subject: 'Confirmá tu cuenta — ¡bienvenida!',
        text: 'Hola Lucía, tu código es 123456.',
        html: '<p>Hola <b>Lucía</b></p>',
      });
      const [message] = inbox.messages();
      expect(message.subject).to.equal('Confirmá tu cuenta — ¡bienvenida!');
      expect(message.to).to.deep.equal(['lucia@example.com']);
      expect(message.from).to.equal('no-reply@prosk.uy');
      expect(message.text).to.include('tu código es 123456');
      expect(message.html).to.include('<b>Lucía</b>');
      inbox.clear();
      expect(inbox.messages()).to.have.length(0);
    } finally {
      mailer.close();
      await inbox.stop();
    }
  });
});
