import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STOREFRONT_FIRST_NAMESPACES } from '../common/i18n';
import { buildApps } from './build';
import { FIRST_LOAD_BUDGET_BYTES, firstLoad, foreignSources } from './bundle-report';

const STOREFRONT_DIST = path.resolve(import.meta.dirname, '..', 'storefront', 'dist');

describe('the storefront bundle', function () {
  this.timeout(120_000);
  before(() => buildApps({ log: () => undefined }));

  it('carries nothing of the back office, react-admin, MUI, emotion or the server-only catalogues', () => {
    expect(foreignSources(STOREFRONT_DIST)).to.deep.equal([]);
  });

  it("keeps the home page's first load within its budget", () => {
    for (const language of ['es', 'br'] as const) {
      expect(firstLoad(STOREFRONT_DIST, language).gzipBytes, language).to.be.at.most(
        FIRST_LOAD_BUDGET_BYTES,
      );
    }
  });

  it('loads the texts of the language shown and not those of the others', () => {
    const manifest = (language: 'es' | 'br') => firstLoad(STOREFRONT_DIST, language).files;
    const spanish = manifest('es').map((f) => f.file);
    const portuguese = manifest('br').map((f) => f.file);
    const onlySpanish = spanish.filter((file) => !portuguese.includes(file));
    const onlyPortuguese = portuguese.filter((file) => !spanish.includes(file));
    // One chunk per first namespace (storefront, content) differs.
    expect(onlySpanish).to.have.length(STOREFRONT_FIRST_NAMESPACES.length);
    expect(onlyPortuguese).to.have.length(STOREFRONT_FIRST_NAMESPACES.length);
  });

  it('finds react-admin, MUI, emotion and back-office sources when a chunk contains them', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'prosk-bundle-'));
    try {
      mkdirSync(path.join(dist, 'assets'));
      const sources = [
        '../../node_modules/react/index.js',
        '../../node_modules/react-admin/dist/esm/index.js',
        '../../node_modules/@mui/material/Button/Button.js',
        '../../node_modules/@emotion/react/dist/emotion-react.esm.js',
        '../../backoffice/src/App.tsx',
        '../../common/locales/en/backoffice.ts',
      ];
      writeFileSync(path.join(dist, 'assets', 'a-1.js.map'), JSON.stringify({ sources }));
      expect(foreignSources(dist).map((f) => f.source)).to.deep.equal(sources.slice(1));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
