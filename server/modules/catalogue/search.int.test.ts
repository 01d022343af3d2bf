import { expect } from 'chai';
import type { Region } from '../../../common/regions';
import { CATEGORY_TERMS } from '../../../seeds/07-search-terms';
import { expectError } from '../../test/answers';
import { useTestApp, type TestApp } from '../../test/harness';
import {
  complete,
  createUser,
  ids,
  makePremium,
  TEST_ADDRESS,
  type TestUser,
} from '../../test/users';

const BR_ADDRESS = {
  domicile: 'Rua das Flores 10',
  postalCode: '01000-000',
  city: 'São Paulo',
  state: 'São Paulo',
  country: 'Brasil',
  countryCode: 'BR',
};

interface Card {
  id: number;
  username: string;
  region: Region;
  priceFrom: number | null;
}

async function search(app: TestApp, params: Record<string, string>) {
  const res = await app.request('GET', `/admin/api/profiles?${new URLSearchParams(params)}`);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body as { data: Card[]; nextCursor: string | null; suggestion: unknown };
}

/** Every page of a search, as usernames. */
async function allUsernames(app: TestApp, params: Record<string, string>) {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await search(app, { ...params, limit: '7', ...(cursor ? { cursor } : {}) });
    names.push(...page.data.map((c) => c.username));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

describe('searching by trade', () => {
  const app = useTestApp();

  async function prosker(
    username: string,
    options: { region?: Region; description?: string; categories?: string[]; skills?: string[] },
  ): Promise<TestUser> {
    const user = await createUser(app, username, {
      region: options.region,
      description: options.description,
    });
    await complete(
      app,
      user,
      options.categories ?? ['plomeria'],
      options.skills ?? ['destapaciones'],
      options.region === 'br' ? BR_ADDRESS : TEST_ADDRESS,
    );
    return user;
  }

  it('finds every prosker of a trade by its noun, plural, other gender and a misspelling', async () => {
    await prosker('plomeria01', { description: 'Trabajo prolijo' });
    await prosker('plomeria02', { skills: ['calefones'] });
    await prosker('electric01', { categories: ['electricidad'], skills: ['iluminacion'] });
    for (const q of ['plomero', 'plomeros', 'Plomera', 'fontanero', 'plomerp', 'PLOMEROS ']) {
      expect(await allUsernames(app, { q }), q).to.have.members(['plomeria01', 'plomeria02']);
    }
    for (const q of ['electricista', 'electrisista', 'eletricista', 'electrician']) {
      expect(await allUsernames(app, { q }), q).to.deep.equal(['electric01']);
    }
    expect(await allUsernames(app, { q: 'calefón' })).to.deep.equal(['plomeria02']);
  });

  it('lists the proskers of the trade a word names before those who only mention it', async () => {
    // Premium and complete, yet only its description says "plomero".
    const mentions = await prosker('mentions01', {
      categories: ['hogar'],
      skills: ['pintura'],
      description: 'Pintor, y también plomero de urgencia',
    });
    await makePremium(app, mentions.id);
    await prosker('plomeria03', {});
    expect(await allUsernames(app, { q: 'plomero' })).to.deep.equal(['plomeria03', 'mentions01']);
    // Paged one at a time, the tiers neither repeat nor skip.
    const first = await search(app, { q: 'plomero', limit: '1' });
    const second = await search(app, { q: 'plomero', limit: '1', cursor: first.nextCursor! });
    expect([...first.data, ...second.data].map((c) => c.username)).to.deep.equal([
      'plomeria03',
      'mentions01',
    ]);
    expect(second.nextCursor).to.equal(null);
  });

  it('stems Spanish and Portuguese words, so a plural finds the singular a profile wrote', async () => {
    await prosker('stemmed01', {
      categories: ['eventos'],
      skills: ['fotografia'],
      description: 'Hago tortas de casamiento',
    });
    expect(await allUsernames(app, { q: 'tortas' })).to.deep.equal(['stemmed01']);
    expect(await allUsernames(app, { q: 'torta' })).to.deep.equal(['stemmed01']);
    expect(await allUsernames(app, { q: 'casamientos' })).to.deep.equal(['stemmed01']);
  });

  it('answers one region at a time: uy by default, br when asked', async () => {
    await prosker('uruguayo01', {});
    await prosker('brasilei01', { region: 'br' });
    expect(await allUsernames(app, {})).to.deep.equal(['uruguayo01']);
    expect(await allUsernames(app, { region: 'uy', q: 'encanador' })).to.deep.equal(['uruguayo01']);
    expect(await allUsernames(app, { region: 'br' })).to.deep.equal(['brasilei01']);
    const cards = (await search(app, { region: 'br', q: 'encanador' })).data;
    expect(cards.map((c) => [c.username, c.region])).to.deep.equal([['brasilei01', 'br']]);
    expect(await allUsernames(app, { region: 'br', category: 'plomeria' })).to.deep.equal([
      'brasilei01',
    ]);
    expectError(
      await app.request('GET', '/admin/api/profiles?region=ar'),
      422,
      'VALIDATION_FAILED',
    );
  });

  it('finds a prosker by a published service, shows its lowest price, and forgets it once withdrawn', async () => {
    const user = await prosker('servicio01', { categories: ['hogar'], skills: ['pintura'] });
    const category = await app.db('categories').where({ slug: 'hogar' }).first('id');
    const publish = (title: string, price: number) =>
      app.request('POST', '/admin/api/user/services', {
        token: user.token,
        body: {
          title,
          description: 'Incluye materiales',
          price,
          categoryId: category.id,
          requiresAppointment: false,
          requiresPayment: false,
        },
      });
    const first = await publish('Instalación de aire acondicionado', 2500);
    expect(first.status).to.equal(201);
    expect((await publish('Mantenimiento de aire', 1800)).status).to.equal(201);
    await app.platform.events.idle();
    const found = (await search(app, { q: 'acondicionado' })).data;
    expect(found.map((c) => [c.username, c.priceFrom])).to.deep.equal([['servicio01', 1800]]);
    for (const id of [first.body.id]) {
      const gone = await app.request('DELETE', `/admin/api/user/services/${id}`, {
        token: user.token,
      });
      expect(gone.status).to.equal(204);
    }
    await app.platform.events.idle();
    expect((await search(app, { q: 'acondicionado' })).data).to.deep.equal([]);
    expect((await search(app, { q: 'mantenimiento' })).data[0].priceFrom).to.equal(1800);
  });

  it('shows on a card the jobs a prosker completed and how soon they answer in chat', async () => {
    const user = await prosker('respondo01', {});
    const client = await createUser(app, 'clienta001', { prosker: false });
    const card = async () => (await search(app, { q: 'respondo01' })).data[0];
    expect(await card()).to.include({ jobsDone: 0, replyMinutes: null });
    const start = new Date(Date.now() - 10 * 86_400_000);
    const job = {
      prosker_id: user.id,
      client_id: client.id,
      title: 'Cambio de canilla',
      description: 'Baño',
      price: 900,
      currency: 'UYU',
      start_date: start,
      end_date: new Date(start.getTime() + 3_600_000),
    };
    await app.db('jobs').insert([
      { ...job, status: 'complete' },
      { ...job, status: 'complete' },
      { ...job, status: 'clientCancel' },
    ]);
    const [conversation] = await app
      .db('conversations')
      .insert({ client_id: client.id, prosker_id: user.id, started_by: client.id })
      .returning('id');
    await app.db('conversation_members').insert([
      { conversation_id: conversation.id, user_id: client.id },
      { conversation_id: conversation.id, user_id: user.id },
    ]);
    const message = (sender: number, minutes: number) => ({
      conversation_id: conversation.id,
      sender_id: sender,
      client_message_id: crypto.randomUUID(),
      body: 'Hola',
      created_at: new Date(start.getTime() + minutes * 60_000),
    });
    await app
      .db('messages')
      .insert([message(client.id, 0), message(client.id, 5), message(user.id, 95)]);
    // Any change of the account rebuilds the profile.
    await app.request('PUT', '/admin/api/user/skills', {
      token: user.token,
      body: { skillIds: await ids(app, 'skills', ['calefones']) },
    });
    expect(await card()).to.include({ jobsDone: 2, replyMinutes: 95 });
  });

  it('finds a prosker by department and trade together', async () => {
    await prosker('montevid01', {});
    await prosker('canelone01', {}).then(async (u) => {
      await app
        .db('addresses')
        .where({ user_id: u.id })
        .update({ state: 'Canelones', city: 'Canelones' });
      await app.platform.events.idle();
      await app.request('PUT', '/admin/api/user/skills', {
        token: u.token,
        body: { skillIds: [] },
      });
    });
    expect(await allUsernames(app, { q: 'plomero montevideo' })).to.deep.equal(['montevid01']);
  });

  it('suggests the closest category when nothing is found', async () => {
    await prosker('plomeria04', {});
    const page = await search(app, { q: 'fontaneria zzzq' });
    expect(page.data).to.deep.equal([]);
    expect(page.suggestion).to.deep.equal({ slug: 'plomeria', name: 'Plomería' });
    const none = await search(app, { q: 'qqqqxxxx' });
    expect(none.suggestion).to.equal(null);
  });

  it('answers operators, quotes, long words, accents alone and emoji with a list, never an error', async () => {
    await prosker('plomeria05', {});
    const queries = [
      "plomero' & !(x",
      '"plomero"',
      'plomero:* | ~c:1',
      '\\ plomero',
      'a'.repeat(100),
      '´´ ~ ^',
      '🔧🔧',
      'plomero 🔧',
      "o'brien",
    ];
    for (const q of queries) {
      const page = await search(app, { q });
      expect(page.data, q).to.be.an('array');
    }
    expect((await search(app, { q: 'plomero 🔧' })).data.map((c) => c.username)).to.deep.equal([
      'plomeria05',
    ]);
    const tooLong = await app.request('GET', `/admin/api/profiles?q=${'a'.repeat(101)}`);
    expectError(tooLong, 422, 'VALIDATION_FAILED');
  });
});

describe('the demo catalogue by trade', () => {
  const app = useTestApp({ demo: true });

  it('finds at least 90% of each category’s listed proskers in the region with three trade words, in es and pt', async () => {
    const categories = (await app.request('GET', '/admin/api/categories')).body.data as {
      slug: string;
    }[];
    const table: string[] = ['| category | region | word | found | listed | recall |'];
    table.push('|---|---|---|---|---|---|');
    let checked = 0;
    for (const { slug } of categories) {
      for (const [region, language] of [
        ['uy', 'es'],
        ['br', 'br'],
      ] as const) {
        const listed = await allUsernames(app, { category: slug, region });
        if (listed.length === 0) continue;
        const words = CATEGORY_TERMS[slug][language]
          .split(',')
          .map((w) => w.trim())
          .slice(0, 3);
        for (const word of words) {
          const found = await allUsernames(app, { q: word, region });
          const recall = listed.filter((u) => found.includes(u)).length / listed.length;
          table.push(
            `| ${slug} | ${region} | ${word} | ${listed.filter((u) => found.includes(u)).length} | ${listed.length} | ${(recall * 100).toFixed(0)}% |`,
          );
          expect(recall, `${slug} ${region} "${word}"`).to.be.at.least(0.9);
          checked++;
        }
      }
    }
    expect(checked).to.be.at.least(categories.length * 3);
    if (process.env.RELEVANCE_TABLE) console.log(table.join('\n'));
  });

  it('keeps the regions apart on the demo data: uy lists no Brazilian prosker and br no Uruguayan', async () => {
    const uy = (await search(app, { limit: '50' })).data;
    const br = (await search(app, { limit: '50', region: 'br' })).data;
    expect(uy.length).to.be.greaterThan(0);
    expect(br.length).to.be.greaterThan(0);
    expect(uy.every((c) => c.region === 'uy')).to.equal(true);
    expect(br.every((c) => c.region === 'br')).to.equal(true);
  });
});
