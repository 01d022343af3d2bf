import { expect } from 'chai';
import { NEXT_PATH_MAX, safeNextPath } from './next-path';

describe('the next path', () => {
  it('keeps paths of this site with their query and fragment', () => {
    for (const path of [
      '/',
      '/servicios/12',
      '/servicios/12?date=2026-12-03&half=morning',
      '/br/servicos/5?half=afternoon#pedido',
      '/perfil/lucia%20maria',
    ]) {
      expect(safeNextPath(path), path).to.equal(path);
    }
  });

  it('refuses every address that would leave the site', () => {
    for (const path of [
      'https://evil.example/servicios/12',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/servicios/12\\..\\..',
      'javascript:alert(1)',
      'servicios/12',
      ' /servicios/12',
      '',
    ]) {
      expect(safeNextPath(path), JSON.stringify(path)).to.equal(null);
    }
  });

  it('refuses what is not text, and text longer than any address of the site', () => {
    expect(safeNextPath(undefined)).to.equal(null);
    expect(safeNextPath(null)).to.equal(null);
    expect(safeNextPath(['/servicios/12'])).to.equal(null);
    expect(safeNextPath(`/${'a'.repeat(NEXT_PATH_MAX)}`)).to.equal(null);
  });
});
