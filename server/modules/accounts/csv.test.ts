import { expect } from 'chai';
import { csvCell, csvLine } from './csv';

describe('CSV cells', () => {
  it('neutralise values a spreadsheet would run as formulas', () => {
    for (const danger of ['=SUM(A1)', '+5491', '-2+3', '@cmd', '\tx']) {
      expect(csvCell(danger).replace(/^"/, '')).to.match(/^'/);
    }
    expect(csvCell('Lucía')).to.equal('Lucía');
  });

  it('quote commas, quotes and line breaks and leave empty values empty', () => {
    expect(csvCell('a,b')).to.equal('"a,b"');
    expect(csvCell('say "hi"')).to.equal('"say ""hi"""');
    expect(csvCell('two\nlines')).to.equal('"two\nlines"');
    expect(csvLine([1, null, undefined, true])).to.equal('1,,,true\r\n');
  });
});
