import type { Knex } from 'knex';
import { POST_ATTACHMENT_KINDS, type PostAttachmentKind } from '../../../common/schemas/catalogue';
import type { Language } from '../../../common/i18n';
import type { Region } from '../../../common/regions';
import {
  AppError,
  decodeCursor,
  encodeCursor,
  forbidden,
  notFound,
  type FieldError,
  type Platform,
} from '../../platform';
import {
  directoryStorage,
  storedKeysOf,
  storeUpload,
  type UploadedFile,
} from '../../platform/uploads';
import { IMAGE_SIZES } from '../../../common/media';
import { Category } from './models';
import type { Profiles } from './profiles';
import { sanitizeFileName, slugsOf } from './rules';
import { entryBySlug } from './slugs';

interface NamedRow {
  id: number;
  slug: string;
  slug_br: string;
  name_es: string;
  name_en: string;
  name_br: string;
}

/**
 * What a category and a skill both show: id, the slug in the request's region and every
 * region's, the name in the request's language and all names.
 */
function namedDto(row: NamedRow, language: Language, region: Region) {
  const names = { es: row.name_es, en: row.name_en, br: row.name_br };
  const slugs = slugsOf(row);
  return { id: row.id, slug: slugs[region], slugs, name: names[language], names };
}

type CategoryRow = NamedRow & Pick<Category, 'icon' | 'is_default'>;

export function categoryDto(category: CategoryRow, language: Language, region: Region) {
  return {
    ...namedDto(category, language, region),
    icon: category.icon,
    isDefault: category.is_default,
  };
}

interface SkillRow extends NamedRow {
  category_id: number;
}

export function skillDto(skill: SkillRow, language: Language, region: Region) {
  return { ...namedDto(skill, language, region), categoryId: skill.category_id };
}

const PAGE = 20;

/** Where a prosker's choices of categories and skills live, and the input field naming them. */
const CHOICES = {
  categories: { field: 'categoryIds', table: 'user_categories', column: 'category_id' },
  skills: { field: 'skillIds', table: 'user_skills', column: 'skill_id' },
};

export function createCatalogueService(platform: Platform, profiles: Profiles) {
  const { db } = platform;
  /** Where post attachments live: the same storage as the gallery, served under /media. */
  const storage = directoryStorage(platform.config.uploadsDir);

  /** Refuses ids that do not name an enabled row, each on its own field. */
  async function checkExisting(table: 'categories' | 'skills', field: string, ids: number[]) {
    const found = new Set(
      (await db(table).whereIn('id', ids).where({ enabled: true }).select('id')).map((r) => r.id),
    );
    const fields: FieldError[] = ids
      .map((id, i) => ({ id, i }))
      .filter(({ id }) => !found.has(id))
      .map(({ i }) => ({ field: `${field}[${i}]`, key: 'fields.unknownChoice' }));
    if (fields.length) throw new AppError('VALIDATION_FAILED', 422, { fields });
  }

  /**
   * Sets (or, with `values` null, removes) the post's attachment of one kind with the post
   * locked; answers the post with its attachments and the files of the one it replaced, or
   * nothing when the user has no such post.
   */
  async function setAttachment(
    userId: number,
    id: number,
    kind: PostAttachmentKind,
    values: Omit<AttachmentRow, 'post_id' | 'kind'> | null,
  ) {
    return db.transaction(async (trx) => {
      const post: PostRow | undefined = await trx('posts')
        .where({ id, user_id: userId })
        .forUpdate()
        .first(POST_COLUMNS);
      if (!post) return undefined;
      const [previous]: AttachmentUrls[] = await trx('post_attachments')
        .where({ post_id: id, kind })
        .delete()
        .returning(['url', 'thumb_url']);
      if (values) await trx('post_attachments').insert({ post_id: id, kind, ...values });
      const [dto] = await withAttachments([post], trx);
      return { previous, post: dto };
    });
  }

  /** The posts' answers, each with its attachments in kind order (photo, video, file). */
  async function withAttachments(posts: PostRow[], trx: Knex | Knex.Transaction = db) {
    const rows: AttachmentRow[] = posts.length
      ? await trx('post_attachments')
          .whereIn(
            'post_id',
            posts.map((p) => p.id),
          )
          .select('post_id', 'kind', 'url', 'thumb_url', 'name', 'size')
      : [];
    const order = (kind: string) => POST_ATTACHMENT_KINDS.indexOf(kind as PostAttachmentKind);
    return posts.map((post) =>
      postDto(
        post,
        rows
          .filter((r) => Number(r.post_id) === Number(post.id))
          .sort((a, b) => order(a.kind) - order(b.kind)),
      ),
    );
  }

  async function requireProsker(userId: number) {
    const row = await db('profiles').where({ user_id: userId }).first('prosker');
    if (row) {
      if (!row.prosker) throw forbidden();
      return;
    }
    await profiles.refresh([userId]);
    const refreshed = await db('profiles').where({ user_id: userId }).first('prosker');
    if (!refreshed?.prosker) throw forbidden();
  }

  /** Replaces a prosker's categories or skills with the given ones; answers the ids, once each. */
  async function replaceChoices(userId: number, kind: 'categories' | 'skills', chosen: number[]) {
    const { field, table, column } = CHOICES[kind];
    await requireProsker(userId);
    const ids = [...new Set(chosen)];
    await checkExisting(kind, field, ids);
    await db.transaction(async (trx) => {
      await trx(table).where({ user_id: userId }).delete();
      if (ids.length) await trx(table).insert(ids.map((id) => ({ user_id: userId, [column]: id })));
    });
    await profiles.refresh([userId]);
    return ids;
  }

  return {
    /** Enabled categories in their display order. */
    listCategories() {
      return Category.query(db).where({ enabled: true }).orderBy(['position', 'id']);
    },

    /** The enabled category a slug names in the region (ADR 0028), with its enabled skills. */
    async category(slug: string, region: Region) {
      const category = await entryBySlug<CategoryRow>(db, 'categories', slug, region, {
        enabled: true,
      });
      if (!category) throw notFound();
      const skills: SkillRow[] = await db('skills')
        .where({ category_id: category.id, enabled: true })
        .orderBy(['position', 'id']);
      return { category, skills };
    },

    /** Enabled skills, of the category a slug names in the region when one is given. */
    async skills(categorySlug: string | undefined, region: Region): Promise<SkillRow[]> {
      const query = db('skills').where('enabled', true).orderBy(['category_id', 'position']);
      if (categorySlug) {
        const category = await entryBySlug<NamedRow>(db, 'categories', categorySlug, region);
        if (!category) return [];
        query.where('category_id', category.id);
      }
      return query.select('*');
    },

    async setCategories(userId: number, categoryIds: number[]) {
      const ids = await replaceChoices(userId, 'categories', categoryIds);
      return Category.query(db).whereIn('id', ids).orderBy(['position', 'id']);
    },

    async setSkills(userId: number, skillIds: number[]) {
      const ids = await replaceChoices(userId, 'skills', skillIds);
      return db('skills').whereIn('id', ids).orderBy(['category_id', 'position']) as Promise<
        SkillRow[]
      >;
    },

    favorites: {
      async add(userId: number, favoriteUserId: number) {
        if (!(await profiles.visibleUserId(favoriteUserId)) || favoriteUserId === userId) {
          throw notFound('USER_NOT_FOUND');
        }
        // The primary key decides, so two quick clicks cannot add it twice.
        const inserted = await db('favorites')
          .insert({ user_id: userId, favorite_user_id: favoriteUserId })
          .onConflict(['user_id', 'favorite_user_id'])
          .ignore()
          .returning('favorite_user_id');
        if (inserted.length === 0) throw new AppError('FAVORITE_EXISTS', 409);
      },
      async remove(userId: number, favoriteUserId: number) {
        const deleted = await db('favorites')
          .where({ user_id: userId, favorite_user_id: favoriteUserId })
          .delete();
        if (deleted === 0) throw notFound();
      },
      /** Newest favorites first, keyset on (created_at, id); cards with `region`'s slugs. */
      async list(userId: number, cursor: string | undefined, language: Language, region: Region) {
        const query = db('favorites as f')
          .join('profiles as p', 'p.user_id', 'f.favorite_user_id')
          .where('f.user_id', userId)
          .where('p.visible', true);
        if (cursor) {
          const [at, id] = decodeCursor(cursor, isTimeCursor);
          query.whereRaw('(f.created_at, f.favorite_user_id) < (?::timestamptz, ?)', [at, id]);
        }
        const rows = await query
          .orderBy([
            { column: 'f.created_at', order: 'desc' },
            { column: 'f.favorite_user_id', order: 'desc' },
          ])
          .limit(PAGE + 1)
          .select('p.*', 'f.created_at as favorited_at');
        const page = rows.slice(0, PAGE);
        const last = page[page.length - 1];
        return {
          data: await profiles.cards(page, language, region),
          nextCursor:
            rows.length > PAGE && last
              ? encodeCursor([new Date(last.favorited_at).toISOString(), Number(last.user_id)])
              : null,
        };
      },
    },

    posts: {
      async create(userId: number, input: { title: string; content: string }) {
        await requireProsker(userId);
        const [post] = await db('posts')
          .insert({ user_id: userId, title: input.title, content: input.content })
          .returning(POST_COLUMNS);
        return postDto(post, []);
      },
      /** Deletes the post (its attachments with it), then their stored files. */
      async remove(userId: number, id: number) {
        const removed = await db.transaction(async (trx) => {
          const files: AttachmentUrls[] = await trx('post_attachments as a')
            .join('posts as p', 'p.id', 'a.post_id')
            .where({ 'p.id': id, 'p.user_id': userId })
            .select('a.url', 'a.thumb_url');
          const deleted = await trx('posts').where({ id, user_id: userId }).delete();
          return deleted ? files : undefined;
        });
        if (!removed) throw notFound();
        await storage.remove(removed.flatMap(storedKeys));
      },
      /**
       * Stores an upload as the post's attachment of its kind (a post has at most one photo, one
       * video and one file), replacing the previous one of that kind (whose files are removed
       * once the row points at the new ones). The owner is checked before anything is stored;
       * a refused upload (wrong type) leaves the rows and the storage as they were.
       */
      async attach(
        userId: number,
        id: number,
        kind: PostAttachmentKind,
        file: UploadedFile,
        originalName: string | null | undefined,
      ) {
        const owned = await db('posts').where({ id, user_id: userId }).first('id');
        if (!owned) throw notFound();
        const stored = await storeUpload(storage, kind, file, IMAGE_SIZES.gallery);
        const newKeys = Object.values(stored.keys);
        const original = stored.keys.original ?? '';
        const values =
          kind === 'image'
            ? {
                url: storage.url(stored.keys.large),
                thumb_url: storage.url(stored.keys.thumb),
                name: null,
                size: null,
              }
            : {
                url: storage.url(original),
                thumb_url: null,
                name:
                  kind === 'file'
                    ? sanitizeFileName(originalName, original.slice(original.lastIndexOf('.') + 1))
                    : null,
                size: kind === 'file' ? stored.bytes : null,
              };
        let changed: Awaited<ReturnType<typeof setAttachment>>;
        try {
          changed = await setAttachment(userId, id, kind, values);
        } catch (error) {
          await storage.remove(newKeys);
          throw error;
        }
        // Deleted meanwhile: the new files belong to nothing.
        if (!changed) {
          await storage.remove(newKeys);
          throw notFound();
        }
        if (changed.previous) await storage.remove(storedKeys(changed.previous));
        return changed.post;
      },
      /** Removes the post's attachment of one kind, if any, and its stored files. */
      async detach(userId: number, id: number, kind: PostAttachmentKind) {
        const changed = await setAttachment(userId, id, kind, null);
        if (!changed) throw notFound();
        if (changed.previous) await storage.remove(storedKeys(changed.previous));
        return changed.post;
      },
      async list(userId: number, cursor: string | undefined, limit = PAGE) {
        const query = db('posts').where({ user_id: userId });
        if (cursor) {
          const [at, id] = decodeCursor(cursor, isTimeCursor);
          query.whereRaw('(created_at, id) < (?::timestamptz, ?)', [at, id]);
        }
        const rows: PostRow[] = await query
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit + 1)
          .select(POST_COLUMNS);
        const page = rows.slice(0, limit);
        const last = page[page.length - 1];
        return {
          data: await withAttachments(page),
          nextCursor:
            rows.length > limit && last
              ? encodeCursor([new Date(last.created_at).toISOString(), Number(last.id)])
              : null,
        };
      },
    },
  };

  /** Storage keys of the files an attachment's URLs point at (only ours, under the storage). */
  function storedKeys(row: AttachmentUrls): string[] {
    return storedKeysOf([row.url, row.thumb_url]);
  }
}

export { POST_ATTACHMENT_KINDS, type PostAttachmentKind };

const POST_COLUMNS = ['id', 'title', 'content', 'created_at'];

interface AttachmentUrls {
  url: string;
  thumb_url: string | null;
}

interface AttachmentRow extends AttachmentUrls {
  post_id: number | string;
  kind: PostAttachmentKind;
  name: string | null;
  size: number | string | null;
}

interface PostRow {
  id: number | string;
  title: string;
  content: string;
  created_at: Date | string;
}

export type PostAttachment =
  | { kind: 'image'; url: string; thumbUrl: string }
  | { kind: 'video'; url: string }
  | { kind: 'file'; url: string; name: string; size: number };

function attachmentDto(row: AttachmentRow): PostAttachment {
  const url = row.url;
  switch (row.kind) {
    case 'image':
      return { kind: 'image', url, thumbUrl: row.thumb_url ?? url };
    case 'video':
      return { kind: 'video', url };
    case 'file':
      return {
        kind: 'file',
        url,
        name: row.name ?? url.slice(url.lastIndexOf('/') + 1),
        size: Number(row.size ?? 0),
      };
  }
}

function postDto(row: PostRow, attachments: AttachmentRow[]) {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    attachments: attachments.map(attachmentDto),
  };
}

/** Newest-first pages key on (created_at, id). */
type TimeCursor = [at: string, id: number];
const isTimeCursor = (v: unknown[]): v is TimeCursor =>
  v.length === 2 &&
  typeof v[0] === 'string' &&
  !Number.isNaN(Date.parse(v[0])) &&
  Number.isSafeInteger(v[1]);

export type CatalogueService = ReturnType<typeof createCatalogueService>;
