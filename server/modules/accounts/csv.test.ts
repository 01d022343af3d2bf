import { expect } from 'chai';
import { csvCell, csvLine } from './csv';

/** Splits one CSV line as a spreadsheet set to `separator` would if it ignored quotes. */
const naiveCells = (line: string, separator: string) =>
  line.split(separator).map((cell) => cell.replace(/^"/, ''));

describe('CSV cells', () => {
  it('neutralise values a spreadsheet would run as formulas', () => {
    for (const danger of ['=SUM(A1)', '+5491', '-2+3', '@cmd', '\tx', '\rx']) {
      expect(csvCell(danger)).to.equal(`"'${danger}"`);
    }
    expect(csvCell('Lucía')).to.equal('"Lucía"');
  });

  it('neutralise a formula that starts after a comma, a semicolon or a line break', () => {
    const name = "x;=cmd|' /C calc'!A0;";
    expect(csvCell(name)).to.equal(`"x;'=cmd|' /C calc'!A0;"`);
    expect(csvCell('a,+1')).to.equal(`"a,'+1"`);
    expect(csvCell('a\n@b')).to.equal(`"a\n'@b"`);
    expect(csvCell('a;-1;\t2')).to.equal(`"a;'-1;'\t2"`);
    expect(csvCell(',\r=1')).to.equal(`",'\r'=1"`);
    // Whatever the separator a spreadsheet assumes, no piece of the line starts a formula.
    const line = csvLine([7, name, '=1+1', 'b,@c', 'plain']);
    for (const separator of [',', ';']) {
      for (const cell of naiveCells(line.trimEnd(), separator)) {
        expect(cell, `${separator} ${cell}`).to.not.match(/^[=+\-@\t\r]/);
      }
    }
  });

  it('quote every cell, double inner quotes, keep line breaks and leave empty values empty', () => {
    expect(csvCell('a,b')).to.equal('"a,b"');
    expect(csvCell('say "hi"')).to.equal('"say ""hi"""');
    expect(csvCell('two\nlines')).to.equal('"two\nlines"');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).to.equal('"2026-01-02T03:04:05.000Z"');
    expect(csvLine([1, null, undefined, true])).to.equal('"1","","","true"\r\n');
  });
});
