/**
 * `npm run api:types`: writes the API types of the storefront (`storefront/src/api/schema.d.ts`)
 * and of the back office (`backoffice/src/api/schema.d.ts`) from the OpenAPI documents the routes
 * declare. No database is needed: the routes are built on a connection that is never opened. A
 * test fails when a committed file is stale.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export type ApiName = 'storefront' | 'backoffice';
type Document = Record<string, unknown>;

export const API_TYPES_FILES: Record<ApiName, string> = {
  storefront: path.join(ROOT, 'storefront/src/api/schema.d.ts'),
  backoffice: path.join(ROOT, 'backoffice/src/api/schema.d.ts'),
};

/** The storefront's file, the one most pages import. */
export const API_TYPES_FILE = API_TYPES_FILES.storefront;

const header = (api: ApiName) => `/**
 * The ${api === 'storefront' ? 'storefront' : 'back-office'} API's answers and inputs, generated from its OpenAPI document by
 * \`npm run api:types\`. Do not edit: change the route's contract and generate again.
 */
`;

/** The TypeScript types of an OpenAPI document, as the frontend imports them. */
export async function apiTypes(document: Document, api: ApiName = 'storefront'): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: true });
  const file = API_TYPES_FILES[api];
  const options = await prettier.resolveConfig(file);
  return prettier.format(header(api) + astToString(ast), { ...options, filepath: file });
}

/** Both APIs' OpenAPI documents, from the route declarations alone. */
export async function apiDocuments(): Promise<Record<ApiName, Document>> {
  const { loadConfig } = await import('../server/config');
  const { createApp, BACKOFFICE_API_PREFIX } = await import('../server/app');
  const { toolPlatform } = await import('../server/platform');
  const { createDb } = await import('../server/platform/db');
  const { buildOpenApi } = await import('../server/platform/http');
  const db = createDb('postgres://nobody@127.0.0.1:1/none');
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir() });
    const app = createApp(toolPlatform(db, config));
    return {
      storefront: app.openApiDocument as Document,
      backoffice: buildOpenApi({
        title: 'Prosk back-office API',
        version: '0',
        serverUrl: BACKOFFICE_API_PREFIX,
        routes: app.backofficeRoutes,
      }),
    };
  } finally {
    await db.destroy();
  }
}

/** The storefront API's OpenAPI document. */
export async function storefrontDocument(): Promise<Document> {
  return (await apiDocuments()).storefront;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const documents = await apiDocuments();
  for (const api of ['storefront', 'backoffice'] as const) {
    await writeFile(API_TYPES_FILES[api], await apiTypes(documents[api], api));
    console.log(`Wrote ${path.relative(process.cwd(), API_TYPES_FILES[api])}.`);
  }
}
