import { expect } from 'chai';
import { RESOURCES } from '../../../common/i18n-resources';
import type { FormatWords } from '../i18n/plain-formats';
import { REGION_OFFSETS } from '../i18n/region-offsets';
import { buildFormatters } from './format';

describe('the storefront formatters', () => {
  it('write prices and days from the language texts, a calendar day as it is', () => {
    const words = RESOURCES.br.storefront.formats as FormatWords;
    const format = buildFormatters('br', words, REGION_OFFSETS.br);
    expect(format.money(39.9, 'BRL').replace(/\u00a0/g, ' ')).to.equal('R$ 39,90');
    expect(format.money(1500, 'UYU', { whole: true }).replace(/\u00a0/g, ' ')).to.equal(
      'UYU 1.500',
    );
    expect(format.date('2026-03-05')).to.equal('5 de março de 2026');
  });

  it("write an instant as its day on the region's clock, whatever the runtime's zone", () => {
    const words = RESOURCES.es.storefront.formats as FormatWords;
    const uy = buildFormatters('es', words, REGION_OFFSETS.uy);
    // 01:30 UTC is still the evening before in Montevideo (UTC-3); 03:00 UTC is midnight there.
    expect(uy.date('2026-11-28T01:30:00.000Z')).to.equal('27 de noviembre de 2026');
    expect(uy.date('2026-11-28T03:00:00.000Z')).to.equal('28 de noviembre de 2026');
    const withIntl = buildFormatters('es', undefined, REGION_OFFSETS.uy);
    expect(withIntl.date('2026-11-28T02:59:00.000Z')).to.equal('27 de noviembre de 2026');
  });

  it('fall back to Intl when the language texts did not load, writing the same text', () => {
    const words = RESOURCES.es.storefront.formats as FormatWords;
    const fromTexts = buildFormatters('es', words, REGION_OFFSETS.uy);
    const withIntl = buildFormatters('es', undefined, REGION_OFFSETS.uy);
    const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    for (const amount of [590, 1234.5]) {
      expect(spaces(withIntl.money(amount, 'UYU'))).to.equal(
        spaces(fromTexts.money(amount, 'UYU')),
      );
    }
    expect(withIntl.date('2026-09-25')).to.equal('25 de setiembre de 2026');
    expect(withIntl.percent(299)).to.equal(fromTexts.percent(299));
  });
});
