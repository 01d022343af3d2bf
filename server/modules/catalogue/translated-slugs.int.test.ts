/**
 * Category and skill slugs per region (docs/adr/0028-translated-slugs.md): the API gives and
 * reads the region's slug, the sitemap lists each region's address, and a category page asked
 * for under another region's slug answers 301 to the region's.
 */
import { expect } from 'chai';
import { buildApps } from '../../../scripts/build';
import { useTestApp } from '../../test/harness';
import { expectError } from '../../test/answers';

interface NameRef {
  slug: string;
  name: string;
}
interface Card {
  id: number;
  username: string;
  categories: NameRef[];
  skills: NameRef[];
}

const slugsOf = (refs: NameRef[]) => refs.map((ref) => ref.slug);

describe('category and skill slugs by region', function () {
  this.timeout(120_000);
  before(() => buildApps({ log: () => undefined }));
  const app = useTestApp({ demo: true });

  /** The page as a crawler asks for it, without following a redirect. */
  const page = (pathname: string) =>
    fetch(`${app.url}${pathname}`, { headers: { accept: 'text/html' }, redirect: 'manual' });

  it('gives the Portuguese slugs in region br and the Spanish ones in uy, with every region’s beside them', async () => {
    const br = await app.request('GET', '/admin/api/categories?region=br');
    expect(br.status).to.equal(200);
    expect(br.body.data[0]).to.deep.include({
      slug: 'encanamento',
      slugs: { uy: 'plomeria', br: 'encanamento' },
    });
    const uy = await app.request('GET', '/admin/api/categories');
    expect(uy.body.data[0]).to.deep.include({ slug: 'plomeria' });
    expect(br.body.data.map((c: NameRef) => c.slug)).to.include.members([
      'eletrica',
      'casa-e-limpeza',
      'animais-de-estimacao',
    ]);

    const skills = await app.request('GET', '/admin/api/skills?region=br&category=encanamento');
    expect(skills.body.data.map((s: NameRef) => s.slug)).to.deep.equal([
      'desentupimento',
      'reparacao-de-canos',
      'aquecedores',
    ]);
    const uySkills = await app.request('GET', '/admin/api/skills?category=plomeria');
    expect(uySkills.body.data.map((s: NameRef) => s.slug)).to.deep.equal([
      'destapaciones',
      'reparacion-de-canerias',
      'calefones',
    ]);
  });

  it('gives the seeded entries their Portuguese slug where the migration left the Spanish one, keeping a slug staff chose', async () => {
    // As the migration leaves a database that had categories: each br slug is its Spanish one.
    for (const table of ['categories', 'skills']) {
      await app.db(table).update({ slug_br: app.db.ref('slug') });
    }
    await app.db('categories').where({ slug: 'electricidad' }).update({ slug_br: 'eletricistas' });
    const { runSeeds } = await import('../../platform/migrate');
    await runSeeds(app.db, { demo: false });
    const brSlug = async (table: string, slug: string) =>
      (await app.db(table).where({ slug }).first('slug_br')).slug_br as string;
    expect(await brSlug('categories', 'plomeria')).to.equal('encanamento');
    expect(await brSlug('categories', 'electricidad')).to.equal('eletricistas');
    expect(await brSlug('skills', 'destapaciones')).to.equal('desentupimento');
    expect(await brSlug('skills', 'pintura')).to.equal('pintura');
  });

  it('finds a category by its slug in the region, and by the other region’s slug answering the region’s', async () => {
    const byBr = await app.request('GET', '/admin/api/categories/encanamento?region=br');
    expect(byBr.status).to.equal(200);
    expect(byBr.body.slug).to.equal('encanamento');
    expect(byBr.body.skills.map((s: NameRef) => s.slug)).to.include('desentupimento');
    const old = await app.request('GET', '/admin/api/categories/plomeria?region=br');
    expect(old.status).to.equal(200);
    expect(old.body).to.deep.equal(byBr.body);
    const inUy = await app.request('GET', '/admin/api/categories/encanamento');
    expect(inUy.body).to.include({ slug: 'plomeria', id: byBr.body.id });
    expectError(
      await app.request('GET', '/admin/api/categories/nao-existe?region=br'),
      404,
      'NOT_FOUND',
    );
  });

  it('filters proskers by the region’s slugs and names their categories and skills with them on cards and profiles', async () => {
    const search = async (query: string) => {
      const res = await app.request('GET', `/admin/api/profiles?${query}&limit=50`);
      expect(res.status, query).to.equal(200);
      return res.body.data as Card[];
    };
    const brPlumbers = await search('region=br&category=encanamento');
    expect(brPlumbers.length).to.be.greaterThan(0);
    for (const card of brPlumbers) {
      expect(slugsOf(card.categories)).to.include('encanamento');
      expect(slugsOf(card.categories)).to.not.include('plomeria');
    }
    // An old link with the Spanish slug still finds them.
    expect((await search('region=br&category=plomeria')).map((c) => c.id)).to.deep.equal(
      brPlumbers.map((c) => c.id),
    );
    // A skill of the first of them, by its br slug, finds them with it.
    const brSkills = await app.request('GET', '/admin/api/skills?region=br');
    const skill = brPlumbers[0].skills[0].slug;
    expect(brSkills.body.data.map((s: NameRef) => s.slug)).to.include(skill);
    const withSkill = await search(`region=br&skill=${skill}`);
    expect(withSkill.map((c) => c.id)).to.include(brPlumbers[0].id);
    for (const card of withSkill) expect(slugsOf(card.skills)).to.include(skill);

    const uyPlumbers = await search('region=uy&category=plomeria');
    expect(uyPlumbers.length).to.be.greaterThan(0);
    for (const card of uyPlumbers) expect(slugsOf(card.categories)).to.include('plomeria');

    const [card] = brPlumbers;
    const profile = await app.request('GET', `/admin/api/profiles/${card.username}?region=br`);
    expect(slugsOf(profile.body.categories)).to.include('encanamento');
    const inUy = await app.request('GET', `/admin/api/profiles/${card.username}`);
    expect(slugsOf(inUy.body.categories)).to.include('plomeria');

    // A search that finds nobody suggests the category page under its br slug.
    const nothing = await app.request('GET', '/admin/api/profiles?region=br&q=encanamento+zzzq');
    expect(nothing.body.data).to.deep.equal([]);
    expect(nothing.body.suggestion).to.deep.equal({ slug: 'encanamento', name: 'Plomería' });
  });

  it('lists predefined services by the region’s category slug', async () => {
    const br = await app.request(
      'GET',
      '/admin/api/predefined-services?category=encanamento&region=br',
    );
    expect(br.body.data.length).to.be.greaterThan(0);
    expect(new Set(br.body.data.map((s: { category: string }) => s.category))).to.deep.equal(
      new Set(['encanamento']),
    );
    const uy = await app.request('GET', '/admin/api/predefined-services?category=plomeria');
    expect(uy.body.data.map((s: { id: number }) => s.id)).to.deep.equal(
      br.body.data.map((s: { id: number }) => s.id),
    );
    expect(uy.body.data[0].category).to.equal('plomeria');
  });

  it('lists each category page in the sitemap under each region’s slug, the two linked as alternates', async () => {
    const res = await app.request('GET', '/sitemaps/pages.xml');
    const url = (loc: string) =>
      [...(res.body as string).matchAll(/<url>[\s\S]*?<\/url>/g)]
        .map((m) => m[0])
        .find((u) => u.includes(`<loc>${loc}</loc>`));
    const uy = url(`${app.url}/categorias/plomeria`);
    const br = url(`${app.url}/br/categorias/encanamento`);
    for (const entry of [uy, br]) {
      expect(entry).to.include(`hreflang="es-UY" href="${app.url}/categorias/plomeria"`);
      expect(entry).to.include(`hreflang="pt-BR" href="${app.url}/br/categorias/encanamento"`);
    }
    expect(res.body).to.not.include(`${app.url}/br/categorias/plomeria<`);
    expect(res.body).to.not.include(`${app.url}/categorias/encanamento<`);
  });

  it('moves a category page asked for under the other region’s slug to the region’s, for good', async () => {
    for (const [from, to] of [
      ['/br/categorias/plomeria', '/br/categorias/encanamento'],
      ['/categorias/encanamento', '/categorias/plomeria'],
      [
        '/br/categorias/plomeria?skill=destapaciones&page=2',
        '/br/categorias/encanamento?skill=desentupimento&page=2',
      ],
      [
        '/br/categorias/encanamento?skill=destapaciones',
        '/br/categorias/encanamento?skill=desentupimento',
      ],
    ]) {
      const res = await page(from);
      expect(res.status, from).to.equal(301);
      expect(res.headers.get('location'), from).to.equal(to);
      await res.body?.cancel();
    }
  });

  it('answers a category page under the region’s slug with its content, linking the other region’s slug', async () => {
    const res = await page('/br/categorias/encanamento?skill=desentupimento');
    expect(res.status).to.equal(200);
    const html = await res.text();
    const base = app.config.publicUrl;
    expect(html).to.contain('<title>Encanamento · Prosk</title>');
    expect(html).to.contain(`<link rel="canonical" href="${base}/br/categorias/encanamento">`);
    expect(html).to.contain(
      `<link rel="alternate" hreflang="es-UY" href="${base}/categorias/plomeria">`,
    );
    expect(html).to.contain(
      `<link rel="alternate" hreflang="pt-BR" href="${base}/br/categorias/encanamento">`,
    );
    expect(html).to.contain(`"item":"${base}/br/categorias/encanamento"`);
    const uy = await page('/categorias/plomeria');
    expect(uy.status).to.equal(200);
    expect(await uy.text()).to.contain(
      `<link rel="alternate" hreflang="pt-BR" href="${base}/br/categorias/encanamento">`,
    );
    const unknown = await page('/br/categorias/nao-existe');
    expect(unknown.status).to.equal(404);
    await unknown.body?.cancel();
  });
});
