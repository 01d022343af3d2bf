/**
 * Staff's side of the content: an item with its translations is read and written as one
 * record (the back office's form), every saved translation leaves a row in the history (who,
 * when, which version), and images go through the upload pipeline.
 */
import type { Knex } from 'knex';
import {
  CONTENT_BODY_MAX,
  CONTENT_REGIONS,
  CONTENT_STATUSES,
  CONTENT_SUMMARY_MAX,
  CONTENT_TAGS_MAX,
  CONTENT_TAG_MAX,
  CONTENT_TITLE_MAX,
  FAQ_SECTIONS,
  LEGAL_VERSION_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
  isLegalPage,
  type ContentKind,
} from '../../../common/content';
import { LANGUAGES, type Language } from '../../../common/i18n';
import { IMAGE_SIZES } from '../../../common/media';
import { yup } from '../../../common/validation';
import { staffNames } from '../accounts';
import { AppError, notFound, type Platform } from '../../platform';
import { recordAudit } from '../../platform/audit';
import {
  directoryStorage,
  prefixedStorage,
  storeUpload,
  type UploadedFile,
} from '../../platform/uploads';

type Row = Record<string, unknown>;

/** The back-office resource of each kind of item (its path, and its name in the audit log). */
export const CONTENT_RESOURCES: Record<ContentKind, string> = {
  page: 'content-pages',
  faq: 'faq-entries',
  post: 'blog-posts',
  team: 'team-members',
  partner: 'partners',
};

/** The words of a translation the audit log keeps, each as `<field>.<language>`. */
const AUDITED_WORDS = ['status', 'title', 'summary', 'tags', 'body'] as const;

/** The widest a content image is stored. */
const CONTENT_IMAGE_WIDTH = IMAGE_SIZES.content[0].width;

const field = (key: string) => ({ key: `fields.${key}` });
/** An image is one of ours (a path on this origin) or an https address. */
const IMAGE_URL = /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/;

const translationSchema = yup
  .object({
    title: yup.string().trim().required().max(CONTENT_TITLE_MAX),
    summary: yup.string().trim().max(CONTENT_SUMMARY_MAX).default(''),
    body: yup.string().max(CONTENT_BODY_MAX).default(''),
    tags: yup
      .array(yup.string().trim().required().max(CONTENT_TAG_MAX))
      .max(CONTENT_TAGS_MAX)
      .default([]),
    status: yup.string().oneOf(CONTENT_STATUSES).default('draft'),
  })
  .noUnknown();

export const contentItemSchema = yup
  .object({
    slug: yup.string().trim().lowercase().required().max(SLUG_MAX).matches(SLUG_PATTERN),
    region: yup.string().oneOf(CONTENT_REGIONS).default('all'),
    section: yup.string().oneOf(FAQ_SECTIONS).nullable().default(null),
    position: yup.number().integer().min(0).max(100_000).default(0),
    author: yup.string().trim().max(120).nullable().default(null),
    image: yup
      .string()
      .trim()
      .max(500)
      .matches(IMAGE_URL, { message: field('invalid') })
      .nullable()
      .default(null),
    link: yup.string().trim().max(500).url().nullable().default(null),
    version: yup.string().trim().max(LEGAL_VERSION_MAX).nullable().default(null),
    effectiveOn: yup
      .string()
      .matches(/^\d{4}-\d{2}-\d{2}$/, { message: field('invalidDate') })
      .nullable()
      .default(null),
    publishedAt: yup.string().datetime().nullable().default(null),
    translations: yup
      .object({
        es: translationSchema.required(),
        en: translationSchema.nullable().default(null),
        br: translationSchema.nullable().default(null),
      })
      .required(),
  })
  .noUnknown();

export type ContentItemInput = yup.InferType<typeof contentItemSchema>;

/** A `date` column as read (YYYY-MM-DD text, or a Date where a driver parses it), or null. */
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : ((value as string | null) ?? null);
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

export function createContentAdmin(platform: Platform) {
  const { db } = platform;
  const storage = prefixedStorage(directoryStorage(platform.config.uploadsDir), 'content');

  async function toDto(item: Row, translations: Row[]) {
    const names = await staffNames(
      db,
      translations.map((t) => Number(t.updated_by)).filter(Boolean),
    );
    const byLanguage = Object.fromEntries(
      LANGUAGES.map((language) => {
        const t = translations.find((r) => r.language === language);
        return [
          language,
          t
            ? {
                title: String(t.title),
                summary: String(t.summary),
                body: String(t.body),
                tags: (t.tags as string[]) ?? [],
                status: String(t.status),
                updatedAt: iso(t.updated_at),
                updatedBy: names.get(Number(t.updated_by)) ?? null,
              }
            : null,
        ];
      }),
    );
    const es = translations.find((r) => r.language === 'es') ?? translations[0];
    return {
      id: Number(item.id),
      kind: item.kind as ContentKind,
      slug: String(item.slug),
      region: String(item.region),
      section: (item.section as string | null) ?? null,
      position: Number(item.position),
      author: (item.author_name as string | null) ?? null,
      image: (item.image_url as string | null) ?? null,
      link: (item.link_url as string | null) ?? null,
      version: (item.version as string | null) ?? null,
      effectiveOn: (item.effective_on as string | null) ?? null,
      publishedAt: iso(item.published_at),
      updatedAt: iso(item.updated_at)!,
      title: es ? String(es.title) : '',
      published: translations.filter((t) => t.status === 'published').map((t) => t.language),
      translations: byLanguage,
    };
  }

  async function one(kind: ContentKind, id: number, trx: Knex | Knex.Transaction = db) {
    const item = (await trx('content_items').where({ id, kind }).first()) as Row | undefined;
    if (!item) throw notFound();
    const translations = await trx('content_translations').where({ item_id: id });
    return toDto(item, translations);
  }

  /**
   * An item as the audit log keeps it: one flat record of what staff edit (the item's fields,
   * then each language's words as `title.es`), so a change reads field by field.
   */
  async function audited(kind: ContentKind, id: number, trx: Knex.Transaction) {
    const {
      id: _id,
      kind: _kind,
      updatedAt: _updatedAt,
      title: _title,
      published: _published,
      translations,
      ...fields
    } = await one(kind, id, trx);
    const words = LANGUAGES.flatMap((language) => {
      const t = translations[language];
      return t ? AUDITED_WORDS.map((word) => [`${word}.${language}`, t[word]] as const) : [];
    });
    return { ...fields, ...Object.fromEntries(words) };
  }

  /** The audit entry of a write on an item, in the write's transaction. */
  const audit = (
    trx: Knex.Transaction,
    staffId: number,
    kind: ContentKind,
    verb: 'create' | 'update' | 'delete',
    id: number,
    before: Row | null,
    after: Row | null,
  ) =>
    recordAudit(trx, {
      staffId,
      action: `${CONTENT_RESOURCES[kind]}.${verb}`,
      target: { type: CONTENT_RESOURCES[kind], id },
      before,
      after,
    });

  const slugTaken = (error: unknown) =>
    (error as { code?: string; constraint?: string }).code === '23505'
      ? new AppError('CONTENT_SLUG_TAKEN', 409, {
          fields: [{ field: 'slug', key: 'codes.CONTENT_SLUG_TAKEN' }],
        })
      : error;

  /** Writes the item's own fields and each translation given; history rows for each change. */
  async function write(
    trx: Knex.Transaction,
    kind: ContentKind,
    id: number | undefined,
    input: ContentItemInput,
    staffId: number,
  ) {
    const anyPublished = LANGUAGES.some((l) => input.translations[l]?.status === 'published');
    const fields = {
      kind,
      slug: input.slug,
      region: input.region,
      section: kind === 'faq' ? (input.section ?? 'clients') : null,
      position: input.position,
      author_name: input.author,
      image_url: input.image,
      link_url: input.link,
      version: input.version,
      effective_on: input.effectiveOn,
      updated_at: trx.fn.now(),
    };
    let item: Row;
    /** The version and effective day before this save (a new item has none). */
    let previous: { version: unknown; effectiveOn: unknown } | undefined;
    if (id === undefined) {
      [item] = await trx('content_items')
        .insert({
          ...fields,
          published_at: input.publishedAt ?? (anyPublished ? trx.fn.now() : null),
        })
        .returning('*');
    } else {
      const before = (await trx('content_items').where({ id, kind }).forUpdate().first()) as
        Row | undefined;
      if (!before) throw notFound();
      previous = { version: before.version, effectiveOn: day(before.effective_on) };
      [item] = await trx('content_items')
        .where({ id })
        .update({
          ...fields,
          published_at:
            input.publishedAt ?? before.published_at ?? (anyPublished ? trx.fn.now() : null),
        })
        .returning('*');
    }
    const itemId = Number(item.id);
    const existing = (await trx('content_translations').where({ item_id: itemId })) as Row[];
    const [staff] = [...(await staffNames(trx, [staffId])).values()];
    for (const language of LANGUAGES) {
      const given = input.translations[language];
      const current = existing.find((t) => t.language === language);
      if (!given) {
        if (current) await trx('content_translations').where({ id: current.id }).delete();
        continue;
      }
      const same =
        current &&
        current.title === given.title &&
        current.summary === given.summary &&
        current.body === given.body &&
        current.status === given.status &&
        JSON.stringify(current.tags) === JSON.stringify(given.tags);
      // A new version (or effective day) of unchanged words is a saved version too.
      const versionChanged =
        previous !== undefined &&
        (previous.version !== fields.version || previous.effectiveOn !== fields.effective_on);
      if (same && !versionChanged) continue;
      await trx('content_translations')
        .insert({
          item_id: itemId,
          language,
          title: given.title,
          summary: given.summary,
          body: given.body,
          tags: given.tags,
          status: given.status,
          updated_by: staffId,
          updated_at: trx.fn.now(),
        })
        .onConflict(['item_id', 'language'])
        .merge();
      await trx('content_versions').insert({
        item_id: itemId,
        language,
        version: fields.version,
        effective_on: fields.effective_on,
        status: given.status,
        title: given.title,
        body: given.body,
        edited_by: staffId,
        edited_by_name: staff ?? null,
      });
    }
    return itemId;
  }

  return {
    /** Items of a kind, for the list query of the back office. */
    list: (kind: ContentKind) => db('content_items as i').where('i.kind', kind),
    async listDtos(rows: Row[]) {
      const ids = rows.map((r) => Number(r.id));
      const translations = ids.length
        ? ((await db('content_translations').whereIn('item_id', ids)) as Row[])
        : [];
      return Promise.all(
        rows.map((r) =>
          toDto(
            r,
            translations.filter((t) => Number(t.item_id) === Number(r.id)),
          ),
        ),
      );
    },
    one,

    async create(kind: ContentKind, input: ContentItemInput, staffId: number) {
      let id: number;
      try {
        id = await db.transaction(async (trx) => {
          const created = await write(trx, kind, undefined, input, staffId);
          await audit(
            trx,
            staffId,
            kind,
            'create',
            created,
            null,
            await audited(kind, created, trx),
          );
          return created;
        });
      } catch (error) {
        throw slugTaken(error);
      }
      return one(kind, id);
    },

    async update(kind: ContentKind, id: number, input: ContentItemInput, staffId: number) {
      try {
        await db.transaction(async (trx) => {
          // Locked first, so the record as it was is the one this save replaces.
          const locked = await trx('content_items').where({ id, kind }).forUpdate().first('id');
          if (!locked) throw notFound();
          const before = await audited(kind, id, trx);
          await write(trx, kind, id, input, staffId);
          await audit(trx, staffId, kind, 'update', id, before, await audited(kind, id, trx));
        });
      } catch (error) {
        throw slugTaken(error);
      }
      return one(kind, id);
    },

    /** Deletes an item; a legal page is kept (a new version replaces it). */
    async remove(kind: ContentKind, id: number, staffId: number) {
      return db.transaction(async (trx) => {
        const locked = await trx('content_items').where({ id, kind }).forUpdate().first('id');
        if (!locked) throw notFound();
        const record = await one(kind, id, trx);
        if (kind === 'page' && isLegalPage(record.slug)) {
          throw new AppError('CONTENT_LEGAL_KEPT', 409);
        }
        const before = await audited(kind, id, trx);
        await trx('content_items').where({ id, kind }).delete();
        await audit(trx, staffId, kind, 'delete', id, before, null);
        return record;
      });
    },

    /** The saved versions of an item's translations, newest first. */
    versions: (itemId?: number) => {
      const query = db('content_versions');
      if (itemId !== undefined) query.where({ item_id: itemId });
      return query;
    },

    /** Stores an image for a text (re-encoded, 1600 wide at most) and answers its address. */
    async storeImage(file: UploadedFile, staffId: number) {
      const stored = await storeUpload(storage, 'image', file, IMAGE_SIZES.content);
      // The stored image's width: never enlarged, at most the limit.
      const width = stored.width ? Math.min(stored.width, CONTENT_IMAGE_WIDTH) : null;
      const url = storage.url(stored.keys.large);
      await recordAudit(db, {
        staffId,
        action: 'content-images.create',
        after: { url, width },
      });
      return { url, width };
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;

export const versionDto = (row: Row) => ({
  id: Number(row.id),
  itemId: Number(row.item_id),
  language: String(row.language) as Language,
  version: (row.version as string | null) ?? null,
  effectiveOn: (row.effective_on as string | null) ?? null,
  status: String(row.status),
  title: String(row.title),
  body: String(row.body),
  editedBy: (row.edited_by_name as string | null) ?? null,
  createdAt: new Date(row.created_at as string).toISOString(),
});
