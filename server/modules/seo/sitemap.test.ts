import { expect } from 'chai';
import { createSitemaps, rangeOfSitemap, type SitemapSource } from './sitemap';

/** A source of `count` listed profiles with ids 1…count, counting the pages read. */
function profilesSource(count: number) {
  const reads: { after: number; through: number }[] = [];
  const source: SitemapSource = {
    profileRanges: async (size) => [
      ...new Set(Array.from({ length: count }, (_, i) => Math.floor(i / size))),
    ],
    async profilesBetween({ after, through, limit }) {
      reads.push({ after, through });
      const rows = [];
      for (let id = after + 1; id <= Math.min(through, count) && rows.length < limit; id++) {
        rows.push({
          userId: id,
          username: `p${id}`,
          updatedAt: new Date('2026-11-01T10:00:00Z'),
          // Every fifth prosker sells in Brazil.
          region: id % 5 === 0 ? ('br' as const) : ('uy' as const),
        });
      }
      return rows;
    },
    serviceRanges: async () => [],
    servicesBetween: async () => [],
    categories: async () => [],
    content: async () => ({ pages: [], posts: [], faq: null }),
  };
  return { source, reads };
}

/**
 * A source of `count` services on offer with ids 1…count, of which `listed(id)` are of listed
 * proskers, counting the pages read.
 */
function servicesSource(count: number, listed: (id: number) => boolean) {
  const reads: number[] = [];
  const source: SitemapSource = {
    ...profilesSource(0).source,
    serviceRanges: async (size) => [
      ...new Set(Array.from({ length: count }, (_, i) => Math.floor(i / size))),
    ],
    async servicesBetween({ after, through, limit }) {
      reads.push(after);
      const rows = [];
      for (let id = after + 1; id <= Math.min(through, count) && rows.length < limit; id++) {
        rows.push({
          id,
          region: id % 2 === 0 ? ('br' as const) : ('uy' as const),
          updatedAt: new Date('2026-11-02T10:00:00Z'),
          listed: listed(id),
        });
      }
      return rows;
    },
  };
  return { source, reads };
}

describe('profile sitemaps', () => {
  it('reads the next page of profiles only when the previous piece has been taken', async () => {
    const { source, reads } = profilesSource(60_000);
    const sitemaps = createSitemaps(source, 'https://prosk.test');
    const pieces = (await sitemaps.profiles(0))![Symbol.asyncIterator]();
    expect(reads).to.have.length(1);
    await pieces.next(); // the XML declaration and <urlset>
    await pieces.next(); // the first page
    expect(reads).to.have.length(1);
    const second = await pieces.next();
    expect(reads).to.have.length(2);
    expect(reads[1]).to.deep.equal({ after: 1000, through: 50_000 });
    expect(second.value).to.include('<loc>https://prosk.test/perfil/p1001</loc>');
    await pieces.return?.(undefined);
  });

  it('holds 50,000 profiles, each once in its own region, in a full range of the protocol’s size', async () => {
    const { source } = profilesSource(120_000);
    const sitemaps = createSitemaps(source, 'https://prosk.test');
    expect(sitemaps.rangeSize).to.equal(50_000);
    expect(await sitemaps.index()).to.include(
      '<loc>https://prosk.test/sitemaps/profiles-2.xml</loc>',
    );
    let xml = '';
    for await (const piece of (await sitemaps.profiles(1))!) xml += piece;
    expect(xml.match(/<url>/g)).to.have.length(50_000);
    expect(xml).to.include('<loc>https://prosk.test/perfil/p50001</loc>');
    expect(xml).to.not.include('/br/perfil/p50001<');
    expect(xml).to.include('<loc>https://prosk.test/br/perfil/p100000</loc>');
    expect(xml).to.not.include('<loc>https://prosk.test/perfil/p100000</loc>');
    expect(xml).to.not.include('hreflang');
    expect(xml).to.not.include('/perfil/p100001<');
    expect(xml).to.include('<lastmod>2026-11-01T10:00:00Z</lastmod>');
  });

  it('names profile and service sitemaps by range number only', () => {
    expect(rangeOfSitemap('profiles-0.xml')).to.deep.equal({ kind: 'profiles', range: 0 });
    expect(rangeOfSitemap('profiles-42.xml')).to.deep.equal({ kind: 'profiles', range: 42 });
    expect(rangeOfSitemap('services-7.xml')).to.deep.equal({ kind: 'services', range: 7 });
    for (const name of [
      'profiles-01.xml',
      'profiles--1.xml',
      'profiles-1.xml.gz',
      'services-01.xml',
      'jobs-1.xml',
      'pages.xml',
    ]) {
      expect(rangeOfSitemap(name), name).to.equal(null);
    }
  });
});

describe('service sitemaps', () => {
  it('lists each service of a listed prosker once, at its own region’s address, with its last change', async () => {
    const { source } = servicesSource(60_000, (id) => id % 3 !== 0);
    const sitemaps = createSitemaps(source, 'https://prosk.test');
    const index = await sitemaps.index();
    expect(index).to.include('<loc>https://prosk.test/sitemaps/services-0.xml</loc>');
    expect(index).to.include('<loc>https://prosk.test/sitemaps/services-1.xml</loc>');
    let xml = '';
    for await (const piece of (await sitemaps.services(0))!) xml += piece;
    expect(xml).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml.match(/<url>/g)).to.have.length(50_000 - Math.floor(50_000 / 3));
    expect(xml).to.include('<loc>https://prosk.test/servicios/1</loc>');
    expect(xml).to.include('<loc>https://prosk.test/br/servicos/2</loc>');
    expect(xml).to.not.include('/servicios/2<');
    expect(xml).to.not.include('/servicios/3<');
    expect(xml).to.not.include('/servicios/50001<');
    expect(xml).to.not.include('hreflang');
    expect(xml).to.include('<lastmod>2026-11-02T10:00:00Z</lastmod>');
  });

  it('passes over pages with no listed prosker’s service, and has no sitemap for a range with none', async () => {
    const { source, reads } = servicesSource(3_500, (id) => id > 2_500);
    const sitemaps = createSitemaps(source, 'https://prosk.test');
    let xml = '';
    for await (const piece of (await sitemaps.services(0))!) xml += piece;
    expect(reads).to.deep.equal([0, 1000, 2000, 3000]);
    expect(xml.match(/<url>/g)).to.have.length(1_000);
    expect(xml).to.include('<loc>https://prosk.test/servicios/2501</loc>');
    const none = servicesSource(3_500, () => false);
    expect(await createSitemaps(none.source, 'https://prosk.test').services(0)).to.equal(null);
  });
});
