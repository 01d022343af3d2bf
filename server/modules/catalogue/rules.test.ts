import { expect } from 'chai';
import { sanitizeFileName } from './rules';

describe('file names offered for download', () => {
  it('keeps the base name, drops folders, controls and reserved characters', () => {
    expect(sanitizeFileName('../../etc/passwd', 'pdf')).to.equal('passwd.pdf');
    expect(sanitizeFileName('C:\\Users\\ana\\Lista de precios.PDF', 'pdf')).to.equal(
      'Lista de precios.pdf',
    );
    expect(sanitizeFileName('fac\u0000tura\r\n "2026".pdf', 'pdf')).to.equal('factura 2026.pdf');
    expect(sanitizeFileName('informe\u202efdp.exe', 'pdf')).to.equal('informefdp.exe.pdf');
  });

  it('always ends in the stored extension and falls back to a neutral name', () => {
    expect(sanitizeFileName('presupuesto', 'pdf')).to.equal('presupuesto.pdf');
    expect(sanitizeFileName('...', 'pdf')).to.equal('documento.pdf');
    expect(sanitizeFileName(null, 'pdf')).to.equal('documento.pdf');
    expect(sanitizeFileName(`${'ñ'.repeat(300)}.pdf`, 'pdf')).to.have.length(120);
  });
});
