import { expect } from 'chai';
import { CANCELLATION_NOTICE_HOURS } from '../../../common/constants';
import { actionsNow, dayAhead, jobDay, JOB_TRANSITIONS } from '../../../common/jobs';
import { instantOf } from '../../../common/time';
import {
  agreedStart,
  bookedBySlot,
  bookingSpan,
  calendarDay,
  currencyOf,
  isPastStart,
  offerSpan,
  placeOf,
  refusalOf,
  reviewRefusalOf,
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

  it('lets only the client answer an offer and only its prosker withdraw it, while it waits', () => {
    const offered = {
      status: 'offered' as const,
      startDate: new Date(Date.now() + 72 * HOUR),
      currency: 'UYU' as const,
    };
    expect(actionsNow(offered, 'client')).to.deep.equal(['acceptOffer', 'declineOffer']);
    expect(actionsNow(offered, 'prosker')).to.deep.equal(['withdrawOffer']);
    expect(refusalOf('acceptOffer', 'prosker', offered)).to.equal('OFFER_CANNOT_ACCEPT');
    expect(refusalOf('accept', 'prosker', offered)).to.equal('JOB_CANNOT_ACCEPT');
    const accepted = { ...offered, status: 'readyToExecute' as const };
    expect(refusalOf('acceptOffer', 'client', accepted)).to.equal('OFFER_CANNOT_ACCEPT');
    expect(refusalOf('declineOffer', 'client', accepted)).to.equal('OFFER_CANNOT_DECLINE');
    expect(refusalOf('withdrawOffer', 'prosker', accepted)).to.equal('OFFER_CANNOT_WITHDRAW');
  });

  it('places an offer in the half of its date, at the hour named within it, and refuses an hour outside', () => {
    const half = offerSpan({ date: '2026-12-02', timeOfDay: 'morning' }, MONTEVIDEO);
    expect(half).to.deep.equal({
      start: new Date('2026-12-02T12:00:00Z'),
      end: new Date('2026-12-02T16:00:00Z'),
      hourAgreed: false,
    });
    const hour = offerSpan(
      { date: '2026-12-02', timeOfDay: 'afternoon', hour: '15:30' },
      MONTEVIDEO,
    );
    expect(hour).to.deep.include({ start: new Date('2026-12-02T18:30:00Z'), hourAgreed: true });
    expect(
      offerSpan({ date: '2026-12-02', timeOfDay: 'morning', hour: '15:00' }, MONTEVIDEO),
    ).to.include({
      refusal: 'hourOutsideHalf',
    });
  });

  it('knows which side of a job a user is on, and nobody else', () => {
    const job = { proskerId: 7, clientId: 9 };
    expect(sideOf(job, 7)).to.equal('prosker');
    expect(sideOf(job, 9)).to.equal('client');
    expect(sideOf(job, 8)).to.equal(undefined);
  });

  it('refuses an action that is not the actor’s or not from the job’s status', () => {
    const now = Date.now();
    const job = {
      status: 'new' as const,
      startDate: new Date(now + 72 * HOUR),
      currency: 'UYU' as const,
    };
    expect(refusalOf('accept', 'prosker', job, now)).to.equal(undefined);
    expect(refusalOf('accept', 'client', job, now)).to.equal('JOB_CANNOT_ACCEPT');
    expect(refusalOf('start', 'prosker', job, now)).to.equal(JOB_TRANSITIONS.start.refusal);
  });

  it('refuses a cancellation within the notice hours of the start, and allows it before', () => {
    const now = Date.now();
    const at = (hours: number) => ({
      status: 'new' as const,
      startDate: new Date(now + hours * HOUR),
      currency: 'UYU' as const,
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

  describe('the job’s day', () => {
    const instant = (date: string, time: string, zone = MONTEVIDEO) =>
      new Date(instantOf(date, time, zone)!);
    // Half past midnight of 3 December in Montevideo is already 3 December in UTC at 23:00 of
    // the 2nd: the day is read on the job's clock, not on UTC's.
    const job = (status: 'readyToExecute' | 'inProgress' | 'proskerComplete' | 'complete') => ({
      status,
      startDate: instant('2026-12-03', '00:30'),
      currency: 'UYU' as const,
    });
    const eveBefore = instant('2026-12-02', '23:59').getTime();
    const itsDay = instant('2026-12-03', '00:00').getTime();

    it('is the local date of the start in the job’s region', () => {
      expect(jobDay(job('readyToExecute'))).to.equal('2026-12-03');
      const paulista = { startDate: '2026-12-03T02:30:00.000Z', currency: 'BRL' as const };
      expect(jobDay(paulista)).to.equal('2026-12-02');
      expect(dayAhead(job('readyToExecute'), eveBefore)).to.equal('2026-12-03');
      expect(dayAhead(job('readyToExecute'), itsDay)).to.equal(null);
    });

    it('refuses starting, finishing and confirming before it with JOB_TOO_EARLY, and allows them on it', () => {
      const cases = [
        ['start', 'prosker', 'readyToExecute'],
        ['finish', 'prosker', 'inProgress'],
        ['confirm', 'client', 'proskerComplete'],
        ['autoComplete', 'system', 'proskerComplete'],
      ] as const;
      for (const [action, actor, status] of cases) {
        expect(refusalOf(action, actor, job(status), eveBefore), action).to.equal('JOB_TOO_EARLY');
        expect(refusalOf(action, actor, job(status), itsDay), action).to.equal(undefined);
        // Whose action it is and from where come first.
        expect(refusalOf(action, 'client', job('complete'), eveBefore)).to.equal(
          JOB_TRANSITIONS[action].refusal,
        );
      }
      // A dispute (the client says it is not done) waits for nothing.
      expect(refusalOf('dispute', 'client', job('proskerComplete'), eveBefore)).to.equal(undefined);
    });

    it('lets a review wait for it as well, after the job is complete', () => {
      expect(reviewRefusalOf(job('proskerComplete'), itsDay)).to.equal('REVIEW_NOT_ALLOWED');
      expect(reviewRefusalOf(job('complete'), eveBefore)).to.equal('JOB_TOO_EARLY');
      expect(reviewRefusalOf(job('complete'), itsDay)).to.equal(undefined);
    });

    it('offers only the actions open now: those of the day wait for it, a cancellation does not', () => {
      const ready = job('readyToExecute');
      expect(actionsNow(ready, 'prosker', eveBefore)).to.deep.equal(['proskerCancel']);
      expect(actionsNow(ready, 'prosker', itsDay)).to.deep.equal(['start', 'proskerCancel']);
      expect(actionsNow(job('proskerComplete'), 'client', eveBefore)).to.deep.equal(['dispute']);
      expect(actionsNow(job('proskerComplete'), 'client', itsDay)).to.deep.equal([
        'confirm',
        'dispute',
      ]);
    });
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

  describe('the booking calendar', () => {
    const at = (date: string, time: string) => Date.parse(instantOf(date, time, MONTEVIDEO)!);
    const today = '2026-12-07';
    const open = { date: today, closed: false, slots: [] };

    it('offers by half-day the halves still to come, and nothing of today once both began', () => {
      const read = (now: number) =>
        calendarDay(open, { bySlot: false, today, timeZone: MONTEVIDEO, now });
      expect(read(at(today, '08:59')).halves).to.deep.equal(['morning', 'afternoon']);
      expect(read(at(today, '09:00'))).to.include({ status: 'open' });
      expect(read(at(today, '09:00')).halves).to.deep.equal(['afternoon']);
      expect(read(at(today, '14:00'))).to.deep.equal({
        date: today,
        status: 'past',
        halves: [],
        slots: [],
      });
    });

    it('tells a full day from today’s last slot gone, and a closed day from both', () => {
      const options = { bySlot: true, today, timeZone: MONTEVIDEO, now: at(today, '08:00') };
      const later = { ...open, date: '2026-12-08' };
      expect(calendarDay(later, options).status).to.equal('full');
      expect(calendarDay(open, options).status).to.equal('past');
      expect(calendarDay({ ...later, closed: true }, options).status).to.equal('closed');
      const slot = (time: string) => ({
        startsAt: new Date(at('2026-12-08', time)).toISOString(),
        endsAt: new Date(at('2026-12-08', time) + HOUR).toISOString(),
        time,
      });
      const halves = calendarDay({ ...later, slots: [slot('13:00'), slot('15:30')] }, options);
      expect(halves).to.deep.include({ status: 'open', halves: ['afternoon'] });
    });
  });

  describe('the hour a prosker sets on accepting', () => {
    const job = {
      start_date: new Date(instantOf('2026-12-07', '14:00', MONTEVIDEO)!),
      time_of_day: 'afternoon',
      hour_agreed: false,
    };

    it('moves a half-day booking’s start to an hour of its half, on the job’s clock', () => {
      expect(agreedStart(job, '17:30', MONTEVIDEO)).to.deep.equal({
        start: new Date(instantOf('2026-12-07', '17:30', MONTEVIDEO)!),
      });
    });

    it('asks for one, and refuses an hour outside the half or off the half hour', () => {
      expect(agreedStart(job, undefined, MONTEVIDEO)).to.deep.equal({ refusal: 'hourRequired' });
      for (const hour of ['13:30', '18:00', '14:15', '2pm']) {
        expect(agreedStart(job, hour, MONTEVIDEO), hour).to.deep.equal({
          refusal: 'hourOutsideHalf',
          from: '14:00',
          to: '17:30',
        });
      }
    });

    it('keeps the start of a job whose hour is agreed already', () => {
      expect(agreedStart({ ...job, hour_agreed: true }, '15:00', MONTEVIDEO)).to.deep.equal({
        keep: true,
      });
      expect(agreedStart({ ...job, time_of_day: null }, undefined, MONTEVIDEO)).to.deep.equal({
        keep: true,
      });
    });
  });
});
