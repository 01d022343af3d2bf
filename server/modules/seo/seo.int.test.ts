import { expect } from 'chai';
import {
  ROUTES,
  ROUTE_NAMES,
  pathFor,
  type RouteDef,
  type RouteName,
} from '../../../common/routes';
import { REGIONS } from '../../../common/regions';
import { expectError } from '../../test/answers';
import { useTestApp, type TestApp } from '../../test/harness';
import { createSeoModule } from '.';
import { coversPath } from './robots';
import { w3cDate } from './sitemap';

const SEEDED_POST = 'pricing-your-services';

/** Every `<loc>` of a sitemap or index, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
/** The `<url>` element whose `<loc>` is `loc`, or undefined. */
const urlOf = (xml: string, loc: string) =>
  [...xml.matchAll(/<url>[\s\S]*?<\/url>/g)]
    .map((m) => m[0])
    .find((u) => u.includes(`<loc>${loc}</loc>`));

async function listedProskers(app: TestApp) {
  return (await app
    .db('profiles')
    .where({ visible: true, prosker: true })
    .orderBy('user_id')
    .select('user_id', 'username', 'updated_at', 'region')) as {
    user_id: string;
    username: string;
    updated_at: Date;
    region: string;
  }[];
}

/** Pieces of a streamed sitemap, joined. */
async function collect(pieces: AsyncIterable<string>) {
  let xml = '';
  for await (const piece of pieces) xml += piece;
  return xml;
}

describe('sitemaps and robots.txt', () => {
  const app = useTestApp({ demo: true });

  it('lists the pages sitemap, then one sitemap per range of listed proskers and per range of services on offer, in the index', async () => {
    const res = await app.request('GET', '/sitemap.xml');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).to.equal('public, max-age=3600');
    expect(res.body).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(res.body).to.include('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    // The demo's few users and services all have ids under 50,000: one range of each.
    expect(locs(res.body)).to.deep.equal([
      `${app.url}/sitemaps/pages.xml`,
      `${app.url}/sitemaps/profiles-0.xml`,
      `${app.url}/sitemaps/services-0.xml`,
    ]);
    expect(res.body).to.match(
      /<loc>[^<]+pages\.xml<\/loc>\n {4}<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/,
    );
  });

  it('lists a visible prosker in its own region only, with its last change, and leaves out hidden proskers and clients', async () => {
    const [shown, hidden] = await listedProskers(app);
    expect(hidden, 'the demo has two visible proskers').to.not.equal(undefined);
    await app.db('profiles').where({ user_id: hidden.user_id }).update({ visible: false });
    const client = await app.db('profiles').where({ prosker: false }).first('username');

    const res = await app.request('GET', '/sitemaps/profiles-0.xml');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/xml; charset=utf-8');
    expect(res.body).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(res.body).to.include('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(res.body).to.match(/<\/urlset>\n$/);

    const home = shown.region === 'br' ? '/br' : '';
    const other = shown.region === 'br' ? '' : '/br';
    const url = urlOf(res.body, `${app.url}${home}/perfil/${shown.username}`);
    expect(url).to.be.a('string');
    expect(url).to.include(`<lastmod>${w3cDate(new Date(shown.updated_at))}</lastmod>`);
    expect(url).to.not.include('hreflang');
    expect(res.body).to.not.include(`${app.url}${other}/perfil/${shown.username}<`);
    expect(res.body).to.not.include(`/perfil/${hidden.username}<`);
    expect(res.body).to.not.include(`/perfil/${client.username}<`);
    const listed = await listedProskers(app);
    expect(locs(res.body)).to.have.length(listed.length);
  });

  it('lists each service on offer of a listed prosker in its own region, with its last change, and leaves out withdrawn ones and those of hidden proskers', async () => {
    const [listed, hidden] = await listedProskers(app);
    const servicesOf = (proskerId: string) =>
      app
        .db('services')
        .where({ prosker_id: proskerId, enabled: true })
        .orderBy('id')
        .select('id', 'currency', 'updated_at') as Promise<
        { id: string; currency: string; updated_at: Date }[]
      >;
    const [shown, withdrawn] = await servicesOf(listed.user_id);
    expect(withdrawn, 'the demo prosker offers two services').to.not.equal(undefined);
    await app.db('services').where({ id: withdrawn.id }).update({ enabled: false });
    const ofHidden = await servicesOf(hidden.user_id);
    expect(ofHidden, 'the other visible prosker offers a service').to.not.deep.equal([]);
    await app.db('profiles').where({ user_id: hidden.user_id }).update({ visible: false });

    const res = await app.request('GET', '/sitemaps/services-0.xml');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).to.equal('public, max-age=3600');
    expect(res.body).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const region = shown.currency === 'BRL' ? 'br' : 'uy';
    const other = region === 'br' ? 'uy' : 'br';
    const loc = `${app.url}${pathFor('services', region, { query: shown.id })}`;
    const url = urlOf(res.body, loc);
    expect(url, loc).to.be.a('string');
    expect(url).to.include(`<lastmod>${w3cDate(new Date(shown.updated_at))}</lastmod>`);
    expect(url).to.not.include('hreflang');
    const all = locs(res.body);
    expect(all).to.not.include(`${app.url}${pathFor('services', other, { query: shown.id })}`);
    const id = (loc: string) => Number(loc.split('/').pop());
    expect(all.map(id)).to.not.include(Number(withdrawn.id));
    for (const service of ofHidden) expect(all.map(id)).to.not.include(Number(service.id));
    // Every service on offer of a listed prosker, once.
    const offered = await app
      .db('services as s')
      .join('profiles as p', 'p.user_id', 's.prosker_id')
      .where({ 's.enabled': true, 'p.visible': true, 'p.prosker': true })
      .orderBy('s.id')
      .pluck('s.id');
    expect(all.map(id)).to.deep.equal(offered.map(Number));
  });

  it('lists home, the categories, content pages, the FAQ and published blog posts in both regions, but no disabled category or draft post', async () => {
    const [enabled, disabled] = await app
      .db('categories')
      .orderBy('id')
      .limit(2)
      .select('slug', 'slug_br');
    await app.db('categories').where({ slug: disabled.slug }).update({ enabled: false });
    const draft = await app
      .db('content_items')
      .where({ kind: 'post', slug: SEEDED_POST })
      .first('id');
    const [other] = await app
      .db('content_items')
      .where({ kind: 'post' })
      .whereNot({ slug: SEEDED_POST })
      .limit(1)
      .select('id', 'slug');
    await app.db('content_translations').where({ item_id: draft.id }).update({ status: 'draft' });

    const res = await app.request('GET', '/sitemaps/pages.xml');
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('public, max-age=3600');
    const all = locs(res.body);
    const both = (name: RouteName, params = {}) =>
      REGIONS.map((region) => `${app.url}${pathFor(name, region, params)}`);
    for (const loc of [
      ...both('home'),
      ...both('categories'),
      `${app.url}${pathFor('category', 'uy', { name: enabled.slug })}`,
      `${app.url}${pathFor('category', 'br', { name: enabled.slug_br })}`,
      ...both('about'),
      ...both('terms'),
      ...both('faq'),
      ...both('blog'),
      ...both('blogPost', { slug: other.slug }),
    ]) {
      expect(all, loc).to.include(loc);
    }
    expect(all).to.include(`${app.url}/br/sobre-nos`);
    expect(all).to.not.include(`${app.url}/categorias/${disabled.slug}`);
    expect(all).to.not.include(`${app.url}/br/categorias/${disabled.slug_br}`);
    expect(all.filter((loc) => loc.endsWith(`/blog/${SEEDED_POST}`))).to.deep.equal([]);
    const about = urlOf(res.body, `${app.url}/nosotros`)!;
    expect(about).to.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    expect(about).to.include(`hreflang="pt-BR" href="${app.url}/br/sobre-nos"`);
    // Every URL has its last change.
    expect(res.body.match(/<url>/g)).to.have.length(res.body.match(/<lastmod>/g)!.length);
  });

  it('never puts more URLs in a profile sitemap than the limit, and lists every listed prosker once, in its region', async () => {
    const { sitemaps } = createSeoModule(app.platform, { serverPaths: [], maxUrls: 2 });
    expect(sitemaps.rangeSize).to.equal(2);
    const listed = await listedProskers(app);
    const index = await sitemaps.index();
    const ranges = locs(index)
      .map((loc) => /profiles-(\d+)\.xml$/.exec(loc)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number);
    expect(ranges).to.deep.equal([
      ...new Set(listed.map((p) => Math.floor((Number(p.user_id) - 1) / 2))),
    ]);
    const seen: string[] = [];
    for (const range of ranges) {
      const xml = await collect((await sitemaps.profiles(range))!);
      const urls = xml.match(/<url>/g) ?? [];
      expect(urls.length, `range ${range}`).to.be.within(1, 2);
      seen.push(...locs(xml));
    }
    expect(seen.sort()).to.deep.equal(
      listed.map((p) => `${app.url}${p.region === 'br' ? '/br' : ''}/perfil/${p.username}`).sort(),
    );
    expect(listed.some((p) => p.region === 'br')).to.equal(true);
    expect(await sitemaps.profiles(ranges[ranges.length - 1] + 1)).to.equal(null);
  });

  it('answers an unknown sitemap as not found', async () => {
    for (const file of [
      'profiles-99999.xml',
      'profiles-01.xml',
      'profiles-x.xml',
      'services-99999.xml',
      'services-01.xml',
      'other.xml',
    ]) {
      expectError(await app.request('GET', `/sitemaps/${file}`), 404, 'NOT_FOUND', file);
    }
  });

  it('keeps crawlers out of signed-in, staff and server paths, lets them read public pages and services, and names the sitemap', async () => {
    const res = await app.request('GET', '/robots.txt');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).to.equal('public, max-age=3600');
    const lines: string[] = res.body.split('\n');
    expect(lines[0]).to.equal('User-agent: *');
    expect(lines).to.include(`Sitemap: ${app.url}/sitemap.xml`);
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    for (const path of [
      '/admin/api',
      '/backoffice/api',
      '/dev',
      '/emulators/mercadopago',
      '/app/agenda',
      '/br/app/agenda',
      '/cuenta',
      '/br/conta$',
      '/br/conta/',
      '/admin/cupones',
      '/br/admin/cupons',
    ]) {
      expect(disallowed, path).to.include(path);
    }
    const closed = (path: string) => disallowed.some((rule) => coversPath(rule, path));
    // Every parameter of every route filled in: a real address of each page.
    const params = Object.fromEntries(
      ROUTE_NAMES.flatMap((name) =>
        Object.values(ROUTES[name].paths).flatMap((words) =>
          [...words.matchAll(/:(\w+)/g)].map((m) => [m[1], 'x']),
        ),
      ),
    );
    const example = (name: RouteName, region: (typeof REGIONS)[number]) =>
      pathFor(name, region, params);
    for (const name of ROUTE_NAMES) {
      const route: RouteDef = ROUTES[name];
      for (const region of REGIONS) {
        if (route.auth || route.staff) {
          expect(closed(example(name, region)), `${name} ${region}`).to.equal(true);
        }
      }
    }
    for (const name of [
      'home',
      'categories',
      'category',
      'profile',
      'profiles',
      'blog',
      'blogPost',
      'about',
      'terms',
      'faq',
      'contact',
      'services',
    ] as RouteName[]) {
      for (const region of REGIONS) {
        expect(closed(example(name, region)), `${name} ${region}`).to.equal(false);
      }
    }
    expect(
      closed('/sitemap.xml') || closed('/sitemaps/pages.xml') || closed('/media/x.png'),
    ).to.equal(false);
    // A service's page is open in both regions; the client's hired services stay closed.
    expect(disallowed).to.not.include('/servicios/');
    expect(disallowed).to.not.include('/br/servicos/');
    expect(closed('/servicios/12') || closed('/br/servicos/12')).to.equal(false);
    expect(closed(pathFor('hiredServices', 'uy'))).to.equal(true);
  });
});
