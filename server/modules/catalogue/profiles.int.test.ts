import { expect } from 'chai';
import { useTestApp } from '../../test/harness';
import { complete, createUser, ids, TEST_ADDRESS as ADDRESS } from '../../test/users';
import { createProfiles, type SearchFilters } from './profiles';
import { createWordStatistics, type WordStatistics } from './word-statistics';
import { expectError } from './test-kit';

describe('profile completeness and visibility', () => {
  const app = useTestApp();

  it('rises as a prosker fills the profile, and opens the profile to everyone at 55%', async () => {
    const ana = await createUser(app, 'anasilva01');
    const seen = async () =>
      (await app.request('GET', '/admin/api/user/completeness', { token: ana.token })).body;
    expect(await seen()).to.deep.equal({
      percent: 16,
      missing: [
        'profileImage',
        'categories',
        'skills',
        'bannerImage',
        'addresses',
        'paymentAccount',
      ],
      visible: false,
    });
    expect((await app.request('GET', '/admin/api/profiles/anasilva01')).status).to.equal(404);
    const own = await app.request('GET', '/admin/api/profiles/anasilva01', { token: ana.token });
    expect(own.body.completeness.percent).to.equal(16);

    await app.request('POST', '/admin/api/user/addresses', { token: ana.token, body: ADDRESS });
    expect((await seen()).percent).to.equal(30);
    await app.request('PUT', '/admin/api/user/categories', {
      token: ana.token,
      body: { categoryIds: await ids(app, 'categories', ['plomeria']) },
    });
    expect((await seen()).percent).to.equal(44);
    await app.request('PUT', '/admin/api/user/skills', {
      token: ana.token,
      body: { skillIds: await ids(app, 'skills', ['destapaciones']) },
    });
    expect(await seen()).to.deep.equal({
      percent: 58,
      missing: ['profileImage', 'bannerImage', 'paymentAccount'],
      visible: true,
    });
    const visitor = await app.request('GET', '/admin/api/profiles/anasilva01');
    expect(visitor.status).to.equal(200);
    expect(visitor.body).to.include({ username: 'anasilva01', department: 'Montevideo' });
    expect(visitor.body).to.not.have.key('completeness');
    expect(visitor.body.categories).to.deep.equal([{ slug: 'plomeria', name: 'Plomería' }]);
  });

  it('hides a banned prosker at once', async () => {
    const ana = await createUser(app, 'anasilva01');
    await complete(app, ana);
    expect((await app.request('GET', '/admin/api/profiles/anasilva01')).status).to.equal(200);
    const [{ id: staffId }] = await app
      .db('staff')
      .insert({ email: 'admin@example.com', name: 'Admin', role: 'admin', password_hash: 'x' })
      .returning('id');
    const ban = await app.request('POST', `/backoffice/api/users/${ana.id}/ban`, {
      token: await app.platform.tokens.issue('staff', Number(staffId)),
      body: { reason: 'Cobros por fuera de Prosk' },
    });
    expect(ban.status).to.equal(200);
    expect((await app.request('GET', '/admin/api/profiles/anasilva01')).status).to.equal(404);
  });

  it('refuses categories and skills that do not exist, and categories for clients', async () => {
    const ana = await createUser(app, 'anasilva01');
    const res = await app.request('PUT', '/admin/api/user/categories', {
      token: ana.token,
      body: { categoryIds: [999999] },
    });
    expect(res.status).to.equal(422);
    expect(res.body.error.details.fields[0]).to.include({
      field: 'categoryIds[0]',
      code: 'fields.unknownChoice',
    });
    const client = await createUser(app, 'clientuser1', { prosker: false });
    const denied = await app.request('PUT', '/admin/api/user/categories', {
      token: client.token,
      body: { categoryIds: await ids(app, 'categories', ['plomeria']) },
    });
    expectError(denied, 403, 'PERMISSION_DENIED');
  });

  it('floors a score under 14 to 0 in the scheduled refresh', async () => {
    const ana = await createUser(app, 'anasilva01');
    await app.db('users').where({ id: ana.id }).update({ first_name: ' ' });
    const { createCatalogueModule } = await import('.');
    const { profiles } = createCatalogueModule(app.platform);
    await profiles.refresh([ana.id]);
    expect((await app.db('profiles').where({ user_id: ana.id }).first()).completeness).to.equal(2);
    await profiles.refreshAll();
    expect((await app.db('profiles').where({ user_id: ana.id }).first()).completeness).to.equal(0);
  });
});

describe('refreshing profiles in bulk', () => {
  const app = useTestApp();

  it('rebuilds more users at once than one SQL statement can carry', async () => {
    const rows = Array.from({ length: 4200 }, (_, i) => ({
      username: `bulk${String(i).padStart(6, '0')}`,
      first_name: 'Bulk',
      last_name: 'User',
      email: `bulk${i}@example.com`,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await app.db('users').insert(rows.slice(i, i + 1000));
    const ids = (await app.db('users').select('id')).map((r) => Number(r.id));
    const { createCatalogueModule } = await import('.');
    await createCatalogueModule(app.platform).profiles.refresh(ids);
    expect(Number((await app.db('profiles').count({ n: '*' }))[0].n)).to.equal(4200);
  });
});

describe('searching proskers', () => {
  const app = useTestApp();

  beforeEach(async () => {
    await complete(
      app,
      await createUser(app, 'plomero001', { firstName: 'Lucía' }),
      ['plomeria'],
      ['destapaciones'],
    );
    await complete(
      app,
      await createUser(app, 'plomero002', { firstName: 'João' }),
      ['plomeria'],
      ['reparacion-de-canerias'],
      {
        ...ADDRESS,
        state: 'São Paulo',
        country: 'Brasil',
        countryCode: 'BR',
      },
    );
    await complete(
      app,
      await createUser(app, 'electric01', { firstName: 'Mateo' }),
      ['electricidad'],
      ['tableros'],
    );
    await createUser(app, 'hidden0001', { description: 'plomería' });
  });

  const search = async (params: Record<string, string>) =>
    (await app.request('GET', `/admin/api/profiles?${new URLSearchParams(params)}`)).body;
  const names = (body: { data: { username: string }[] }) => body.data.map((p) => p.username).sort();

  it('ignores accents and case in Spanish and Portuguese, and lists only visible profiles', async () => {
    expect(names(await search({ q: 'PLOMERIA' }))).to.deep.equal(['plomero001', 'plomero002']);
    expect(names(await search({ q: 'reparacao' }))).to.deep.equal(['plomero002']);
    expect(names(await search({ q: 'lucia' }))).to.deep.equal(['plomero001']);
    expect(names(await search({ q: 'joao canos' }))).to.deep.equal(['plomero002']);
    expect(names(await search({ q: 'nadie-se-llama-asi' }))).to.deep.equal([]);
  });

  it('matches words by their beginning, not letters in the middle of a word', async () => {
    expect(names(await search({ q: 'plom' }))).to.deep.equal(['plomero001', 'plomero002']);
    expect(names(await search({ q: 'Elec MAT' }))).to.deep.equal(['electric01']);
    expect(names(await search({ q: 'omeria' }))).to.deep.equal([]);
  });

  it('filters by category, skill and department', async () => {
    expect(names(await search({ category: 'plomeria' }))).to.deep.equal([
      'plomero001',
      'plomero002',
    ]);
    expect(names(await search({ skill: 'tableros' }))).to.deep.equal(['electric01']);
    expect(names(await search({ category: 'plomeria', department: 'São Paulo' }))).to.deep.equal([
      'plomero002',
    ]);
    expect((await search({ minRating: '4' })).data).to.deep.equal([]);
  });

  it('ranks premium proskers first', async () => {
    const id = (await app.db('users').where({ username: 'electric01' }).first('id')).id;
    await app.db('profiles').where({ user_id: id }).update({ is_premium: true });
    const body = await search({});
    expect(body.data[0]).to.include({ username: 'electric01', isPremium: true });
  });

  it('pages with a cursor that neither repeats nor skips, even when profiles are added between pages', async () => {
    for (let i = 0; i < 7; i += 1) {
      await complete(app, await createUser(app, `extra00${i}x`), ['eventos'], ['fotografia']);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let first = true;
    do {
      const body = await search({ limit: '3', ...(cursor ? { cursor } : {}) });
      seen.push(...body.data.map((p: { username: string }) => p.username));
      cursor = body.nextCursor ?? undefined;
      if (first) {
        // A newer profile appears after the first page was read.
        await complete(app, await createUser(app, 'latecomer1'), ['eventos'], ['fotografia']);
        first = false;
      }
    } while (cursor);
    expect(seen).to.have.length(10);
    expect(new Set(seen).size).to.equal(10);
    expect(seen).to.not.include('latecomer1');
    const bad = await app.request('GET', '/admin/api/profiles?cursor=garbage');
    expectError(bad, 422, 'VALIDATION_FAILED');
  });
});

describe('favorites and posts', () => {
  const app = useTestApp();

  it('marks a prosker favorite once, lists it and unmarks it', async () => {
    const prosker = await createUser(app, 'plomero001');
    await complete(app, prosker);
    const client = await createUser(app, 'clientuser1', { prosker: false });
    const add = await app.request('POST', '/admin/api/user/favorites', {
      token: client.token,
      body: { userId: prosker.id },
    });
    expect(add.status).to.equal(201);
    const again = await app.request('POST', '/admin/api/user/favorites', {
      token: client.token,
      body: { userId: prosker.id },
    });
    expectError(again, 409, 'FAVORITE_EXISTS');
    const list = await app.request('GET', '/admin/api/user/favorites', { token: client.token });
    expect(list.body.data.map((p: { username: string }) => p.username)).to.deep.equal([
      'plomero001',
    ]);
    const other = await createUser(app, 'otherclien', { prosker: false });
    const theirs = await app.request('GET', '/admin/api/user/favorites', { token: other.token });
    expect(theirs.body.data).to.deep.equal([]);
    expect(
      (
        await app.request('DELETE', `/admin/api/user/favorites/${prosker.id}`, {
          token: client.token,
        })
      ).status,
    ).to.equal(204);
    const gone = await app.request('DELETE', `/admin/api/user/favorites/${prosker.id}`, {
      token: client.token,
    });
    expect(gone.body.error.code).to.equal('NOT_FOUND');
  });

  it('cannot favorite a hidden profile', async () => {
    const hidden = await createUser(app, 'hidden0001');
    const client = await createUser(app, 'clientuser1', { prosker: false });
    const res = await app.request('POST', '/admin/api/user/favorites', {
      token: client.token,
      body: { userId: hidden.id },
    });
    expectError(res, 404, 'USER_NOT_FOUND');
  });

  it('shows a prosker’s posts newest first with load-older pages, and only the author deletes', async () => {
    const prosker = await createUser(app, 'plomero001');
    await complete(app, prosker);
    for (let i = 1; i <= 23; i += 1) {
      const res = await app.request('POST', '/admin/api/user/posts', {
        token: prosker.token,
        body: { title: `Trabajo ${i}`, content: 'Terminado.' },
      });
      expect(res.status).to.equal(201);
    }
    const first = (await app.request('GET', '/admin/api/profiles/plomero001/posts')).body;
    expect(first.data).to.have.length(20);
    expect(first.data[0].title).to.equal('Trabajo 23');
    const older = (
      await app.request('GET', `/admin/api/profiles/plomero001/posts?cursor=${first.nextCursor}`)
    ).body;
    expect(older.data.map((p: { title: string }) => p.title)).to.deep.equal([
      'Trabajo 3',
      'Trabajo 2',
      'Trabajo 1',
    ]);
    expect(older.nextCursor).to.equal(null);
    const small = (await app.request('GET', '/admin/api/profiles/plomero001/posts?limit=5')).body;
    expect(small.data).to.have.length(5);

    const client = await createUser(app, 'clientuser1', { prosker: false });
    const denied = await app.request('POST', '/admin/api/user/posts', {
      token: client.token,
      body: { title: 'x', content: 'y' },
    });
    expect(denied.status).to.equal(403);
    const postId = first.data[0].id;
    const steal = await app.request('DELETE', `/admin/api/user/posts/${postId}`, {
      token: client.token,
    });
    expect(steal.status).to.equal(404);
    expect(
      (await app.request('DELETE', `/admin/api/user/posts/${postId}`, { token: prosker.token }))
        .status,
    ).to.equal(204);
  });
});

describe('the demo catalogue', () => {
  const app = useTestApp({ demo: true });

  it('has visible proskers in every category', async () => {
    const categories = (await app.request('GET', '/admin/api/categories')).body.data;
    for (const category of categories) {
      const res = await app.request('GET', `/admin/api/profiles?category=${category.slug}`);
      expect(res.body.data.length, category.slug).to.be.greaterThan(0);
    }
  });
});

describe('search plans', () => {
  const app = useTestApp({ demo: true });

  /** Every page of a search, as user ids, with the given walk length (and statistics). */
  async function allPages(walkRows: number, filters: SearchFilters, statistics?: WordStatistics) {
    const profiles = createProfiles(app.platform, { walkRows, statistics });
    const ids: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await profiles.search({ ...filters, limit: 4, cursor }, 'es');
      ids.push(...page.data.map((p) => p.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return ids;
  }

  it('finds the same pages in the same order whether it walks the listing or asks the filter indexes, with or without the region', async () => {
    const cases: SearchFilters[] = [
      {},
      { q: 'plomeria' },
      { q: 'reparacao' },
      { category: 'hogar' },
      { skill: 'destapaciones' },
      { department: 'Montevideo' },
      { minRating: 4 },
      { q: 'a', department: 'Canelones' },
      { category: 'plomeria', department: 'Montevideo', minRating: 3 },
      { q: 'a', region: 'br' },
      { category: 'hogar', region: 'br' },
    ];
    let found = 0;
    for (const filters of cases) {
      const walked = await allPages(1_000_000, filters);
      const direct = await allPages(1, filters);
      expect(direct, JSON.stringify(filters)).to.deep.equal(walked);
      // Rare filters: the word index answers every region and the rows are kept in the region.
      const rare = await allPages(1_000_000, filters, { share: async () => 0 });
      expect(rare, JSON.stringify(filters)).to.deep.equal(walked);
      found += walked.length;
    }
    expect(found).to.be.greaterThan(50);
  });

  it('expects how many profiles a query matches from the database statistics once analyzed', async () => {
    const statistics = createWordStatistics(app.db, 0);
    await app.db.raw('ANALYZE profiles');
    const [{ count }] = await app
      .db('profiles')
      .where({ visible: true, prosker: true })
      .whereRaw(`search_words @@ 'plomeria:*'::tsquery`)
      .count();
    const [{ total }] = await app.db('profiles').count({ total: '*' });
    const expected = (await statistics.share([{ prefixes: ['plomeria'], exact: [] }])) ?? 0;
    expect(Number(count)).to.be.greaterThan(0);
    // Frequencies are over every profile, the count over visible proskers only.
    expect(expected * Number(total)).to.be.within(Number(count) * 0.5, Number(count) * 2);
    const rare = (await statistics.share([{ prefixes: ['xilofonista'], exact: [] }])) ?? 1;
    expect(rare * Number(total)).to.be.lessThan(1);
    const walkedAfterAnalyze = await allPages(1_000_000, { q: 'xilofonista' });
    expect(walkedAfterAnalyze).to.deep.equal([]);
  });

  it('goes straight to the filter indexes when the same filters lately walked in vain from the top, with the same pages', async () => {
    // A category none of the first three listed proskers has, with at least two proskers.
    const look = createProfiles(app.platform);
    const top = (await look.search({ limit: 3 }, 'es')).data;
    const categories = (await app.request('GET', '/admin/api/categories')).body.data as {
      slug: string;
    }[];
    let category: string | undefined;
    for (const { slug } of categories) {
      if (top.some((card) => card.categories.some((c) => c.slug === slug))) continue;
      if ((await look.search({ category: slug, limit: 2 }, 'es')).data.length < 2) continue;
      category = slug;
      break;
    }
    expect(category).to.be.a('string');

    const sent: string[] = [];
    const profiles = createProfiles(app.platform, {
      walkRows: 3,
      // The statistics promise a page within the three rows walked.
      statistics: { share: async () => 1 },
      onStatement: (statement) => sent.push(statement.sql),
    });
    const walks = () => sent.filter((sql) => /LIMIT 3\s*\)/.test(sql)).length;
    const first = await profiles.search({ category, limit: 1 }, 'es');
    expect([walks(), sent.length]).to.deep.equal([1, 2]);
    sent.length = 0;
    const again = await profiles.search({ category, limit: 1 }, 'es');
    expect([walks(), sent.length]).to.deep.equal([0, 1]);
    expect(again).to.deep.equal(first);
    // A next page walks from its cursor first, as before.
    sent.length = 0;
    const next = await profiles.search({ category, limit: 1, cursor: first.nextCursor! }, 'es');
    expect(walks()).to.equal(1);
    expect(next.data.map((c) => c.id)).to.not.include(first.data[0].id);
  });

  it('keeps the word index’s list of pending entries short, so a search between merges reads little of it', async () => {
    const { rows } = await app.db.raw(
      `SELECT reloptions FROM pg_class WHERE relname = 'profiles_search' AND relkind = 'i'`,
    );
    expect(rows[0].reloptions).to.include('gin_pending_list_limit=256');
  });

  it('finds nothing for a category or skill that does not exist', async () => {
    const profiles = createProfiles(app.platform);
    expect((await profiles.search({ category: 'no-existe' }, 'es')).data).to.deep.equal([]);
    expect((await profiles.search({ skill: 'no-existe' }, 'en')).data).to.deep.equal([]);
  });
});
