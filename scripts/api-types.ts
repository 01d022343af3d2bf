/**
 * `npm run api:types`: writes the storefront's API types (`storefront/src/api/schema.d.ts`) from
 * the OpenAPI document the routes declare. No database is needed: the routes are built on a
 * connection that is never opened. A test fails when the committed file is stale.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

export const API_TYPES_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../storefront/src/api/schema.d.ts',
);

const HEADER = `/**
 * The storefront API's answers and inputs, generated from its OpenAPI document by
 * \`npm run api:types\`. Do not edit: change the route's contract and generate again.
 */
`;

/** The TypeScript types of an OpenAPI document, as the storefront imports them. */
export async function apiTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: true });
  const options = await prettier.resolveConfig(API_TYPES_FILE);
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: API_TYPES_FILE });
}

/** The storefront API's OpenAPI document, from the route declarations alone. */
export async function storefrontDocument(): Promise<Record<string, unknown>> {
  const { loadConfig } = await import('../server/config');
  const { createApp } = await import('../server/app');
  const { toolPlatform } = await import('../server/platform');
  const { createDb } = await import('../server/platform/db');
  const db = createDb('postgres://nobody@127.0.0.1:1/none');
  try {
    const platform = toolPlatform(db, loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir() }));
    return createApp(platform).openApiDocument as Record<string, unknown>;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(API_TYPES_FILE, await apiTypes(await storefrontDocument()));
  console.log(`Wrote ${path.relative(process.cwd(), API_TYPES_FILE)}.`);
}
