import type { Language } from '../../../common/i18n';
import {
  AppError,
  decodeCursor,
  encodeCursor,
  forbidden,
  notFound,
  type FieldError,
  type Platform,
} from '../../platform';
import { Category } from './models';
import type { Profiles } from './profiles';

export function categoryDto(category: Category, language: Language) {
  const names = { es: category.name_es, en: category.name_en, br: category.name_br };
  return {
    id: category.id,
    slug: category.slug,
    name: names[language],
    names,
    icon: category.icon,
    isDefault: category.is_default,
  };
}

interface SkillRow {
  id: number;
  slug: string;
  category_id: number;
  name_es: string;
  name_en: string;
  name_br: string;
}

export function skillDto(skill: SkillRow, language: Language) {
  const names = { es: skill.name_es, en: skill.name_en, br: skill.name_br };
  return {
    id: skill.id,
    slug: skill.slug,
    name: names[language],
    names,
    categoryId: skill.category_id,
  };
}

const PAGE = 20;

export function createCatalogueService(platform: Platform, profiles: Profiles) {
  const { db } = platform;

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

  return {
    /** Enabled categories in their display order. */
    listCategories() {
      return Category.query(db).where({ enabled: true }).orderBy(['position', 'id']);
    },

    async category(slug: string) {
      const category = await Category.query(db).findOne({ slug, enabled: true });
      if (!category) throw notFound();
      const skills: SkillRow[] = await db('skills')
        .where({ category_id: category.id, enabled: true })
        .orderBy(['position', 'id']);
      return { category, skills };
    },

    async skills(categorySlug?: string): Promise<SkillRow[]> {
      const query = db('skills as s')
        .where('s.enabled', true)
        .orderBy(['s.category_id', 's.position']);
      if (categorySlug) {
        query.join('categories as c', 'c.id', 's.category_id').where('c.slug', categorySlug);
      }
      return query.select('s.*');
    },

    async setCategories(userId: number, categoryIds: number[]) {
      await requireProsker(userId);
      const ids = [...new Set(categoryIds)];
      await checkExisting('categories', 'categoryIds', ids);
      await db.transaction(async (trx) => {
        await trx('user_categories').where({ user_id: userId }).delete();
        if (ids.length) {
          await trx('user_categories').insert(
            ids.map((id) => ({ user_id: userId, category_id: id })),
          );
        }
      });
      await profiles.refresh([userId]);
      return Category.query(db).whereIn('id', ids).orderBy(['position', 'id']);
    },

    async setSkills(userId: number, skillIds: number[]) {
      await requireProsker(userId);
      const ids = [...new Set(skillIds)];
      await checkExisting('skills', 'skillIds', ids);
      await db.transaction(async (trx) => {
        await trx('user_skills').where({ user_id: userId }).delete();
        if (ids.length) {
          await trx('user_skills').insert(ids.map((id) => ({ user_id: userId, skill_id: id })));
        }
      });
      await profiles.refresh([userId]);
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
      /** Newest favorites first, keyset on (created_at, id). */
      async list(userId: number, cursor: string | undefined, language: Language) {
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
          data: await profiles.cards(page, language),
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
          .returning(['id', 'title', 'content', 'created_at']);
        return postDto(post);
      },
      async remove(userId: number, id: number) {
        const deleted = await db('posts').where({ id, user_id: userId }).delete();
        if (deleted === 0) throw notFound();
      },
      async list(userId: number, cursor: string | undefined, limit = PAGE) {
        const query = db('posts').where({ user_id: userId });
        if (cursor) {
          const [at, id] = decodeCursor(cursor, isTimeCursor);
          query.whereRaw('(created_at, id) < (?::timestamptz, ?)', [at, id]);
        }
        const rows = await query
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit + 1)
          .select('id', 'title', 'content', 'created_at');
        const page = rows.slice(0, limit);
        const last = page[page.length - 1];
        return {
          data: page.map(postDto),
          nextCursor:
            rows.length > limit && last
              ? encodeCursor([new Date(last.created_at).toISOString(), Number(last.id)])
              : null,
        };
      },
    },
  };
}

function postDto(row: { id: number; title: string; content: string; created_at: Date | string }) {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
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
