import { expect } from 'chai';
import { LANGUAGES, LANGUAGE_TAGS } from '../../../common/i18n';
import { RESOURCES } from '../../../common/i18n-resources';
import { TIME_ZONES } from '../../../common/regions';
import { localTime, offsetChanges } from '../../../common/time';
import { dayOn, writeLongDate, writeMoney, writeNumber } from './plain-formats';
import type { FormatWords } from './plain-formats';
import { REGION_OFFSETS } from './region-offsets';

/** Intl's spaces (no-break, narrow no-break) as one kind, to compare the visible text. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const wordsOf = (language: (typeof LANGUAGES)[number]) =>
  RESOURCES[language].storefront.formats as FormatWords;

describe('plain formats', () => {
  const amounts = [
    0, 5, 39.9, 590, 1500, 12345.67, 1234567.5, 1000000, -5, -1234.5, 1.005, 2.675, 0.125, 999.995,
  ];
  for (const language of LANGUAGES) {
    const tag = LANGUAGE_TAGS[language];
    const words = wordsOf(language);

    it(`writes prices in ${tag} as Intl does, whole and with cents, in both currencies`, () => {
      for (const currency of ['UYU', 'BRL'] as const) {
        for (const digits of [0, 2]) {
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

    it(`writes days in ${tag} as Intl's long dates do, in every month`, () => {
      const intl = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
      for (let month = 0; month < 12; month += 1) {
        const day = new Date(Date.UTC(2026, month, ((month * 3) % 28) + 1, 12));
        expect(writeLongDate(day.toISOString().slice(0, 10), words)).to.equal(intl.format(day));
      }
    });
  }

  it('groups thousands and keeps the decimals asked for', () => {
    const words = wordsOf('es');
    expect(writeNumber(1234567.891, 2, words)).to.equal('1.234.567,89');
    expect(writeNumber(999, 0, words)).to.equal('999');
    expect(writeNumber(-0.001, 2, words)).to.equal('0,00');
  });

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

  it('writes a calendar day as it is, whatever the clock', () => {
    const words = wordsOf('br');
    expect(writeLongDate('2026-11-27', words)).to.equal('27 de novembro de 2026');
  });
});
