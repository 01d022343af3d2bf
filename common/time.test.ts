import { expect } from 'chai';
import { dayHalfSpan, halfOf } from './agenda';
import { TIME_ZONES } from './regions';
import {
  instantOf,
  isoInZone,
  localTime,
  offsetChanges,
  todayIn,
  wallClock,
  zonedInstant,
} from './time';

const MVD = 'America/Montevideo';
const SAO = 'America/Sao_Paulo';
const iso = (date: Date) => date.toISOString();

describe('time zones (common/time)', () => {
  it('reads the regions’ zones from the region table', () => {
    expect(TIME_ZONES).to.deep.equal({ uy: MVD, br: SAO });
  });

  it('places a Montevideo local time three hours behind UTC today', () => {
    expect(iso(zonedInstant('2026-07-01', 10 * 60, MVD))).to.equal('2026-07-01T13:00:00.000Z');
    expect(iso(zonedInstant('2026-01-15', 10 * 60, MVD))).to.equal('2026-01-15T13:00:00.000Z');
    expect(instantOf('2026-12-01', '09:30', MVD)).to.equal('2026-12-01T12:30:00.000Z');
    expect(wallClock('2026-12-01T12:30:00Z', MVD)).to.equal('2026-12-01T09:30:00');
    expect(isoInZone(new Date('2026-05-04T13:00:00Z'), MVD)).to.equal(
      '2026-05-04T10:00:00.000-03:00',
    );
  });

  it('places a São Paulo local time three hours behind UTC in summer and winter today', () => {
    expect(iso(zonedInstant('2026-01-15', 10 * 60, SAO))).to.equal('2026-01-15T13:00:00.000Z');
    expect(iso(zonedInstant('2026-07-01', 24 * 60, SAO))).to.equal('2026-07-02T03:00:00.000Z');
  });

  it('gives the local date, minute and weekday of an instant near midnight', () => {
    expect(localTime(new Date('2026-07-01T02:30:00Z'), MVD)).to.deep.equal({
      date: '2026-06-30',
      minutes: 23 * 60 + 30,
      weekday: 2,
      subMinuteMs: 0,
    });
    expect(localTime('2026-07-01T03:00:00.250Z', SAO)).to.deep.equal({
      date: '2026-07-01',
      minutes: 0,
      weekday: 3,
      subMinuteMs: 250,
    });
    expect(todayIn(MVD, new Date('2027-01-01T02:59:59Z'))).to.equal('2026-12-31');
    expect(todayIn(MVD, new Date('2027-01-01T03:00:00Z'))).to.equal('2027-01-01');
  });

  it('follows São Paulo’s former summer time, two hours behind UTC', () => {
    expect(iso(zonedInstant('2019-01-15', 10 * 60, SAO))).to.equal('2019-01-15T12:00:00.000Z');
    expect(wallClock('2019-01-15T12:00:00Z', SAO)).to.equal('2019-01-15T10:00:00');
  });

  it('moves a time skipped by São Paulo’s clock going forward (2018-11-04) past the gap', () => {
    // Midnight became 01:00: 00:30 did not exist that day.
    expect(iso(zonedInstant('2018-11-04', 30, SAO))).to.equal('2018-11-04T03:30:00.000Z');
    expect(localTime(zonedInstant('2018-11-04', 30, SAO), SAO)).to.include({
      date: '2018-11-04',
      minutes: 90,
    });
    // The day starts at 01:00, and the hour before the gap is still read at -03:00.
    expect(iso(zonedInstant('2018-11-04', 0, SAO))).to.equal('2018-11-04T03:00:00.000Z');
    expect(iso(zonedInstant('2018-11-03', 23 * 60 + 30, SAO))).to.equal('2018-11-04T02:30:00.000Z');
    expect(iso(zonedInstant('2018-11-04', 10 * 60, SAO))).to.equal('2018-11-04T12:00:00.000Z');
  });

  it('reads a time repeated by São Paulo’s clock going back (2019-02-17) as its first occurrence', () => {
    // Midnight went back to 23:00 of the 16th: 23:30 happened twice, at -02:00 then at -03:00.
    expect(iso(zonedInstant('2019-02-16', 23 * 60 + 30, SAO))).to.equal('2019-02-17T01:30:00.000Z');
    expect(wallClock('2019-02-17T01:30:00Z', SAO)).to.equal('2019-02-16T23:30:00');
    expect(wallClock('2019-02-17T02:30:00Z', SAO)).to.equal('2019-02-16T23:30:00');
    expect(iso(zonedInstant('2019-02-17', 10 * 60, SAO))).to.equal('2019-02-17T13:00:00.000Z');
  });

  it('follows Montevideo’s former summer time (2014-10-05 to 2015-03-08)', () => {
    // 02:00 became 03:00 on 2014-10-05, and 02:00 went back to 01:00 on 2015-03-08.
    expect(iso(zonedInstant('2014-10-04', 10 * 60, MVD))).to.equal('2014-10-04T13:00:00.000Z');
    expect(iso(zonedInstant('2014-10-05', 10 * 60, MVD))).to.equal('2014-10-05T12:00:00.000Z');
    expect(iso(zonedInstant('2014-10-05', 2 * 60 + 30, MVD))).to.equal('2014-10-05T05:30:00.000Z');
    expect(iso(zonedInstant('2015-03-08', 60 + 30, MVD))).to.equal('2015-03-08T03:30:00.000Z');
    expect(wallClock('2015-03-08T04:30:00Z', MVD)).to.equal('2015-03-08T01:30:00');
    expect(iso(zonedInstant('2015-03-08', 10 * 60, MVD))).to.equal('2015-03-08T13:00:00.000Z');
    expect(isoInZone('2015-01-15T12:00:00Z', MVD)).to.equal('2015-01-15T10:00:00.000-02:00');
  });

  it('lists a zone’s offsets with each clock change to the minute (São Paulo, 2018 and 2019)', () => {
    const changes = offsetChanges(SAO, 2018, 2020).map(([from, offset]) => [
      iso(new Date(from * 60_000)),
      offset,
    ]);
    expect(changes).to.deep.equal([
      ['2018-01-01T00:00:00.000Z', -120],
      ['2018-02-18T02:00:00.000Z', -180],
      ['2018-11-04T03:00:00.000Z', -120],
      ['2019-02-17T02:00:00.000Z', -180],
    ]);
    expect(offsetChanges(MVD, 2020, 2100)).to.deep.equal([[Date.UTC(2020, 0, 1) / 60_000, -180]]);
  });

  it('refuses a malformed local date or time', () => {
    expect(instantOf('2026-7-01', '09:00', MVD)).to.equal(null);
    expect(instantOf('2026-07-01', '9:00', MVD)).to.equal(null);
  });
});

describe('day halves (common/agenda)', () => {
  it('splits the day at 13:00: a slot starting before it is in the morning', () => {
    expect(halfOf(12 * 60 + 30)).to.equal('morning');
    expect(halfOf(13 * 60)).to.equal('afternoon');
  });

  it('gives a half-day job 09:00 to 13:00 or 14:00 to 18:00 on the region’s clock', () => {
    expect(dayHalfSpan('2026-12-01', 'morning', MVD)).to.deep.equal({
      start: new Date('2026-12-01T12:00:00Z'),
      end: new Date('2026-12-01T16:00:00Z'),
    });
    expect(dayHalfSpan('2026-12-01', 'afternoon', SAO)).to.deep.equal({
      start: new Date('2026-12-01T17:00:00Z'),
      end: new Date('2026-12-01T21:00:00Z'),
    });
    // In São Paulo's former summer time the same hours were an hour earlier in UTC.
    expect(dayHalfSpan('2018-12-03', 'morning', SAO).start).to.deep.equal(
      new Date('2018-12-03T11:00:00Z'),
    );
  });
});
