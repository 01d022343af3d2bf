import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import {
  API_TYPES_FILE,
  API_TYPES_FILES,
  apiDocuments,
  apiTypes,
  storefrontDocument,
} from './api-types';

type JsonSchema = Record<string, unknown>;

describe('the storefront API types', () => {
  it('of the storefront and the back office are what the route contracts generate today (run `npm run api:types` after changing one)', async function () {
    this.timeout(60_000);
    const documents = await apiDocuments();
    for (const api of ['storefront', 'backoffice'] as const) {
      const committed = await readFile(API_TYPES_FILES[api], 'utf8');
      const generated = await apiTypes(documents[api], api);
      expect(committed === generated, `${API_TYPES_FILES[api]} is stale`).to.equal(true);
    }
  });

  it('no longer match once a route answers another shape', async function () {
    this.timeout(60_000);
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    const document = await storefrontDocument();
    const schemas = (document.components as { schemas: Record<string, JsonSchema> }).schemas;
    const category = schemas.Category as { properties: Record<string, unknown> };
    delete category.properties.icon;
    const generated = await apiTypes(document);
    expect(generated).to.not.equal(committed);
    expect(committed).to.match(/Category: \{[^}]*icon: string \| null;/);
    expect(generated).to.not.match(/Category: \{[^}]*icon: string \| null;/);
  });
});
