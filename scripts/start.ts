/**
 * `npm start`: builds the frontends if needed, then runs the whole product (embedded
 * PostgreSQL, API, storefront, back office, local emulators). `--dev` serves the frontends
 * from Vite's dev servers instead of the built files.
 */
import { DEMO_STAFF, DEMO_USERS } from '../seeds/50-demo-accounts';
import { runUntilSignalled } from '../server/main';
import { buildApps } from './build';

const dev = process.argv.includes('--dev');

async function startViteDevServers() {
  const { createServer } = await import('vite');
  const servers = [];
  for (const app of ['storefront', 'backoffice']) {
    const server = await createServer({ configFile: `${app}/vite.config.ts` });
    await server.listen();
    server.printUrls();
    servers.push(server);
  }
  return servers;
}

if (!dev) buildApps();
await runUntilSignalled(
  (server) => {
    const lines = [
      '',
      `  Storefront and API  ${server.url}`,
      `  Back office         ${server.backofficeUrl ?? '(disabled)'}`,
      `  API document        ${server.url}/admin/api/openapi.json`,
      ...(server.inbox ? [`  Mail inbox (dev)    ${server.url}/dev/inbox`] : []),
      '',
      '  Demo accounts',
      ...(server.platform.config.seedDemo
        ? [
            ...DEMO_STAFF.map(
              (s) => `    staff ${s.role.padEnd(8)} ${s.email.padEnd(22)} ${s.password}`,
            ),
            ...DEMO_USERS.map(
              (u) => `    ${u.role.padEnd(14)} ${u.email.padEnd(22)} ${u.password}`,
            ),
          ]
        : ['    (demo data disabled)']),
      '',
    ];
    console.log(lines.join('\n'));
  },
  { viteDevServers: dev },
);
if (dev) await startViteDevServers();
