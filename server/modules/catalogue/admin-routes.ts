/**
 * Back-office resources for categories and skills (ra-data-simple-rest dialect). Anything in
 * use is disabled, never deleted, so profiles keep what they chose. Built by the platform's
 * one-table factory over the taxonomy the module gives (`taxonomy.ts`).
 */
import { ENTRY_FIELDS, categorySchema, skillSchema } from '../../../common/schemas/catalogue';
import type { RouteSpec } from '../../platform';
import { adminResource, type ConstraintField } from '../../platform/admin-resource';
import { adminCategorySchema, adminSkillSchema } from './contract';
import type { Taxonomy } from './taxonomy';

/** Each region's slug is unique (ADR 0028); a skill's category must exist. */
const constraints = (table: 'categories' | 'skills'): ConstraintField[] => [
  { kind: 'unique', constraint: `${table}_slug_unique`, field: 'slug', key: 'fields.invalid' },
  {
    kind: 'unique',
    constraint: `${table}_slug_br_unique`,
    field: 'slug_br',
    key: 'fields.invalid',
  },
  { kind: 'foreignKey', field: 'categoryId', key: 'fields.unknownChoice' },
];

const SEARCH = [...ENTRY_FIELDS];

/** The terms staff sent (an omitted language keeps what it had). */
const termsOf = (i: { terms_es?: string; terms_en?: string; terms_br?: string }) =>
  Object.fromEntries(
    (['terms_es', 'terms_en', 'terms_br'] as const)
      .filter((key) => i[key] !== undefined)
      .map((key) => [key, i[key]]),
  );

/** Told after staff edit a category or skill (names and terms feed cards and search). */
export type NamesChanged = (kind: 'categories' | 'skills', id: number) => void;

export function catalogueAdminRoutes(taxonomy: Taxonomy, namesChanged: NamesChanged): RouteSpec[] {
  const summaries = (name: string) => ({
    list: `${name}, filtered, sorted and paged`,
    one: `One of ${name}`,
    create: `Create one of ${name} (admin)`,
    update: `Edit or disable one of ${name} (admin)`,
    remove: `Delete one of ${name} no profile uses (admin)`,
  });
  return [
    ...adminResource({
      path: 'categories',
      store: taxonomy.categories,
      summaries: summaries('categories'),
      sorts: {
        id: 'id',
        slug: 'slug',
        slug_br: 'slug_br',
        name_es: 'name_es',
        position: 'position',
      },
      defaultSort: 'id',
      searchColumns: SEARCH,
      createSchema: categorySchema,
      updateSchema: categorySchema,
      toDto: (r) => ({
        id: r.id,
        slug: r.slug,
        slug_br: r.slug_br,
        name_es: r.name_es,
        name_en: r.name_en,
        name_br: r.name_br,
        terms_es: r.terms_es,
        terms_en: r.terms_en,
        terms_br: r.terms_br,
        icon: r.icon,
        isDefault: r.is_default,
        enabled: r.enabled,
        position: r.position,
        usage: Number(r.usage),
      }),
      record: adminCategorySchema,
      toRow: (i) => ({
        slug: i.slug,
        slug_br: i.slug_br,
        name_es: i.name_es,
        name_en: i.name_en,
        name_br: i.name_br,
        ...termsOf(i),
        icon: i.icon ?? null,
        ...(i.isDefault !== undefined ? { is_default: i.isDefault } : {}),
        ...(i.enabled !== undefined ? { enabled: i.enabled } : {}),
        ...(i.position !== undefined ? { position: i.position } : {}),
      }),
      constraints: constraints('categories'),
      inUse: { code: 'CATEGORY_IN_USE', when: (id) => taxonomy.categoryHasSkills(id) },
      changed: (id) => namesChanged('categories', id),
    }),
    ...adminResource({
      path: 'skills',
      store: taxonomy.skills,
      summaries: summaries('skills'),
      sorts: {
        id: 'id',
        slug: 'slug',
        slug_br: 'slug_br',
        name_es: 'name_es',
        categoryId: 'category_id',
        position: 'position',
      },
      defaultSort: 'id',
      searchColumns: SEARCH,
      filter(query, filter) {
        if (Number.isInteger(filter.categoryId))
          query.where('category_id', filter.categoryId as number);
      },
      createSchema: skillSchema,
      updateSchema: skillSchema,
      toDto: (r) => ({
        id: r.id,
        slug: r.slug,
        slug_br: r.slug_br,
        categoryId: r.category_id,
        name_es: r.name_es,
        name_en: r.name_en,
        name_br: r.name_br,
        terms_es: r.terms_es,
        terms_en: r.terms_en,
        terms_br: r.terms_br,
        enabled: r.enabled,
        position: r.position,
        usage: Number(r.usage),
      }),
      record: adminSkillSchema,
      toRow: (i) => ({
        slug: i.slug,
        slug_br: i.slug_br,
        category_id: i.categoryId,
        name_es: i.name_es,
        name_en: i.name_en,
        name_br: i.name_br,
        ...termsOf(i),
        ...(i.enabled !== undefined ? { enabled: i.enabled } : {}),
        ...(i.position !== undefined ? { position: i.position } : {}),
      }),
      constraints: constraints('skills'),
      inUse: { code: 'CATEGORY_IN_USE' },
      changed: (id) => namesChanged('skills', id),
    }),
  ];
}
