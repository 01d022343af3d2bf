import { expect } from 'chai';
import { useTestApp } from '../../test/harness';
import { expectError } from './test-kit';
import { staffToken } from '../../test/answers';

const NEW_CATEGORY = {
  slug: 'idiomas',
  slug_br: 'idiomas',
  name_es: 'Idiomas',
  name_en: 'Languages',
  name_br: 'Idiomas',
  icon: 'translate',
};

describe('staff managing categories and skills', () => {
  const app = useTestApp({ demo: true });
  const CATEGORIES = '/backoffice/api/categories';
  const SKILLS = '/backoffice/api/skills';

  it('creates, edits and lists categories with how many profiles use them', async () => {
    const token = await staffToken(app);
    const created = await app.request('POST', CATEGORIES, { token, body: NEW_CATEGORY });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({
      slug: 'idiomas',
      slug_br: 'idiomas',
      usage: 0,
      enabled: true,
    });
    const edited = await app.request('PUT', `${CATEGORIES}/${created.body.id}`, {
      token,
      body: { ...created.body, name_br: 'Línguas' },
    });
    expect(edited.body.name_br).to.equal('Línguas');
    const list = await app.request('GET', `${CATEGORIES}?sort=%5B%22id%22%2C%22ASC%22%5D`, {
      token,
    });
    expect(list.headers.get('content-range')).to.match(/^categories 0-\d+\/13$/);
    const plomeria = list.body.find((c: { slug: string }) => c.slug === 'plomeria');
    expect(plomeria.usage).to.be.greaterThan(0);
  });

  it('keeps the words a trade is searched by, so a word staff add finds its proskers at once', async () => {
    const token = await staffToken(app);
    const category = await app.db('categories').where({ slug: 'carpinteria' }).first();
    const search = async (q: string) =>
      (await app.request('GET', `/admin/api/profiles?q=${encodeURIComponent(q)}`)).body.data
        .length as number;
    expect(await search('tablista')).to.equal(0);
    const listed = await search('carpintero');
    expect(listed).to.be.greaterThan(0);
    const {
      usage: _usage,
      id: _id,
      ...record
    } = (await app.request('GET', `${CATEGORIES}/${category.id}`, { token })).body;
    expect(record.terms_es).to.include('carpintero');
    const edited = await app.request('PUT', `${CATEGORIES}/${category.id}`, {
      token,
      body: { ...record, terms_es: `${record.terms_es}, tablista` },
    });
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
    expect(edited.body.terms_es).to.match(/, tablista$/);
    expect(await search('tablista')).to.equal(listed);
    const tooLong = await app.request('PUT', `${CATEGORIES}/${category.id}`, {
      token,
      body: { ...record, terms_br: 'a'.repeat(2001) },
    });
    expectError(tooLong, 422, 'VALIDATION_FAILED');
    const kept = await app.db('categories').where({ id: category.id }).first('terms_br');
    expect(kept.terms_br).to.equal(record.terms_br);
  });

  it('renames a skill everywhere: profile cards at once, and the search text shortly after', async () => {
    const token = await staffToken(app);
    const skill = await app.db('skills').where({ slug: 'destapaciones' }).first();
    const edited = await app.request('PUT', `${SKILLS}/${skill.id}`, {
      token,
      body: {
        slug: skill.slug,
        slug_br: skill.slug_br,
        categoryId: skill.category_id,
        name_es: 'Desobstrucciones',
        name_en: 'Drain unblocking',
        name_br: 'Desentupimentos',
        enabled: true,
      },
    });
    expect(edited.status).to.equal(200);
    const cards = await app.request('GET', '/admin/api/profiles?skill=destapaciones', {
      headers: { 'Accept-Language': 'pt-BR' },
    });
    expect(cards.body.data.length).to.be.greaterThan(0);
    for (const card of cards.body.data) {
      expect(card.skills.map((s: { name: string }) => s.name)).to.include('Desentupimentos');
    }
    let found: unknown[] = [];
    for (let i = 0; i < 50 && found.length === 0; i++) {
      found = (await app.request('GET', '/admin/api/profiles?q=desobstrucciones')).body.data;
      if (found.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(found).to.have.length(cards.body.data.length);
  });

  it('refuses to delete a category in use, and lets it be disabled so it leaves the storefront', async () => {
    const token = await staffToken(app);
    const { id } = await app.db('categories').where({ slug: 'plomeria' }).first('id');
    const del = await app.request('DELETE', `${CATEGORIES}/${id}`, { token });
    expectError(del, 409, 'CATEGORY_IN_USE');
    const current = (await app.request('GET', `${CATEGORIES}/${id}`, { token })).body;
    await app.request('PUT', `${CATEGORIES}/${id}`, {
      token,
      body: { ...current, enabled: false },
    });
    const storefront = await app.request('GET', '/admin/api/categories');
    expect(storefront.body.data.map((c: { slug: string }) => c.slug)).to.not.include('plomeria');
  });

  it('deletes an unused category and refuses a bad or taken slug', async () => {
    const token = await staffToken(app);
    const created = await app.request('POST', CATEGORIES, { token, body: NEW_CATEGORY });
    const taken = await app.request('POST', CATEGORIES, { token, body: NEW_CATEGORY });
    expect(taken.status).to.equal(422);
    expect(taken.body.error.details.fields[0]).to.include({
      field: 'slug',
      code: 'fields.invalid',
    });
    const bad = await app.request('POST', CATEGORIES, {
      token,
      body: { ...NEW_CATEGORY, slug: 'Con Espacios' },
    });
    expect(bad.body.error.details.fields[0]).to.include({ field: 'slug', code: 'fields.slug' });
    const del = await app.request('DELETE', `${CATEGORIES}/${created.body.id}`, {
      token,
    });
    expect(del.status).to.equal(200);
    expect(del.body.slug).to.equal('idiomas');
  });

  it('creates skills under an existing category only, and support cannot change anything', async () => {
    const token = await staffToken(app);
    const { id: categoryId } = await app.db('categories').where({ slug: 'eventos' }).first('id');
    const skill = await app.request('POST', SKILLS, {
      token,
      body: { slug: 'dj', slug_br: 'dj', categoryId, name_es: 'DJ', name_en: 'DJ', name_br: 'DJ' },
    });
    expect(skill.status).to.equal(201);
    const orphan = await app.request('POST', SKILLS, {
      token,
      body: {
        slug: 'huerfana',
        slug_br: 'orfa',
        categoryId: 99999,
        name_es: 'X',
        name_en: 'X',
        name_br: 'X',
      },
    });
    expect(orphan.status).to.equal(422);
    const support = await staffToken(app, 'soporte@prosk.uy', 'Support#2026demo');
    const denied = await app.request('POST', CATEGORIES, {
      token: support,
      body: NEW_CATEGORY,
    });
    expectError(denied, 403, 'PERMISSION_DENIED');
  });
  it('keeps a br slug per category and skill: a bad or taken one is refused on its field and changes nothing, and support cannot change it', async () => {
    const token = await staffToken(app);
    const category = await app.db('categories').where({ slug: 'plomeria' }).first();
    expect(category.slug_br).to.equal('encanamento');
    const {
      usage: _usage,
      id: _id,
      ...record
    } = (await app.request('GET', `${CATEGORIES}/${category.id}`, { token })).body;
    expect(record).to.include({ slug: 'plomeria', slug_br: 'encanamento' });

    const bad = await app.request('PUT', `${CATEGORIES}/${category.id}`, {
      token,
      body: { ...record, slug_br: 'Encanamento Já' },
    });
    expectError(bad, 422, 'VALIDATION_FAILED');
    expect(bad.body.error.details.fields).to.deep.include({
      field: 'slug_br',
      code: 'fields.slug',
      message: bad.body.error.details.fields[0].message,
    });
    const taken = await app.request('PUT', `${CATEGORIES}/${category.id}`, {
      token,
      body: { ...record, slug_br: 'eletrica' },
    });
    expectError(taken, 422, 'VALIDATION_FAILED');
    expect(taken.body.error.details.fields[0]).to.include({
      field: 'slug_br',
      code: 'fields.invalid',
    });
    const skill = await app.db('skills').where({ slug: 'destapaciones' }).first();
    const takenSkill = await app.request('PUT', `${SKILLS}/${skill.id}`, {
      token,
      body: {
        slug: skill.slug,
        slug_br: 'aquecedores',
        categoryId: skill.category_id,
        name_es: skill.name_es,
        name_en: skill.name_en,
        name_br: skill.name_br,
      },
    });
    expectError(takenSkill, 422, 'VALIDATION_FAILED');
    expect(takenSkill.body.error.details.fields[0]).to.include({
      field: 'slug_br',
      code: 'fields.invalid',
    });
    const support = await staffToken(app, 'soporte@prosk.uy', 'Support#2026demo');
    const denied = await app.request('PUT', `${CATEGORIES}/${category.id}`, {
      token: support,
      body: { ...record, slug_br: 'hidraulica' },
    });
    expectError(denied, 403, 'PERMISSION_DENIED');
    expect(await app.db('categories').where({ id: category.id }).first('slug_br')).to.deep.equal({
      slug_br: 'encanamento',
    });
    expect(await app.db('skills').where({ id: skill.id }).first('slug_br')).to.deep.equal({
      slug_br: 'desentupimento',
    });

    const renamed = await app.request('PUT', `${CATEGORIES}/${category.id}`, {
      token,
      body: { ...record, slug_br: 'hidraulica' },
    });
    expect(renamed.status).to.equal(200);
    expect(renamed.body).to.include({ slug: 'plomeria', slug_br: 'hidraulica' });
    const page = await app.request('GET', '/admin/api/categories/hidraulica?region=br');
    expect(page.body).to.include({ slug: 'hidraulica' });
  });
});
