import { expect } from 'chai';
import { keepsForOffline, servesShell } from './sw-routes';

describe('service worker routes', () => {
  it('answers page navigations with the app shell, never the server’s own addresses', () => {
    for (const page of ['/', '/app/agenda', '/br/categorias', '/perfil/ana.perez@mail']) {
      expect(servesShell(page), page).to.equal(true);
    }
    for (const server of [
      '/admin/api/user',
      '/backoffice/api/users',
      '/socket.io/',
      '/dev/inbox',
      '/media/a.png',
      '/rss/blog-es.xml',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/robots.txt',
      '/health',
      '/emulators/mercadopago/checkout',
      '/content/blog/a.jpg',
    ]) {
      expect(servesShell(server), server).to.equal(false);
    }
    // Only whole path words: a page whose name merely starts like one is still a page.
    expect(servesShell('/developers')).to.equal(true);
  });

  it('keeps the reads of the offline agenda and jobs, and nothing else', () => {
    const base = 'http://localhost:3000/admin/api';
    for (const read of [
      '/user',
      '/user/subscription',
      '/agenda/availability',
      '/agenda/events?from=2026-11-23&to=2026-11-30',
      '/agenda/special-dates?from=2026-11-23&to=2026-11-29',
      '/user/jobs?role=prosker',
      '/user/jobs/42',
    ]) {
      expect(keepsForOffline(`${base}${read}`), read).to.equal(true);
    }
    for (const other of [
      '/user/favorites',
      '/notifications',
      '/chat/conversations',
      '/user/jobs/42/history',
      '/agenda/events/5',
      '/categories',
    ]) {
      expect(keepsForOffline(`${base}${other}`), other).to.equal(false);
    }
  });
});
