import type { SeedContext } from '../server/platform/migrate';
import { POSTS } from './content/blog';
import { FAQ } from './content/faq';
import { PAGES } from './content/pages';
import { PRIVACY } from './content/privacy';
import { TERMS } from './content/terms';
import type { SeedContentItem, SeedLanguage } from './content/types';

const LANGUAGES: SeedLanguage[] = ['es', 'en', 'br'];

/**
 * The product's texts, published in es, en and br: landings, about us, how-tos, the legal
 * texts (with their first version in the history), the FAQ, the blog, the team and partners.
 * Reference data, seeded everywhere; an item staff already have is left as they keep it.
 */
export async function seed({ db, demo }: SeedContext): Promise<void> {
  const items: SeedContentItem[] = [...PAGES, ...TERMS, ...PRIVACY, ...FAQ, ...POSTS];
  for (const item of items) {
    const region = item.region ?? 'all';
    const [row] = await db('content_items')
      .insert({
        kind: item.kind,
        slug: item.slug,
        region,
        section: item.section ?? null,
        position: item.position ?? 0,
        author_name: item.author ?? null,
        image_url: item.image ?? null,
        link_url: item.link ?? null,
        version: item.version ?? null,
        effective_on: item.effectiveOn ?? null,
        published_at: item.publishedAt ? `${item.publishedAt}T12:00:00Z` : db.fn.now(),
      })
      .onConflict(['kind', 'slug', 'region'])
      .ignore()
      .returning('id');
    // Already there: staff keep it now.
    if (!row) continue;
    for (const language of LANGUAGES) {
      const text = item.text[language];
      await db('content_translations').insert({
        item_id: row.id,
        language,
        title: text.title,
        summary: text.summary,
        body: text.body,
        tags: text.tags ?? [],
        status: 'published',
      });
      if (item.version) {
        await db('content_versions').insert({
          item_id: row.id,
          language,
          version: item.version,
          effective_on: item.effectiveOn ?? null,
          status: 'published',
          title: text.title,
          body: text.body,
        });
      }
    }
  }
  // The demo's people signed up when these texts were current: they accepted them.
  if (demo) {
    await db.raw(
      `INSERT INTO legal_acceptances (user_id, document, region, version)
       SELECT u.id, i.slug, u.region, i.version
         FROM users u
         JOIN content_items i ON i.kind = 'page' AND i.slug IN ('terms', 'privacy')
                             AND i.region IN (u.region, 'all') AND i.version IS NOT NULL
       ON CONFLICT DO NOTHING`,
    );
  }
}
