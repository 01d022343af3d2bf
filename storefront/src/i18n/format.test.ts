import { expect } from 'chai';
import { LANGUAGES, LANGUAGE_TAGS, type Language } from '../../../common/i18n';
import { RESOURCES } from '../../../common/i18n-resources';
import { TIME_ZONES } from '../../../common/regions';
import { localTime, offsetChanges } from '../../../common/time';
import {
  buildFormat,
  dayOn,
  formatFor,
  writeLongDate,
  writeMoney,
  writeNumber,
  type FormatWords,
} from './format';
import { REGION_OFFSETS } from './region-offsets';

/** Intl's spaces (no-break, narrow no-break) as one kind, to compare the visible text. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const wordsOf = (language: Language) => RESOURCES[language].storefront.formats as FormatWords;

/** Runs `check` as if the machine's clock were in `zone` (the server's zone is not the region's). */
function inMachineZone(zone: string, check: () => void) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('the storefront formatter', () => {
  describe('money and numbers', () => {
    const amounts = [
      0, 5, 39.9, 590, 1500, 12345.67, 1234567.5, 1000000, -5, -1234.5, 1.005, 2.675, 0.125,
      999.995,
    ];
    for (const language of LANGUAGES) {
      const tag = LANGUAGE_TAGS[language];
      it(`writes prices in ${tag} from the texts as Intl does, whole and with cents, in both currencies`, () => {
        const words = wordsOf(language);
        for (const currency of ['UYU', 'BRL'] as const) {
          for (const digits of [0, 2]) {
            // eslint-disable-next-line no-restricted-properties -- the reference the texts must match
            const intl = new Intl.NumberFormat(tag, {
              style: 'currency',
              currency,
              minimumFractionDigits: digits,
              maximumFractionDigits: digits,
            });
            for (const amount of amounts) {
              expect(
                spaces(writeMoney(amount, currency, digits, words)),
                `${amount} ${currency}`,
              ).to.equal(spaces(intl.format(amount)));
            }
          }
        }
      });
    }

    it("writes an amount in the region's currency unless another is given, dropping round cents when asked", () => {
      const br = buildFormat('br', 'br', wordsOf('br'));
      expect(spaces(br.money(39.9))).to.equal('R$ 39,90');
      expect(spaces(br.money(1500, 'UYU', { whole: true }))).to.equal('UYU 1.500');
      const uy = buildFormat('es', 'uy', wordsOf('es'));
      expect(spaces(uy.money(590, undefined, { whole: true }))).to.equal('$ 590');
      expect(uy.currency).to.equal('UYU');
    });

    it('writes the same money with Intl when the language texts did not load', () => {
      const fromTexts = buildFormat('es', 'uy', wordsOf('es'));
      const withIntl = buildFormat('es', 'uy', undefined);
      for (const amount of [590, 1234.5]) {
        expect(spaces(withIntl.money(amount, 'UYU'))).to.equal(
          spaces(fromTexts.money(amount, 'UYU')),
        );
      }
      expect(withIntl.percent(299)).to.equal(fromTexts.percent(299));
    });

    it('groups thousands and keeps the decimals asked for', () => {
      const words = wordsOf('es');
      expect(writeNumber(1234567.891, 2, words)).to.equal('1.234.567,89');
      expect(writeNumber(999, 0, words)).to.equal('999');
      expect(writeNumber(-0.001, 2, words)).to.equal('0,00');
      expect(buildFormat('es', 'uy', words).number(1234.56, { maximumFractionDigits: 1 })).to.equal(
        '1.234,6',
      );
    });

    it("gives each currency's symbol as the language writes it", () => {
      expect(buildFormat('es', 'uy', undefined).currencySymbol()).to.equal('$');
      expect(buildFormat('br', 'br', undefined).currencySymbol()).to.equal('R$');
    });

    it('writes percentages from basis points', () => {
      expect(spaces(buildFormat('es', 'uy', undefined).percent(299))).to.equal('2,99%');
    });

    it('writes file sizes in decimal units for uploads and binary units for the chat', () => {
      const es = buildFormat('es', 'uy', undefined);
      expect(spaces(es.fileSize(820_000))).to.equal('820 kB');
      expect(spaces(es.fileSize(1_234_567))).to.equal('1,2 MB');
      expect(es.fileSize(176)).to.equal('176 bytes');
      expect(es.binarySize(12_000)).to.equal('12 KB');
      expect(es.binarySize(1_300_000)).to.equal('1,2 MB');
    });

    it('writes durations in hours and minutes', () => {
      const es = buildFormat('es', 'uy', undefined);
      expect(spaces(es.duration(45))).to.equal('45 min');
      expect(spaces(es.duration(60))).to.equal('1 h');
      expect(spaces(es.duration(90))).to.equal('1 h 30 min');
    });
  });

  describe('dates and times', () => {
    for (const language of LANGUAGES) {
      const tag = LANGUAGE_TAGS[language];
      it(`writes days in ${tag} from the texts as Intl's long dates do, in every month`, () => {
        const words = wordsOf(language);
        // eslint-disable-next-line no-restricted-properties -- the reference the texts must match
        const intl = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
        for (let month = 0; month < 12; month += 1) {
          const day = new Date(Date.UTC(2026, month, ((month * 3) % 28) + 1, 12));
          expect(writeLongDate(day.toISOString().slice(0, 10), words)).to.equal(intl.format(day));
        }
      });
    }

    it('writes a calendar day as it is, whatever the clock', () => {
      const br = buildFormat('br', 'br', wordsOf('br'));
      expect(br.date('2026-03-05')).to.equal('5 de março de 2026');
      expect(writeLongDate('2026-11-27', wordsOf('br'))).to.equal('27 de novembro de 2026');
      expect(buildFormat('es', 'uy', undefined).date('2026-09-25')).to.equal(
        '25 de setiembre de 2026',
      );
    });

    it('writes a date at 01:30 UTC as the previous day in Montevideo, on any machine zone', () => {
      for (const machine of ['UTC', 'Asia/Tokyo', 'America/Montevideo', 'Pacific/Kiritimati']) {
        inMachineZone(machine, () => {
          for (const words of [wordsOf('es'), undefined]) {
            const uy = buildFormat('es', 'uy', words);
            expect(uy.date('2026-11-28T01:30:00.000Z'), machine).to.equal(
              '27 de noviembre de 2026',
            );
            expect(uy.date('2026-11-28T03:00:00.000Z'), machine).to.equal(
              '28 de noviembre de 2026',
            );
            expect(uy.fullDate('2026-11-28T01:30:00.000Z'), machine).to.equal(
              'viernes, 27 de noviembre de 2026',
            );
            expect(uy.day('2026-11-28T01:30:00.000Z'), machine).to.equal('2026-11-27');
            expect(uy.time('2026-11-28T01:30:00.000Z'), machine).to.equal('22:30');
          }
        });
      }
    });

    it('writes times on the 24-hour clock in Spanish, Portuguese and English', () => {
      const afternoon = '2026-11-28T18:42:00.000Z';
      expect(buildFormat('es', 'uy', undefined).time(afternoon)).to.equal('15:42');
      expect(buildFormat('br', 'br', undefined).time(afternoon)).to.equal('15:42');
      expect(buildFormat('en', 'uy', undefined).time(afternoon)).to.equal('15:42');
      expect(spaces(buildFormat('en', 'uy', undefined).dateTime(afternoon))).to.equal(
        'Nov 28, 2026, 15:42',
      );
      expect(buildFormat('es', 'uy', undefined).longDateTime(afternoon)).to.equal(
        '28 de noviembre de 2026 a las 15:42',
      );
    });

    it("writes an instant on another region's clock when given one", () => {
      const uy = buildFormat('es', 'uy', undefined);
      // Montevideo and São Paulo are both UTC-3 today; in 2018 São Paulo kept summer time.
      expect(uy.time('2018-12-01T12:00:00.000Z', 'br')).to.equal('10:00');
      expect(uy.time('2018-12-01T12:00:00.000Z')).to.equal('09:00');
    });

    it('writes the dates the pages show: full, short, day and month, weekday day and month', () => {
      const es = buildFormat('es', 'uy', undefined);
      expect(es.fullDate('2026-12-07')).to.equal('lunes, 7 de diciembre de 2026');
      expect(es.shortDate('2026-12-07')).to.equal('lun, 7 dic. 2026');
      expect(es.dayMonth('2026-12-07T15:00:00.000Z')).to.equal('7 dic.');
      expect(es.weekdayDayMonth('2026-11-26T17:30:00.000Z')).to.equal('jueves, 26 de noviembre');
      expect(es.month('2026-12-07')).to.equal('Dic');
      expect(es.month('2026-12-07', 'long')).to.equal('Diciembre');
      expect(es.weekdays()[0]).to.deep.equal({ short: 'lun', long: 'lunes' });
    });

    it("writes today's messages with their time and older ones with their day, on the region's clock", () => {
      const es = buildFormat('es', 'uy', undefined);
      const now = Date.parse('2026-11-28T12:00:00.000Z');
      expect(es.timeOrDayMonth('2026-11-28T10:15:00.000Z', undefined, now)).to.equal('07:15');
      // 02:00 UTC on the 28th is still the 27th in Montevideo.
      expect(es.timeOrDayMonth('2026-11-28T02:00:00.000Z', undefined, now)).to.equal('27 nov.');
      expect(es.daysAgo('2026-11-28T02:00:00.000Z', undefined, now)).to.equal(1);
    });

    it('writes how long ago in words ("hace 3 días", "ayer", "agora")', () => {
      const now = Date.parse('2026-11-28T12:00:00.000Z');
      expect(buildFormat('es', 'uy', undefined).relative('2026-11-25T12:00:00.000Z', now)).to.equal(
        'hace 3 días',
      );
      expect(buildFormat('es', 'uy', undefined).relative('2026-11-27T11:00:00.000Z', now)).to.equal(
        'ayer',
      );
      expect(buildFormat('br', 'br', undefined).relative(now - 10_000, now)).to.equal('agora');
      expect(buildFormat('en', 'uy', undefined).relative('2026-11-28T11:55:00.000Z', now)).to.equal(
        '5 minutes ago',
      );
    });
  });

  describe("the regions' clocks", () => {
    it("gives an instant's day on each region's clock as the zone data does, 2020 to 2040", () => {
      for (const region of ['uy', 'br'] as const) {
        // Every 7 hours and 13 minutes: every hour of the day, on every weekday, over the years.
        for (let ms = Date.UTC(2020, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 26_580_000) {
          expect(dayOn(ms, REGION_OFFSETS[region]), new Date(ms).toISOString()).to.equal(
            localTime(ms, TIME_ZONES[region]).date,
          );
        }
      }
    });

    it('follows a clock change to the minute, as São Paulo’s summer time started on 2018-11-04', () => {
      const offsets = offsetChanges(TIME_ZONES.br, 2018, 2020);
      // 02:59 UTC on 2018-11-04 was 23:59 on the 3rd; a minute later the clock read 01:00 on the 4th.
      expect(dayOn('2018-11-04T02:59:00Z', offsets)).to.equal('2018-11-03');
      expect(dayOn('2018-11-04T03:00:00Z', offsets)).to.equal('2018-11-04');
    });
  });

  it('keeps one formatter per language and region once made from the texts', () => {
    expect(formatFor('es', 'uy', wordsOf('es'))).to.equal(formatFor('es', 'uy'));
    expect(formatFor('br', 'uy', undefined)).to.not.equal(formatFor('br', 'uy', undefined));
  });
});
