import { expect } from 'chai';
import {
  classify,
  enqueue,
  markFailed,
  parseStored,
  refused,
  remove,
  waiting,
  waitingFor,
} from './outbox';
import type { NewEntry, OutboxEntry } from './outbox';

const entry = (overrides: Partial<NewEntry> = {}): NewEntry => ({
  id: 'a',
  userId: 1,
  eventId: 10,
  action: 'approved',
  label: { name: 'Marta Silveira', startsAt: '2026-12-01T10:30:00-03:00' },
  queuedAt: '2026-11-26T12:00:00.000Z',
  ...overrides,
});

describe('agenda outbox', () => {
  it('sends a user’s decisions oldest first and never another account’s', () => {
    let list: OutboxEntry[] = [];
    list = enqueue(list, entry({ id: 'late', eventId: 11, queuedAt: '2026-11-26T12:05:00.000Z' }));
    list = enqueue(list, entry({ id: 'early', eventId: 12, queuedAt: '2026-11-26T12:01:00.000Z' }));
    list = enqueue(list, entry({ id: 'other', userId: 2, eventId: 13 }));
    expect(waiting(list, 1).map((item) => item.id)).to.deep.equal(['early', 'late']);
    expect(waiting(list, 2).map((item) => item.id)).to.deep.equal(['other']);
  });

  it('keeps only the last decision on an event, which replaces an earlier refusal too', () => {
    let list = enqueue([], entry({ id: 'approve' }));
    list = enqueue(
      list,
      entry({ id: 'reject', action: 'rejected', queuedAt: '2026-11-26T12:02:00.000Z' }),
    );
    expect(list.map((item) => [item.id, item.action])).to.deep.equal([['reject', 'rejected']]);
    list = markFailed(list, 'reject', { reason: 'gone', message: null, failedAt: 'x' });
    expect(waitingFor(list, 1, 10)).to.equal(undefined);
    expect(refused(list, 1).map((item) => item.id)).to.deep.equal(['reject']);
    list = enqueue(list, entry({ id: 'again' }));
    expect(refused(list, 1)).to.deep.equal([]);
    expect(waitingFor(list, 1, 10)?.id).to.equal('again');
    expect(remove(list, 'again')).to.deep.equal([]);
  });

  it('tries again later when the server was not reached or is in passing trouble', () => {
    for (const status of [0, 500, 502, 503, 408, 429]) {
      expect(classify({ status, code: 'X', message: null }), String(status)).to.deep.equal({
        kind: 'retry',
      });
    }
    expect(classify({ status: 401, code: 'AUTH_REQUIRED', message: null })).to.deep.equal({
      kind: 'signedOut',
    });
  });

  it('names why the server refused a decision', () => {
    const reason = (status: number, code: string, details?: unknown) => {
      const verdict = classify({ status, code, message: 'm', details });
      return verdict.kind === 'refused' ? verdict.reason : verdict.kind;
    };
    expect(reason(409, 'EVENT_STATUS_INVALID', { status: 'rejected' })).to.equal('alreadyRejected');
    expect(reason(409, 'EVENT_STATUS_INVALID', { jobId: 4, status: 'pending' })).to.equal(
      'refused',
    );
    expect(reason(409, 'EVENT_OVERLAP')).to.equal('slotTaken');
    expect(reason(404, 'NOT_FOUND')).to.equal('gone');
    expect(reason(403, 'EVENT_NO_ACCESS')).to.equal('gone');
    expect(reason(403, 'PERMISSION_DENIED')).to.equal('noPremium');
    expect(reason(422, 'VALIDATION_FAILED')).to.equal('refused');
  });

  it('reads back what it stored and ignores anything else', () => {
    const list = enqueue([], entry());
    expect(parseStored(JSON.stringify(list))).to.deep.equal(list);
    expect(parseStored(null)).to.deep.equal([]);
    expect(parseStored('not json')).to.deep.equal([]);
    expect(parseStored(JSON.stringify([{ id: 1 }, ...list]))).to.deep.equal(list);
  });
});
