/** `npm run db:reset`: deletes the embedded database directory; the next start recreates it. */
import { rmSync } from 'node:fs';
import { loadConfig, withEnvFile } from '../server/config';

const config = loadConfig(withEnvFile(process.env));
if (!config.database.embedded) {
  console.error('DATABASE_URL is set: reset that database with your own tools.');
  process.exit(1);
}
rmSync(config.database.embeddedDir, { recursive: true, force: true });
console.log(`Removed ${config.database.embeddedDir}. The next npm start creates it again.`);
