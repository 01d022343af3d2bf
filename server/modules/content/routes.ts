/**
 * The content's storefront routes: pages, FAQ, blog and the legal texts to accept (JSON under
 * the API), the contact form, and the blog's RSS feed per language (XML at `/rss/blog-<lang>.xml`).
 */
import Router from '@koa/router';
import {
  ACCEPTED_DOCUMENTS,
  BLOG_PAGE_SIZE,
  SLUG_MAX,
  SLUG_PATTERN,
} from '../../../common/content';
import { LANGUAGE_TAGS, isLanguage, type Language } from '../../../common/i18n';
import { REGIONS, type Region } from '../../../common/regions';
import { pathFor } from '../../../common/routes';
import { contactSchema } from '../../../common/schemas/content';
import { yup } from '../../../common/validation';
import { notFound, route, type AppContext, type RouteSpec } from '../../platform';
import { translator } from '../../platform/i18n';
import { escapeHtml } from '../../platform/mail';
import {
  contactReceiptSchema,
  contentPageSchema,
  faqSchema,
  pendingLegalSchema,
  postPageSchema,
  postSchema,
} from './contract';
import type { ContentService } from './service';

const TAG = 'content';
const regionQuery = yup.object({ region: yup.string().oneOf(REGIONS).default('uy') });
const slugOf = (ctx: AppContext) => {
  const slug = String(ctx.params.slug ?? '');
  if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) throw notFound();
  return slug;
};
/** Published content changes rarely; a minute in shared caches spares the database. */
const cachePublic = (ctx: AppContext) => ctx.set('Cache-Control', 'public, max-age=60');

export function contentRoutes(content: ContentService): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/content/pages/:slug',
      summary:
        'A published page (landing, about us, how-to, legal text) in the reader’s language, es when missing',
      tag: TAG,
      access: 'public',
      query: regionQuery,
      errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
      response: { body: contentPageSchema },
      async handler(ctx, { query }) {
        cachePublic(ctx);
        ctx.body = await content.page(slugOf(ctx), ctx.state.language, query.region as Region);
      },
    }),
    route({
      method: 'get',
      path: '/content/faq',
      summary: 'Every published FAQ entry, by section and position',
      tag: TAG,
      access: 'public',
      query: regionQuery,
      errors: ['VALIDATION_FAILED'],
      response: { body: faqSchema },
      async handler(ctx, { query }) {
        cachePublic(ctx);
        ctx.body = await content.faq(ctx.state.language, query.region as Region);
      },
    }),
    route({
      method: 'get',
      path: '/content/posts',
      summary: 'Published blog posts, newest first, by cursor; optionally of one tag',
      tag: TAG,
      access: 'public',
      query: regionQuery.shape({
        cursor: yup.string().max(200).optional(),
        tag: yup.string().trim().max(40).optional(),
        limit: yup.number().integer().min(1).max(30).default(BLOG_PAGE_SIZE),
      }),
      errors: ['VALIDATION_FAILED'],
      response: { body: postPageSchema },
      async handler(ctx, { query }) {
        cachePublic(ctx);
        ctx.body = await content.posts(query, ctx.state.language, query.region as Region);
      },
    }),
    route({
      method: 'get',
      path: '/content/posts/:slug',
      summary: 'One published blog post',
      tag: TAG,
      access: 'public',
      query: regionQuery,
      errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
      response: { body: postSchema },
      async handler(ctx, { query }) {
        cachePublic(ctx);
        ctx.body = await content.post(slugOf(ctx), ctx.state.language, query.region as Region);
      },
    }),
    route({
      method: 'get',
      path: '/content/legal/pending',
      summary: 'The legal texts of the region whose current version the caller has not accepted',
      tag: TAG,
      access: 'user',
      query: regionQuery,
      errors: ['VALIDATION_FAILED'],
      response: { body: pendingLegalSchema },
      async handler(ctx, { query }) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await content.pendingLegal(
          ctx.state.auth!.subjectId,
          ctx.state.language,
          query.region as Region,
        );
      },
    }),
    route({
      method: 'post',
      path: '/content/legal/accept',
      summary:
        'Accepts the given versions of legal texts; an older version than the current one is refused',
      tag: TAG,
      access: 'user',
      body: yup
        .object({
          region: yup.string().oneOf(REGIONS).default('uy'),
          documents: yup
            .array(
              yup
                .object({
                  slug: yup.string().required().oneOf(ACCEPTED_DOCUMENTS),
                  version: yup.string().trim().required().max(20),
                })
                .noUnknown(),
            )
            .required()
            .min(1)
            .max(ACCEPTED_DOCUMENTS.length),
        })
        .noUnknown(),
      errors: ['VALIDATION_FAILED', 'LEGAL_VERSION_OUTDATED'],
      response: { body: pendingLegalSchema },
      async handler(ctx, { body }) {
        ctx.body = await content.acceptLegal(
          ctx.state.auth!.subjectId,
          body.documents,
          ctx.state.language,
          body.region as Region,
        );
      },
    }),
    route({
      method: 'post',
      path: '/contact',
      summary:
        'Sends the contact form: stored, mailed to staff and acknowledged to the sender; limited per address',
      tag: TAG,
      access: 'public',
      body: contactSchema,
      errors: ['VALIDATION_FAILED', 'CONTACT_RATE_LIMITED'],
      response: { status: 202, body: contactReceiptSchema },
      async handler(ctx, { body }) {
        ctx.status = 202;
        ctx.body = await content.contact(body, ctx.state.language, ctx.ip);
      },
    }),
  ];
}

/** The feed's address for a language. */
export const feedPath = (language: Language) => `/rss/blog-${language}.xml`;
/** The region whose paths a feed links to: Portuguese readers go to the br site. */
const feedRegion = (language: Language): Region => (language === 'br' ? 'br' : 'uy');

/** RSS 2.0 feeds of the blog, one per language, linking to the storefront's posts. */
export function feedRouter(content: ContentService, publicUrl: string) {
  const router = new Router();
  router.get('/rss/:file', async (ctx) => {
    const language = /^blog-([a-z]{2})\.xml$/.exec(ctx.params.file)?.[1];
    if (!isLanguage(language)) throw notFound();
    const region = feedRegion(language);
    const t = translator(language);
    const posts = await content.feed(language, region);
    const link = (slug?: string) =>
      `${publicUrl}${slug ? pathFor('blogPost', region, { slug }) : pathFor('blog', region)}`;
    const items = posts.map(
      (p) => `    <item>
      <title>${escapeHtml(p.title)}</title>
      <link>${escapeHtml(link(p.slug))}</link>
      <guid isPermaLink="true">${escapeHtml(link(p.slug))}</guid>
      <pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>
      <description>${escapeHtml(p.summary || p.text.slice(0, 400))}</description>${p.tags
        .map((tag) => `\n      <category>${escapeHtml(tag)}</category>`)
        .join('')}${p.author ? `\n      <dc:creator>${escapeHtml(p.author)}</dc:creator>` : ''}
    </item>`,
    );
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=600');
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeHtml(t('content:blog.feedTitle'))}</title>
    <link>${escapeHtml(link())}</link>
    <description>${escapeHtml(t('content:blog.feedDescription'))}</description>
    <language>${LANGUAGE_TAGS[language]}</language>
    <atom:link href="${escapeHtml(`${publicUrl}${feedPath(language)}`)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`;
  });
  return router;
}
