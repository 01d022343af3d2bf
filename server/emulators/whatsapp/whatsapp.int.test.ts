import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { WHATSAPP_TEST_NUMBERS, type WhatsAppEmulator } from './index';
import {
  serveWhatsAppEmulator,
  startStatusReceiver,
  TEST_WHATSAPP,
  validSignature,
  type ReceivedStatus,
  type ServedWhatsApp,
  type StatusReceiver,
} from './testing';

const RECIPIENT = '59899123456';
const DELAYS = { sent: 20, delivered: 60, read: 120 };

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

function templateBody(
  overrides: Record<string, unknown> = {},
  template: Record<string, unknown> = {},
) {
  return {
    messaging_product: 'whatsapp',
    to: RECIPIENT,
    type: 'template',
    template: {
      name: 'job_booked',
      language: { code: 'es' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Lucía' },
            { type: 'text', text: 'martes 12 de mayo, 10:00' },
          ],
        },
      ],
      ...template,
    },
    ...overrides,
  };
}

async function post(
  url: string,
  body: unknown,
  token: string | null = TEST_WHATSAPP.token,
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

/** A Graph API error answer, asserted to have the Cloud API's shape; returns its code. */
function errorCode(answer: Answer, status: number): number {
  expect(answer.status).to.equal(status);
  const error = answer.body.error;
  expect(error.type).to.equal('OAuthException');
  expect(error.message).to.be.a('string').and.not.equal('');
  expect(error.error_data.messaging_product).to.equal('whatsapp');
  expect(error.error_data.details).to.be.a('string').and.not.equal('');
  expect(error.fbtrace_id).to.be.a('string').and.not.equal('');
  return error.code;
}

const statusesOf = (hooks: StatusReceiver, id: string) =>
  hooks.received.filter((hook) => hook.status.id === id);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the WhatsApp Cloud API emulator', () => {
  let hooks: StatusReceiver;
  let served: ServedWhatsApp;
  let emulator: WhatsAppEmulator;
  const send = (body: unknown = templateBody(), token?: string | null) =>
    post(served.messagesUrl, body, token);

  before(async () => {
    hooks = await startStatusReceiver();
    served = await serveWhatsAppEmulator({
      webhookUrl: hooks.url,
      statusDelaysMs: DELAYS,
      retryDelaysMs: [50, 50],
    });
    emulator = served.emulator;
  });

  afterEach(async () => {
    await emulator.control.idle();
    emulator.control.clear();
    hooks.received.length = 0;
  });

  after(async () => {
    await served?.close();
    await hooks?.close();
  });

  describe('sending a template message', () => {
    it('answers a wamid and then posts sent, delivered and read to the webhook in that order, signed with the app secret', async () => {
      const answer = await send();
      expect(answer.status).to.equal(200);
      expect(answer.body.messaging_product).to.equal('whatsapp');
      expect(answer.body.contacts).to.deep.equal([{ input: RECIPIENT, wa_id: RECIPIENT }]);
      const id: string = answer.body.messages[0].id;
      expect(id).to.match(/^wamid\.HBgL[A-Za-z0-9_-]{20,}$/);

      await emulator.control.idle();
      const received = statusesOf(hooks, id);
      expect(received.map((hook) => hook.status.status)).to.deep.equal([
        'sent',
        'delivered',
        'read',
      ]);
      const now = Math.floor(Date.now() / 1000);
      for (const hook of received) {
        const expected = createHmac('sha256', TEST_WHATSAPP.appSecret)
          .update(hook.raw)
          .digest('hex');
        expect(hook.headers['x-hub-signature-256']).to.equal(`sha256=${expected}`);
        expect(validSignature(hook, TEST_WHATSAPP.appSecret)).to.equal(true);
        expect(hook.headers['content-type']).to.equal('application/json');
        expect(hook.body.object).to.equal('whatsapp_business_account');
        const [entry] = hook.body.entry;
        expect(entry.id).to.be.a('string').and.not.equal('');
        expect(entry.changes[0].field).to.equal('messages');
        const value = entry.changes[0].value;
        expect(value.messaging_product).to.equal('whatsapp');
        expect(value.metadata.phone_number_id).to.equal(TEST_WHATSAPP.phoneNumberId);
        expect(value.metadata.display_phone_number).to.match(/^\d+$/);
        expect(value.statuses).to.have.length(1);
        expect(hook.status.recipient_id).to.equal(RECIPIENT);
        expect(hook.status.timestamp).to.match(/^\d+$/);
        expect(Number(hook.status.timestamp)).to.be.within(now - 5, now + 1);
        expect(hook.status).to.not.have.property('errors');
      }

      const [message] = emulator.control.messages();
      expect(message).to.include({
        id,
        to: RECIPIENT,
        template: 'job_booked',
        language: 'es',
        status: 'read',
        error: null,
      });
      expect(message.parameters).to.deep.equal(['Lucía', 'martes 12 de mayo, 10:00']);
      expect(message.statuses.map((entry) => entry.status)).to.deep.equal([
        'sent',
        'delivered',
        'read',
      ]);
      expect(Date.parse(message.receivedAt)).to.be.at.most(Date.parse(message.statuses[0].at));
      expect(
        emulator.control.deliveries().map((d) => [d.messageId, d.status, d.statusCode]),
      ).to.deep.equal([
        [id, 'sent', 200],
        [id, 'delivered', 200],
        [id, 'read', 200],
      ]);
      expect(emulator.control.deliveries()[0].url).to.equal(hooks.url);
    });

    it('lists what it received newest first', async () => {
      const first = await send(templateBody({}, { name: 'first_notice' }));
      const second = await send(
        templateBody({}, { name: 'second_notice', language: { code: 'pt_BR' } }),
      );
      const messages = emulator.control.messages();
      expect(messages.map((m) => m.id)).to.deep.equal([
        second.body.messages[0].id,
        first.body.messages[0].id,
      ]);
      expect(messages[0].language).to.equal('pt_BR');
    });

    it('accepts a template without parameters and in English', async () => {
      const answer = await send(
        templateBody({}, { name: 'hello_world', language: { code: 'en' }, components: undefined }),
      );
      expect(answer.status).to.equal(200);
      expect(emulator.control.messages()[0].parameters).to.deep.equal([]);
    });

    it('echoes biz_opaque_callback_data on the statuses of the message', async () => {
      const answer = await send(templateBody({ biz_opaque_callback_data: 'delivery-42' }));
      await emulator.control.idle();
      const received = statusesOf(hooks, answer.body.messages[0].id);
      expect(received).to.have.length(3);
      for (const hook of received) {
        expect(hook.status.biz_opaque_callback_data).to.equal('delivery-42');
      }
    });

    it('sends no read status when the emulator is made with readStatus false', async () => {
      const quiet = await serveWhatsAppEmulator({
        webhookUrl: hooks.url,
        statusDelaysMs: DELAYS,
        readStatus: false,
      });
      try {
        const answer = await post(quiet.messagesUrl, templateBody());
        await quiet.emulator.control.idle();
        await sleep(DELAYS.read + 50);
        expect(
          statusesOf(hooks, answer.body.messages[0].id).map((hook) => hook.status.status),
        ).to.deep.equal(['sent', 'delivered']);
        expect(quiet.emulator.control.messages()[0].status).to.equal('delivered');
      } finally {
        await quiet.close();
      }
    });

    it('reads a body that the app body parser already parsed', async () => {
      const parsed = await serveWhatsAppEmulator({ parseBodies: true });
      try {
        const answer = await post(parsed.messagesUrl, templateBody());
        expect(answer.status).to.equal(200);
        expect(parsed.emulator.control.messages()[0].parameters).to.have.length(2);
        expect(
          errorCode(await post(parsed.messagesUrl, templateBody({ to: '123' })), 400),
        ).to.equal(100);
      } finally {
        await parsed.close();
      }
    });
  });

  describe('refusing a send', () => {
    it('answers 401 with code 190 for a wrong token or none, and records nothing', async () => {
      const wrong = await send(templateBody(), 'EAAG-not-the-token');
      expect(errorCode(wrong, 401)).to.equal(190);
      expect(wrong.headers.get('www-authenticate')).to.include('invalid_token');
      expect(errorCode(await send(templateBody(), null), 401)).to.equal(190);
      expect(emulator.control.messages()).to.deep.equal([]);
    });

    it('answers 400 with code 100 for another phone number id', async () => {
      const answer = await post(
        `${served.apiUrl}/${TEST_WHATSAPP.apiVersion}/999999999999999/messages`,
        templateBody(),
      );
      expect(errorCode(answer, 400)).to.equal(100);
      expect(answer.body.error.error_subcode).to.equal(33);
    });

    it('answers 404 with code 132001 for a language WhatsApp does not have, such as es_UY', async () => {
      const answer = await send(templateBody({}, { language: { code: 'es_UY' } }));
      expect(errorCode(answer, 404)).to.equal(132001);
      expect(answer.body.error.message).to.include('132001');
      expect(emulator.control.messages()).to.deep.equal([]);
    });

    it('answers 404 with code 132001 for a template name that cannot exist', async () => {
      for (const name of ['Job Booked', 'job-booked', '', 'x'.repeat(513)]) {
        const answer = await send(templateBody({}, { name }));
        expect(errorCode(answer, 404), name).to.equal(132001);
      }
    });

    it('answers 400 with code 100 for a malformed send', async () => {
      const bad: Array<[string, unknown]> = [
        ['no messaging_product', templateBody({ messaging_product: undefined })],
        ['another messaging_product', templateBody({ messaging_product: 'sms' })],
        ['a text message', templateBody({ type: 'text', text: { body: 'hola' } })],
        ['a number with +', templateBody({ to: '+59899123456' })],
        ['a number too short', templateBody({ to: '5989912' })],
        ['a number too long', templateBody({ to: '5989912345678901' })],
        ['no template', templateBody({ template: undefined })],
        ['no language', templateBody({}, { language: undefined })],
        [
          'an empty parameter',
          templateBody(
            {},
            { components: [{ type: 'body', parameters: [{ type: 'text', text: ' ' }] }] },
          ),
        ],
        [
          'a parameter that is not text',
          templateBody(
            {},
            {
              components: [
                { type: 'body', parameters: [{ type: 'currency', currency: { amount_1000: 1 } }] },
              ],
            },
          ),
        ],
        ['components that are not a list', templateBody({}, { components: { type: 'body' } })],
        ['an array body', [templateBody()]],
      ];
      for (const [label, body] of bad) {
        expect(errorCode(await send(body), 400), label).to.equal(100);
      }
      const notJson = await fetch(served.messagesUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${TEST_WHATSAPP.token}`,
          'content-type': 'application/json',
        },
        body: '{"messaging_product":',
      });
      expect(notJson.status).to.equal(400);
      expect((await notJson.json()).error.code).to.equal(100);
      expect(emulator.control.messages()).to.deep.equal([]);
    });

    it('answers an unknown path under the prefix with code 100 in the Graph error shape', async () => {
      const answer = await post(`${served.apiUrl}/${TEST_WHATSAPP.apiVersion}/media`, {});
      expect(errorCode(answer, 400)).to.equal(100);
    });

    it('answers the next send with the error failNext asked for, then accepts again', async () => {
      emulator.control.failNext(130429);
      expect(errorCode(await send(), 429)).to.equal(130429);
      expect((await send()).status).to.equal(200);
      emulator.control.failNext();
      expect(errorCode(await send(), 500)).to.equal(131000);
      const [refused] = emulator.control.messages();
      expect(refused).to.include({ id: null, status: 'refused' });
      expect(refused.error?.code).to.equal(131000);
    });
  });

  describe('the test numbers', () => {
    it('accepts a number ending in 0001 and then posts only a failed status with error 131026', async () => {
      const answer = await send(templateBody({ to: WHATSAPP_TEST_NUMBERS.undeliverable }));
      expect(answer.status).to.equal(200);
      const id = answer.body.messages[0].id;
      await emulator.control.idle();
      await sleep(DELAYS.read + 50);
      const received = statusesOf(hooks, id);
      expect(received.map((hook) => hook.status.status)).to.deep.equal(['failed']);
      const [failed] = received;
      expect(validSignature(failed, TEST_WHATSAPP.appSecret)).to.equal(true);
      expect(failed.status.recipient_id).to.equal(WHATSAPP_TEST_NUMBERS.undeliverable);
      expect(failed.status.errors).to.have.length(1);
      expect(failed.status.errors![0]).to.include({ code: 131026, title: 'Message undeliverable' });
      expect(failed.status.errors![0].error_data.details).to.be.a('string').and.not.equal('');
      const [message] = emulator.control.messages();
      expect(message.status).to.equal('failed');
      expect(message.error?.code).to.equal(131026);
    });

    it('refuses a number ending in 0002 at once with 400 and code 131030, and posts no status', async () => {
      const answer = await send(templateBody({ to: WHATSAPP_TEST_NUMBERS.notAllowed }));
      expect(errorCode(answer, 400)).to.equal(131030);
      expect(answer.body.error.message).to.include('allowed list');
      await emulator.control.idle();
      await sleep(DELAYS.sent + 50);
      expect(hooks.received).to.deep.equal([]);
      const [message] = emulator.control.messages();
      expect(message).to.include({
        id: null,
        status: 'refused',
        to: WHATSAPP_TEST_NUMBERS.notAllowed,
      });
      expect(message.error?.code).to.equal(131030);
    });

    it('answers a number ending in 0003 with 500 and code 131000, a temporary failure to retry', async () => {
      const answer = await send(templateBody({ to: WHATSAPP_TEST_NUMBERS.temporaryFailure }));
      expect(errorCode(answer, 500)).to.equal(131000);
      expect(answer.body.error.message).to.include('Something went wrong');
      await emulator.control.idle();
      expect(hooks.received).to.deep.equal([]);
      expect(emulator.control.messages()[0].status).to.equal('refused');
    });

    it('treats any number with those endings the same way', async () => {
      expect(errorCode(await send(templateBody({ to: '5511987650002' })), 400)).to.equal(131030);
      expect(errorCode(await send(templateBody({ to: '5511987650003' })), 500)).to.equal(131000);
    });
  });

  describe('delivering status webhooks', () => {
    it('posts a status again after the receiver answered 500 once, keeping the order of the statuses', async () => {
      hooks.answerNext(500);
      const id = (await send()).body.messages[0].id;
      await emulator.control.idle();
      expect(
        statusesOf(hooks, id).map((hook: ReceivedStatus) => [hook.status.status, hook.answered]),
      ).to.deep.equal([
        ['sent', 500],
        ['sent', 200],
        ['delivered', 200],
        ['read', 200],
      ]);
      const [first, second] = statusesOf(hooks, id);
      expect(second.raw).to.equal(first.raw);
      expect(second.headers['x-hub-signature-256']).to.equal(first.headers['x-hub-signature-256']);
      expect(
        emulator.control.deliveries().map((d) => [d.status, d.attempt, d.statusCode]),
      ).to.deep.equal([
        ['sent', 1, 500],
        ['sent', 2, 200],
        ['delivered', 1, 200],
        ['read', 1, 200],
      ]);
    });

    it('gives a status up after its retries and still posts the later ones', async () => {
      hooks.answerNext(500, 503, 500);
      const id = (await send()).body.messages[0].id;
      await emulator.control.idle();
      expect(
        statusesOf(hooks, id).map((hook) => [hook.status.status, hook.answered]),
      ).to.deep.equal([
        ['sent', 500],
        ['sent', 503],
        ['sent', 500],
        ['delivered', 200],
        ['read', 200],
      ]);
      expect(emulator.control.messages()[0].status).to.equal('read');
    });

    it('records a network error as an attempt without a status code and never throws', async () => {
      const closed = await startStatusReceiver();
      await closed.close();
      const lost = await serveWhatsAppEmulator({
        webhookUrl: closed.url,
        statusDelaysMs: { sent: 0, delivered: 0, read: 0 },
        retryDelaysMs: [10],
      });
      try {
        expect((await post(lost.messagesUrl, templateBody())).status).to.equal(200);
        await lost.emulator.control.idle();
        const deliveries = lost.emulator.control.deliveries();
        expect(deliveries).to.have.length(6);
        for (const delivery of deliveries) {
          expect(delivery.statusCode).to.equal(null);
          expect(delivery.error).to.be.a('string');
        }
        expect(lost.emulator.control.messages()[0].status).to.equal('read');
      } finally {
        await lost.close();
      }
    });

    it('calls no webhook URL that is not on this machine', async () => {
      const remote = await serveWhatsAppEmulator({
        webhookUrl: 'https://example.com/webhooks/whatsapp',
        statusDelaysMs: { sent: 0, delivered: 0, read: 0 },
      });
      try {
        await post(remote.messagesUrl, templateBody());
        await remote.emulator.control.idle();
        const deliveries = remote.emulator.control.deliveries();
        expect(deliveries).to.have.length(3);
        expect(deliveries.every((d) => d.statusCode === null && d.attempt === 1)).to.equal(true);
        expect(await remote.emulator.control.verifyWebhook()).to.equal(false);
      } finally {
        await remote.close();
      }
    });

    it('forgets messages and cancels the statuses still to come on clear', async () => {
      await send();
      emulator.control.clear();
      await emulator.control.idle();
      await sleep(DELAYS.read + 50);
      expect(hooks.received).to.deep.equal([]);
      expect(emulator.control.messages()).to.deep.equal([]);
      expect(emulator.control.deliveries()).to.deep.equal([]);
    });
  });

  describe('verifyWebhook', () => {
    it('performs the subscription check and tells whether the challenge came back', async () => {
      expect(await emulator.control.verifyWebhook()).to.equal(true);
      expect(await emulator.control.verifyWebhook({ verifyToken: 'not-the-token' })).to.equal(
        false,
      );
    });

    it('answers false when the webhook cannot be reached', async () => {
      const closed = await startStatusReceiver();
      await closed.close();
      const unreachable = await serveWhatsAppEmulator({ webhookUrl: closed.url });
      try {
        expect(await unreachable.emulator.control.verifyWebhook()).to.equal(false);
      } finally {
        await unreachable.close();
      }
    });
  });

  describe('the development page', () => {
    it('lists a received message with its template, language, parameters and status, escaping HTML', async () => {
      await send(
        templateBody(
          {},
          {
            name: 'chat_message',
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: '<script>alert("x")</script>' },
                  { type: 'text', text: 'Tom & Jerry' },
                ],
              },
            ],
          },
        ),
      );
      await emulator.control.idle();
      const response = await fetch(`${served.url}/dev/whatsapp`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.include('text/html');
      expect(response.headers.get('cache-control')).to.equal('no-store');
      const html = await response.text();
      expect(html).to.include('data-testid="whatsapp-message"');
      expect(html).to.include('chat_message');
      expect(html).to.include(`+${RECIPIENT}`);
      expect(html).to.include('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
      expect(html).to.include('Tom &#38; Jerry');
      expect(html).to.not.include('<script>');
      expect(html).to.include('>read<');

      const json = await fetch(`${served.url}/dev/whatsapp.json`);
      expect(json.status).to.equal(200);
      const { data } = await json.json();
      expect(data).to.have.length(1);
      expect(data[0]).to.include({ template: 'chat_message', language: 'es', status: 'read' });
      expect(data[0].parameters).to.deep.equal(['<script>alert("x")</script>', 'Tom & Jerry']);
    });

    it('lists the newest message first and says when there is none', async () => {
      const empty = await (await fetch(`${served.url}/dev/whatsapp`)).text();
      expect(empty).to.include('No messages yet.');
      await send(templateBody({}, { name: 'older_notice' }));
      await send(templateBody({}, { name: 'newer_notice' }));
      const html = await (await fetch(`${served.url}/dev/whatsapp`)).text();
      expect(html.indexOf('newer_notice')).to.be.lessThan(html.indexOf('older_notice'));
    });
  });
});
