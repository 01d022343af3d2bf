/**
 * Back-office resources for categories and skills (ra-data-simple-rest dialect). Anything in
 * use is disabled, never deleted, so profiles keep what they chose.
 */
import { yup } from '../../../common/validation';
import {
  AppError,
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
  databaseError,
  notFound,
  parseListQuery,
  respondWithList,
  route,
  type AppContext,
  type Db,
  type RouteSpec,
} from '../../platform';

const slug = () =>
  yup
    .string()
    .trim()
    .required()
    .max(60)
    .matches(/^[a-z0-9-]+$/, { message: { key: 'fields.slug' } });
const name = () => yup.string().trim().required().max(80);

const categorySchema = yup.object({
  slug: slug(),
  name_es: name(),
  name_en: name(),
  name_br: name(),
  icon: yup.string().trim().max(40).nullable().optional(),
  isDefault: yup.boolean().optional(),
  enabled: yup.boolean().optional(),
  position: yup.number().integer().min(0).max(10000).optional(),
});
const skillSchema = yup.object({
  slug: slug(),
  categoryId: yup.number().integer().positive().required(),
  name_es: name(),
  name_en: name(),
  name_br: name(),
  enabled: yup.boolean().optional(),
  position: yup.number().integer().min(0).max(10000).optional(),
});

interface Resource {
  name: 'categories' | 'skills';
  link: 'user_categories' | 'user_skills';
  key: 'category_id' | 'skill_id';
  schema: typeof categorySchema | typeof skillSchema;
  sorts: Record<string, string>;
  toDto(row: Record<string, unknown>, usage: number): Record<string, unknown>;
  toRow(input: Record<string, unknown>): Record<string, unknown>;
}

const RESOURCES: Resource[] = [
  {
    name: 'categories',
    link: 'user_categories',
    key: 'category_id',
    schema: categorySchema,
    sorts: { id: 'id', slug: 'slug', name_es: 'name_es', position: 'position' },
    toDto: (r, usage) => ({
      id: r.id,
      slug: r.slug,
      name_es: r.name_es,
      name_en: r.name_en,
      name_br: r.name_br,
      icon: r.icon,
      isDefault: r.is_default,
      enabled: r.enabled,
      position: r.position,
      usage,
    }),
    toRow: (i) => ({
      slug: i.slug,
      name_es: i.name_es,
      name_en: i.name_en,
      name_br: i.name_br,
      icon: i.icon ?? null,
      ...(i.isDefault !== undefined ? { is_default: i.isDefault } : {}),
      ...(i.enabled !== undefined ? { enabled: i.enabled } : {}),
      ...(i.position !== undefined ? { position: i.position } : {}),
    }),
  },
  {
    name: 'skills',
    link: 'user_skills',
    key: 'skill_id',
    schema: skillSchema,
    sorts: {
      id: 'id',
      slug: 'slug',
      name_es: 'name_es',
      categoryId: 'category_id',
      position: 'position',
    },
    toDto: (r, usage) => ({
      id: r.id,
      slug: r.slug,
      categoryId: r.category_id,
      name_es: r.name_es,
      name_en: r.name_en,
      name_br: r.name_br,
      enabled: r.enabled,
      position: r.position,
      usage,
    }),
    toRow: (i) => ({
      slug: i.slug,
      category_id: i.categoryId,
      name_es: i.name_es,
      name_en: i.name_en,
      name_br: i.name_br,
      ...(i.enabled !== undefined ? { enabled: i.enabled } : {}),
      ...(i.position !== undefined ? { position: i.position } : {}),
    }),
  },
];

const idOf = (ctx: AppContext) => {
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

function uniqueSlug(error: unknown): AppError | undefined {
  const { code } = databaseError(error);
  if (code === UNIQUE_VIOLATION) {
    return new AppError('VALIDATION_FAILED', 422, {
      fields: [{ field: 'slug', key: 'fields.invalid' }],
    });
  }
  if (code === FOREIGN_KEY_VIOLATION) {
    return new AppError('VALIDATION_FAILED', 422, {
      fields: [{ field: 'categoryId', key: 'fields.unknownChoice' }],
    });
  }
  return undefined;
}

/** Told after staff edit a category or skill (names feed cards and search texts). */
export type NamesChanged = (kind: 'categories' | 'skills', id: number) => void;

export function catalogueAdminRoutes(db: Db, namesChanged: NamesChanged): RouteSpec[] {
  return RESOURCES.flatMap((res) => {
    const usage = async (id: number) =>
      Number(
        (
          await db(res.link)
            .where({ [res.key]: id })
            .count({ n: '*' })
        )[0].n,
      );
    const one = async (id: number) => {
      const row = await db(res.name).where({ id }).first();
      if (!row) throw notFound();
      return res.toDto(row, await usage(id));
    };
    return [
      route({
        method: 'get',
        path: `/${res.name}`,
        summary: `${res.name}, filtered, sorted and paged`,
        tag: res.name,
        access: 'staff',
        async handler(ctx) {
          const list = parseListQuery(ctx.query, res.sorts, 'id');
          const query = db(res.name).select(
            '*',
            db.raw(
              `(SELECT count(*) FROM ${res.link} l WHERE l.${res.key} = ${res.name}.id)::int AS usage`,
            ),
          );
          if (typeof list.filter.q === 'string' && list.filter.q.trim()) {
            const term = `%${list.filter.q.trim()}%`;
            query.where((w) =>
              w
                .whereILike('slug', term)
                .orWhereILike('name_es', term)
                .orWhereILike('name_en', term)
                .orWhereILike('name_br', term),
            );
          }
          if (res.name === 'skills' && Number.isInteger(list.filter.categoryId)) {
            query.where('category_id', list.filter.categoryId as number);
          }
          if (Array.isArray(list.filter.id)) query.whereIn('id', list.filter.id.map(Number));
          await respondWithList(ctx, res.name, list, query, (row) =>
            res.toDto(row, Number(row.usage)),
          );
        },
      }),
      route({
        method: 'get',
        path: `/${res.name}/:id`,
        summary: `One of ${res.name}`,
        tag: res.name,
        access: 'staff',
        errors: ['NOT_FOUND'],
        async handler(ctx) {
          ctx.body = await one(idOf(ctx));
        },
      }),
      route({
        method: 'post',
        path: `/${res.name}`,
        summary: `Create one of ${res.name} (admin)`,
        tag: res.name,
        access: 'staff',
        staffRoles: ['admin'],
        body: res.schema as typeof categorySchema,
        stripUnknownBody: true,
        async handler(ctx, { body }) {
          try {
            const [row] = await db(res.name).insert(res.toRow(body)).returning('*');
            namesChanged(res.name, Number(row.id));
            ctx.status = 201;
            ctx.body = res.toDto(row, 0);
          } catch (error) {
            throw uniqueSlug(error) ?? error;
          }
        },
      }),
      route({
        method: 'put',
        path: `/${res.name}/:id`,
        summary: `Edit or disable one of ${res.name} (admin)`,
        tag: res.name,
        access: 'staff',
        staffRoles: ['admin'],
        body: res.schema as typeof categorySchema,
        stripUnknownBody: true,
        errors: ['NOT_FOUND'],
        async handler(ctx, { body }) {
          const id = idOf(ctx);
          try {
            const updated = await db(res.name).where({ id }).update(res.toRow(body));
            if (updated === 0) throw notFound();
          } catch (error) {
            throw uniqueSlug(error) ?? error;
          }
          namesChanged(res.name, id);
          ctx.body = await one(id);
        },
      }),
      route({
        method: 'delete',
        path: `/${res.name}/:id`,
        summary: `Delete one of ${res.name} no profile uses (admin)`,
        tag: res.name,
        access: 'staff',
        staffRoles: ['admin'],
        errors: ['NOT_FOUND', 'CATEGORY_IN_USE'],
        async handler(ctx) {
          const id = idOf(ctx);
          const record = await one(id);
          const inUse =
            record.usage !== 0 ||
            (res.name === 'categories' &&
              (await db('skills').where({ category_id: id }).first('id')));
          if (inUse) throw new AppError('CATEGORY_IN_USE', 409);
          await db(res.name).where({ id }).delete();
          namesChanged(res.name, id);
          ctx.body = record;
        },
      }),
    ];
  });
}
