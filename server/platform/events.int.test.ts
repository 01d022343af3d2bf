import { expect } from 'chai';
import { createLogger } from './logger';
import { createEventBus, retryDelaySeconds } from './events';
import { resetDatabase, startTestDatabase } from '../test/harness';
import type { Db } from './db';

describe('the outbox of domain events', () => {
  let db: Db;

  before(async () => {
    ({ db } = await startTestDatabase());
  });
  beforeEach(async () => {
    await resetDatabase(db);
  });

  const bus = () => createEventBus(db, createLogger('silent'));
  const pending = async () =>
    (
      await db('outbox_events').whereNull('processed_at').count<{ count: number }[]>('* as count')
    )[0].count;

  it('handles an event after its transaction commits and never after a rollback', async () => {
    const events = bus();
    const seen: number[] = [];
    events.on('user.changed', async (e) => {
      seen.push(e.userId);
    });
    await db.transaction(async (trx) => {
      await events.emit(trx, { type: 'user.changed', userId: 1 });
      expect(seen, 'nothing is handled before the commit').to.deep.equal([]);
    });
    await db
      .transaction(async (trx) => {
        await events.emit(trx, { type: 'user.changed', userId: 2 });
        throw new Error('the change fails');
      })
      .catch(() => undefined);
    await events.idle();
    expect(seen).to.deep.equal([1]);
    expect(await db('outbox_events').pluck('key')).to.deep.equal(['user:1']);
    expect(await pending()).to.equal(0);
  });

  it('leaves an event that waits to the worker, which handles it only once its time has come', async () => {
    const events = bus();
    const seen: number[] = [];
    events.on('user.changed', async (e) => {
      seen.push(e.userId);
    });
    await db.transaction(async (trx) => {
      await events.emit(trx, { type: 'user.changed', userId: 3 }, { waits: 60 });
    });
    await events.idle();
    expect(await events.drain()).to.equal(0);
    expect(seen).to.deep.equal([]);
    const [row] = await db('outbox_events').select(
      db.raw(`available_at - now() > interval '50 seconds' AS later`),
    );
    expect(row.later).to.equal(true);
    // The minute passes.
    await db('outbox_events').update({ available_at: db.raw(`now() - interval '1 second'`) });
    expect(await events.drain()).to.equal(1);
    expect(seen).to.deep.equal([3]);
    expect(await pending()).to.equal(0);
  });

  it('keeps an event whose handler failed and handles it again from the outbox', async () => {
    const events = bus();
    let failures = 1;
    const seen: number[] = [];
    events.on('rating.changed', async (e) => {
      if (failures-- > 0) throw new Error('the profile store is away');
      seen.push(e.average);
    });
    await events.emit(db, { type: 'rating.changed', userId: 7, average: 4.5, count: 2 });
    expect(seen).to.deep.equal([]);
    const kept = await db('outbox_events').first();
    expect(kept).to.include({ attempts: 1, processed_at: null });
    expect(kept.last_error).to.equal('the profile store is away');
    // Due again only after its pause; the worker then takes it.
    expect(await events.drain()).to.equal(0);
    await db('outbox_events').update({ available_at: new Date(Date.now() - 1000) });
    expect(await events.drain()).to.equal(1);
    expect(seen).to.deep.equal([4.5]);
    expect(await pending()).to.equal(0);
  });

  it('handles the events of one key in the order they were recorded', async () => {
    const events = bus();
    const seen: boolean[] = [];
    let fail = true;
    events.on('premium.changed', async (e) => {
      if (fail && e.premium) {
        fail = false;
        throw new Error('first try fails');
      }
      seen.push(e.premium);
    });
    await events.emit(db, { type: 'premium.changed', userId: 3, premium: true });
    // A newer event of the same user waits for the older one to be handled.
    await events.emit(db, { type: 'premium.changed', userId: 3, premium: false });
    expect(seen).to.deep.equal([]);
    await db('outbox_events').update({ available_at: new Date(Date.now() - 1000) });
    await events.drain();
    expect(seen).to.deep.equal([true, false]);
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).to.deep.equal([5, 10, 20, 40]);
    expect(retryDelaySeconds(30)).to.equal(3600);
  });
});
