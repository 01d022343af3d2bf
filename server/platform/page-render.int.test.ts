import http from 'node:http';
import zlib from 'node:zlib';
import { expect } from 'chai';
import { RESOURCES } from '../../common/i18n-resources';
import { REGION_FACTS, type Currency, type Region } from '../../common/regions';
import { pathFor } from '../../common/routes';
import { buildApps } from '../../scripts/build';
import { formatFor, type FormatWords } from '../../storefront/src/i18n/format';
import { useTestApp } from '../test/harness';

/** The page as a crawler gets it: HTML, no script run. */
async function page(url: string, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${pathname}`, {
    headers: { accept: 'text/html', ...headers },
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The JSON-LD nodes of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

function meta(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`);
  return pattern.exec(html)?.[1];
}

function rootOf(html: string): string {
  return html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf('<script type="application/json"'),
  );
}

describe('public pages rendered on the server', function () {
  this.timeout(120_000);
  before(() => buildApps({ log: () => undefined }));
  // As in production behind a proxy that says the visitor's scheme (X-Forwarded-Proto).
  const app = useTestApp({ demo: true, env: { TRUST_PROXY: 'true' } });

  async function firstProfile() {
    const list = await app.request('GET', '/admin/api/profiles?limit=1');
    const card = list.body.data[0] as { id: number; username: string };
    const detail = await app.request('GET', `/admin/api/profiles/${card.username}`);
    return detail.body as {
      id: number;
      username: string;
      firstName: string;
      lastName: string;
      description: string | null;
      categories: { name: string }[];
      ratingAvg: number;
      ratingCount: number;
      profileImg: string | null;
    };
  }

  /** A published service of a prosker listed in `region`, with its prosker. */
  async function aService(region: Region) {
    const list = await app.request('GET', `/admin/api/profiles?limit=50&region=${region}`);
    for (const card of list.body.data as { id: number; username: string; region: string }[]) {
      if (card.region !== region) continue;
      const services = await app.request('GET', `/admin/api/proskers/${card.id}/services`);
      const [service] = services.body.data as {
        id: number;
        title: string;
        description: string;
        price: number;
        currency: Currency;
      }[];
      if (!service) continue;
      const prosker = await app.request('GET', `/admin/api/profiles/${card.username}`);
      return {
        ...service,
        path: pathFor('services', region, { query: service.id }),
        prosker: prosker.body as {
          username: string;
          firstName: string;
          lastName: string;
          department: string | null;
        },
      };
    }
    throw new Error(`No prosker of ${region} offers a service`);
  }

  it('answers a profile with its name, categories, description and services in the HTML, and its JSON-LD', async () => {
    const profile = await firstProfile();
    const services = await app.request('GET', `/admin/api/proskers/${profile.id}/services`);
    const { status, html } = await page(app.url, `/perfil/${profile.username}`);
    expect(status).to.equal(200);
    const name = `${profile.firstName} ${profile.lastName}`;
    const root = rootOf(html);
    expect(root).to.contain(name);
    for (const category of profile.categories) expect(root).to.contain(category.name);
    if (profile.description) expect(root).to.contain(profile.description.slice(0, 40));
    for (const service of services.body.data as { title: string; enabled: boolean }[]) {
      if (service.enabled) expect(root).to.contain(service.title);
    }
    expect(html).to.contain(`<title>${name} · Prosk</title>`);
    expect(meta(html, 'og:type')).to.equal('profile');
    const [business, trail] = structuredData(html);
    expect(business['@type']).to.equal('ProfessionalService');
    expect(business.name).to.equal(name);
    expect(business.url).to.equal(`${app.config.publicUrl}/perfil/${profile.username}`);
    const offers = business.makesOffer as { price: number; itemOffered: { name: string } }[];
    expect(offers.map((o) => o.itemOffered.name)).to.deep.equal(
      (services.body.data as { title: string; enabled: boolean }[])
        .filter((s) => s.enabled)
        .map((s) => s.title),
    );
    if (profile.ratingCount > 0) {
      expect(business.aggregateRating).to.deep.include({
        '@type': 'AggregateRating',
        ratingValue: profile.ratingAvg,
        reviewCount: profile.ratingCount,
      });
    }
    expect(trail['@type']).to.equal('BreadcrumbList');
  });

  /** The state the browser takes the page over with. */
  const stateOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="prosk-state">([^<]*)</.exec(html)![1]) as {
      hydratable: boolean;
      noticeRead: boolean;
      queries: { queries: { queryKey: unknown[] }[] };
    };

  it('renders a profile from its loader’s answers, read in-process: nothing reaches the API’s port', async () => {
    const profile = await firstProfile();
    const asked: string[] = [];
    const listen = (request: http.IncomingMessage) => asked.push(String(request.url));
    app.server.on('request', listen);
    let html: string;
    try {
      const answer = await page(app.url, `/perfil/${profile.username}`);
      expect(answer.status).to.equal(200);
      html = answer.html;
    } finally {
      app.server.off('request', listen);
    }
    // The page's own request, and no other: no loopback to the API.
    expect(asked).to.deep.equal([`/perfil/${profile.username}`]);
    expect(rootOf(html)).to.contain(profile.firstName);
    const state = stateOf(html);
    // Every query the page read was filled by its loader: the browser takes the markup over.
    expect(state.hydratable).to.equal(true);
    expect(state.queries.queries.map((q) => q.queryKey[0]).sort()).to.deep.equal(
      ['profile', 'profile', 'profile', 'prosker-reviews', 'prosker-services'].sort(),
    );
  });

  it('renders a profile the same behind an HTTPS proxy (X-Forwarded-Proto), with its JSON-LD', async () => {
    const profile = await firstProfile();
    const { status, html } = await page(app.url, `/perfil/${profile.username}`, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'prosk.example',
    });
    expect(status).to.equal(200);
    expect(rootOf(html)).to.contain(`${profile.firstName} ${profile.lastName}`);
    const [business] = structuredData(html);
    expect(business['@type']).to.equal('ProfessionalService');
    expect(stateOf(html).hydratable).to.equal(true);
  });

  it('answers an unknown profile with 404 before any of its body, with the not-found page', async () => {
    const { status, chunks } = await new Promise<{ status: number; chunks: string[] }>(
      (resolve, reject) => {
        http
          .get(
            `${app.url}/perfil/no-such-prosker-here`,
            { headers: { 'x-forwarded-proto': 'https' } },
            (response) => {
              const received: string[] = [];
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => received.push(chunk));
              response.on('end', () => resolve({ status: response.statusCode!, chunks: received }));
            },
          )
          .on('error', reject);
      },
    );
    expect(status).to.equal(404);
    const html = chunks.join('');
    expect(html).to.contain('<meta name="robots" content="noindex">');
    expect(rootOf(html)).to.contain('data-testid="not-found"');
  });

  it('lets a visitor’s public page be cached briefly, and answers 304 while it is unchanged', async () => {
    const profile = await firstProfile();
    const first = await page(app.url, `/perfil/${profile.username}`);
    const etag = first.headers.get('etag');
    expect(etag).to.match(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).to.equal('public, max-age=30, s-maxage=60');
    expect(first.headers.get('vary')).to.match(/\bUser-Agent\b/);
    expect(first.headers.get('vary')).to.match(/\bCookie\b/);
    const again = await fetch(`${app.url}/perfil/${profile.username}`, {
      headers: { accept: 'text/html', 'if-none-match': etag! },
    });
    expect(again.status).to.equal(304);
    expect(await again.text()).to.equal('');
    // What the page shows changed: a new ETag, and the page whole.
    await app
      .db('profiles')
      .where({ user_id: profile.id })
      .update({ description: 'Otra descripción' });
    await app.db('users').where({ id: profile.id }).update({ description: 'Otra descripción' });
    const changed = await fetch(`${app.url}/perfil/${profile.username}`, {
      headers: { accept: 'text/html', 'if-none-match': etag! },
    });
    expect(changed.status).to.equal(200);
    expect(changed.headers.get('etag')).to.not.equal(etag);
    // A page that does not exist is never kept.
    const missing = await page(app.url, '/perfil/no-such-prosker-here');
    expect(missing.headers.get('cache-control')).to.equal('no-cache');
    expect(missing.headers.get('etag')).to.equal(null);
  });

  it('never lets a page that may be a signed-in user’s be cached', async () => {
    const profile = await firstProfile();
    const maybeSignedIn: Record<string, string>[] = [
      { authorization: 'Bearer some-token' },
      { cookie: 'prosk-cookie-notice=read; session=abc' },
    ];
    for (const headers of maybeSignedIn) {
      const answer = await page(app.url, `/perfil/${profile.username}`, headers);
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('cache-control')).to.equal('private, no-store');
      expect(answer.headers.get('etag')).to.equal(null);
    }
    // The notice's cookie alone is a visitor's.
    const visitor = await page(app.url, '/', { cookie: 'prosk-cookie-notice=read' });
    expect(visitor.headers.get('cache-control')).to.equal('public, max-age=30, s-maxage=60');
  });

  for (const [region, language] of [
    ['uy', 'es'],
    ['br', 'br'],
  ] as const) {
    it(`answers a service page of ${region} with its title, price, prosker, a description of facts and its JSON-LD, cacheable like every public page`, async () => {
      const service = await aService(region);
      const { status, html, headers } = await page(app.url, service.path);
      expect(status).to.equal(200);
      const base = app.config.publicUrl;
      const price = formatFor(
        language,
        region,
        RESOURCES[language].storefront.formats as FormatWords,
      ).money(service.price, service.currency, { whole: true });
      const name = `${service.prosker.firstName} ${service.prosker.lastName}`;
      const root = rootOf(html);
      expect(root).to.contain(`>${service.title}</h1>`);
      expect(root).to.contain(`data-testid="service-price">${price}<`);
      expect(root).to.contain(name);
      expect(html).to.contain(`<title>${service.title} · Prosk</title>`);
      const description = meta(html, 'description')!;
      const place = service.prosker.department;
      for (const fact of [service.title, price, name, ...(place ? [place] : [])]) {
        // Written on one line: the price's no-break space is a space there.
        expect(description).to.contain(fact.replace(/\s/g, ' '));
      }
      // Its own region's address only: a service is sold in one.
      expect(html).to.contain(`<link rel="canonical" href="${base}${service.path}">`);
      expect(html.match(/hreflang="[^"]+"/g)).to.deep.equal([
        `hreflang="${region === 'br' ? 'pt-BR' : 'es-UY'}"`,
        'hreflang="x-default"',
      ]);
      expect(html).to.not.contain('name="robots"');
      const [offered, trail] = structuredData(html);
      expect(offered).to.deep.include({
        '@type': 'Service',
        name: service.title,
        url: `${base}${service.path}`,
        offers: {
          '@type': 'Offer',
          price: service.price,
          priceCurrency: REGION_FACTS[region].currency,
          url: `${base}${service.path}`,
        },
      });
      expect(offered.provider).to.deep.include({
        '@type': 'ProfessionalService',
        name,
        url: `${base}${pathFor('profile', region, { query: service.prosker.username })}`,
      });
      expect(trail['@type']).to.equal('BreadcrumbList');
      // Rendered from its loader's answers; the booking calendar is the browser's to ask for.
      const state = stateOf(html);
      expect(state.hydratable).to.equal(true);
      expect(state.queries.queries.map((q) => q.queryKey[0]).sort()).to.deep.equal([
        'categories',
        'profile',
        'service',
      ]);
      expect(root).to.contain(RESOURCES[language].office.jobs.buy.calendarLoading);
      expect(headers.get('cache-control')).to.equal('public, max-age=30, s-maxage=60');
      const etag = headers.get('etag');
      expect(etag).to.match(/^W\/".+"$/);
      const again = await fetch(`${app.url}${service.path}`, {
        headers: { accept: 'text/html', 'if-none-match': etag! },
      });
      expect(again.status).to.equal(304);
    });
  }

  it('answers an unknown service, one no longer on offer and an address whose id is not a plain number with 404, kept out of search engines', async () => {
    const service = await aService('uy');
    await app.db('services').where({ id: service.id }).update({ enabled: false });
    for (const pathname of [
      '/servicios/999999999',
      service.path,
      '/br/servicos/999999999',
      '/servicios/abc',
      '/servicios/1e3',
      `/servicios/0${service.id}`,
    ]) {
      const { status, html, headers } = await page(app.url, pathname);
      expect(status, pathname).to.equal(404);
      expect(html, pathname).to.contain('<meta name="robots" content="noindex">');
      expect(html, pathname).to.not.contain('rel="canonical"');
      expect(rootOf(html), pathname).to.contain('data-testid="not-found"');
      expect(rootOf(html), pathname).to.not.contain(service.title);
      expect(headers.get('cache-control'), pathname).to.equal('no-cache');
    }
  });

  it('moves a service named under the other region to its own region’s address, with its query', async () => {
    for (const [region, other] of [
      ['uy', 'br'],
      ['br', 'uy'],
    ] as const) {
      const service = await aService(region);
      const elsewhere = pathFor('services', other, { query: service.id });
      const response = await fetch(`${app.url}${elsewhere}?date=2030-01-02&half=morning`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      expect(response.status, elsewhere).to.equal(301);
      const location = new URL(response.headers.get('location')!, app.url);
      expect(`${location.pathname}${location.search}`).to.equal(
        `${service.path}?date=2030-01-02&half=morning`,
      );
    }
  });

  it('fills every query of each public page in its loader, in both regions', async () => {
    const category = await app.request('GET', '/admin/api/categories?region=uy');
    const slug = (category.body.data as { slug: string }[])[0].slug;
    const paths = [
      '/',
      '/categorias',
      `/categorias/${slug}`,
      '/perfiles',
      '/perfiles?q=plomeria',
      '/marketing',
      '/nosotros',
      '/terminos-condiciones',
      '/preguntas-frecuentes',
      '/blog',
      '/blog/pricing-your-services',
      '/contacto',
      '/suscripcion',
      '/planes-suscripcion',
      '/br',
      '/br/perfis',
      '/br/perguntas-frequentes',
      '/br/blog',
      (await aService('uy')).path,
      (await aService('br')).path,
    ];
    const notFilled: string[] = [];
    for (const pathname of paths) {
      const { status, html } = await page(app.url, pathname);
      expect(status, pathname).to.equal(200);
      if (!stateOf(html).hydratable) notFilled.push(pathname);
    }
    expect(notFilled).to.deep.equal([]);
  });

  it('links the page to the same page in the other region and names its canonical address', async () => {
    const profile = await firstProfile();
    const { html } = await page(app.url, `/br/perfil/${profile.username}`);
    const base = app.config.publicUrl;
    expect(html).to.match(/<html lang="pt-BR" data-rendered-language="br"/);
    expect(html).to.contain(`<link rel="canonical" href="${base}/br/perfil/${profile.username}">`);
    expect(html).to.contain(
      `<link rel="alternate" hreflang="es-UY" href="${base}/perfil/${profile.username}">`,
    );
    expect(html).to.contain(
      `<link rel="alternate" hreflang="pt-BR" href="${base}/br/perfil/${profile.username}">`,
    );
    expect(meta(html, 'og:locale')).to.equal('pt_BR');
  });

  it('shares a profile with its photo', async () => {
    const profile = await firstProfile();
    await app
      .db('profiles')
      .where({ user_id: profile.id })
      .update({ profile_img: '/media/p/x.webp' });
    await app.db('users').where({ id: profile.id }).update({ profile_img: '/media/p/x.webp' });
    const { html } = await page(app.url, `/perfil/${profile.username}`);
    expect(meta(html, 'og:image')).to.equal(`${app.config.publicUrl}/media/p/x.webp`);
    expect(meta(html, 'twitter:card')).to.equal('summary_large_image');
  });

  it('answers a hidden profile with 404 and keeps it out of search engines', async () => {
    const profile = await firstProfile();
    await app.db('profiles').where({ user_id: profile.id }).update({ visible: false });
    const { status, html } = await page(app.url, `/perfil/${profile.username}`);
    expect(status).to.equal(404);
    expect(html).to.contain('<meta name="robots" content="noindex">');
    expect(rootOf(html)).to.not.contain(profile.lastName);
    expect(html).to.not.contain('rel="canonical"');
  });

  it('answers an unknown category and an unknown blog post with 404, kept out of search engines', async () => {
    for (const pathname of ['/categorias/no-existe', '/br/blog/nao-existe']) {
      const { status, html } = await page(app.url, pathname);
      expect(status, pathname).to.equal(404);
      expect(html, pathname).to.contain('<meta name="robots" content="noindex">');
    }
  });

  for (const encoding of ['identity', 'gzip', 'br']) {
    it(`sends the start of a page before it is rendered, and the app's scripts after its content (${encoding})`, async () => {
      const profile = await firstProfile();
      const chunks = await new Promise<string[]>((resolve, reject) => {
        const received: string[] = [];
        http
          .get(
            `${app.url}/perfil/${profile.username}`,
            { headers: { 'accept-encoding': encoding } },
            (response) => {
              expect(response.headers['content-encoding'] ?? 'identity').to.equal(encoding);
              const decoded =
                encoding === 'gzip'
                  ? response.pipe(zlib.createGunzip())
                  : encoding === 'br'
                    ? response.pipe(zlib.createBrotliDecompress())
                    : response;
              decoded.setEncoding('utf8');
              decoded.on('data', (chunk: string) => received.push(chunk));
              decoded.on('end', () => resolve(received));
              decoded.on('error', reject);
            },
          )
          .on('error', reject);
      });
      expect(chunks.length).to.be.greaterThan(1);
      expect(chunks[0]).to.contain('<html lang="es-UY" data-rendered-language="es"');
      expect(chunks[0]).to.not.contain('<title>');
      // The content is painted before the browser fetches the app: no script or preload first.
      expect(chunks[0]).to.not.match(/<script|modulepreload/);
      const html = chunks.join('');
      expect(html).to.contain(`<title>${profile.firstName} ${profile.lastName}`);
      const script = html.search(/<script type="module"[^>]* src="\/assets\//);
      expect(script).to.be.greaterThan(
        html.indexOf(`${profile.firstName} ${profile.lastName}</h1>`),
      );
      expect(script).to.be.lessThan(html.indexOf('</body>'));
      expect(html.indexOf('rel="modulepreload"')).to.be.greaterThan(script);
    });
  }

  it('renders a search with its results', async () => {
    const list = await app.request('GET', '/admin/api/profiles?q=plomeria&limit=3');
    const names = (list.body.data as { firstName: string; lastName: string }[]).map(
      (p) => `${p.firstName} ${p.lastName}`,
    );
    expect(names).to.have.length.greaterThan(0);
    const { status, html } = await page(app.url, '/perfiles?q=plomeria');
    expect(status).to.equal(200);
    for (const name of names) expect(rootOf(html)).to.contain(name);
    expect(html).to.contain(
      `<link rel="canonical" href="${app.config.publicUrl}/perfiles?q=plomeria">`,
    );
  });

  it('describes the organisation on the home page, in Portuguese under /br', async () => {
    const home = await page(app.url, '/');
    expect(structuredData(home.html)[0]).to.include({ '@type': 'Organization', name: 'Prosk' });
    expect(meta(home.html, 'description')).to.match(/^Encuentra profesionales/);
    const br = await page(app.url, '/br');
    expect(br.html).to.contain('<title>Início · Prosk</title>');
    expect(meta(br.html, 'description')).to.match(/^Encontre profissionais/);
  });

  it('marks up the FAQ and a blog post', async () => {
    const faq = await page(app.url, '/preguntas-frecuentes');
    const questions = structuredData(faq.html)[0];
    expect(questions['@type']).to.equal('FAQPage');
    expect((questions.mainEntity as unknown[]).length).to.be.at.least(20);
    const post = await page(app.url, '/blog/pricing-your-services');
    const [posting, trail] = structuredData(post.html);
    expect(posting).to.include({ '@type': 'BlogPosting', inLanguage: 'es' });
    expect(posting.headline).to.be.a('string').with.length.greaterThan(0);
    expect(meta(post.html, 'og:type')).to.equal('article');
    expect(trail['@type']).to.equal('BreadcrumbList');
  });

  it('never lets text from the data close the page’s elements', async () => {
    const profile = await firstProfile();
    const attack = '</script><script>alert(1)</script>$&';
    await app.db('profiles').where({ user_id: profile.id }).update({ description: attack });
    await app.db('users').where({ id: profile.id }).update({ description: attack });
    const { html } = await page(app.url, `/perfil/${profile.username}`);
    expect(html).to.not.contain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)?.length).to.equal(html.match(/<script\b/g)?.length);
  });

  it('leaves the cookie notice out once its cookie says it was read, and tells the browser so', async () => {
    const state = (html: string) =>
      JSON.parse(/<script type="application\/json" id="prosk-state">([^<]*)</.exec(html)![1]) as {
        noticeRead: boolean;
      };
    const first = await page(app.url, '/perfiles');
    expect(rootOf(first.html)).to.contain('data-testid="cookie-notice"');
    expect(state(first.html).noticeRead).to.equal(false);
    expect(first.headers.get('vary')).to.match(/\bCookie\b/);
    const read = await page(app.url, '/perfiles', { cookie: 'other=1; prosk-cookie-notice=read' });
    expect(rootOf(read.html)).to.not.contain('data-testid="cookie-notice"');
    expect(state(read.html).noticeRead).to.equal(true);
    // Any other value is not a choice.
    const other = await page(app.url, '/br', { cookie: 'prosk-cookie-notice=no' });
    expect(rootOf(other.html)).to.contain('data-testid="cookie-notice"');
  });

  it("writes a post's day on the region's clock, whatever the server's", async () => {
    // 01:30 UTC on the 10th is still the 9th in Montevideo and São Paulo (UTC-3).
    await app
      .db('content_items')
      .where({ kind: 'post', slug: 'pricing-your-services' })
      .update({ published_at: '2026-11-10T01:30:00Z' });
    const uy = await page(app.url, '/blog/pricing-your-services');
    expect(rootOf(uy.html)).to.contain('>9 de noviembre de 2026<');
    const br = await page(app.url, '/br/blog/pricing-your-services');
    expect(rootOf(br.html)).to.contain('>9 de novembro de 2026<');
  });

  it('sends signed-in pages as the plain shell, and an unknown path and the not-found page as 404', async () => {
    const signedIn = await page(app.url, '/mi-suscripcion');
    expect(signedIn.status).to.equal(200);
    expect(signedIn.html).to.contain('<div id="root"></div>');
    const unknown = await page(app.url, '/no-existe-esta-pagina');
    expect(unknown.status).to.equal(404);
    expect(unknown.html).to.contain('<meta name="robots" content="noindex" />'); // The page an unknown path is sent to in the browser answers 404 as well, in each region.
    for (const pathname of ['/page-not-found', '/br/pagina-nao-encontrada']) {
      const notFound = await page(app.url, pathname);
      expect(notFound.status, pathname).to.equal(404);
      expect(notFound.html, pathname).to.contain('<meta name="robots" content="noindex">');
    }
  });
});
