import { expect } from 'chai';
import { byLastContact, monthAround, pageOf, setupChecklist, daysAhead } from './rules';

const ZONE = 'America/Montevideo';

describe('seller rules', () => {
  it('lists today and the six days after it in the prosker’s zone, whatever the weekday', () => {
    // Saturday 2026-11-28 23:30 in Montevideo (UTC-3) is Sunday 02:30 UTC.
    const days = daysAhead(new Date('2026-11-29T02:30:00Z'), ZONE);
    expect(days.from.toISOString()).to.equal('2026-11-28T03:00:00.000Z');
    expect(days.to.toISOString()).to.equal('2026-12-05T03:00:00.000Z');
  });

  it('counts the month in the prosker’s zone, across the turn of the year', () => {
    const month = monthAround(new Date('2027-01-01T02:00:00Z'), ZONE);
    expect(month.from.toISOString()).to.equal('2026-12-01T03:00:00.000Z');
    expect(month.to.toISOString()).to.equal('2027-01-01T03:00:00.000Z');
  });

  it('calls the profile done from 55% on, the visibility threshold', () => {
    const items = (profilePercent: number) =>
      setupChecklist({
        paymentAccountLinked: true,
        ownHoursSet: false,
        whatsappConfirmed: true,
        profilePercent,
      });
    expect(items(54)).to.deep.equal([
      { item: 'paymentAccount', done: true },
      { item: 'hours', done: false },
      { item: 'whatsapp', done: true },
      { item: 'profile', done: false },
    ]);
    expect(items(58).at(-1)).to.deep.equal({ item: 'profile', done: true });
  });

  it('orders clients by their newest contact, a job or a message, ties by id', () => {
    const at = (iso: string) => new Date(iso);
    const ordered = byLastContact(
      new Map([
        [1, { lastJobAt: at('2026-03-01T10:00:00Z') }],
        [2, { lastJobAt: at('2026-03-05T10:00:00Z') }],
        [3, { lastJobAt: at('2026-03-02T10:00:00Z') }],
      ]),
      new Map([
        [1, { lastMessageAt: at('2026-03-06T10:00:00Z') }],
        [4, { lastMessageAt: at('2026-03-05T10:00:00Z') }],
      ]),
    );
    expect(ordered.map((c) => c.clientId)).to.deep.equal([1, 4, 2, 3]);
    expect(ordered[0].lastContactAt.toISOString()).to.equal('2026-03-06T10:00:00.000Z');
  });

  it('cuts a list into pages, with at least one page', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(items, 3, 20)).to.deep.equal({
      items: [40, 41, 42, 43, 44],
      page: 3,
      pageCount: 3,
      total: 45,
    });
    expect(pageOf([], 1, 20)).to.deep.equal({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});
