import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { expectError, listQuery, staffToken, supportToken } from '../../test/answers';
import { useTestApp, type TestApp } from '../../test/harness';
import { signUpBody } from '../../test/users';

const API = '/admin/api';
const ADMIN = '/backoffice/api';
const PASSWORD = 'Prueba#2026x';
const uploadsDir = path.join(os.tmpdir(), `prosk-test-content-uploads-${process.pid}`);

const es = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: `Resumen de ${title}`,
  body: `## ${title}\n\nTexto de ${title}.`,
  status: 'published',
  ...extra,
});

/** An item of each resource, as the back office's form sends it. */
const ITEMS: Record<string, Record<string, unknown>> = {
  'content-pages': { slug: 'prensa', translations: { es: es('Prensa'), en: es('Press') } },
  'faq-entries': {
    slug: 'como-cancelo',
    section: 'proskers',
    position: 30,
    translations: { es: es('¿Cómo cancelo?'), br: es('Como cancelo?') },
  },
  'blog-posts': {
    slug: 'novedades-de-noviembre',
    author: 'Lucía Fernández',
    image: '/media/content/aa/portada.webp',
    translations: { es: es('Novedades', { tags: ['Novedades'] }) },
  },
  'team-members': {
    slug: 'team-lucia',
    position: 9,
    translations: { es: es('Lucía Fernández', { body: '' }) },
  },
  partners: {
    slug: 'mercado-pago',
    link: 'https://www.mercadopago.com.uy',
    translations: { es: es('Mercado Pago') },
  },
};

async function create(app: TestApp, token: string, resource: string, body: unknown) {
  const res = await app.request('POST', `${ADMIN}/${resource}`, { token, body });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body;
}

const legalItem = (app: TestApp, slug: string, region: string) =>
  app.db('content_items').where({ kind: 'page', slug, region }).first();

/** Signs up through the API, verifies the address from the mail and signs in. */
async function signedUp(app: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await app.request('POST', `${API}/signup`, { body });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  await app.platform.events.idle();
  const message = app.inbox.messages().find((m) => m.to.includes(body.email as string));
  const token = /user\/verification\/([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
  expect(token, 'the verification link').to.be.a('string');
  const verified = await app.request('POST', `${API}/verify-email`, { body: { token } });
  expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
  const login = await app.request('POST', `${API}/login`, {
    body: { email: body.email, password: PASSWORD },
  });
  expect(login.status, JSON.stringify(login.body)).to.equal(200);
  const user = await app.db('users').where({ email: body.email }).first('id');
  return { id: Number(user.id), token: login.body.access_token as string };
}

/** Saves the item back with new terms: version 2.0 in every language. */
async function publishTermsV2(app: TestApp, token: string, region = 'uy') {
  const item = await legalItem(app, 'terms', region);
  const current = await app.request('GET', `${ADMIN}/content-pages/${item.id}`, { token });
  const translations = Object.fromEntries(
    Object.entries(current.body.translations as Record<string, Record<string, unknown>>).map(
      ([language, t]) => [
        language,
        {
          title: t.title,
          summary: t.summary,
          body: `${String(t.body)}\n\n## Cambios de la versión 2.0\n\nNuevas reglas.`,
          tags: t.tags,
          status: t.status,
        },
      ],
    ),
  );
  const res = await app.request('PUT', `${ADMIN}/content-pages/${item.id}`, {
    token,
    body: {
      slug: 'terms',
      region,
      version: '2.0',
      effectiveOn: '2026-12-01',
      translations,
    },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body;
}

describe('content in the back office', () => {
  const app = useTestApp({ demo: true, env: { UPLOADS_DIR: uploadsDir } });

  it('creates, reads and updates an item of every resource', async () => {
    const token = await staffToken(app);
    for (const [resource, body] of Object.entries(ITEMS)) {
      const created = await create(app, token, resource, body);
      expect(created, resource).to.include({ slug: body.slug, region: 'all' });
      expect(created.translations.es, resource).to.include({
        status: 'published',
        updatedBy: 'Admin Prosk',
      });
      expect(created.published, resource).to.include('es');

      const update = {
        ...body,
        position: 3,
        translations: {
          ...(body.translations as object),
          es: es('Otro título', { status: 'draft' }),
        },
      };
      const saved = await app.request('PUT', `${ADMIN}/${resource}/${created.id}`, {
        token,
        body: update,
      });
      expect(saved.status, `${resource}: ${JSON.stringify(saved.body)}`).to.equal(200);
      expect(saved.body).to.include({ id: created.id, position: 3, title: 'Otro título' });
      expect(saved.body.translations.es.status).to.equal('draft');
      expect(saved.body.published, resource).to.not.include('es');

      const one = await app.request('GET', `${ADMIN}/${resource}/${created.id}`, { token });
      expect(one.body, resource).to.deep.equal(saved.body);
      const list = await app.request(
        'GET',
        `${ADMIN}/${resource}?${listQuery({ filter: { q: 'Otro título' } })}`,
        { token },
      );
      expect(list.status, JSON.stringify(list.body)).to.equal(200);
      expect(list.body.map((i: { id: number }) => i.id)).to.deep.equal([created.id]);
    }
    const faq = await app.db('content_items').where({ slug: 'como-cancelo' }).first();
    expect(faq).to.include({ kind: 'faq', section: 'proskers' });
    const partner = await app.db('content_items').where({ slug: 'mercado-pago' }).first();
    expect(partner.link_url).to.equal('https://www.mercadopago.com.uy');
  });

  it('saves a record sent back as it was read, the fields it only shows included', async () => {
    const token = await staffToken(app);
    const created = await create(app, token, 'content-pages', ITEMS['content-pages']);
    const res = await app.request('PUT', `${ADMIN}/content-pages/${created.id}`, {
      token,
      body: { ...created, position: 5 },
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.position).to.equal(5);
  });

  it('refuses a slug another item of the kind has in the region', async () => {
    const token = await staffToken(app);
    const res = await app.request('POST', `${ADMIN}/content-pages`, {
      token,
      body: { slug: 'marketing', translations: { es: es('Otra') } },
    });
    expectError(res, 409, 'CONTENT_SLUG_TAKEN');
    expect(res.body.error.details.fields.map((f: { field: string }) => f.field)).to.deep.equal([
      'slug',
    ]);
    // Another kind may use it.
    await create(app, token, 'faq-entries', { slug: 'marketing', translations: { es: es('¿?') } });
    // So may a renamed item not: the update collides too.
    const other = await create(app, token, 'content-pages', ITEMS['content-pages']);
    const renamed = await app.request('PUT', `${ADMIN}/content-pages/${other.id}`, {
      token,
      body: { ...ITEMS['content-pages'], slug: 'about' },
    });
    expectError(renamed, 409, 'CONTENT_SLUG_TAKEN');
    expect((await app.db('content_items').where({ id: other.id }).first()).slug).to.equal('prensa');
  });

  it('refuses a slug that is not lowercase words joined by hyphens', async () => {
    const token = await staffToken(app);
    for (const slug of ['Con espacios', 'acento-é', '-guion', 'a--b', 'x'.repeat(81)]) {
      const res = await app.request('POST', `${ADMIN}/content-pages`, {
        token,
        body: { slug, translations: { es: es('Mal') } },
      });
      expectError(res, 422, 'VALIDATION_FAILED', slug);
      expect(res.body.error.details.fields.map((f: { field: string }) => f.field)).to.include(
        'slug',
      );
    }
    expect(
      await app.db('content_items').where({ kind: 'page' }).whereILike('slug', '%mal%'),
    ).to.deep.equal([]);
  });

  it('lets support read content but not create, save or delete it', async () => {
    const admin = await staffToken(app);
    const created = await create(app, admin, 'blog-posts', ITEMS['blog-posts']);
    const token = await supportToken(app);
    const list = await app.request('GET', `${ADMIN}/blog-posts`, { token });
    expect(list.status, JSON.stringify(list.body)).to.equal(200);
    expect(list.body.length).to.be.at.least(7);
    const one = await app.request('GET', `${ADMIN}/blog-posts/${created.id}`, { token });
    expect(one.body.slug).to.equal('novedades-de-noviembre');

    expectError(
      await app.request('POST', `${ADMIN}/blog-posts`, {
        token,
        body: { ...ITEMS['blog-posts'], slug: 'de-soporte' },
      }),
      403,
      'PERMISSION_DENIED',
    );
    expectError(
      await app.request('PUT', `${ADMIN}/blog-posts/${created.id}`, {
        token,
        body: { ...ITEMS['blog-posts'], author: 'Soporte' },
      }),
      403,
      'PERMISSION_DENIED',
    );
    expectError(
      await app.request('DELETE', `${ADMIN}/blog-posts/${created.id}`, { token }),
      403,
      'PERMISSION_DENIED',
    );
    const row = await app.db('content_items').where({ id: created.id }).first();
    expect(row.author_name).to.equal('Lucía Fernández');
    expect(await app.db('content_items').where({ slug: 'de-soporte' })).to.deep.equal([]);
  });

  it('puts each create, save and deletion in the audit log, field by field and word by word', async () => {
    const token = await staffToken(app);
    const created = await create(app, token, 'faq-entries', ITEMS['faq-entries']);
    const saved = await app.request('PUT', `${ADMIN}/faq-entries/${created.id}`, {
      token,
      body: {
        ...ITEMS['faq-entries'],
        position: 31,
        translations: {
          es: { ...es('¿Cómo cancelo?'), title: '¿Cómo cancelo un trabajo?' },
          br: es('Como cancelo?', { status: 'draft' }),
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expectError(
      await app.request('DELETE', `${ADMIN}/faq-entries/${created.id}`, {
        token: await supportToken(app),
      }),
      403,
      'PERMISSION_DENIED',
    );
    const gone = await app.request('DELETE', `${ADMIN}/faq-entries/${created.id}`, { token });
    expect(gone.status).to.equal(200);

    const entries = await app
      .db('staff_audit')
      .where({ target_type: 'faq-entries', target_id: String(created.id) })
      .orderBy('id');
    expect(entries.map((e) => e.action)).to.deep.equal([
      'faq-entries.create',
      'faq-entries.update',
      'faq-entries.delete',
    ]);
    const [made, edit, removed] = entries;
    expect(made.before).to.equal(null);
    expect(made.after).to.include({
      slug: 'como-cancelo',
      section: 'proskers',
      'title.es': '¿Cómo cancelo?',
      'title.br': 'Como cancelo?',
    });
    expect(made.after).to.not.have.property('title.en');
    // Only what changed, on both sides.
    expect(edit.before).to.deep.equal({
      position: 30,
      'title.es': '¿Cómo cancelo?',
      'status.br': 'published',
    });
    expect(edit.after).to.deep.equal({
      position: 31,
      'title.es': '¿Cómo cancelo un trabajo?',
      'status.br': 'draft',
    });
    expect(removed.before).to.include({
      slug: 'como-cancelo',
      'title.es': '¿Cómo cancelo un trabajo?',
    });
    expect(removed.after).to.equal(null);
    expect(new Set(entries.map((e) => Number(e.staff_id))).size).to.equal(1);
  });

  it('deletes an item, but keeps a legal page', async () => {
    const token = await staffToken(app);
    const created = await create(app, token, 'content-pages', ITEMS['content-pages']);
    const gone = await app.request('DELETE', `${ADMIN}/content-pages/${created.id}`, { token });
    expect(gone.status, JSON.stringify(gone.body)).to.equal(200);
    expect(gone.body.slug).to.equal('prensa');
    expectError(await app.request('GET', `${API}/content/pages/prensa`), 404, 'NOT_FOUND');

    for (const [slug, region] of [
      ['terms', 'uy'],
      ['privacy', 'br'],
      ['cookies', 'all'],
    ]) {
      const item = await legalItem(app, slug, region);
      const res = await app.request('DELETE', `${ADMIN}/content-pages/${item.id}`, { token });
      expectError(res, 409, 'CONTENT_LEGAL_KEPT', slug);
      expect(await legalItem(app, slug, region)).to.not.equal(undefined);
      expect(
        await app
          .db('staff_audit')
          .where({ target_type: 'content-pages', target_id: String(item.id) }),
      ).to.deep.equal([]);
    }
  });

  it('keeps a history row per saved translation of a legal page, with the editor’s name', async () => {
    const token = await staffToken(app);
    const item = await legalItem(app, 'terms', 'uy');
    const before = await app.request(
      'GET',
      `${ADMIN}/content-versions?${listQuery({ filter: { itemId: item.id } })}`,
      { token },
    );
    expect(before.status, JSON.stringify(before.body)).to.equal(200);
    // The seed's first version, in three languages, with no editor.
    expect(before.body).to.have.length(3);
    expect(before.body.every((v: { version: string }) => v.version === '1.0')).to.equal(true);

    await publishTermsV2(app, token);
    const after = await app.request(
      'GET',
      `${ADMIN}/content-versions?${listQuery({
        filter: { itemId: item.id },
        sort: ['id', 'DESC'],
      })}`,
      { token },
    );
    expect(after.body).to.have.length(6);
    const newest = after.body.slice(0, 3);
    expect(newest.map((v: { language: string }) => v.language).sort()).to.deep.equal([
      'br',
      'en',
      'es',
    ]);
    for (const version of newest) {
      expect(version).to.include({
        itemId: Number(item.id),
        version: '2.0',
        effectiveOn: '2026-12-01',
        status: 'published',
        editedBy: 'Admin Prosk',
      });
      expect(version.body).to.include('Cambios de la versión 2.0');
    }
    // The reader gets the new version.
    const page = await app.request('GET', `${API}/content/pages/terms?region=uy`);
    expect(page.body).to.include({ version: '2.0', effectiveOn: '2026-12-01' });
  });

  it('keeps a history row when only the version of a legal page changes, its words the same', async () => {
    const token = await staffToken(app);
    const item = await legalItem(app, 'privacy', 'br');
    const current = await app.request('GET', `${ADMIN}/content-pages/${item.id}`, { token });
    const res = await app.request('PUT', `${ADMIN}/content-pages/${item.id}`, {
      token,
      body: { ...current.body, version: '1.1', effectiveOn: '2026-12-15' },
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const rows = await app
      .db('content_versions')
      .where({ item_id: item.id, version: '1.1' })
      .orderBy('language');
    expect(rows.map((r) => [r.language, r.effective_on, r.edited_by_name])).to.deep.equal([
      ['br', '2026-12-15', 'Admin Prosk'],
      ['en', '2026-12-15', 'Admin Prosk'],
      ['es', '2026-12-15', 'Admin Prosk'],
    ]);
    // Saved again unchanged, no new row.
    await app.request('PUT', `${ADMIN}/content-pages/${item.id}`, { token, body: res.body });
    expect(await app.db('content_versions').where({ item_id: item.id })).to.have.length(6);
  });

  it('asks a user who accepted the old terms at sign-up to accept the new ones, once', async () => {
    const user = await signedUp(app);
    const accepted = await app
      .db('legal_acceptances')
      .where({ user_id: user.id })
      .orderBy('document');
    expect(accepted.map((a) => [a.document, a.region, a.version])).to.deep.equal([
      ['privacy', 'uy', '1.0'],
      ['terms', 'uy', '1.0'],
    ]);
    const pending = () =>
      app.request('GET', `${API}/content/legal/pending?region=uy`, {
        token: user.token,
        headers: { 'x-language': 'en' },
      });
    const right = await pending();
    expect(right.status, JSON.stringify(right.body)).to.equal(200);
    expect(right.body).to.deep.equal({ documents: [] });

    await publishTermsV2(app, await staffToken(app));
    const now = await pending();
    expect(now.body).to.deep.equal({
      documents: [
        { slug: 'terms', title: 'Terms and conditions', version: '2.0', effectiveOn: '2026-12-01' },
      ],
    });

    const outdated = await app.request('POST', `${API}/content/legal/accept`, {
      token: user.token,
      body: { region: 'uy', documents: [{ slug: 'terms', version: '1.0' }] },
    });
    expectError(outdated, 409, 'LEGAL_VERSION_OUTDATED');
    expect((await pending()).body.documents).to.have.length(1);

    const accept = await app.request('POST', `${API}/content/legal/accept`, {
      token: user.token,
      body: { region: 'uy', documents: [{ slug: 'terms', version: '2.0' }] },
    });
    expect(accept.status, JSON.stringify(accept.body)).to.equal(200);
    expect(accept.body).to.deep.equal({ documents: [] });
    expect((await pending()).body).to.deep.equal({ documents: [] });
    // Accepting again changes nothing.
    const again = await app.request('POST', `${API}/content/legal/accept`, {
      token: user.token,
      body: { region: 'uy', documents: [{ slug: 'terms', version: '2.0' }] },
    });
    expect(again.body).to.deep.equal({ documents: [] });
    expect(
      await app.db('legal_acceptances').where({ user_id: user.id, document: 'terms' }),
    ).to.have.length(2);
    // Brazil's terms did not change: nothing to accept there for this user's Uruguay texts.
    expectError(await app.request('GET', `${API}/content/legal/pending`), 401, 'AUTH_REQUIRED');
  });

  it('stores the region’s versions a user accepts at sign-up in Brazil', async () => {
    const user = await signedUp(app, {
      region: 'br',
      email: 'ana@example.com',
      username: 'anabr2026',
    });
    const accepted = await app.db('legal_acceptances').where({ user_id: user.id });
    expect(accepted.map((a) => `${a.document}:${a.region}:${a.version}`).sort()).to.deep.equal([
      'privacy:br:1.0',
      'terms:br:1.0',
    ]);
    const pending = await app.request('GET', `${API}/content/legal/pending?region=br`, {
      token: user.token,
    });
    expect(pending.body).to.deep.equal({ documents: [] });
  });

  it('stores an uploaded PNG as an image of the content and refuses a text named .png', async () => {
    const token = await staffToken(app);
    const upload = async (data: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type }), name);
      const res = await fetch(`${app.url}${ADMIN}/content-images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const res = await upload(png, 'portada.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.url).to.match(/^\/media\/content\/[0-9a-f]{2}\/[0-9a-f-]{36}\/large\.webp$/);
    expect(res.body.width).to.equal(1600);
    const served = await fetch(`${app.url}${res.body.url}`);
    expect(served.status).to.equal(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).to.include({ format: 'webp', width: 1600, height: 800 });

    const text = await upload(Buffer.from('hola, no soy una imagen\n'), 'falsa.png', 'image/png');
    expectError(text, 415, 'UPLOAD_TYPE_NOT_ALLOWED');

    const support = await supportToken(app);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const denied = await fetch(`${app.url}${ADMIN}/content-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${support}` },
      body: form,
    });
    expect(denied.status).to.equal(403);
    expect((await denied.json()).error.code).to.equal('PERMISSION_DENIED');
  });

  it('previews Markdown as readers will get it: sanitized, links in the region’s words', async () => {
    const token = await staffToken(app);
    const res = await app.request('POST', `${ADMIN}/content-preview`, {
      token,
      body: {
        body: '# Hola\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[FAQ](route:faq)',
        region: 'br',
      },
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.html).to.include('<h2>Hola</h2>');
    expect(res.body.html).to.include('<a href="/br/perguntas-frequentes" rel="noopener">FAQ</a>');
    expect(res.body.html).to.not.match(/<script|onerror/i);
    expectError(
      await app.request('POST', `${ADMIN}/content-preview`, {
        body: { body: 'x' },
      }),
      401,
      'AUTH_REQUIRED',
    );
  });
});
