import { expect } from 'chai';
import { CANCELLATION_NOTICE_HOURS } from '../../../common/constants';
import { JOB_TRANSITIONS } from '../../../common/jobs';
import {
  bookedBySlot,
  bookingSpan,
  currencyOf,
  isPastStart,
  placeOf,
  refusalOf,
  roundedRating,
  sideOf,
  SLOT_MS,
  timeZoneOf,
  USER_ACTIONS,
} from './rules';

const HOUR = 3_600_000;
const MONTEVIDEO = 'America/Montevideo';

describe('jobs rules', () => {
  it('prices in the currency of the prosker’s region, Uruguay’s by default', () => {
    expect(currencyOf('BR')).to.equal('BRL');
    expect(currencyOf('br')).to.equal('BRL');
    expect(currencyOf('UY')).to.equal('UYU');
    expect(currencyOf(null)).to.equal('UYU');
    expect(currencyOf('AR')).to.equal('UYU');
  });

  it('reads a job on the clock of its currency’s region', () => {
    expect(timeZoneOf('UYU')).to.equal(MONTEVIDEO);
    expect(timeZoneOf('BRL')).to.equal('America/Sao_Paulo');
  });

  it('lets users send only the actions of a prosker or a client', () => {
    expect(USER_ACTIONS).to.include.members(['accept', 'clientCancel', 'dispute']);
    for (const action of ['resolve', 'confirmPayment', 'autoComplete'] as const) {
      expect(USER_ACTIONS).to.not.include(action);
    }
    for (const action of USER_ACTIONS) {
      expect(['prosker', 'client']).to.include(JOB_TRANSITIONS[action].by);
    }
  });

  it('knows which side of a job a user is on, and nobody else', () => {
    const job = { proskerId: 7, clientId: 9 };
    expect(sideOf(job, 7)).to.equal('prosker');
    expect(sideOf(job, 9)).to.equal('client');
    expect(sideOf(job, 8)).to.equal(undefined);
  });

  it('refuses an action that is not the actor’s or not from the job’s status', () => {
    const now = Date.now();
    const job = { status: 'new' as const, startDate: new Date(now + 72 * HOUR) };
    expect(refusalOf('accept', 'prosker', job, now)).to.equal(undefined);
    expect(refusalOf('accept', 'client', job, now)).to.equal('JOB_CANNOT_ACCEPT');
    expect(refusalOf('start', 'prosker', job, now)).to.equal(JOB_TRANSITIONS.start.refusal);
  });

  it('refuses a cancellation within the notice hours of the start, and allows it before', () => {
    const now = Date.now();
    const at = (hours: number) => ({
      status: 'new' as const,
      startDate: new Date(now + hours * HOUR),
    });
    const late = CANCELLATION_NOTICE_HOURS - 1 / 60;
    const early = CANCELLATION_NOTICE_HOURS + 1 / 60;
    expect(refusalOf('clientCancel', 'client', at(late), now)).to.equal('JOB_CANCEL_TOO_LATE');
    expect(refusalOf('clientCancel', 'client', at(early), now)).to.equal(undefined);
    // The notice rule comes after whose action it is.
    expect(refusalOf('clientCancel', 'prosker', at(late), now)).to.equal(
      JOB_TRANSITIONS.clientCancel.refusal,
    );
  });

  it('books a half-day by its hours on the local clock, and a slot for one hour', () => {
    const morning = bookingSpan({ date: '2030-03-04', timeOfDay: 'morning' }, MONTEVIDEO);
    expect(placeOf(morning.start, MONTEVIDEO)).to.deep.equal({
      date: '2030-03-04',
      half: 'morning',
    });
    expect(morning.end.getTime()).to.be.greaterThan(morning.start.getTime());
    const afternoon = bookingSpan({ date: '2030-03-04', timeOfDay: 'afternoon' }, MONTEVIDEO);
    expect(placeOf(afternoon.start, MONTEVIDEO).half).to.equal('afternoon');

    const slot = '2030-03-04T13:00:00.000Z'; // 10:00 in Montevideo
    const bySlot = bookingSpan({ date: '2030-03-04', timeOfDay: 'morning', slot }, MONTEVIDEO);
    expect(bySlot.start.toISOString()).to.equal(slot);
    expect(bySlot.end.getTime() - bySlot.start.getTime()).to.equal(SLOT_MS);
    expect(placeOf(bySlot.start, MONTEVIDEO)).to.deep.equal({
      date: '2030-03-04',
      half: 'morning',
    });
    // 13:00 in Montevideo is already the afternoon.
    expect(placeOf(new Date('2030-03-04T16:00:00.000Z'), MONTEVIDEO).half).to.equal('afternoon');
  });

  it('refuses a start that is unreadable, now or past', () => {
    const now = Date.now();
    expect(isPastStart(new Date('not a date'), now)).to.equal(true);
    expect(isPastStart(new Date(now), now)).to.equal(true);
    expect(isPastStart(new Date(now - 1), now)).to.equal(true);
    expect(isPastStart(new Date(now + 1), now)).to.equal(false);
  });

  it('books by slot only an appointment with a prosker who keeps an agenda', () => {
    expect(bookedBySlot(true, true)).to.equal(true);
    expect(bookedBySlot(true, false)).to.equal(false);
    expect(bookedBySlot(false, true)).to.equal(false);
  });

  it('rounds an average rating to two decimals', () => {
    expect(roundedRating(4)).to.equal(4);
    expect(roundedRating(13 / 3)).to.equal(4.33);
    expect(roundedRating(4.666)).to.equal(4.67);
  });
});
