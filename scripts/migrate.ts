/** `npm run migrate`: applies pending migrations and the seeds to the configured database. */
import { loadConfig, withEnvFile } from '../server/config';
import { openDatabase } from '../server/main';
import { createLogger } from '../server/platform/logger';

const config = loadConfig(withEnvFile(process.env));
const database = await openDatabase(config, createLogger(config.logLevel));
await database.close();
console.log('The database is migrated and seeded.');
