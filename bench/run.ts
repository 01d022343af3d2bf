/**
 * `npm run bench`: prints figures, fails nothing. `npm run bench -- accounts` runs one section.
 * Sections: platform (middleware stack, start-up time), accounts (sign-in, GET /user).
 */
import { benchAccounts } from './accounts';
import { benchPlatform } from './platform';

const SECTIONS: Record<string, () => Promise<void>> = {
  platform: benchPlatform,
  accounts: benchAccounts,
};

const wanted = process.argv.slice(2).filter((a) => a in SECTIONS);
for (const name of wanted.length ? wanted : Object.keys(SECTIONS)) {
  console.log(`\n## ${name}`);
  await SECTIONS[name]();
}
