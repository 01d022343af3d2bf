import { expect } from 'chai';
import { channelsOf, chatWindow, noticesOf, whatsappNotBefore } from './notices';

const MONTEVIDEO = 'America/Montevideo';
const SAO_PAULO = 'America/Sao_Paulo';

describe('notices (who is told what, and how)', () => {
  it('sends e-mail and not WhatsApp by default, and what the user chose otherwise', () => {
    const reach = { email: true, phone: true };
    expect(channelsOf('jobRequested', {}, reach)).to.deep.equal(['email']);
    expect(
      channelsOf('jobRequested', { job: { email: false, whatsapp: true } }, reach),
    ).to.deep.equal(['whatsapp']);
    expect(
      channelsOf('jobRequested', { job: { email: false, whatsapp: false } }, reach),
    ).to.deep.equal([]);
    // Another topic's choice does not count.
    expect(
      channelsOf('trialEnding', { job: { email: false, whatsapp: true } }, reach),
    ).to.deep.equal(['email']);
  });

  it('sends WhatsApp chosen without a number by e-mail, and nothing by e-mail without a verified address', () => {
    expect(
      channelsOf(
        'jobRequested',
        { job: { email: false, whatsapp: true } },
        { email: true, phone: false },
      ),
    ).to.deep.equal(['email']);
    expect(
      channelsOf(
        'jobRequested',
        { job: { email: true, whatsapp: true } },
        { email: false, phone: true },
      ),
    ).to.deep.equal(['whatsapp']);
  });

  it('sends security notices on every channel whatever the preferences say', () => {
    expect(
      channelsOf(
        'passwordChanged',
        { user: { email: false, whatsapp: false } },
        { email: true, phone: true },
      ),
    ).to.deep.equal(['email', 'whatsapp']);
  });

  it('holds WhatsApp from 22:00 to 08:00 on the recipient’s clock, except for an appointment that same day', () => {
    // 21:59 and 22:00 in Montevideo (UTC−3).
    const before = new Date('2026-11-26T00:59:00Z');
    expect(whatsappNotBefore(before, MONTEVIDEO)).to.equal(before);
    const at22 = new Date('2026-11-26T01:00:00Z');
    expect(whatsappNotBefore(at22, MONTEVIDEO).toISOString()).to.equal('2026-11-26T11:00:00.000Z');
    // 07:30 waits half an hour; 08:00 goes.
    expect(whatsappNotBefore(new Date('2026-11-26T10:30:00Z'), MONTEVIDEO).toISOString()).to.equal(
      '2026-11-26T11:00:00.000Z',
    );
    const at8 = new Date('2026-11-26T11:00:00Z');
    expect(whatsappNotBefore(at8, MONTEVIDEO)).to.equal(at8);
    // Same local day (the 25th, 23:30): now; the next day's appointment waits.
    expect(whatsappNotBefore(at22, MONTEVIDEO, '2026-11-26T02:30:00Z')).to.equal(at22);
    expect(whatsappNotBefore(at22, MONTEVIDEO, '2026-11-26T12:00:00Z').toISOString()).to.equal(
      '2026-11-26T11:00:00.000Z',
    );
    expect(whatsappNotBefore(new Date('2026-06-10T02:00:00Z'), SAO_PAULO).toISOString()).to.equal(
      '2026-06-10T11:00:00.000Z',
    );
    // 23:30 for an appointment at 00:30 (the next local day, before 08:00): now, not after it.
    const at2330 = new Date('2026-11-26T02:30:00Z');
    expect(whatsappNotBefore(at2330, MONTEVIDEO, '2026-11-26T03:30:00Z')).to.equal(at2330);
  });

  it('keeps one chat notice per conversation and 15-minute window, and none for an online recipient or one who has read it', async () => {
    const event = {
      type: 'message.sent' as const,
      conversationId: 4,
      messageId: 9,
      senderId: 1,
      recipientId: 2,
    };
    const at = (iso: string, online = false, unread = 2) => ({
      premium: async () => false,
      online: async () => online,
      unreadChat: async () => unread,
      now: new Date(iso),
    });
    const [a] = await noticesOf(event, 10, at('2026-11-26T12:01:00Z'));
    const [b] = await noticesOf(event, 11, at('2026-11-26T12:14:59Z'));
    const [c] = await noticesOf(event, 12, at('2026-11-26T12:15:00Z'));
    expect(a.cause).to.equal(b.cause);
    expect(c.cause).to.not.equal(a.cause);
    expect(a.cause).to.equal(`chat:4:${chatWindow(new Date('2026-11-26T12:00:00Z'))}`);
    expect(await noticesOf(event, 13, at('2026-11-26T12:01:00Z', true))).to.deep.equal([]);
    expect(await noticesOf(event, 14, at('2026-11-26T12:01:00Z', false, 0))).to.deep.equal([]);
  });

  it('names a notice by its event for a change, and by its job and kind for a dated reminder', async () => {
    const facts = {
      premium: async () => true,
      online: async () => false,
      unreadChat: async () => 1,
      now: new Date(),
    };
    const due = {
      type: 'job.due' as const,
      jobId: 3,
      kind: 'reminder2h' as const,
      clientId: 5,
      proskerId: 6,
      title: 'Poda',
      startDate: '2026-12-01T12:00:00Z',
    };
    const first = await noticesOf(due, 100, facts);
    const again = await noticesOf(due, 200, facts);
    expect(first.map((n) => [n.userId, n.kind, n.cause])).to.deep.equal([
      [6, 'jobReminder', 'job:3:reminder2h'],
      [5, 'clientReminder', 'job:3:reminder2h'],
    ]);
    expect(again.map((n) => n.cause)).to.deep.equal(first.map((n) => n.cause));
    expect(first[1].onBehalfOf).to.equal(6);
  });
});
