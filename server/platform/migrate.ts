/**
 * Knex migrations and seeds from the project's own folders, loaded as ES modules: the
 * TypeScript files themselves under tsx (development, tests), or the server's build, which
 * takes every one of them into its bundle (`scripts/build.ts`).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Config } from '../config';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS_DIR = path.join(ROOT, 'migrations');
const SEEDS_DIR = path.join(ROOT, 'seeds');
const SOURCE = /^\d{14}_[a-z0-9_]+\.ts$/;

// Paths a bundler can follow: a template with one variable part takes in the whole folder.
const importMigration = (name: string) => import(`../../migrations/${name}.ts`);
const importSeed = (name: string) => import(`../../seeds/${name}.ts`);
const withoutExtension = (file: string) => file.replace(/\.ts$/, '');

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
    return importMigration(withoutExtension(file));
  }
}

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = await db.migrate.latest({ migrationSource: new DirectoryMigrationSource() });
  return applied as string[];
}

export interface SeedContext {
  db: Knex;
  demo: boolean;
  /**
   * What demo data needs of the running configuration: the local Mercado Pago's credentials and
   * the key sellers' tokens are sealed with. Absent, the demo links no payment account.
   */
  config?: Pick<Config, 'mercadoPago' | 'billing'>;
}

/**
 * Seeds are idempotent: each upserts by a natural key, so running them on every start adds
 * nothing twice. Reference data always; the demo data set only when asked.
 */
export async function runSeeds(
  db: Knex,
  options: { demo: boolean; config?: SeedContext['config'] },
): Promise<void> {
  const files = readdirSync(SEEDS_DIR)
    .filter((f) => /^\d{2}-[a-z0-9-]+\.ts$/.test(f))
    .sort();
  for (const file of files) {
    const seed = (await importSeed(withoutExtension(file))) as {
      seed(ctx: SeedContext): Promise<void>;
    };
    await seed.seed({ db, demo: options.demo, config: options.config });
  }
}
