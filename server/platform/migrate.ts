/**
 * Knex migrations and seeds from the project's own folders, loaded as ES modules so the same
 * TypeScript files run under tsx in development, tests and production.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS_DIR = path.join(ROOT, 'migrations');
const SEEDS_DIR = path.join(ROOT, 'seeds');
const SOURCE = /^\d{14}_[a-z0-9_]+\.ts$/;

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

class DirectoryMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    return readdirSync(MIGRATIONS_DIR)
      .filter((f) => SOURCE.test(f))
      .sort();
  }
  getMigrationName(file: string): string {
    return file;
  }
  async getMigration(file: string): Promise<MigrationModule> {
    return import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href);
  }
}

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = await db.migrate.latest({ migrationSource: new DirectoryMigrationSource() });
  return applied as string[];
}

export interface SeedContext {
  db: Knex;
  demo: boolean;
}

/**
 * Seeds are idempotent: each upserts by a natural key, so running them on every start adds
 * nothing twice. Reference data always; the demo data set only when asked.
 */
export async function runSeeds(db: Knex, options: { demo: boolean }): Promise<void> {
  const files = readdirSync(SEEDS_DIR)
    .filter((f) => /^\d{2}-[a-z0-9-]+\.ts$/.test(f))
    .sort();
  for (const file of files) {
    const seed = (await import(pathToFileURL(path.join(SEEDS_DIR, file)).href)) as {
      seed(ctx: SeedContext): Promise<void>;
    };
    await seed.seed({ db, demo: options.demo });
  }
}
