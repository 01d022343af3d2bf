import { expect } from 'chai';
import { RESOURCES } from '../../../common/i18n-resources';
import type { FormatWords } from '../i18n/plain-formats';
import { buildFormatters } from './format';

describe('the storefront formatters', () => {
  it('write prices and days from the language texts, a calendar day read in UTC', () => {
    const words = RESOURCES.br.storefront.formats as FormatWords;
    const format = buildFormatters('br', words);
    expect(format.money(39.9, 'BRL').replace(/\u00a0/g, ' ')).to.equal('R$ 39,90');
    expect(format.money(1500, 'UYU', { whole: true }).replace(/\u00a0/g, ' ')).to.equal(
      'UYU 1.500',
    );
    expect(format.date('2026-03-05T00:00:00Z', { utc: true })).to.equal('5 de março de 2026');
  });

  it('fall back to Intl when the language texts did not load, writing the same text', () => {
    const words = RESOURCES.es.storefront.formats as FormatWords;
    const fromTexts = buildFormatters('es', words);
    const withIntl = buildFormatters('es', undefined);
    const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    for (const amount of [590, 1234.5]) {
      expect(spaces(withIntl.money(amount, 'UYU'))).to.equal(
        spaces(fromTexts.money(amount, 'UYU')),
      );
    }
    expect(withIntl.date('2026-09-25T00:00:00Z', { utc: true })).to.equal(
      '25 de setiembre de 2026',
    );
    expect(withIntl.percent(299)).to.equal(fromTexts.percent(299));
  });
});
