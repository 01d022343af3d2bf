/**
 * What readers get of the content: a page, the FAQ, the blog (by cursor) and its feed, in the
 * reader's language with es as the fallback, for the reader's region; the legal texts a user
 * has still to accept; and the contact form, stored and acknowledged through the outbox.
 */
import type { Knex } from 'knex';
import {
  ACCEPTED_DOCUMENTS,
  BLOG_PAGE_SIZE,
  CONTACT_PER_ADDRESS,
  CONTACT_TRAP_FIELD,
  CONTACT_WINDOW_SECONDS,
  CONTENT_FALLBACK_LANGUAGE,
  readingMinutes,
  type AcceptedDocument,
  type ContentKind,
} from '../../../common/content';
import type { Language } from '../../../common/i18n';
import type { Region } from '../../../common/regions';
import type { ContactInput } from '../../../common/schemas/content';
import { AppError, decodeCursor, encodeCursor, notFound, type Platform } from '../../platform';
import { markdownText, renderMarkdown } from './markdown';

type Row = Record<string, unknown>;
type Db = Knex | Knex.Transaction;

/** Contact messages one network address may send per window (a shared office, a café). */
const CONTACT_PER_NETWORK = 10;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
/** A `date` column as it is read (YYYY-MM-DD), or null. */
const day = (value: unknown) => (value as string | null) ?? null;

/**
 * Published items of a kind for a reader: each with its translation in the reader's language,
 * or in es when that one is missing; an item meant for the region wins over the same item for
 * every region.
 */
export function readable(db: Db, kind: ContentKind, language: Language, region: Region) {
  return db('content_items as i')
    .joinRaw(
      `JOIN LATERAL (
         SELECT t.language, t.title, t.summary, t.body, t.tags, t.updated_at AS translated_at
           FROM content_translations t
          WHERE t.item_id = i.id AND t.status = 'published' AND t.language IN (?, ?)
          ORDER BY (t.language = ?) DESC
          LIMIT 1) t ON true`,
      [language, CONTENT_FALLBACK_LANGUAGE, language],
    )
    .where('i.kind', kind)
    .whereIn('i.region', ['all', region])
    .whereRaw(
      `NOT (i.region = 'all' AND EXISTS (
         SELECT 1 FROM content_items o
          JOIN content_translations ot ON ot.item_id = o.id AND ot.status = 'published'
          WHERE o.kind = i.kind AND o.slug = i.slug AND o.region = ?))`,
      [region],
    )
    .select('i.*', 't.*');
}

/** A translation's words, and whether they are the fallback's. */
const words = (row: Row, language: Language) => ({
  language: row.language as Language,
  fallback: row.language !== language,
  title: String(row.title),
  summary: String(row.summary),
});

function personDto(row: Row, language: Language, region: Region) {
  return {
    slug: String(row.slug),
    ...words(row, language),
    html: renderMarkdown(String(row.body), region),
    image: (row.image_url as string | null) ?? null,
    link: (row.link_url as string | null) ?? null,
  };
}

function postSummaryDto(row: Row, language: Language) {
  return {
    slug: String(row.slug),
    ...words(row, language),
    image: (row.image_url as string | null) ?? null,
    author: (row.author_name as string | null) ?? null,
    publishedAt: iso(row.published_at)!,
    tags: (row.tags as string[]) ?? [],
    readingMinutes: readingMinutes(String(row.body)),
  };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A blog list cursor: the last post's publication instant and id, opaque to the reader. */
const isPostCursor = (values: unknown[]): values is [string, number] =>
  values.length === 2 &&
  typeof values[0] === 'string' &&
  // Only what the list writes: an instant PostgreSQL reads the same way (no '1', no 'Dec 25').
  ISO_INSTANT.test(values[0]) &&
  new Date(values[0]).toISOString() === values[0] &&
  Number.isSafeInteger(values[1]) &&
  (values[1] as number) > 0;

export function createContentService(platform: Platform) {
  const { db, rateLimiter, events } = platform;

  /** The published page of a slug for the reader, or undefined. */
  async function pageRow(slug: string, language: Language, region: Region) {
    return (await readable(db, 'page', language, region).where('i.slug', slug).first()) as
      Row | undefined;
  }

  /** The version of each accepted document that applies in the region (published ones). */
  async function currentLegal(region: Region) {
    const rows = (await readable(db, 'page', CONTENT_FALLBACK_LANGUAGE, region).whereIn(
      'i.slug',
      ACCEPTED_DOCUMENTS,
    )) as Row[];
    return rows
      .filter((r) => r.version)
      .map((r) => ({
        slug: r.slug as AcceptedDocument,
        version: String(r.version),
        effectiveOn: day(r.effective_on),
      }));
  }

  return {
    async page(slug: string, language: Language, region: Region) {
      const row = await pageRow(slug, language, region);
      if (!row) throw notFound();
      const about = slug === 'about';
      const [team, partners] = about
        ? await Promise.all(
            (['team', 'partner'] as const).map((kind) =>
              readable(db, kind, language, region).orderBy([
                { column: 'i.position' },
                { column: 'i.id' },
              ]),
            ),
          )
        : [[], []];
      return {
        slug,
        ...words(row, language),
        html: renderMarkdown(String(row.body), region),
        version: (row.version as string | null) ?? null,
        effectiveOn: day(row.effective_on),
        updatedAt: iso(row.translated_at)!,
        team: (team as Row[]).map((r) => personDto(r, language, region)),
        partners: (partners as Row[]).map((r) => personDto(r, language, region)),
      };
    },

    async faq(language: Language, region: Region) {
      const rows = (await readable(db, 'faq', language, region).orderBy([
        { column: 'i.section' },
        { column: 'i.position' },
        { column: 'i.id' },
      ])) as Row[];
      return {
        entries: rows.map((r) => ({
          slug: String(r.slug),
          section: String(r.section ?? 'clients'),
          ...words(r, language),
          html: renderMarkdown(String(r.body), region),
          text: markdownText(String(r.body)),
        })),
      };
    },

    async posts(
      options: { cursor?: string; tag?: string; limit?: number },
      language: Language,
      region: Region,
    ) {
      const limit = options.limit ?? BLOG_PAGE_SIZE;
      const query = readable(db, 'post', language, region)
        .whereNotNull('i.published_at')
        .where('i.published_at', '<=', db.fn.now())
        .orderBy([
          { column: 'i.published_at', order: 'desc' },
          { column: 'i.id', order: 'desc' },
        ])
        .limit(limit + 1);
      if (options.tag) {
        query.whereRaw('lower(?) = ANY (SELECT lower(x) FROM unnest(t.tags) x)', [options.tag]);
      }
      if (options.cursor) {
        const [at, id] = decodeCursor(options.cursor, isPostCursor);
        query.whereRaw('(i.published_at, i.id) < (?::timestamptz, ?)', [at, id]);
      }
      const rows = (await query) as Row[];
      const page = rows.slice(0, limit);
      return {
        items: page.map((r) => postSummaryDto(r, language)),
        nextCursor:
          rows.length > limit
            ? encodeCursor([
                iso(page[page.length - 1].published_at)!,
                Number(page[page.length - 1].id),
              ])
            : null,
      };
    },

    async post(slug: string, language: Language, region: Region) {
      const row = (await readable(db, 'post', language, region)
        .where('i.slug', slug)
        .whereNotNull('i.published_at')
        .where('i.published_at', '<=', db.fn.now())
        .first()) as Row | undefined;
      if (!row) throw notFound();
      return {
        ...postSummaryDto(row, language),
        html: renderMarkdown(String(row.body), region),
        updatedAt: iso(row.translated_at)!,
      };
    },

    /** The newest posts in one language only (a feed never mixes languages), with plain text. */
    async feed(language: Language, region: Region, limit = 20) {
      const rows = (await readable(db, 'post', language, region)
        .where('t.language', language)
        .whereNotNull('i.published_at')
        .where('i.published_at', '<=', db.fn.now())
        .orderBy([
          { column: 'i.published_at', order: 'desc' },
          { column: 'i.id', order: 'desc' },
        ])
        .limit(limit)) as Row[];
      return rows.map((r) => ({
        ...postSummaryDto(r, language),
        text: markdownText(String(r.body)),
      }));
    },

    /** The legal texts that apply in the region and the user has not accepted in their version. */
    async pendingLegal(userId: number, language: Language, region: Region) {
      const current = await currentLegal(region);
      const accepted = await db('legal_acceptances')
        .where({ user_id: userId, region })
        .whereIn(
          'document',
          current.map((c) => c.slug),
        )
        .select('document', 'version');
      const pending = current.filter(
        (c) => !accepted.some((a) => a.document === c.slug && a.version === c.version),
      );
      const titles = new Map<string, string>();
      for (const doc of pending) {
        const row = await pageRow(doc.slug, language, region);
        if (row) titles.set(doc.slug, String(row.title));
      }
      return { documents: pending.map((d) => ({ ...d, title: titles.get(d.slug) ?? d.slug })) };
    },

    /**
     * Accepts the given versions; a version that is no longer the current one is refused
     * (the reader saw an older text), and accepting twice changes nothing.
     */
    async acceptLegal(
      userId: number,
      documents: { slug: string; version: string }[],
      language: Language,
      region: Region,
    ) {
      const current = await currentLegal(region);
      for (const doc of documents) {
        const now = current.find((c) => c.slug === doc.slug);
        if (!now || now.version !== doc.version) throw new AppError('LEGAL_VERSION_OUTDATED', 409);
      }
      if (documents.length) {
        await db('legal_acceptances')
          .insert(
            documents.map((d) => ({
              user_id: userId,
              document: d.slug,
              region,
              version: d.version,
            })),
          )
          .onConflict(['user_id', 'document', 'region', 'version'])
          .ignore();
      }
      return this.pendingLegal(userId, language, region);
    },

    /** At sign-up, in its transaction: the current versions in the region are accepted. */
    async acceptAtSignUp(trx: Knex.Transaction, userId: number, region: Region) {
      const current = await currentLegal(region);
      if (!current.length) return;
      await trx('legal_acceptances')
        .insert(
          current.map((c) => ({ user_id: userId, document: c.slug, region, version: c.version })),
        )
        .onConflict(['user_id', 'document', 'region', 'version'])
        .ignore();
    },

    /**
     * Stores a contact message and, in the same transaction, the event that mails it to staff
     * and acknowledges it. A filled hidden field answers the same and stores nothing.
     */
    async contact(input: ContactInput, language: Language, ip: string) {
      if (input[CONTACT_TRAP_FIELD]?.trim()) return { received: true };
      const email = input.email.toLowerCase();
      await rateLimiter.hit(
        `contact:email:${email}`,
        CONTACT_PER_ADDRESS,
        CONTACT_WINDOW_SECONDS,
        'CONTACT_RATE_LIMITED',
      );
      await rateLimiter.hit(
        `contact:ip:${ip}`,
        CONTACT_PER_NETWORK,
        CONTACT_WINDOW_SECONDS,
        'CONTACT_RATE_LIMITED',
      );
      await db.transaction(async (trx) => {
        const [row] = await trx('contact_messages')
          .insert({
            name: input.name,
            email,
            topic: input.topic,
            message: input.message,
            language,
            region: input.region ?? 'uy',
          })
          .returning('id');
        await events.emit(trx, { type: 'contact.received', contactId: Number(row.id) });
      });
      return { received: true };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
