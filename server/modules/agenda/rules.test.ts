import { expect } from 'chai';
import { rangeProblems } from '../../../common/agenda';
import { localTime, zonedInstant } from '../../../common/time';
import { slotStarts, timeZoneOfCountry } from './rules';

const MVD = 'America/Montevideo';

describe('agenda: time zones and ranges (pure rules)', () => {
  it('converts local dates and times of Montevideo and São Paulo to instants and back', () => {
    expect(zonedInstant('2026-07-01', 600, MVD).toISOString()).to.equal('2026-07-01T13:00:00.000Z');
    expect(zonedInstant('2026-07-01', 1440, 'America/Sao_Paulo').toISOString()).to.equal(
      '2026-07-02T03:00:00.000Z',
    );
    expect(localTime(new Date('2026-07-01T02:30:00Z'), MVD)).to.deep.equal({
      date: '2026-06-30',
      minutes: 23 * 60 + 30,
      weekday: 2,
      subMinuteMs: 0,
    });
  });

  it('finds inverted and overlapping ranges; touching ranges are fine', () => {
    expect(
      rangeProblems([
        { from: '09:00', to: '12:00' },
        { from: '12:00', to: '15:00' },
      ]),
    ).to.deep.equal([]);
    expect(
      rangeProblems([
        { from: '10:00', to: '09:00' },
        { from: '14:00', to: '18:00' },
        { from: '17:30', to: '19:00' },
        { from: '13:00', to: '14:30' },
      ]),
    ).to.deep.equal([
      { index: 0, field: 'to', key: 'fields.timeRange' },
      { index: 2, field: 'from', key: 'fields.timeRangesOverlap' },
      { index: 3, field: 'from', key: 'fields.timeRangesOverlap' },
    ]);
  });

  it('keeps a prosker’s agenda in their region’s time zone, Uruguay’s by default', () => {
    expect(timeZoneOfCountry('BR')).to.equal('America/Sao_Paulo');
    expect(timeZoneOfCountry('br')).to.equal('America/Sao_Paulo');
    expect(timeZoneOfCountry('UY')).to.equal(MVD);
    expect(timeZoneOfCountry('AR')).to.equal(MVD);
    expect(timeZoneOfCountry(null)).to.equal(MVD);
  });

  it('offers 1-hour slots on the half-hour grid inside each range', () => {
    expect(
      slotStarts({
        closed: false,
        source: 'weekday',
        ranges: [
          { from: 9 * 60, to: 11 * 60 },
          { from: 14 * 60 + 15, to: 15 * 60 + 30 },
        ],
      }),
    ).to.deep.equal([9 * 60, 9 * 60 + 30, 10 * 60, 14 * 60 + 30]);
  });
});
