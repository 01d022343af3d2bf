import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import { API_TYPES_FILE, apiTypes, storefrontDocument } from './api-types';

describe('the storefront API types', () => {
  it('are what the route contracts generate today (run `npm run api:types` after changing one)', async function () {
    this.timeout(60_000);
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    const generated = await apiTypes(await storefrontDocument());
    expect(committed === generated, 'storefront/src/api/schema.d.ts is stale').to.equal(true);
  });

  it('change when a route contract changes', async function () {
    this.timeout(60_000);
    const document = await storefrontDocument();
    const before = await apiTypes(document);
    const paths = document.paths as Record<string, Record<string, { summary: string }>>;
    paths['/categories'].get.summary = 'Another summary';
    expect(await apiTypes(document)).to.not.equal(before);
  });
});
