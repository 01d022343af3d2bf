/** Root hooks for the mocha run: the run's database is stopped once every suite is done. */
import { stopTestDatabase } from './harness';

after(async () => {
  await stopTestDatabase();
});
