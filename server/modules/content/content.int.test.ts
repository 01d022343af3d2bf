import { expect } from 'chai';
import { expectError, staffToken } from '../../test/answers';
import { useTestApp, type TestApp } from '../../test/harness';

const API = '/admin/api';
const ADMIN = '/backoffice/api';

const SEEDED_POSTS_NEWEST_FIRST = [
  'pricing-your-services',
  'stop-double-bookings-with-the-agenda',
  'how-payments-and-payouts-work',
  'complete-your-profile-to-be-found',
  'prepare-your-home-for-a-service-visit',
  'choose-a-trustworthy-professional',
];

const read = (app: TestApp, path: string, language = 'es') =>
  app.request('GET', `${API}${path}`, { headers: { 'x-language': language } });

const translationOf = (app: TestApp, slug: string, language: string, region = 'all') =>
  app
    .db('content_translations as t')
    .join('content_items as i', 'i.id', 't.item_id')
    .where({ 'i.kind': 'page', 'i.slug': slug, 'i.region': region, 't.language': language })
    .select('t.id');

/** A blog post written in the back office, published now unless told. */
async function writePost(
  app: TestApp,
  token: string,
  slug: string,
  es: { title?: string; body?: string; tags?: string[] } = {},
) {
  const res = await app.request('POST', `${ADMIN}/blog-posts`, {
    token,
    body: {
      slug,
      translations: {
        es: {
          title: es.title ?? `Novedad ${slug}`,
          summary: 'Resumen',
          body: es.body ?? 'Un texto corto.',
          tags: es.tags ?? ['Novedades'],
          status: 'published',
        },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body;
}

describe('content for readers', () => {
  const app = useTestApp({ demo: true });

  it('answers a page in the reader’s language, es, en or br, with its own title', async () => {
    const titles = { es: 'Qué es Prosk', en: 'What is Prosk', br: 'O que é o Prosk' };
    for (const [language, title] of Object.entries(titles)) {
      const res = await read(app, '/content/pages/marketing', language);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.include({ slug: 'marketing', language, fallback: false, title });
      expect(res.body.html).to.include('<h2>');
      expect(res.body.team).to.deep.equal([]);
    }
  });

  it('answers an unknown page as not found', async () => {
    expectError(await read(app, '/content/pages/no-such-page'), 404, 'NOT_FOUND');
  });

  it('answers es, saying it is a fallback, when the reader’s translation is missing', async () => {
    const [en] = await translationOf(app, 'how-to-buy', 'en');
    await app.db('content_translations').where({ id: en.id }).delete();
    const res = await read(app, '/content/pages/how-to-buy', 'en');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({
      language: 'es',
      fallback: true,
      title: 'Cómo contratar en Prosk',
    });
    // Another language still has its own.
    expect((await read(app, '/content/pages/how-to-buy', 'br')).body).to.include({
      language: 'br',
      fallback: false,
      title: 'Como contratar no Prosk',
    });
  });

  it('answers es for a page created in the back office with only its es translation', async () => {
    const token = await staffToken(app);
    const created = await app.request('POST', `${ADMIN}/content-pages`, {
      token,
      body: {
        slug: 'cookies-extra',
        translations: { es: { title: 'Solo en español', body: 'Hola', status: 'published' } },
      },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const res = await read(app, '/content/pages/cookies-extra', 'en');
    expect(res.body).to.include({ language: 'es', fallback: true, title: 'Solo en español' });
    expect(res.body.html).to.equal('<p>Hola</p>\n');
  });

  it('never shows a draft: es stands in for it, and a page drafted in es too is not found', async () => {
    const [en] = await translationOf(app, 'how-to-sell', 'en');
    await app.db('content_translations').where({ id: en.id }).update({ status: 'draft' });
    const fallback = await read(app, '/content/pages/how-to-sell', 'en');
    expect(fallback.body).to.include({
      language: 'es',
      fallback: true,
      title: 'Cómo vender en Prosk',
    });

    const [es] = await translationOf(app, 'how-to-sell', 'es');
    await app.db('content_translations').where({ id: es.id }).update({ status: 'draft' });
    expectError(await read(app, '/content/pages/how-to-sell', 'en'), 404, 'NOT_FOUND');
    expectError(await read(app, '/content/pages/how-to-sell', 'es'), 404, 'NOT_FOUND');
    // The br translation is still published and still shown to br readers.
    expect((await read(app, '/content/pages/how-to-sell', 'br')).body).to.include({
      language: 'br',
      fallback: false,
    });
  });

  it('answers the terms of the reader’s region: Uruguay’s and Brazil’s differ', async () => {
    const uy = await read(app, '/content/pages/terms?region=uy');
    const br = await read(app, '/content/pages/terms?region=br');
    expect(uy.status, JSON.stringify(uy.body)).to.equal(200);
    expect(br.status, JSON.stringify(br.body)).to.equal(200);
    expect(uy.body).to.include({ version: '1.0', effectiveOn: '2026-11-01', fallback: false });
    expect(br.body).to.include({ version: '1.0', effectiveOn: '2026-11-01', fallback: false });
    expect(uy.body.html).to.not.equal(br.body.html);
    expect(uy.body.html).to.include('UYU');
    expect(br.body.html).to.include('R$');
    expect(br.body.html).to.not.include('UYU');
    // Links inside follow the region.
    expect(br.body.html).to.include('href="/br/');
    // Without a region, Uruguay's.
    expect((await read(app, '/content/pages/terms')).body.html).to.equal(uy.body.html);
    expectError(await read(app, '/content/pages/terms?region=ar'), 422, 'VALIDATION_FAILED');
  });

  it('shows the about page with its team', async () => {
    const res = await read(app, '/content/pages/about', 'en');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.team.map((m: { title: string }) => m.title)).to.include('Martina Olivera');
  });

  it('answers at least 20 FAQ entries in each language, for clients and for proskers', async () => {
    for (const language of ['es', 'en', 'br']) {
      const res = await read(app, '/content/faq', language);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const entries = res.body.entries as {
        section: string;
        language: string;
        fallback: boolean;
        html: string;
        text: string;
      }[];
      expect(entries.length, language).to.be.at.least(20);
      expect(new Set(entries.map((e) => e.section))).to.deep.equal(
        new Set(['clients', 'proskers']),
      );
      for (const entry of entries) {
        expect(entry).to.include({ language, fallback: false });
        expect(entry.html).to.not.equal('');
        expect(entry.text).to.not.include('<');
      }
      // Sections come together, clients first.
      const sections = entries.map((e) => e.section);
      expect(sections).to.deep.equal([...sections].sort());
    }
  });

  it('lists blog posts newest first, with their tags and reading time', async () => {
    const res = await read(app, '/content/posts');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.items.map((p: { slug: string }) => p.slug)).to.deep.equal(
      SEEDED_POSTS_NEWEST_FIRST,
    );
    expect(res.body.nextCursor).to.equal(null);
    const dates = res.body.items.map((p: { publishedAt: string }) => p.publishedAt);
    expect(dates).to.deep.equal([...dates].sort().reverse());
    expect(res.body.items[0].tags).to.deep.equal(['Emprender', 'Pagos', 'Consejos']);
    expect(res.body.items[0].readingMinutes).to.be.a('number').and.at.least(1);
  });

  it('pages the blog by cursor, a post published between pages neither repeating nor hiding one', async () => {
    const token = await staffToken(app);
    const seen: string[] = [];
    const first = await read(app, '/content/posts?limit=2');
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    seen.push(...first.body.items.map((p: { slug: string }) => p.slug));
    expect(first.body.nextCursor).to.be.a('string');

    await writePost(app, token, 'published-between-pages');

    let cursor: string | null = first.body.nextCursor;
    while (cursor) {
      const res = await read(app, `/content/posts?limit=2&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      seen.push(...res.body.items.map((p: { slug: string }) => p.slug));
      cursor = res.body.nextCursor;
    }
    expect(seen).to.deep.equal(SEEDED_POSTS_NEWEST_FIRST);

    // A reader starting again sees the new one first.
    const again = await read(app, '/content/posts?limit=2');
    expect(again.body.items[0].slug).to.equal('published-between-pages');
  });

  it('lists only the posts of a tag, whatever its case', async () => {
    const res = await read(app, '/content/posts?tag=pagos');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.items.map((p: { slug: string }) => p.slug)).to.deep.equal([
      'pricing-your-services',
      'how-payments-and-payouts-work',
    ]);
    const en = await read(app, '/content/posts?tag=Payments', 'en');
    expect(en.body.items).to.have.length(2);
    expect((await read(app, '/content/posts?tag=nada')).body.items).to.deep.equal([]);
  });

  it('refuses a cursor it did not make', async () => {
    const cursors = [
      'not-a-cursor',
      ...['yesterday|1', '1|1', 'Dec 25|1', '2026-02-30T00:00:00.000Z|1', '2026-11-01T00:00:00Z|x'],
    ].map((c, i) => (i === 0 ? c : Buffer.from(c).toString('base64url')));
    for (const cursor of cursors) {
      const res = await read(app, `/content/posts?cursor=${cursor}`);
      expectError(
        res,
        422,
        'VALIDATION_FAILED',
        `${Buffer.from(cursor, 'base64url').toString()} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
      );
      expect(res.body.error.details.fields.map((f: { field: string }) => f.field)).to.include(
        'cursor',
      );
    }
  });

  it('answers a post with its HTML and reading time', async () => {
    const res = await read(app, '/content/posts/how-payments-and-payouts-work', 'br');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({
      slug: 'how-payments-and-payouts-work',
      language: 'br',
      fallback: false,
    });
    expect(res.body.readingMinutes).to.be.a('number').and.at.least(2);
    expect(res.body.html).to.include('<h2>');
    expect(res.body.tags).to.include('Pagamentos');
    expectError(await read(app, '/content/posts/no-such-post'), 404, 'NOT_FOUND');
  });

  it('renders a post written with a script and a handler without either', async () => {
    const token = await staffToken(app);
    await writePost(app, token, 'xss-attempt', {
      body: 'Hola <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">x</a>',
    });
    const res = await read(app, '/content/posts/xss-attempt');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.html).to.include('Hola');
    expect(res.body.html).to.not.match(/<script|onerror|javascript:/i);
  });

  it('serves the blog as RSS per language, linking to the posts in the reader’s region', async () => {
    const es = await app.request('GET', '/rss/blog-es.xml');
    expect(es.status).to.equal(200);
    expect(es.headers.get('content-type')).to.include('application/rss+xml');
    expect(es.body).to.match(/^<\?xml version="1.0"/);
    expect(es.body.match(/<item>/g)).to.have.length(SEEDED_POSTS_NEWEST_FIRST.length);
    for (const slug of SEEDED_POSTS_NEWEST_FIRST) {
      expect(es.body).to.include(`<link>${app.url}/blog/${slug}</link>`);
    }
    expect(es.body).to.include('<language>es');
    expect(es.body).to.include('Cómo elegir un plomero o electricista de confianza');

    const br = await app.request('GET', '/rss/blog-br.xml');
    expect(br.status).to.equal(200);
    for (const slug of SEEDED_POSTS_NEWEST_FIRST) {
      expect(br.body).to.include(`<link>${app.url}/br/blog/${slug}</link>`);
    }
    expect(br.body).to.not.include(`${app.url}/blog/`.replace('/br', ''));

    const unknown = await app.request('GET', '/rss/blog-xx.xml');
    expectError(unknown, 404, 'NOT_FOUND');
  });

  it('keeps a post with no translation in the feed’s language out of that feed', async () => {
    const token = await staffToken(app);
    await writePost(app, token, 'solo-espanol', { title: 'Solo en español' });
    expect((await app.request('GET', '/rss/blog-es.xml')).body).to.include('Solo en español');
    const en = await app.request('GET', '/rss/blog-en.xml');
    expect(en.body).to.not.include('solo-espanol');
    expect(en.body.match(/<item>/g)).to.have.length(SEEDED_POSTS_NEWEST_FIRST.length);
  });
});
