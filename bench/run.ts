/**
 * `npm run bench`: prints figures, fails nothing. `npm run bench -- accounts` runs one section.
 * Sections: platform (middleware stack, start-up time), accounts (sign-in, GET /user),
 * catalogue (profile search on a large data set; BENCH_PROSKERS sets its size, 100000),
 * billing (signed Mercado Pago notifications acknowledged under concurrent deliveries),
 * agenda (bookings by 32 clients on two instances sharing one database; zero overlaps),
 * faults (two instances under load while their database is stopped, then frozen, for 10 s),
 * chat (200 sockets on two instances, 500 messages/s from send to the other instance's socket;
 * 100 sockets dropped for 5 s, then caught up),
 * notifications (10,000 job events queued at once; time until every delivery is handed to e-mail
 * and WhatsApp, p95 from event to hand-off, the server's memory),
 * sitemap (/sitemap.xml and every sitemap it names on BENCH_SITEMAP_PROSKERS proskers, 1000000:
 * time, p95 per sitemap, URLs, the server's peak memory),
 * storefront (Lighthouse on five public pages of the demo data, the home page's first-load
 * JavaScript, and a profile's time to first byte at 20 connections on the large data set).
 */
import { benchAccounts } from './accounts';
import { benchAgenda } from './agenda';
import { benchBilling } from './billing';
import { benchCatalogue } from './catalogue';
import { benchChat } from './chat';
import { benchFaults } from './faults';
import { benchNotifications } from './notifications';
import { benchPlatform } from './platform';
import { benchSitemap } from './sitemap';
import { benchStorefront } from './storefront';

const SECTIONS: Record<string, () => Promise<void>> = {
  platform: benchPlatform,
  accounts: benchAccounts,
  catalogue: benchCatalogue,
  billing: benchBilling,
  agenda: benchAgenda,
  faults: benchFaults,
  chat: benchChat,
  notifications: benchNotifications,
  sitemap: benchSitemap,
  storefront: benchStorefront,
};

const wanted = process.argv.slice(2).filter((a) => a in SECTIONS);
for (const name of wanted.length ? wanted : Object.keys(SECTIONS)) {
  console.log(`\n## ${name}`);
  await SECTIONS[name]();
}
